import { expect } from "@playwright/test";
import { memberPage } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { socketReady } from "./helpers/page-events";
import { test } from "./helpers/test";

// Issue 14, friends: a request from a profile, seen live by the other, accepted; both lists; an ending.

test("a request from Boris's profile reaches him live; he accepts; both are friends, and Anna ends it", async ({
  browser,
}) => {
  const anna = await memberPage(browser, "Анна Дружелюбная");
  const boris = await memberPage(browser, "Борис Принимающий");

  // Boris waits on his friends page, incoming requests.
  await socketReady(boris.page, () => boris.page.goto(`/profile/${boris.member.id}/friends?type=incoming`));
  await expect(boris.page.getByText("Новых заявок нет.")).toBeVisible();
  await expect(boris.page.getByRole("tab", { name: "Входящие заявки", exact: true })).toBeVisible();

  // A member's home page leads to their own page, not to a login.
  await anna.page.goto("/");
  await expect(anna.page.getByRole("link", { name: "Войти или зарегистрироваться" })).toHaveCount(0);
  await expect(anna.page.getByRole("link", { name: "Моя страница" })).toHaveAttribute(
    "href",
    `/profile/${anna.member.id}`,
  );

  // Anna opens his profile and asks.
  await anna.page.goto(`/profile/${boris.member.id}`);
  const annaSide = anna.page.getByRole("region", { name: "Дружба" });
  await annaSide.getByRole("button", { name: "Добавить в друзья" }).click();
  // The request subscribed her (issue 28 §9): said so, its cancel unsubscribes, no «Подписаться» left.
  await expect(annaSide.getByText("Заявка отправлена, вы подписаны")).toBeVisible();
  await expect(annaSide.getByRole("button", { name: "Отменить заявку и отписаться" })).toBeVisible();
  await expect(anna.page.getByRole("link", { name: "Подписчики: 1" })).toBeVisible();
  await expect(anna.page.getByRole("button", { name: "Подписаться" })).toHaveCount(0);

  // Live on Boris's page: the request, and the bell.
  const request = boris.page.locator(`[data-member-id="${anna.member.id}"]`);
  await expect(request).toContainText("Анна Дружелюбная");
  await expect(
    boris.page.getByRole("banner").getByRole("button", { name: "Уведомления: 1 новое" }),
  ).toBeVisible();

  // He opens her profile from the request and accepts: Anna's buttons change without a reload.
  await request.getByRole("link").click();
  const borisSide = boris.page.getByRole("region", { name: "Дружба" });
  await expect(borisSide.getByText("Хочет добавить вас в друзья")).toBeVisible();
  await borisSide.getByRole("button", { name: "Принять заявку" }).click();
  await expect(borisSide.getByText("У вас в друзьях")).toBeVisible();
  await expect(annaSide.getByText("У вас в друзьях")).toBeVisible();
  // The counters follow: each now has one friend.
  await expect(anna.page.getByRole("link", { name: "Друзья: 1" })).toBeVisible();
  await expect(boris.page.getByRole("link", { name: "Друзья: 1" })).toBeVisible();
  await boris.page.screenshot({ path: "test-results/friends-profile.png" });

  // Both lists show the other.
  await anna.page.goto(`/profile/${anna.member.id}/friends`);
  await expect(anna.page.locator(`[data-member-id="${boris.member.id}"]`)).toContainText("Борис Принимающий");
  // No wait for his socket: an ending before it connects is caught when it goes live (the list asks again).
  await boris.page.goto(`/profile/${boris.member.id}/friends`);
  await expect(boris.page.locator(`[data-member-id="${anna.member.id}"]`)).toContainText("Анна Дружелюбная");

  // Anna ends it, confirming in the dialog (first she changes her mind); Boris's open list loses her, live.
  await anna.page.goto(`/profile/${boris.member.id}`);
  await annaSide.getByRole("button", { name: "Убрать из друзей" }).click();
  const ending = anna.page.getByRole("dialog", { name: "Убрать из друзей" });
  await expect(ending).toContainText("Вернуть дружбу можно только новой заявкой");
  await ending.getByRole("button", { name: "Отмена" }).click();
  await expect(ending).toBeHidden();
  await expect(annaSide.getByText("У вас в друзьях")).toBeVisible();
  await annaSide.getByRole("button", { name: "Убрать из друзей" }).click();
  await ending.getByRole("button", { name: "Убрать", exact: true }).click();
  await expect(annaSide.getByRole("button", { name: "Добавить в друзья" })).toBeVisible();
  await expect(boris.page.getByText("Друзей пока нет.", { exact: false })).toBeVisible();
});

