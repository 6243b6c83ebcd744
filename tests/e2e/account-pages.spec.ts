import { expect, type Page } from "@playwright/test";
import { becomeMember, mailedLink, memberPage, password, unique } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { test } from "./helpers/test";

// The account pages of issue 3 in real Chromium against the real server on a fresh database. Mail goes
// to the outbox (no SMTP_URL), which the /dev page lists for a request from this machine.

/** The message for `email` on /dev, and the link in it that leads to `kind`. */
function outboxLinkOn(page: Page, email: string, kind: string) {
  return page
    .locator("[data-outbox-id]", { hasText: email })
    .first()
    .getByRole("link", { name: new RegExp(kind) });
}

test("registration → «проверьте почту» → the link from /dev → /welcome", async ({ page }) => {
  const email = `reg-${unique()}@mir.test`;
  await page.goto("/auth?page=reg");
  const form = page.getByRole("tabpanel", { name: "Регистрация" });
  await form.getByLabel("Имя", { exact: false }).fill("Вера Новикова");
  await form.getByLabel("Электронная почта", { exact: false }).fill(email);
  await form.getByLabel(/^Пароль/).fill(password);
  await form.getByRole("button", { name: "Зарегистрироваться" }).click();

  await expect(page.getByRole("heading", { name: "Проверьте почту" })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "«Письма разработчика»" }).click();
  await expect(page).toHaveURL(/\/dev$/);
  await outboxLinkOn(page, email, "/reg/verify-").click();

  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole("heading", { name: "Добро пожаловать, Вера Новикова!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Редактировать профиль" })).toBeVisible();
  await expect(page.getByTestId("account-link")).toContainText("Вера Новикова");
  // At 1280 px every step's button shows its whole label (it was cut: «Редактировать про…»).
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const name of ["Редактировать профиль", "Подтвердить телефон", "На главную"]) {
    const label = page
      .locator('[data-screen="welcome"] a', { hasText: name })
      .locator(".mantine-Button-label");
    const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut, `«${name}» is cut`).toBe(false);
  }
});

