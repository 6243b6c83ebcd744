import { type Browser, expect, type Page } from "@playwright/test";
import { mailedLink, password } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { test } from "./helpers/test";

// Issue 29, the structure tree: the demo's Анна Смирнова (Дмитрий and Екатерина came through her link,
// Михаил through Дмитрий's, Ольга through Екатерина's, Алексей through Михаил's, Мария through Алексей's)
// opens her structure — drawn with zoom on a wide screen, an outline on a phone — opens two levels with
// the keyboard, and finds Мария four levels down: the way to her opens and she takes the focus.

/** The demo member `login` logged in, in a context of their own (their password is new: the demo's is printed once). */
async function demoMemberPage(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext();
  const email = `${login}@demo.mir.local`;
  const forgot = await context.request.post("/api/users/password/forgot", { data: { email } });
  expect(forgot.status(), await forgot.text()).toBe(200);
  const link = await mailedLink(context.request, email, "/new-password-");
  const code = link.slice(link.indexOf("/new-password-") + "/new-password-".length);
  const reset = await context.request.put("/api/users/password/reset", { data: { code, password } });
  expect(reset.status(), await reset.text()).toBe(200);
  return context.newPage();
}

const item = (page: Page, name: string) => page.getByRole("treeitem", { name: new RegExp(name) });

async function findMaria(page: Page) {
  await page.getByRole("textbox", { name: "Найти в структуре" }).fill("мария");
  await page.getByRole("textbox", { name: "Найти в структуре" }).press("Enter");
  await expect(item(page, "Мария Новикова")).toBeFocused();
  // In sight, not only focused: the drawing pans to her, the outline scrolls to her.
  await expect(item(page, "Мария Новикова")).toBeInViewport({ ratio: 1 });
  await expect(page.locator("[data-revealed-path]")).toHaveText(
    "Путь: Анна Смирнова → Дмитрий Иванов → Михаил Попов → Алексей Лебедев → Мария Новикова",
  );
  for (const name of ["Дмитрий Иванов", "Михаил Попов", "Алексей Лебедев"])
    await expect(item(page, name)).toHaveAttribute("aria-expanded", "true");
}

test("the structure tree: two levels opened with the keys, a search that opens the way to Мария; drawn at 1280, an outline at 390", async ({
  browser,
}) => {
  const page = await demoMemberPage(browser, "anna.smirnova");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/the_game/structure");
  await expect(page.getByRole("heading", { name: "Моя структура" })).toBeVisible();
  await expect(page.getByText("Всего в структуре: 6 участников на 4 уровнях")).toBeVisible();
  const drawing = page.locator("[data-structure-drawing]");
  await expect(
    drawing.getByRole("tree", { name: "Моя структура" }).getByRole("treeitem").first(),
  ).toBeVisible();
  await expect(item(page, "Анна Смирнова")).toContainText("пригласил(а) 2 · всего 6");
  await expect(item(page, "Дмитрий Иванов")).toContainText("пригласил(а) 1 · всего 3");

  // The keys of a tree: down to Дмитрий, Right opens him, Right again steps in, Right opens Михаил.
  await item(page, "Анна Смирнова").focus();
  await page.keyboard.press("ArrowDown");
  await expect(item(page, "Дмитрий Иванов")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(item(page, "Дмитрий Иванов")).toHaveAttribute("aria-expanded", "true");
  await expect(item(page, "Михаил Попов")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(item(page, "Михаил Попов")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(item(page, "Алексей Лебедев")).toBeVisible();
  await expect(item(page, "Михаил Попов")).toHaveAttribute("aria-level", "3");
  await expect(item(page, "Алексей Лебедев")).toHaveAttribute("aria-level", "4");
  // Zoomed out by its button, the drawing still holds the focused card.
  await page.getByRole("button", { name: "Отдалить" }).click();
  await page.screenshot({ path: "test-results/structure-1280.png" });

  await findMaria(page);
  await page.screenshot({ path: "test-results/structure-1280-found.png" });
  await injectAxe(page);
  expect(await violations(page), "axe on the drawn tree").toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await violations(page), "axe on the drawn tree, dark").toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
  // The same tree as a list on a wide screen too, with what was opened still open.
  await page.getByRole("button", { name: "Список" }).click();
  await expect(page.getByRole("button", { name: "Список" })).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.locator("[data-structure-outline]").getByRole("treeitem", { name: /Мария Новикова/ }),
  ).toHaveAttribute("aria-level", "5");
  // Enter opens the member's profile.
  await item(page, "Мария Новикова").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole("heading", { name: "Мария Новикова" })).toBeVisible();

  // A phone: the outline, the same search; nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/the_game/structure");
  const outline = page.locator("[data-structure-outline]");
  await expect(outline).toBeVisible();
  await expect(page.locator("[data-structure-drawing]")).toHaveCount(0);
  await findMaria(page);
  await expect(item(page, "Мария Новикова")).toHaveAttribute("aria-level", "5");
  const overflow = await page.evaluate(() => {
    const list = document.querySelector("[data-structure-outline]") as HTMLElement;
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      outline: list.scrollWidth - list.clientWidth,
    };
  });
  expect(overflow).toEqual({ page: 0, outline: 0 });
  await page.screenshot({ path: "test-results/structure-390.png", fullPage: true });
  await injectAxe(page);
  expect(await violations(page), "axe on the outline").toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await violations(page), "axe on the outline, dark").toEqual([]);
});
