import { expect, type Page } from "@playwright/test";
import { becomeMember, memberPage, password } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { test } from "./helpers/test";

// The route guards of spec §6 in real Chromium against the real server. Members are made the way a
// visitor becomes one: registration, then the verification link from the outbox (GET /api/dev/outbox,
// readable from localhost), which logs them in with the HttpOnly cookie `l`.

const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

test.describe("a visitor", () => {
  test("on /profile/2/chat is sent to /auth?page=auth, keeping where they wanted to go", async ({ page }) => {
    await page.goto("/profile/2/chat");
    await expect(page).toHaveURL(/\/auth\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/auth");
    expect(url.searchParams.get("page")).toBe("auth");
    expect(url.searchParams.get("redirect")).toBe("/profile/2/chat");
  });

  test("on /admin is sent to /auth", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?page=auth/);
  });

  test("on /welcome is sent to /auth", async ({ page }) => {
    await page.goto("/welcome");
    await expect(page).toHaveURL(/\/auth\?page=auth/);
  });

  // Issue 28, item 1: /profile/{id} is public (spec §6). It asked a visitor to log in, with no way to.
  test("reads a member's profile at 390 and 1280 px with the visitor's tabs, and logs in from it back to it", async ({
    page,
    request,
  }) => {
    const member = await becomeMember(request, "Публичная Участница");
    const tabs = page.getByRole("navigation", { name: "Разделы профиля" });
    // A missing member is spec §6's 404 screen, without the profile's tabs.
    await page.goto("/profile/999999");
    await expect(page.getByRole("heading", { name: "Ошибка 404" })).toBeVisible();
    await expect(page.getByText("Страница не найдена")).toBeVisible();
    await expect(page.getByRole("link", { name: "На главную" })).toBeVisible();
    await expect(tabs).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/profile/${member.id}`);
    const card = page.getByRole("region", { name: member.name });
    await expect(card.getByText("Друзья: 0")).toBeVisible();
    await expect(page.getByText("Не удалось загрузить профиль")).toHaveCount(0);
    await expect(tabs.getByRole("link")).toHaveText(["Профиль"]);
    await injectAxe(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(card.getByRole("link", { name: "Войти" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `wider than ${width}`).toBe(
        width,
      );
      expect(await violations(page), `axe at ${width} px`).toEqual([]);
    }

    await card.getByRole("link", { name: "Войти" }).click();
    const login = page.getByRole("tabpanel", { name: "Вход" });
    await login.getByLabel("Электронная почта", { exact: false }).fill(member.email);
    await login.getByLabel(/^Пароль/).fill(password);
    await login.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
    await expect(page.getByRole("link", { name: "Редактировать профиль" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Настройки" })).toBeVisible();
  });

  test("opening a malformed verification link is told it is invalid and may ask for a new letter", async ({
    page,
  }) => {
    await page.goto("/reg/verify-abc123");
    await expect(page.getByRole("heading", { name: "Ссылка недействительна" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Получить новое письмо" })).toBeVisible();
    await expect(page.getByText("Ошибка 404")).toHaveCount(0);
  });
});

test.describe("a member", () => {
  test("on another member's /profile/2/settings (and chat) lands on /", async ({ browser }) => {
    const { page } = await memberPage(browser);
    await page.goto("/profile/2/settings");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/profile/2/chat");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-keepalive="home"]')).toBeVisible();
  });

  test("on /admin lands on /", async ({ browser }) => {
    const { page } = await memberPage(browser);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin/finance");
    await expect(page).toHaveURL(/\/$/);
  });

  test("on /auth lands on their own profile; with `redirect`, where they wanted to go", async ({
    browser,
  }) => {
    const { page, member } = await memberPage(browser);
    await page.goto("/auth?page=auth");
    await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
    await page.goto(`/auth?page=auth&redirect=${encodeURIComponent(`/profile/${member.id}/chat`)}`);
    await expect(page).toHaveURL(new RegExp(`/profile/${member.id}/chat$`));
  });

  test("opens their own owner-only pages, sees themselves in the header, and stays logged in on reload", async ({
    browser,
  }) => {
    const { page, member } = await memberPage(browser);
    await page.goto(`/profile/${member.id}/settings`);
    await expect(page).toHaveURL(new RegExp(`/profile/${member.id}/settings$`));
    const account = page.getByRole("banner").getByRole("link", { name: member.name });
    await expect(account).toHaveAttribute("href", `/profile/${member.id}`);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/profile/${member.id}/settings$`));
    await expect(account).toBeVisible();
  });

  test("logging out from the header on an owner-only page leads to /auth, and the session is gone", async ({
    browser,
  }) => {
    const { page, member } = await memberPage(browser);
    await page.goto(`/profile/${member.id}/settings`);
    // Keyboard: the header's «Выйти» is a real button.
    await page.getByRole("banner").getByRole("button", { name: "Выйти" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/auth\?page=auth/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(`/profile/${member.id}/settings`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Войти" })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/auth\?page=auth/);
    await page.goto("/welcome");
    await expect(page).toHaveURL(/\/auth\?page=auth/);
  });

  test("at 360 px the burger menu offers the profile and logging out", async ({ browser }) => {
    const { page, member } = await memberPage(browser);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/news");
    await page.getByRole("button", { name: "Открыть меню" }).click();
    const menu = page.locator("#burger-menu");
    await expect(menu.getByRole("link", { name: "Мой профиль" })).toHaveAttribute(
      "href",
      `/profile/${member.id}`,
    );
    await menu.getByRole("button", { name: "Выйти" }).click();
    await expect(page.getByRole("button", { name: "Открыть меню" })).toBeVisible();
    await page.goto(`/profile/${member.id}/feed`);
    await expect(page).toHaveURL(/\/auth\?page=auth/);
  });
});

// The lists' post links arrive with the lists; until then the list page is made long here and the
// post is opened the way its link will open it, through the app's router (client-side navigation).
async function scrollLongList(page: Page, list: string, y: number) {
  await page.goto(list);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const spacer = document.createElement("div");
    spacer.style.height = "6000px";
    spacer.dataset.testSpacer = "";
    document.body.appendChild(spacer);
  });
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