test("forgot password → the link from /dev → a new password → logged in", async ({ page, request }) => {
  const member = await becomeMember(request, "Забывчивый Участник");
  await page.goto("/forgot-password");
  await page.getByLabel("Электронная почта", { exact: false }).fill(member.email);
  await page.getByRole("button", { name: "Прислать ссылку" }).click();
  await expect(
    page.getByText(`Если адрес ${member.email} зарегистрирован в МИР`, { exact: false }),
  ).toBeVisible();

  await page.getByRole("link", { name: "«Письма разработчика»" }).click();
  await outboxLinkOn(page, member.email, "/new-password-").click();
  await expect(page.getByRole("heading", { name: "Новый пароль" })).toBeVisible();

  // Different passwords are refused in the page, before any request.
  await page.getByRole("textbox", { name: "Новый пароль" }).fill("совсем новый пароль");
  await page.getByRole("textbox", { name: "Повторите пароль" }).fill("другой пароль");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await expect(page.getByText("Пароли не совпадают")).toBeVisible();

  await page.getByRole("textbox", { name: "Повторите пароль" }).fill("совсем новый пароль");
  await page.getByRole("textbox", { name: "Повторите пароль" }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
  await expect(page.getByRole("heading", { name: member.name })).toBeVisible();
  await expect(page.getByTestId("account-link")).toContainText(member.name);

  // The new password is the one that works now.
  const old = await request.post("/api/users/auth", { data: { email: member.email, password } });
  expect(old.status()).toBe(401);
  const fresh = await request.post("/api/users/auth", {
    data: { email: member.email, password: "совсем новый пароль" },
  });
  expect(fresh.status()).toBe(200);
});

test("a used verification link shows a clear screen; an unknown one too", async ({ page, request }) => {
  const email = `used-${unique()}@mir.test`;
  const reg = await request.post("/api/users/reg", { data: { name: "Дважды Кликнувший", email, password } });
  expect(reg.status()).toBe(200);
  const link = await mailedLink(request, email, "/reg/verify-");
  const path = new URL(link).pathname;
  const used = await request.put("/api/users/verify", { data: { code: path.slice("/reg/verify-".length) } });
  expect(used.status()).toBe(200);

  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Ссылка уже использована" })).toBeVisible();
  await expect(page.getByText("Адрес уже подтверждён по этой ссылке", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "Перейти ко входу" }).click();
  await expect(page).toHaveURL(/\/auth\?page=auth$/);

  await page.goto(`/reg/verify-${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Ссылка недействительна" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Получить новое письмо" })).toBeVisible();
});

test("phone confirmation in the settings", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const member = await becomeMember(context.request, "Телефонный Участник");
  const phone = `+7999${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  await page.goto(`/profile/${member.id}/settings`);
  await expect(page.getByRole("heading", { name: "Телефон" })).toBeVisible();

  await page.getByLabel("Номер телефона", { exact: false }).fill("12");
  await page.getByRole("button", { name: "Получить SMS с кодом" }).click();
  await expect(page.getByText("Введите номер в международном формате: +79991234567")).toBeVisible();

  await page.getByLabel("Номер телефона", { exact: false }).fill(phone);
  await page.getByLabel("Номер телефона", { exact: false }).press("Enter");
  await expect(page.getByText("Мы отправили SMS с кодом на номер", { exact: false })).toBeVisible();
  await expect(page.getByText("SMS-шлюз не подключён")).toBeVisible();

  await page.getByRole("button", { name: "Получить код" }).click();
  const code = page.getByLabel("Код из SMS", { exact: false });
  await expect(code).toHaveValue(/^\d{6}$/);
  const value = await code.inputValue();
  await expect(page.getByText(`Код ${value} вставлен в поле`, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page.getByText("Подтверждён", { exact: true })).toBeVisible();
  await expect(page.locator("[data-phone-number]")).toHaveText(
    `+7 ${phone.slice(2, 5)} ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`,
  );

  // The server agrees, and a reload shows the same.
  const me = await page.request.post("/api/users/checktoken");
  expect(await me.json()).toMatchObject({ phone, phoneVerified: true });
  await page.reload();
  await expect(page.getByText("Подтверждён", { exact: true })).toBeVisible();
});

// A 1×1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("profile editing changes the name in the header, and the photo", async ({ page, context }) => {
  const member = await becomeMember(context.request, "Старое Имя");
  await page.goto(`/profile/${member.id}`);
  await expect(page.getByTestId("account-link")).toContainText("Старое Имя");
  await page.getByRole("link", { name: "Редактировать профиль" }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${member.id}\\?type=edit$`));

  await page.getByLabel("Имя", { exact: false }).fill("А");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText("Имя — не короче 2 символов")).toBeVisible();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.locator('[data-avatar-preview="new"]')).toBeVisible();
  await page.getByLabel("Имя", { exact: false }).fill("Новое Имя");
  await page.getByRole("button", { name: "Сохранить" }).click();

  await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
  await expect(page.getByRole("heading", { name: "Новое Имя" })).toBeVisible();
  await expect(page.getByTestId("account-link")).toContainText("Новое Имя");
  const me = await page.request.post("/api/users/checktoken");
  const user = (await me.json()) as { name: string; avatar: string | null };
  expect(user.name).toBe("Новое Имя");
  expect(user.avatar).toMatch(/^\/api\/uploads\/avatars\//);
});

test("account pages work at 360 px and with the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/auth");
  const login = page.getByRole("tabpanel", { name: "Вход" });
  await login.getByLabel("Электронная почта", { exact: false }).focus();
  await page.keyboard.type("nobody@mir.test");
  await page.keyboard.press("Tab");
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(login.getByText("Неверный e-mail или пароль", { exact: false })).toBeVisible();
  // Nothing sticks out sideways on a narrow phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("deleting the account asks first, ends the session and lands on /", async ({
  page,
  context,
  request,
}) => {
  const member = await becomeMember(context.request, "Уходящий Участник");
  await page.goto(`/profile/${member.id}/settings`);
  await page.getByLabel("Пароль для подтверждения", { exact: false }).fill("неверный пароль");
  await page.getByRole("button", { name: "Удалить аккаунт" }).click();
  const dialog = page.getByRole("dialog", { name: "Удалить аккаунт навсегда?" });
  await dialog.getByRole("button", { name: "Да, удалить" }).click();
  // A wrong password closes the dialog and says so under the field; the account stays.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Пароль для подтверждения" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await page.getByLabel("Пароль для подтверждения", { exact: false }).fill(password);
  await page.getByRole("button", { name: "Удалить аккаунт" }).click();
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Удалить аккаунт" }).click();
  await dialog.getByRole("button", { name: "Да, удалить" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Войти" })).toBeVisible();
  const login = await request.post("/api/users/auth", { data: { email: member.email, password } });
  expect(login.status()).toBe(401);
});

// Issue 14, settings: the password changes with the current one; a wrong current one is named under its
// field; another device's session ends, this one stays.
test("changing the password in the settings: a wrong current one is refused, the right one ends other sessions", async ({
  browser,
}) => {
  const { page, member } = await memberPage(browser, "Пётр Меняющий");
  const elsewhere = await browser.newContext();
  const otherLogin = await elsewhere.request.post("/api/users/auth", {
    data: { email: member.email, password },
  });
  expect(otherLogin.status()).toBe(200);
  await page.goto(`/profile/${member.id}/settings`);
  const section = page.getByRole("region", { name: "Пароль" });
  await section.getByLabel("Текущий пароль").fill("совсем не тот пароль");
  await section.getByLabel("Новый пароль").fill("новый надёжный пароль");
  await section.getByLabel("Повторите пароль").fill("новый надёжный пароль");
  await section.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(section.getByText("Текущий пароль введён неверно")).toBeVisible();

  await section.getByLabel("Текущий пароль").fill(password);
  await section.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(section.getByText("Пароль изменён. Другие входы завершены.")).toBeVisible();
  expect((await elsewhere.request.post("/api/users/checktoken")).status()).toBe(401);
  expect((await page.request.post("/api/users/checktoken")).status()).toBe(200);
  await elsewhere.close();
});

// Issue 14, settings: the page background is chosen in the settings and painted at once, in this tab and
// in the member's other tab (the background event), with no reload.
test("a background added in the settings paints this tab and another one at once; switched off by deleting", async ({
  browser,
}) => {
  const { page, member } = await memberPage(browser, "Фоновая Настройка");
  const other = await page.context().newPage();
  await other.goto("/");
  await page.goto(`/profile/${member.id}/settings`);
  const section = page.getByRole("region", { name: "Фон страниц" });
  await expect(section.getByText("Фонов пока нет", { exact: false })).toBeVisible();
  await section.getByRole("button", { name: "Добавить фон" }).click();
  const row = section.getByRole("list", { name: "Ваши фоны" }).getByRole("listitem");
  await expect(row).toContainText("#1e90ff");
  await expect(row.getByText("Включён")).toBeVisible();
  for (const tab of [page, other]) {
    await expect(tab.locator("html")).toHaveAttribute("data-page-background", "colour");
    await expect(tab.locator("[data-chrome]")).toHaveCSS("background-color", "rgb(30, 144, 255)");
  }
  // A bad image address is refused before anything is sent.
  await section.getByText("Картинка", { exact: true }).click();
  await section.getByLabel("Ссылка на картинку").fill("javascript:alert(1)");
  await section.getByRole("button", { name: "Добавить фон" }).click();
  await expect(
    section.getByText("Адрес картинки — ссылка http:// или https://", { exact: false }),
  ).toBeVisible();
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: "Удалить" }).click();
  await expect(section.getByText("Фонов пока нет", { exact: false })).toBeVisible();
  for (const tab of [page, other])
    await expect(tab.locator("html")).not.toHaveAttribute("data-page-background");
  await injectAxe(page);
  expect(await violations(page), "axe on the settings with the backgrounds section").toEqual([]);
});
