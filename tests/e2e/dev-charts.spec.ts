import { expect } from "@playwright/test";
import { becomeMember, memberPage, password } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { test } from "./helpers/test";

// Issue 16 in real Chromium: /dev draws every machine of the registry, and the machines running in the
// tab — the session and the realtime connection — show their current state on the chart, live.

test("/dev draws a chart for every machine of the registry; choosing a state lists its transitions", async ({
  page,
}) => {
  await page.goto("/dev");
  const choose = page.getByRole("combobox", { name: "Машина" });
  await expect(choose).toBeVisible();
  const ids = await choose
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(ids.length).toBeGreaterThanOrEqual(25);
  for (const id of ids) {
    await choose.selectOption(id);
    await expect(page.locator(`svg[data-chart="${id}"]`), `the chart of ${id}`).toBeVisible();
  }
  await choose.selectOption("toggle");
  await page.locator('[data-state="toggle.off"]').click();
  const listed = page.locator('[data-transitions="toggle.off"]');
  await expect(listed).toContainText("toggle.flip → toggle.saving");
  await page.getByRole("button", { name: "Крупнее" }).click();
  await expect(page.getByRole("button", { name: /^Исходный масштаб/ })).toHaveText("120 %");
  await injectAxe(page);
  expect(await violations(page), "axe on /dev with a chart").toEqual([]);
});

test("the session and realtime charts follow the member logging in and out", async ({ browser }) => {
  const { page } = await memberPage(browser, "Проверка Диаграмм");
  await page.goto("/dev");
  const choose = page.getByRole("combobox", { name: "Машина" });
  const now = page.locator("[data-live-state]");
  await choose.selectOption("session");
  await expect(now).toContainText("session.authorized");
  // Its context, as a tree: the member it holds.
  await expect(page.locator("[data-live-context]")).toContainText("Проверка Диаграмм");
  await expect(page.locator('[data-state="session.authorized"]')).toHaveAttribute("data-active", "");
  await choose.selectOption("realtime");
  await expect(now).toContainText("realtime.live.connection.open");
  await expect(page.locator('[data-state="realtime.live.connection.open"]')).toHaveAttribute(
    "data-active",
    "",
  );

  await page.getByRole("banner").getByRole("button", { name: "Выйти" }).click();
  await expect(now).toContainText("realtime.idle");
  await expect(page.locator('[data-state="realtime.idle"]')).toHaveAttribute("data-active", "");
  await expect(page.locator('[data-state="realtime.live.connection.open"]')).not.toHaveAttribute(
    "data-active",
    "",
  );
  await choose.selectOption("session");
  await expect(now).toContainText("session.anonymous");

  // The log has the steps, with the event and the states before and after.
  const log = page.locator("[data-event-log]");
  await expect(log.locator('[data-step-machine="session"]', { hasText: "session.logout" })).toContainText(
    "authorized → flushing",
  );
  await expect(
    log.locator('[data-step-machine="realtime"]', { hasText: "realtime.session" }).first(),
  ).toContainText("→ idle");
  await expect(log.getByRole("button", { name: "Скопировать путь: session" })).toBeVisible();
  // Copied as a test path, in the QA plans' format.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await log.getByRole("button", { name: "Скопировать путь: session" }).click();
  await expect(log.getByText("Путь скопирован — вставьте его в план проверки.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    "вход: authorized → событие session.logout → flushing → событие xstate.done.actor.flush → loggingOut → событие xstate.done.actor.logout → anonymous",
  );
  await log.getByRole("button", { name: "Пауза" }).click();
  await expect(log.getByRole("button", { name: "Продолжить" })).toHaveAttribute("aria-pressed", "true");
});

test("switched on at /dev, the inspector beside a profile and the messenger shows the page's own machines live", async ({
  browser,
}) => {
  const { page, member } = await memberPage(browser, "Проверка Инспектора");
  const other = await memberPage(browser, "Другая Сторона");
  await page.goto("/dev");
  // Off by default: no button on the pages.
  await page.goto(`/profile/${other.member.id}`);
  await expect(page.getByRole("button", { name: "Машины", exact: true })).toHaveCount(0);
  await page.goto("/dev");
  const inspector = page.getByRole("switch", { name: "Инспектор машин на каждой странице" });
  await inspector.click();
  await expect(inspector).toBeChecked();

  await page.goto(`/profile/${other.member.id}`);
  await page.getByRole("button", { name: "Машины", exact: true }).click();
  const panel = page.getByRole("complementary", { name: "Машины этой страницы" });
  const now = panel.locator('[data-live-state="friendship"]');
  await expect(now).toContainText("friendship.none");
  await expect(panel.getByRole("combobox", { name: "Машина" })).toHaveValue("friendship");
  // The page stays usable beside the panel: the friendship moves on the chart and in the log.
  await page
    .getByRole("region", { name: "Дружба", exact: true })
    .getByRole("button", { name: "Добавить в друзья" })
    .click();
  await expect(now).toContainText("friendship.outgoing");
  await expect(panel.locator('[data-state="friendship.outgoing"]')).toHaveAttribute("data-active", "");
  await expect(
    panel.locator('[data-step-machine="friendship"]', { hasText: "friend.request" }),
  ).toContainText("none → saving");
  await expect(panel.locator("[data-live-context]")).toContainText(String(other.member.id));
  await injectAxe(page);
  expect(await violations(page), "axe on a profile with the inspector open").toEqual([]);
  // Escape inside the panel closes it, and the keyboard is back on its button.
  await panel.getByRole("button", { name: "Закрыть инспектор" }).focus();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Машины", exact: true })).toBeFocused();

  // The messenger: the chat opened with the other member is inspected as it runs.
  await page.goto(`/profile/${member.id}/chat?user=${other.member.id}`);
  await page.getByRole("button", { name: "Машины", exact: true }).click();
  const chatNow = page
    .getByRole("complementary", { name: "Машины этой страницы" })
    .locator('[data-live-state="chat"]');
  await expect(chatNow).toContainText("chat.ready");
});

test("the inspector beside the login form follows the member logging in: the session and realtime charts, live", async ({
  browser,
}) => {
  const member = await becomeMember((await browser.newContext()).request, "Входящий Инспектор");
  const page = await (await browser.newContext()).newPage();
  await page.goto("/dev");
  const inspector = page.getByRole("switch", { name: "Инспектор машин на каждой странице" });
  await inspector.click();
  await expect(inspector).toBeChecked();
  await page.goto("/auth?page=auth");
  await page.getByRole("button", { name: "Машины", exact: true }).click();
  const panel = page.getByRole("complementary", { name: "Машины этой страницы" });
  const choose = panel.getByRole("combobox", { name: "Машина" });
  await choose.selectOption("session");
  const now = panel.locator("[data-live-state]");
  await expect(now).toContainText("session.anonymous");

  const form = page.getByRole("tabpanel", { name: "Вход" });
  await form.getByLabel("Электронная почта", { exact: false }).fill(member.email);
  await form.getByLabel(/^Пароль/).fill(password);
  await form.getByLabel(/^Пароль/).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
  await expect(now).toContainText("session.authorized");
  await expect(panel.locator('[data-state="session.authorized"]')).toHaveAttribute("data-active", "");
  await expect(panel.locator('[data-step-machine="session"]', { hasText: "session.login" })).toContainText(
    "anonymous → loggingIn",
  );
  await choose.selectOption("realtime");
  await expect(now).toContainText("realtime.live.connection.open");
});
