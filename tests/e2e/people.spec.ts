import { expect } from "@playwright/test";
import { memberPage } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { socketReady } from "./helpers/page-events";
import { test } from "./helpers/test";

// Issue 14, people: the header's member search finds a member by any part of the name, «ё» as «е», and
// leads to their profile.
test("Anna finds Fyodor from the header by «федор» and opens his profile; Escape closes the search", async ({
  browser,
}) => {
  const anna = await memberPage(browser, "Анна Ищущая");
  const fyodor = await memberPage(browser, "Фёдор Найденный");
  await anna.page.goto("/");
  const open = anna.page.getByRole("banner").getByRole("button", { name: "Найти участника" });
  await open.click();
  const panel = anna.page.getByRole("region", { name: "Поиск участников" });
  const field = panel.getByRole("searchbox", { name: "Имя участника" });
  await expect(field).toBeFocused();
  await anna.page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await field.fill("федор найд");
  const found = panel.getByRole("link", { name: "Открыть профиль: Фёдор Найденный" });
  await expect(found).toBeVisible();
  await injectAxe(anna.page);
  expect(await violations(anna.page), "axe on the open member search").toEqual([]);
  await found.click();
  await expect(anna.page).toHaveURL(new RegExp(`/profile/${fyodor.member.id}$`));
  await expect(anna.page.getByRole("heading", { level: 1, name: "Фёдор Найденный" })).toBeVisible();
  // Her visit is counted, once: a reload the same day does not count again.
  await expect(anna.page.getByText("Просмотры: 1")).toBeVisible();
  await anna.page.reload();
  await expect(anna.page.getByText("Просмотры: 1")).toBeVisible();
  await expect(panel).toBeHidden();
});

// A member's home page shows what waits for them: a friend request, and it answers live.
test("Boris's home page shows Vera's request waiting, and her request arrives there live", async ({
  browser,
}) => {
  const boris = await memberPage(browser, "Борис Домашний");
  const vera = await memberPage(browser, "Вера Просящая Дома");
  await socketReady(boris.page, () => boris.page.goto("/"));
  const requests = boris.page.getByRole("region", { name: "Заявки в друзья" });
  await expect(requests.getByText("Новых заявок нет.")).toBeVisible();
  const asked = await vera.page.request.post("/api/users/friends/create", {
    form: { friendId: String(boris.member.id) },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await expect(requests.locator(`[data-member-id="${vera.member.id}"]`)).toContainText("Вера Просящая Дома");
  await expect(boris.page.getByRole("region", { name: "Друзья в сети" })).toBeVisible();
  await injectAxe(boris.page);
  expect(await violations(boris.page), "axe on a member's home page").toEqual([]);
});