async function openPost(page: Page, href: string) {
  await page.evaluate((to) => {
    const router = (window as unknown as { __TSR_ROUTER__: { navigate(o: { href: string }): Promise<void> } })
      .__TSR_ROUTER__;
    return router.navigate({ href: to });
  }, href);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('[data-layout="viewer"]')).toBeVisible();
}

test.describe("save position", () => {
  // The guard itself, on a list page whose content does not arrive later (/digests); a feed whose cards
  // arrive after the return is tests/e2e/publications.spec.ts's.
  test("Back from a post restores the list's scroll position", async ({ page }) => {
    await scrollLongList(page, "/digests", 1800);
    await openPost(page, "/digests/1/post/2");
    await page.goBack();
    await expect(page).toHaveURL(/\/digests$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1795);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(1805);
  });

  test("the viewer's close link returns to the list at its scroll position", async ({ page }) => {
    await scrollLongList(page, "/channels", 2500);
    await openPost(page, "/channels/4/post/5");
    // Reading the post scrolls the viewer to its own top.
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(5);
    const close = page.locator("[data-viewer-close]");
    await expect(close).toHaveText(/Каналы/);
    await close.click();
    await expect(page).toHaveURL(/\/channels$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2495);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(2505);
    expect(path(page)).toBe("/channels");
  });

  test("a viewer opened directly has no list to return to", async ({ page }) => {
    await page.goto("/visio/7");
    await expect(page.locator('[data-layout="viewer"]')).toBeVisible();
    await expect(page.locator("[data-viewer-close]")).toHaveCount(0);
  });
});
