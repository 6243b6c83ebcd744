import { expect } from "@playwright/test";
import { adminPage, memberPage } from "./helpers/accounts";
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
