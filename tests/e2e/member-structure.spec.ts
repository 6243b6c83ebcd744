import { type Browser, expect, type Page } from "@playwright/test";
import { adminPage, mailedLink, memberPage, password, unique } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { test } from "./helpers/test";

// Issue 29, the member structure, as its members live it in real Chromium against the real server: a
// referral link brings newcomers level by level, the owner watches them arrive without reloading, and an
// admin corrects who stands under whom.

/** Someone on another computer registers through `link` and confirms the address from the letter. */
async function registerThrough(browser: Browser, link: string, name: string): Promise<Page> {
  const newcomer = await (await browser.newContext()).newPage();
  const email = `ref-${unique()}@mir.test`;
  await newcomer.goto(link);
  const form = newcomer.getByRole("tabpanel", { name: "Регистрация" });
  await expect(form.getByText(/по приглашению/)).toBeVisible();
  await form.getByLabel("Имя", { exact: false }).fill(name);
  await form.getByLabel("Электронная почта", { exact: false }).fill(email);
  await form.getByLabel(/^Пароль/).fill(password);
  await form.getByRole("button", { name: "Зарегистрироваться" }).click();
  await expect(newcomer.getByRole("heading", { name: "Проверьте почту" })).toBeVisible();
  await newcomer.goto(await mailedLink(newcomer.context().request, email, "/reg/verify-"));
  await expect(newcomer).toHaveURL(/\/welcome$/);
  return newcomer;
}

const levelRows = (page: Page, level: number) =>
  page.locator(`[data-members="referrals-${level}"] [data-member-id]`);

test("a referral link brings B to A's level 1 and B's brings C to A's level 2, live; the admin moves C under A", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, member: alla } = await memberPage(browser, "Алла Пригласившая");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/profile/${alla.id}/referrals`);
  await expect(page.getByText("Всего в структуре: 0 участников")).toBeVisible();
  await page.getByRole("button", { name: "Скопировать" }).click();
  await expect(page.getByText("Ссылка скопирована")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await page.getByRole("textbox", { name: "Реферальная ссылка" }).inputValue());
  await expect(page.getByRole("img", { name: "QR-код реферальной ссылки" })).toBeVisible();

  // B registers through Alla's link; her page, never reloaded, counts him and lists him at level 1.
  const boris = await registerThrough(browser, link, "Борис Приглашённый");
  await expect(page.getByText("Всего в структуре: 1 участник")).toBeVisible();
  await expect(levelRows(page, 1)).toHaveCount(1);
  await expect(levelRows(page, 1)).toContainText("Борис Приглашённый");
  await expect(levelRows(page, 1)).toContainText("пригласил(а) 0 · в структуре 0");

  // B passes his own link on; C registers through it and stands at Alla's level 2.
  const borisId = await levelRows(page, 1).first().getAttribute("data-member-id");
  await boris.goto(`/profile/${borisId}/referrals`);
  const borisLink = await boris.getByRole("textbox", { name: "Реферальная ссылка" }).inputValue();
  await registerThrough(browser, borisLink, "Вера Третья");
  await expect(page.getByText("Всего в структуре: 2 участника")).toBeVisible();
  await expect(levelRows(page, 1)).toContainText("пригласил(а) 1 · в структуре 1");
  // The level's chip: its radio is hidden, its label is what a member clicks.
  const second = await page.getByRole("radio", { name: "2 уровень: 1 участник" }).getAttribute("id");
  await page.locator(`label[for="${second}"]`).click();
  await expect(levelRows(page, 2)).toContainText("Вера Третья");
  const veraId = await levelRows(page, 2).first().getAttribute("data-member-id");

  // The admin puts Vera directly under Alla; Alla's page follows.
  const admin = await adminPage(browser);
  await admin.goto(`/profile/${veraId}/referrals`);
  await admin.getByRole("button", { name: "Перенести к другому пригласившему" }).click();
  await admin.getByRole("searchbox", { name: "Новый пригласивший" }).fill("Алла Пригласившая");
  await admin.getByRole("button", { name: "Поставить под участника Алла Пригласившая" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Перенести" }).click();
  await expect(
    admin.getByText("Готово: теперь участник в структуре участника Алла Пригласившая."),
  ).toBeVisible();
  await expect(admin.locator("[data-referral-chain]")).toContainText("Алла Пригласившая");

  await expect(page.getByText("1 уровень — 2 участника")).toBeVisible();
  await expect(levelRows(page, 1)).toHaveCount(2);
  await expect(levelRows(page, 1)).toContainText(["Борис Приглашённый", "Вера Третья"]);
  await injectAxe(page);
  expect(await violations(page), "axe on the referrals page").toEqual([]);
});
