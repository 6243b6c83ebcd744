import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { memberPage } from "./helpers/accounts";
import { e2eAdminPassword } from "./helpers/env";

// Issue 13, first part: the bell and the notifications pages, live, as a member uses them.

async function recordSounds(page: Page) {
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __played: string[] }).__played = played;
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      return original.call(this);
    };
  });
}
const played = (page: Page) => page.evaluate(() => (window as unknown as { __played: string[] }).__played);

async function adminRequests(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const login = await context.request.post("/api/users/auth", {
    data: { email: "admin@mir.local", password: e2eAdminPassword },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context.request;
}

test("a chat started with you rings the bell live; opening it leads to the chat and files it in the archive", async ({
  browser,
}) => {
  const boris = await memberPage(browser, "Борис Уведомлённый");
  await recordSounds(boris.page);
  const socket = boris.page.waitForEvent("websocket", (ws) => ws.url().includes("/api/sockets/"));
  await boris.page.goto("/");
  await (await socket).waitForEvent("framereceived");
  const header = boris.page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Уведомления", exact: true })).toBeVisible();

  const anna = await memberPage(browser, "Анна Начинающая");
  const chat = await anna.page.request.post("/api/messenger/chat", {
    form: { members: String(boris.member.id) },
  });
  expect(chat.status(), await chat.text()).toBe(200);

  const bell = header.getByRole("link", { name: "Уведомления: 1 новое" });
  await expect(bell).toBeVisible();
  await expect(header.getByTestId("notifications-badge")).toHaveText("1");
  await expect
    .poll(() => played(boris.page))
    .toContainEqual(expect.stringMatching(/notification-[^/]*\.wav$/));

  await bell.click();
  await expect(boris.page).toHaveURL(new RegExp(`/profile/${boris.member.id}/notifications/new$`));
  const row = boris.page.getByRole("article", { name: "Анна Начинающая: Новый чат" });
  await expect(row).toBeVisible();
  await boris.page.screenshot({ path: "test-results/notifications-new.png" });
  await row.getByRole("link").click();
  await expect(boris.page).toHaveURL(new RegExp(`/profile/${boris.member.id}/chat\\?user=${anna.member.id}`));
  await expect(header.getByTestId("notifications-badge")).toHaveCount(0);

  await boris.page.goto(`/profile/${boris.member.id}/notifications/archive`);
  const archived = boris.page.getByRole("article", { name: "Анна Начинающая: Новый чат" });
  await expect(archived).toBeVisible();
  await archived.getByRole("button", { name: "Удалить" }).click();
  await expect(boris.page.getByText("В архиве пусто")).toBeVisible();
  await boris.page.context().close();
  await anna.page.context().close();
});

test("read all clears the new ones and the bell; a new one arrives on the open page", async ({ browser }) => {
  const vera = await memberPage(browser, "Вера Читающая");
  const admin = await adminRequests(browser);
  for (const title of ["Первое", "Второе"]) {
    const sent = await admin.post(`/api/notifications/${vera.member.id}`, {
      data: { title, text: "От администрации" },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  const socket = vera.page.waitForEvent("websocket", (ws) => ws.url().includes("/api/sockets/"));
  await vera.page.goto(`/profile/${vera.member.id}/notifications/new`);
  await (await socket).waitForEvent("framereceived");
  await expect(vera.page.getByRole("article")).toHaveCount(2);
  await expect(vera.page.getByRole("banner").getByTestId("notifications-badge")).toHaveText("2");

  await vera.page.getByRole("button", { name: "Прочитать все" }).click();
  await expect(vera.page.getByText("Новых уведомлений нет")).toBeVisible();
  await expect(vera.page.getByRole("banner").getByTestId("notifications-badge")).toHaveCount(0);

  const third = await admin.post(`/api/notifications/${vera.member.id}`, {
    data: { title: "Третье", text: "Живое" },
  });
  expect(third.status()).toBe(200);
  await expect(vera.page.getByRole("article", { name: "МИР: Третье" })).toBeVisible();
  await expect(vera.page.getByRole("banner").getByTestId("notifications-badge")).toHaveText("1");
  await vera.page.setViewportSize({ width: 390, height: 800 });
  await vera.page.screenshot({ path: "test-results/notifications-390.png" });
  await vera.page.context().close();
});
