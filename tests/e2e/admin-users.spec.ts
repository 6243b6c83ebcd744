import { expect } from "@playwright/test";
import { adminPage, mailedLink, memberPage, password, unique } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { socketReady } from "./helpers/page-events";
import { test } from "./helpers/test";

// Issue 14, the admin's users: every member with their roles, searched by name; a role given from the
// list reaches the member live — their burger menu switches without a reload — and taken, switches back.
test("the admin finds Boris in /admin/users, makes him an administrator from the row, and his menu follows live", async ({
  browser,
}) => {
  const boris = await memberPage(browser, "Борис Повышаемый");
  await socketReady(boris.page, () => boris.page.goto("/"));
  const burger = boris.page.getByRole("banner").getByRole("button", { name: "Открыть меню" });
  await expect(burger).toHaveAttribute("data-variant", "user");

  const admin = await adminPage(browser);
  // The admin area's front page: the community in figures, Boris online among them.
  await admin.goto("/admin");
  await expect(admin.getByRole("region", { name: "Сейчас в сети" })).toContainText(/[1-9]/);
  await expect(admin.getByRole("region", { name: "Участников" })).toContainText(/[1-9]/);
  await expect(admin.getByText("Обновлено в", { exact: false })).toBeVisible();
  await admin.goto("/admin/users");
  await expect(admin.getByRole("heading", { name: "Пользователи" })).toBeVisible();
  // Every member with their roles; filtered by role, the administrators.
  await expect(admin.locator("[data-member-id]").first()).toBeVisible();
  await admin.getByRole("combobox", { name: "Роль" }).selectOption({ label: "Администратор" });
  await expect(admin.getByRole("list", { name: "Роли: Администратор" }).first()).toContainText(
    "Администратор",
  );
  await admin.getByRole("combobox", { name: "Роль" }).selectOption({ label: "Все роли" });

  await admin.getByRole("searchbox", { name: "Поиск" }).fill("повышаемый");
  const row = admin.locator(`[data-member-id="${boris.member.id}"]`);
  await expect(row).toContainText("Борис Повышаемый");
  await expect(admin.locator("[data-member-id]")).toHaveCount(1);
  await expect(row.getByRole("list", { name: "Роли: Борис Повышаемый" })).toContainText("Участник");
  await injectAxe(admin);
  expect(await violations(admin), "axe on /admin/users with a found member").toEqual([]);

  // Each role a checkbox item; the administrator's rights are asked first, and the change is told.
  await row.getByRole("button", { name: "Изменить роли: Борис Повышаемый" }).click();
  const adminRole = admin.getByRole("menuitemcheckbox", { name: "Администратор" });
  await expect(adminRole).toHaveAttribute("aria-checked", "false");
  await expect(admin.getByRole("menuitemcheckbox", { name: "Участник" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await adminRole.click();
  await admin
    .getByRole("dialog", { name: "Сделать администратором?" })
    .getByRole("button", { name: "Сделать администратором" })
    .click();
  await expect(admin.getByText("Роль «Администратор» выдана: Борис Повышаемый")).toBeVisible();
  await expect(row.getByRole("list", { name: "Роли: Борис Повышаемый" })).toContainText("Администратор");
  await expect(burger).toHaveAttribute("data-variant", "admin");

  // He is on the admins' list now; taken back, his menu switches back.
  await admin.goto("/admin/admin-list");
  const listed = admin.locator(`[data-member-id="${boris.member.id}"]`);
  await expect(listed).toContainText("Борис Повышаемый");
  await listed.getByRole("button", { name: "Изменить роли: Борис Повышаемый" }).click();
  await expect(admin.getByRole("menuitemcheckbox", { name: "Администратор" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await admin.getByRole("menuitemcheckbox", { name: "Администратор" }).click();
  await admin
    .getByRole("dialog", { name: "Снять права администратора?" })
    .getByRole("button", { name: "Снять права" })
    .click();
  await expect(listed.getByRole("list", { name: "Роли: Борис Повышаемый" })).not.toContainText(
    "Администратор",
  );
  await expect(burger).toHaveAttribute("data-variant", "user");
});

// Issue 28 item 2: on a phone the admin menu is the profile's sideways row of chips (with the current
// section's sub-pages in a row of their own), not 31 stacked links pushing the page a screen down.
test("at 390 × 844 an admin page starts in the first screen; the menu is a sideways row, its sub-pages a tap away", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto("/admin/users/wards");
  await expect(admin.getByRole("heading", { level: 1, name: "Подопечные" })).toBeInViewport({ ratio: 1 });
  await expect(admin.getByRole("searchbox", { name: "Поиск" })).toBeInViewport({ ratio: 1 });
  const sections = admin.getByRole("navigation", { name: "Разделы администрирования" });
  expect((await sections.boundingBox())?.height ?? 999, "the sections take one row").toBeLessThan(60);
  await expect(sections.getByRole("link", { name: "Пользователи" })).toHaveAttribute("data-status", "active");
  await expect(sections.getByRole("link", { name: "Пользователи" })).toBeInViewport();
  // The section's own pages: the current one marked and scrolled into view, the others a tap away.
  const pages = admin.getByRole("navigation", { name: "Страницы раздела «Пользователи»" });
  await expect(pages.getByRole("link", { name: "Подопечные" })).toBeInViewport();
  await pages.getByRole("link", { name: "Кураторы" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Кураторы" })).toBeInViewport({ ratio: 1 });
  // Another section from the row.
  await sections.getByRole("link", { name: "Итоги" }).click();
  await expect(admin).toHaveURL(/\/admin\/results$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Итоги" })).toBeInViewport({ ratio: 1 });

  // At 1280 px the side menu stands beside the page, every page in it, sub-pages under their section.
  await admin.setViewportSize({ width: 1280, height: 800 });
  await expect(sections.getByRole("link", { name: "Подопечные" })).toBeVisible();
  await expect(admin.getByRole("navigation", { name: /Страницы раздела/ })).toHaveCount(0);
  await injectAxe(admin);
  expect(await violations(admin), "axe on /admin/results").toEqual([]);
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await violations(admin), "axe on /admin/results at 390 px").toEqual([]);
});

// Issue 29, franchises and the referral results: Anna invites a newcomer today; the admin finds her in
// /admin/users/franchisees and grants her a franchise, which her referrals page then shows; the referral
// leaderboard of the last day shows her in /admin/results/referrals. axe clean on both admin pages.
test("the admin grants Anna a franchise, her page shows it, and today's referral leaderboard shows her", async ({
  browser,
}) => {
  const tag = unique();
  const anna = await memberPage(browser, `Анна Франчайзи ${tag}`);
  const summary = await anna.page.request.get(`/api/users/profile/${anna.member.id}/referrals`);
  const { code } = (await summary.json()) as { code: string };
  // A newcomer through her link, confirmed: in her structure today.
  const newcomer = await browser.newContext();
  const email = `invited-${tag}@mir.test`;
  const reg = await newcomer.request.post("/api/users/reg", {
    data: { name: "Приглашённый Сегодня", email, password, ref: code },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  const link = await mailedLink(newcomer.request, email, "/reg/verify-");
  const verified = await newcomer.request.put("/api/users/verify", {
    data: { code: link.slice(link.indexOf("/reg/verify-") + "/reg/verify-".length) },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  const admin = await adminPage(browser);
  await admin.goto("/admin/users/franchisees");
  await expect(admin.getByRole("heading", { level: 1, name: "Франчайзи" })).toBeVisible();
  await admin.getByRole("searchbox", { name: "Участник" }).fill(tag);
  await admin.getByRole("button", { name: `Выбрать: ${anna.member.name}` }).click();
  const franchise = `Кофейня ${tag}`;
  await admin.getByRole("textbox", { name: "Название франшизы" }).fill(franchise);
  await admin.getByRole("textbox", { name: "Территория" }).fill("Казань");
  await admin.getByRole("button", { name: "Выдать франшизу" }).click();
  await expect(admin.getByText(`Франшиза «${franchise}» выдана: ${anna.member.name}`)).toBeVisible();
  const held = admin.getByRole("list", { name: `Франшизы: ${anna.member.name}` });
  await expect(held).toContainText(`«${franchise}» — город Казань`);
  await injectAxe(admin);
  expect(await violations(admin), "axe on /admin/users/franchisees").toEqual([]);

  await anna.page.goto(`/profile/${anna.member.id}/referrals`);
  await expect(anna.page.getByRole("list", { name: "Франшизы" })).toContainText(
    `«${franchise}» — город Казань`,
  );

  await admin.goto("/admin/results/referrals");
  // A chip: its label takes the click (the radio itself is drawn as the chip).
  await admin.getByText("За сутки", { exact: true }).click();
  await expect(admin.getByRole("radio", { name: "За сутки" })).toBeChecked();
  await admin.getByRole("combobox", { name: "Сколько строк" }).selectOption("100");
  const board = admin.getByRole("table", { name: "Приглашённые участники, за сутки" });
  await expect(board.locator(`[data-member-id="${anna.member.id}"]`)).toContainText(anna.member.name);
  await expect(board.locator(`[data-member-id="${anna.member.id}"] td`).last()).toHaveText("1");
  await injectAxe(admin);
  expect(await violations(admin), "axe on /admin/results/referrals").toEqual([]);
  const file = admin.waitForEvent("download");
  await admin.getByRole("button", { name: "Скачать CSV" }).click();
  expect((await file).suggestedFilename()).toMatch(/^referrals-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
});
