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
