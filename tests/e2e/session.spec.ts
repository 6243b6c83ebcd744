import { expect } from "@playwright/test";
import { mailedLink, memberPage, password, unique } from "./helpers/accounts";
import { test } from "./helpers/test";

// Acceptance of issue 3, in one visitor's life: register → the verification link from the outbox →
// welcome → log out → log in → a reload keeps the session → another member's chat and the admin area are
// refused → logged out, the admin area asks to log in.
test("a visitor becomes a member, logs out, logs back in, and the guards keep them in their place", async ({
  page,
}) => {
  const name = "Полина Приёмочная";
  const email = `acceptance-${unique()}@mir.test`;

  await page.goto("/auth?page=reg");
  const registration = page.getByRole("tabpanel", { name: "Регистрация" });
  await registration.getByLabel("Имя", { exact: false }).fill(name);
  await registration.getByLabel("Электронная почта", { exact: false }).fill(email);
  await registration.getByLabel(/^Пароль/).fill(password);
  await registration.getByLabel(/^Пароль/).press("Enter");
  await expect(page.getByRole("heading", { name: "Проверьте почту" })).toBeVisible();

  // The letter is in the outbox, which /dev lists on this machine.
  await page.goto("/dev");
  await page
    .locator("[data-outbox-id]", { hasText: email })
    .first()
    .getByRole("link", { name: /\/reg\/verify-/ })
    .click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole("heading", { name: `Добро пожаловать, ${name}!` })).toBeVisible();
  const account = page.getByTestId("account-link");
  await expect(account).toContainText(name);
  const ownId = Number((await account.getAttribute("href"))?.match(/\/profile\/(\d+)$/)?.[1]);
  expect(ownId).toBeGreaterThan(0);

  await page.getByRole("banner").getByRole("button", { name: "Выйти" }).click();
  await expect(account).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Войти" })).toBeVisible();

  await page.goto("/auth?page=auth");
  const login = page.getByRole("tabpanel", { name: "Вход" });
  await login.getByLabel("Электронная почта", { exact: false }).fill(email);
  await login.getByLabel(/^Пароль/).fill(password);
  await login.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${ownId}$`));
  await expect(account).toContainText(name);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/profile/${ownId}$`));
  await expect(account).toContainText(name);

  // Another member's chat (the demo's Анна Смирнова, id 2) and the admin area: back to the home page.
  await page.goto("/profile/2/chat");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-keepalive="home"]')).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-layout="admin"]')).toHaveCount(0);

  await page.getByRole("banner").getByRole("button", { name: "Выйти" }).click();
  await expect(account).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(page.getByRole("tabpanel", { name: "Вход" })).toBeVisible();
});

test("the session cookie is HttpOnly, SameSite=Lax, lives 360 000 s, and no script can read it", async ({
  page,
  context,
}) => {
  const email = `cookie-${unique()}@mir.test`;
  const registered = await page.request.post("/api/users/reg", {
    data: { name: "Куки Вход", email, password },
  });
  expect(registered.status()).toBe(200);
  // Verified in the page, so the cookie is the one the browser itself received.
  await page.goto(new URL(await mailedLink(page.request, email, "/reg/verify-")).pathname);
  await expect(page).toHaveURL(/\/welcome$/);

  const cookie = (await context.cookies()).find((c) => c.name === "l");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(360_000 - 120);
  expect(lifetime).toBeLessThanOrEqual(360_000);
  expect(await page.evaluate(() => document.cookie)).not.toContain("l=");
});

// Spec §4: the session check runs before a page renders. Its code is a chunk of its own, fetched beside
// the entry; the check's request leaves before it arrives and is the only one the first page makes.
test("a member's first page waits for the session check, which is asked once", async ({ browser }) => {
  const { page } = await memberPage(browser);
  const checks: string[] = [];
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/users/checktoken", async (route) => {
    checks.push(route.request().method());
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  // A slow check shows its notice instead of the page.
  await expect(page.getByRole("status").filter({ hasText: "Проверяем вход…" })).toBeVisible();
  await expect(page.locator("#main")).toHaveCount(0);
  answer();
  await expect(page.locator("#main")).toBeVisible();
  await expect(page.getByRole("banner").getByText("Участница Проверки")).toBeVisible();
  expect(checks).toEqual(["POST"]);
});

// A visitor has no session to check: their page asks nothing that can only answer 401, and its console
// stays clean. A member whose session ended elsewhere is a visitor again from the next page load.
test("a visitor's page makes no session check and logs no error; an ended session is forgotten", async ({
  browser,
  page,
}) => {
  const problems: string[] = [];
  const checks: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("request", (request) => {
    if (request.url().includes("/api/users/checktoken")) checks.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Войти" }).first()).toBeVisible();
  await page.goto("/blogs");
  await expect(page.locator("#main")).toBeVisible();
  expect(checks).toEqual([]);
  expect(problems).toEqual([]);

  const { page: member } = await memberPage(browser);
  await member.goto("/");
  await expect(member.getByRole("banner").getByText("Участница Проверки")).toBeVisible();
  // Logged out from another device: the token dies, the cookies stay in this browser.
  const token = (await member.context().cookies()).find((cookie) => cookie.name === "l")?.value;
  const other = await browser.newContext();
  const logout = await other.request.post("/api/users/logout", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(200);
  await member.reload();
  await expect(member.getByRole("banner").getByRole("link", { name: "Войти", exact: true })).toBeVisible();
  const names = (await member.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain("l");
  expect(names).not.toContain("mir_session");
  await other.close();
});

// Issue 12 (mobile LCP): a visitor has nothing to check, so their first page does not wait for the
// session's code. Held back here, the home page and the header are already there, with the ways in a
// visitor has; once it comes, the page goes on working (the sign-in button leads to /auth).
test("a visitor's home page shows before the session's code arrives", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/session-[^/]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Войти", exact: true })).toBeVisible();
  await expect(page.locator("#main").getByRole("link", { name: "Войти" })).toBeVisible();
  expect(asked, "the page asked for the session's chunk (held back by this test)").toBe(true);
  release();
  await page.locator("#main").getByRole("link", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole("tab", { name: "Вход" })).toBeVisible();
});
