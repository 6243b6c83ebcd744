import { type Browser, expect, type Page } from "@playwright/test";
import { adminPage, memberPage } from "./helpers/accounts";
import { test } from "./helpers/test";

const TITLE = "МИР - социальная экосистема";

test("home renders with the spec's title, header and footer; a screenshot is kept", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await expect(page).toHaveTitle(TITLE);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.locator('[data-keepalive="home"]')).toBeVisible();
  const shot = testInfo.outputPath("home.png");
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach("home", { path: shot, contentType: "image/png" });
});

test("home's «Подробнее о проекте» and the footer's «Преимущества» lead to written pages with live figures (390 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("link", { name: "Подробнее о проекте" }).click();
  await expect(page).toHaveURL(/\/about-project$/);
  await expect(page.getByRole("heading", { level: 1, name: "О проекте" })).toBeVisible();
  // Counted from the database: the seeded administrator at least, so never a dash or nothing.
  await expect(page.locator("[data-figure=members] dd")).toHaveText(/^[1-9][\d\s]*$/);
  await expect(page.getByRole("heading", { name: "Что есть в МИРе" })).toBeVisible();
  await expect(page.getByText("Здесь пока пусто")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("contentinfo").getByRole("link", { name: "Преимущества" }).click();
  await expect(page).toHaveURL(/\/benefits$/);
  await expect(page.getByRole("heading", { level: 1, name: "Преимущества" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Что вы получаете" })).toBeVisible();
  await expect(page.getByText("Здесь пока пусто")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("link", { name: "Зарегистрироваться" }).click();
  await expect(page).toHaveURL(/\/auth\?page=reg$/);
});

/** Who opens a page: a visitor, a new member (whose own id fills `{own}`), or the admin. */
type Viewer = "visitor" | "member" | "admin";

/** A page for `viewer` and the path with `{own}` replaced by the member's id. */
async function open(browser: Browser, page: Page, viewer: Viewer, path: string): Promise<Page> {
  if (viewer === "visitor") {
    await page.goto(path);
    return page;
  }
  if (viewer === "admin") {
    const admin = await adminPage(browser);
    await admin.goto(path);
    return admin;
  }
  const { page: own, member } = await memberPage(browser);
  await own.goto(path.replace("{own}", String(member.id)));
  return own;
}

const layouts: Array<{ path: string; layout: string; viewer: Viewer; heading?: string }> = [
  { path: "/blogs", layout: "default", viewer: "visitor", heading: "Блоги" },
  { path: "/admin/users", layout: "admin", viewer: "admin" },
  { path: "/profile/3", layout: "user-profile", viewer: "visitor" },
  { path: "/profile/{own}/finances", layout: "profile-finance", viewer: "member" },
  { path: "/profile/{own}/notifications/new", layout: "profile-notification", viewer: "member" },
  { path: "/digests/1/post/2", layout: "viewer", viewer: "visitor" },
];

for (const { path, layout, viewer, heading } of layouts) {
  test(`${path} renders in the ${layout} layout (${viewer})`, async ({ browser, page }) => {
    const shown = await open(browser, page, viewer, path);
    await expect(shown.locator(`[data-layout="${layout}"]`).first()).toBeVisible();
    if (heading) await expect(shown.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(shown.getByText("Ошибка")).toHaveCount(0);
  });
}

for (const [path, viewer] of [
  ["/digests/1/post/2", "visitor"],
  ["/blogs/1/post/2", "visitor"],
  ["/channels/4/post/5", "visitor"],
  ["/visio/7", "visitor"],
  ["/profile/{own}/media/9", "member"],
] as const) {
  test(`${path} hides the header, wrapper margin and footer`, async ({ browser, page: visitor }) => {
    const page = await open(browser, visitor, viewer, path);
    await expect(page.locator('[data-chrome="off"]')).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
}

test("pages with chrome show header and footer", async ({ page }) => {
  await page.goto("/news");
  await expect(page.locator('[data-chrome="on"]')).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("/visio wears the visio theme and wrapper", async ({ page }) => {
  await page.goto("/visio");
  await expect(page.locator('[data-theme="visio"]')).toBeVisible();
  await expect(page.locator('main[data-wrapper="visio"]')).toBeVisible();
});

test("an unknown route shows the 404 error screen whose button leads home", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByText("Ошибка 404")).toBeVisible();
  // The message is hidden for 404 (spec §2).
  await expect(page.getByText("Страница не найдена")).toHaveCount(0);
  await page.getByRole("link", { name: "На главную" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-keepalive="home"]')).toBeVisible();
});

for (const path of ["/profile/abc", "/teams/0", "/profile/1.5/chat"]) {
  test(`${path} (a bad id) shows the 404 screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText("Ошибка 404")).toBeVisible();
    await expect(page.getByRole("link", { name: "На главную" })).toBeVisible();
  });
}

test("the dark scheme persists across reload and is applied before the app's script runs", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("radio", { name: "Тёмная" }).check();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  // Hold the app's scripts back: whatever is painted meanwhile comes from index.html alone.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: "commit" });
  // Module scripts delay DOMContentLoaded, so wait only for the parser to reach <body>.
  await page.waitForFunction(() => document.body !== null);
  const early = await page.evaluate(() => ({
    scheme: document.documentElement.getAttribute("data-mantine-color-scheme"),
    appMounted: document.querySelector("[data-chrome]") !== null,
  }));
  expect(early).toEqual({ scheme: "dark", appMounted: false });
  release();
  await expect(page.locator("[data-chrome]")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
});

type Marked = HTMLElement & { marker?: string };

test("home is kept alive when navigating away; other pages are not", async ({ page }) => {
  await page.goto("/");
  const home = page.locator('[data-keepalive="home"]');
  await home.evaluate((el: Marked) => {
    el.marker = "same-instance";
  });
  // Client-side navigation through the header, then back through history.
  await page.getByRole("banner").getByRole("link", { name: "Блоги" }).first().click();
  const blogsHeading = page.getByRole("heading", { level: 1, name: "Блоги" });
  await expect(blogsHeading).toBeVisible();
  await blogsHeading.evaluate((el: Marked) => {
    el.marker = "blogs-instance";
  });
  await page.goBack();
  await expect(home).toBeVisible();
  expect(await home.evaluate((el: Marked) => el.marker)).toBe("same-instance");
  await page.goForward();
  await expect(blogsHeading).toBeVisible();
  // /blogs was unmounted when we left it: a new element, without the marker.
  expect(await blogsHeading.evaluate((el: Marked) => el.marker)).toBeUndefined();
});

test("at 390 × 844 the profile's areas are one sideways row: the messenger's composer is in view", async ({
  browser,
}) => {
  const { page, member } = await memberPage(browser, "Участник Телефонный");
  const other = await memberPage(browser, "Собеседник Телефонный");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/profile/${member.id}/chat?user=${other.member.id}`);
  const areas = page.getByRole("navigation", { name: "Разделы профиля" });
  const row = await areas.boundingBox();
  expect(row?.height ?? 999, "the areas take one row").toBeLessThan(60);
  // The current area is scrolled into the row's view.
  await expect(areas.getByRole("link", { name: "Сообщения" })).toBeInViewport();
  await expect(page.getByRole("textbox", { name: "Сообщение" })).toBeInViewport({ ratio: 1 });
});