test("requests are answered in their rows: accepted leaves for the friends tab, refused just leaves", async ({
  browser,
}) => {
  const boris = await memberPage(browser, "Борис Отвечающий");
  const vera = await memberPage(browser, "Вера Просящая");
  const gleb = await memberPage(browser, "Глеб Просящий");
  for (const asker of [vera, gleb]) {
    const asked = await asker.page.request.post("/api/users/friends/create", {
      form: { friendId: String(boris.member.id) },
    });
    expect(asked.status(), await asked.text()).toBe(200);
  }
  await socketReady(boris.page, () => boris.page.goto(`/profile/${boris.member.id}/friends?type=incoming`));
  // Gleb waits on Boris's profile: his request sent.
  await socketReady(gleb.page, () => gleb.page.goto(`/profile/${boris.member.id}`));
  const glebSide = gleb.page.getByRole("region", { name: "Дружба" });
  await expect(glebSide.getByText("Заявка отправлена, вы подписаны")).toBeVisible();
  const row = (who: { member: { id: number } }) => boris.page.locator(`[data-member-id="${who.member.id}"]`);
  // The tab counts the requests waiting, and follows the answers.
  await expect(boris.page.getByRole("tab", { name: "Входящие заявки 2" })).toBeVisible();
  await injectAxe(boris.page);
  expect(await violations(boris.page), "axe on requests with their buttons and the tab's badge").toEqual([]);
  await row(vera)
    .getByRole("region", { name: "Дружба: Вера Просящая" })
    .getByRole("button", { name: "Принять заявку" })
    .click();
  await expect(row(vera)).toHaveCount(0);
  await expect(boris.page.getByRole("tab", { name: "Входящие заявки 1" })).toBeVisible();
  await row(gleb).getByRole("button", { name: "Отклонить" }).click();
  await expect(row(gleb)).toHaveCount(0);
  await expect(boris.page.getByText("Новых заявок нет.")).toBeVisible();
  await expect(boris.page.getByRole("tab", { name: "Входящие заявки", exact: true })).toBeVisible();
  await boris.page.getByRole("tab", { name: "Все" }).click();
  await expect(row(vera)).toContainText("Вера Просящая");
  await expect(row(gleb)).toHaveCount(0);
  // Refused, Gleb is Boris's subscriber, as on VK (issue 28 §4): live, and after a reload.
  await expect(glebSide.getByText("Вы подписаны", { exact: true })).toBeVisible();
  await expect(glebSide.getByRole("button", { name: "Отписаться" })).toBeVisible();
  await expect(glebSide.getByText(/Заявка отправлена/)).toHaveCount(0);
  await gleb.page.reload();
  await expect(glebSide.getByText("Вы подписаны", { exact: true })).toBeVisible();
  await expect(glebSide.getByRole("button", { name: "Добавить в друзья" })).toHaveCount(0);
});

// Subscriptions: following from a profile, seen live on the other's subscribers page; a refused request
// leaves its sender among the subscribers (spec §4 Friendship, as on VK).
test("Anna follows Dima from his profile, live on his subscribers page; a refused request keeps Vera there", async ({
  browser,
}) => {
  const anna = await memberPage(browser, "Анна Подписчица");
  const dima = await memberPage(browser, "Дима Популярный");
  const vera = await memberPage(browser, "Вера Отвергнутая");
  await socketReady(dima.page, () => dima.page.goto(`/profile/${dima.member.id}/subscribers`));
  await expect(dima.page.getByText("Подписчиков пока нет.")).toBeVisible();

  await anna.page.goto(`/profile/${dima.member.id}`);
  await expect(anna.page.getByRole("link", { name: "Подписчики: 0" })).toBeVisible();
  await anna.page.getByRole("button", { name: "Подписаться" }).click();
  await expect(anna.page.getByRole("button", { name: "Отписаться" })).toBeVisible();
  await expect(anna.page.getByRole("link", { name: "Подписчики: 1" })).toBeVisible();
  const annaRow = dima.page.locator(`[data-member-id="${anna.member.id}"]`);
  await expect(annaRow).toContainText("Анна Подписчица");

  // Vera asks to be friends; Dima refuses: she stays among his subscribers.
  const asked = await vera.page.request.post("/api/users/friends/create", {
    form: { friendId: String(dima.member.id) },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const veraRow = dima.page.locator(`[data-member-id="${vera.member.id}"]`);
  await expect(veraRow).toContainText("Вера Отвергнутая");
  const refused = await dima.page.request.delete("/api/users/friends/rejected", {
    form: { friendId: String(vera.member.id) },
  });
  expect(refused.status(), await refused.text()).toBe(200);
  await dima.page.reload();
  await expect(veraRow).toContainText("Вера Отвергнутая");
  await expect(annaRow).toContainText("Анна Подписчица");
  await injectAxe(dima.page);
  expect(await violations(dima.page), "axe on the subscribers page").toEqual([]);

  // Anna stops following: she leaves his list live; her subscriptions page is empty again.
  await anna.page.getByRole("button", { name: "Отписаться" }).click();
  await expect(anna.page.getByRole("button", { name: "Подписаться" })).toBeVisible();
  await expect(annaRow).toHaveCount(0);
  await anna.page.goto(`/profile/${anna.member.id}/subscriptions`);
  await expect(anna.page.getByText("Пока ни одной подписки.")).toBeVisible();
});

// Mutual friends on a third member's profile: Anna and Vera are both Boris's friends.
test("on Vera's profile Anna sees their mutual friend Boris, and the mutual tab lists him", async ({
  browser,
}) => {
  const anna = await memberPage(browser, "Анна Общая");
  const boris = await memberPage(browser, "Борис Общий");
  const vera = await memberPage(browser, "Вера Общая");
  for (const asker of [anna, vera]) {
    const asked = await asker.page.request.post("/api/users/friends/create", {
      form: { friendId: String(boris.member.id) },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    const accepted = await boris.page.request.put("/api/users/friends/update", {
      form: { friendId: String(asker.member.id) },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
  }
  await anna.page.goto(`/profile/${vera.member.id}`);
  await anna.page.getByRole("link", { name: "Общие друзья: 1" }).click();
  await expect(anna.page.getByRole("tab", { name: "Общие", selected: true })).toBeVisible();
  await expect(anna.page.locator(`[data-member-id="${boris.member.id}"]`)).toContainText("Борис Общий");
  await expect(anna.page.locator("[data-member-id]")).toHaveCount(1);

  // Her own friends, searched within by name.
  await anna.page.goto(`/profile/${anna.member.id}/friends`);
  const search = anna.page.getByRole("searchbox", { name: "Поиск по имени" });
  await search.fill("вера");
  await expect(anna.page.getByText("Никого с таким именем.")).toBeVisible();
  await search.fill("БОРИС");
  await expect(anna.page.locator(`[data-member-id="${boris.member.id}"]`)).toContainText("Борис Общий");
});
