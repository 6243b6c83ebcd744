import { expect } from "@playwright/test";
import { mailedLink, memberPage, password, unique } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { test } from "./helpers/test";

// Issue 14, settings in real Chromium: the profile's own words with the Russian date picker (spec §9: the
// week from Sunday, its names), interests, privacy seen from another member's side, favorites with their
// undo, and a new e-mail address confirmed by the link mailed to it.

test("profile words, birthday picker, interests, privacy, favorites and a new e-mail address", async ({
  browser,
}) => {
  const { page: anna, member: annaMember } = await memberPage(browser, "Анна Настройкина");
  const { page: boris, member: borisMember } = await memberPage(browser, "Борис Гостев");

  // The profile form: city, about, and a birthday picked decade → year → month → day.
  await anna.goto(`/profile/${annaMember.id}?type=edit`);
  await anna.getByLabel("Город").fill("Казань");
  await anna.getByLabel("О себе").fill("Фотограф и бегун");
  await anna.getByRole("button", { name: "День рождения" }).click();
  await anna.getByRole("button", { name: "1990", exact: true }).click();
  await anna.getByRole("button", { name: "Мар", exact: true }).click();
  await expect(anna.getByRole("button", { name: "Выбрать месяц" })).toHaveText("Март 1990");
  const weekdays = await anna.locator("table thead th").allTextContents();
  expect(weekdays).toEqual(["Вс", "Пн", "Вт", "Ср", "Чт", "Пт", "Сб"]);
  await anna.getByRole("button", { name: "9 марта 1990", exact: true }).click();
  await expect(anna.getByRole("button", { name: "День рождения" })).toHaveText("9 марта 1990");
  await anna.getByRole("button", { name: "Сохранить" }).click();
  await expect(anna.getByText("Город: Казань")).toBeVisible();
  await expect(anna.getByText("День рождения: 9 марта 1990")).toBeVisible();

  // Interests: typed and picked, shown on the card in their order.
  await anna.goto(`/profile/${annaMember.id}/interests`);
  const topics = anna.getByRole("combobox", { name: "Ваши интересы" });
  await topics.fill("Фотография");
  await topics.press("Enter");
  await topics.fill("Горы");
  await topics.press("Enter");
  await anna.getByRole("button", { name: "Сохранить интересы" }).click();
  await expect(anna.getByText("Интересы сохранены")).toBeVisible();

  // Privacy: writes from friends only.
  await anna.goto(`/profile/${annaMember.id}/settings`);
  const privacy = anna.locator("[data-section=privacy]");
  await privacy.getByRole("radiogroup", { name: "Кто может писать мне" }).getByLabel("Только друзья").check();
  await privacy.getByRole("button", { name: "Сохранить" }).click();
  await expect(privacy.getByText("Настройки приватности сохранены")).toBeVisible();
  await injectAxe(anna);
  expect(await violations(anna), "axe on the settings").toEqual([]);

  // Boris sees her words and interests, no «Написать сообщение», and bookmarks her.
  await boris.goto(`/profile/${annaMember.id}`);
  await expect(boris.getByText("Фотограф и бегун")).toBeVisible();
  await expect(boris.getByRole("list", { name: "Интересы" })).toHaveText(/Фотография.*Горы/);
  await expect(boris.getByRole("button", { name: "Добавить в друзья" })).toBeVisible();
  await expect(boris.getByRole("link", { name: "Написать сообщение" })).toHaveCount(0);
  await boris.getByRole("button", { name: "В избранное" }).click();
  await expect(boris.getByRole("button", { name: "В избранном" })).toHaveAttribute("aria-pressed", "true");
  await boris.goto(`/profile/${borisMember.id}/favorites`);
  const row = boris.locator("[data-favorite-kind=member]", { hasText: "Анна Настройкина" });
  const remove = row.getByRole("button", { name: "Убрать из избранного: Анна Настройкина" });
  await remove.click();
  await expect(row.getByText("Убрано из избранного: Анна Настройкина")).toBeVisible();
  await row.getByRole("button", { name: "Вернуть" }).click();
  await expect(remove).toBeVisible();
  await injectAxe(boris);
  expect(await violations(boris), "axe on the favorites").toEqual([]);

  // A new address: pending until the link mailed to it is opened, then the login.
  const next = `anna-new-${unique()}@mir.test`;
  await anna.goto(`/profile/${annaMember.id}/settings`);
  const email = anna.locator("[data-section=email]");
  await email.getByLabel("Новый адрес").fill(next);
  await email.locator("input[name=password]").fill(password);
  await email.getByRole("button", { name: "Сменить адрес" }).click();
  await expect(email.locator("[data-email=pending]")).toContainText(next);
  const link = await mailedLink(anna.request, next, "/email-confirm-");
  await anna.goto(link);
  await expect(anna.getByText(`Теперь вы входите в МИР с адресом ${next}.`)).toBeVisible();
  await anna.getByRole("link", { name: "К настройкам" }).click();
  await expect(email.locator("[data-email=current]")).toHaveText(`Сейчас: ${next}`);
  await expect(email.locator("[data-email=pending]")).toHaveCount(0);
});
