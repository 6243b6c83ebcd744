import { expect } from "@playwright/test";
import { adminRequests, memberPage } from "./helpers/accounts";
import { played, recordSounds, socketReady } from "./helpers/page-events";
import { test } from "./helpers/test";

// Issue 13, first part: the bell and the notifications pages, live, as a member uses them.

test("a chat started with you rings the bell live; opening it leads to the chat and files it in the archive", async ({
  browser,
}) => {
  const boris = await memberPage(browser, "Борис Уведомлённый");
  await recordSounds(boris.page);
  const socket = boris.page.waitForEvent("websocket", (ws) => ws.url().includes("/api/sockets/"));
  await boris.page.goto("/");
  await (await socket).waitForEvent("framereceived");
  const header = boris.page.getByRole("banner");
  await expect(header.getByRole("button", { name: "Уведомления", exact: true })).toBeVisible();

  const anna = await memberPage(browser, "Анна Начинающая");
  const chat = await anna.page.request.post("/api/messenger/chat", {
    form: { members: String(boris.member.id) },
  });
  expect(chat.status(), await chat.text()).toBe(200);

  const bell = header.getByRole("button", { name: "Уведомления: 1 новое" });
  await expect(bell).toBeVisible();
  await expect(header.getByTestId("notifications-badge")).toHaveText("1");
  await expect.poll(() => played(boris.page)).toContainEqual(expect.stringMatching(/chat-[^/]*\.wav$/)); // a chat's notification: the chat sound

  // The bell opens the newest few; Escape closes it, focus back on the bell.
  await bell.click();
  await expect(bell).toHaveAttribute("aria-expanded", "true");
  const dropdown = header.getByRole("region", { name: "Уведомления" });
  await expect(dropdown.getByRole("button", { name: "Анна Начинающая: Новый чат" })).toBeVisible();
  await boris.page.screenshot({ path: "test-results/notifications-bell.png" });
  await boris.page.keyboard.press("Escape");
  await expect(dropdown).toHaveCount(0);
  await expect(bell).toBeFocused();
  await bell.click();
  await dropdown.getByRole("link", { name: "Все уведомления" }).click();
  await expect(boris.page).toHaveURL(new RegExp(`/profile/${boris.member.id}/notifications/new$`));
  await expect(dropdown).toHaveCount(0);
  const row = boris.page.getByRole("article", { name: "Анна Начинающая: Новый чат" });
  await expect(row).toBeVisible();
  await boris.page.screenshot({ path: "test-results/notifications-new.png" });
  await row.getByRole("link").click();
  await expect(boris.page).toHaveURL(new RegExp(`/profile/${boris.member.id}/chat\\?user=${anna.member.id}`));
  await expect(header.getByTestId("notifications-badge")).toHaveCount(0);

  await boris.page.goto(`/profile/${boris.member.id}/notifications/archive`);
  const archived = boris.page.getByRole("article", { name: "Анна Начинающая: Новый чат" });
  await expect(archived).toBeVisible();
  await archived.getByRole("button", { name: "Удалить" }).click();
  await expect(boris.page.getByText("В архиве пусто")).toBeVisible();
  // Leaving the page before the undo time is up deletes it at once: the member saw it go.
  const deleted = boris.page.waitForResponse(
    (r) => /\/api\/notifications\/\d+$/.test(r.url()) && r.request().method() === "DELETE",
  );
  await boris.page
    .getByRole("navigation", { name: "Разделы профиля" })
    .getByRole("link", { name: "Профиль", exact: true })
    .click();
  expect((await deleted).status()).toBe(200);
  await boris.page.goto(`/profile/${boris.member.id}/notifications/archive`);
  await expect(boris.page.getByText("В архиве пусто")).toBeVisible();

  // Issue 28 §5: two more in the archive — Anna's reaction to his message, and her friend request.
  const said = await boris.page.request.post("/api/messenger/message/", {
    multipart: { chatId: String((await chat.json()).id), content: "Привет, Анна" },
  });
  expect(said.status(), await said.text()).toBe(200);
  const reacted = await anna.page.request.post(`/api/messenger/message/${(await said.json()).id}/reaction`, {
    form: { code: "+1" },
  });
  expect(reacted.status(), await reacted.text()).toBe(200);
  const asked = await anna.page.request.post("/api/users/friends/create", {
    form: { friendId: String(boris.member.id) },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  expect((await boris.page.request.patch("/api/notifications/user/check")).status()).toBe(200);
  const archive = async () => {
    const page = await boris.page.request.get("/api/notifications/user?checked=read");
    return ((await page.json()) as { notifications: { count: number } }).notifications.count;
  };
  expect(await archive()).toBe(2);
  // Deleted, then the page reloaded within the undo time: the deletion goes as the page goes (keepalive).
  await boris.page.reload();
  await boris.page.getByRole("article", { name: /реакц/i }).getByRole("button", { name: "Удалить" }).click();
  await expect(boris.page.getByRole("button", { name: "Отменить" })).toBeVisible();
  await boris.page.reload();
  await expect.poll(archive).toBe(1);

  // Deleted, then logged out within the undo time — the deletion reaches the server before the logout
  // does (sent after it, it was refused as 401 and the notification stayed).
  const request = boris.page.getByRole("article", { name: /Анна Начинающая/ });
  await request.getByRole("button", { name: "Удалить" }).click();
  await expect(boris.page.getByRole("button", { name: "Отменить" })).toBeVisible();
  const order: string[] = [];
  boris.page.on("response", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.request().method() === "DELETE" || path === "/api/users/logout")
      order.push(`${r.request().method()} ${path.replace(/\d+$/, "{id}")} ${r.status()}`);
  });
  await header.getByRole("button", { name: "Выйти" }).click();
  await expect(header.getByRole("link", { name: "Войти" })).toBeVisible();
  await expect.poll(() => order).toContain("POST /api/users/logout 200");
  expect(order).toEqual(["DELETE /api/notifications/{id} 200", "POST /api/users/logout 200"]);
  await boris.page.context().close();
  await anna.page.context().close();
});

test("read all clears the new ones and the bell; a new one arrives on the open page", async ({ browser }) => {
  const vera = await memberPage(browser, "Вера Читающая");
  const admin = await adminRequests(browser);
  for (const title of ["Первое", "Второе"]) {
    const sent = await admin.post(`/api/notifications/${vera.member.id}`, {
      data: { title, text: "От администрации" },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  const socket = vera.page.waitForEvent("websocket", (ws) => ws.url().includes("/api/sockets/"));
  await vera.page.goto(`/profile/${vera.member.id}/notifications/new`);
  await (await socket).waitForEvent("framereceived");
  await expect(vera.page.getByRole("article")).toHaveCount(2);
  await expect(vera.page.getByRole("banner").getByTestId("notifications-badge")).toHaveText("2");

  await vera.page.getByRole("button", { name: "Прочитать все" }).click();
  await expect(vera.page.getByText("Новых уведомлений нет")).toBeVisible();
  await expect(vera.page.getByRole("banner").getByTestId("notifications-badge")).toHaveCount(0);

  const third = await admin.post(`/api/notifications/${vera.member.id}`, {
    data: { title: "Третье", text: "Живое" },
  });
  expect(third.status()).toBe(200);
  await expect(vera.page.getByRole("article", { name: "МИР: Третье" })).toBeVisible();
  await expect(vera.page.getByRole("banner").getByTestId("notifications-badge")).toHaveText("1");
  await vera.page.setViewportSize({ width: 390, height: 800 });
  await vera.page.screenshot({ path: "test-results/notifications-390.png" });
  await vera.page.context().close();
});

test("four members: reactions make one grouped row; read per type, delete with undo; a quiet type does not ring, a hidden one does not come", async ({
  browser,
}) => {
  test.setTimeout(90_000); // four members, an undo's few seconds, a wait for a sound that must not come
  const anna = await memberPage(browser, "Анна Групповая");
  const others = [
    await memberPage(browser, "Борис Реагирующий"),
    await memberPage(browser, "Вера Реагирующая"),
    await memberPage(browser, "Глеб Реагирующий"),
  ];
  const chat = await anna.page.request.post("/api/messenger/chat", {
    form: { members: others.map((o) => o.member.id).join(",") },
  });
  expect(chat.status(), await chat.text()).toBe(200);
  const chatId = String((await chat.json()).id);
  const say = async (content: string) => {
    const sent = await anna.page.request.post("/api/messenger/message/", { multipart: { chatId, content } });
    expect(sent.status(), await sent.text()).toBe(200);
    return (await sent.json()).id as number;
  };
  const react = async (who: (typeof others)[number], messageId: number, code: string) => {
    const answer = await who.page.request.post(`/api/messenger/message/${messageId}/reaction`, {
      form: { code },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  const message = await say("Кто идёт на концерт в субботу?");

  await recordSounds(anna.page);
  const socket = anna.page.waitForEvent("websocket", (ws) => ws.url().includes("/api/sockets/"));
  await anna.page.goto(`/profile/${anna.member.id}/notifications/new`);
  await (await socket).waitForEvent("framereceived");
  const [boris, vera, gleb] = others as [(typeof others)[0], (typeof others)[0], (typeof others)[0]];
  await react(boris, message, "+1");
  await react(vera, message, "heart");
  await react(gleb, message, "tada");

  // One row, live, naming the newest and counting the rest; the bell counts the row.
  const grouped = anna.page.getByRole("article", {
    name: "Глеб Реагирующий и ещё 2: отреагировали на ваше сообщение",
  });
  await expect(grouped).toBeVisible();
  await expect(grouped).toHaveAttribute("data-notification-count", "3");
  await expect(anna.page.getByRole("article")).toHaveCount(1);
  const header = anna.page.getByRole("banner");
  await expect(header.getByTestId("notifications-badge")).toHaveText("1");
  await expect
    .poll(() => played(anna.page))
    .toContainEqual(expect.stringMatching(/notification-[^/]*\.wav$/));
  await anna.page.screenshot({ path: "test-results/notifications-grouped.png" });

  // Read per type: the reactions' tab, its count, its button.
  const reactionsTab = anna.page.getByRole("tab", { name: /^Реакции/ });
  await expect(reactionsTab).toHaveAttribute("data-unread", "1");
  await expect(reactionsTab).toHaveAccessibleName("Реакции 1");
  await reactionsTab.click();
  await expect(grouped).toBeVisible();
  await anna.page.getByRole("button", { name: "Прочитать: Реакции" }).click();
  await expect(anna.page.getByText("Новых уведомлений нет")).toBeVisible();
  await expect(header.getByTestId("notifications-badge")).toHaveCount(0);

  // Delete from the archive, undo, delete for good.
  await anna.page.goto(`/profile/${anna.member.id}/notifications/archive`);
  const archived = anna.page.getByRole("article", { name: /^Глеб Реагирующий и ещё 2/ });
  await archived.getByRole("button", { name: "Удалить" }).click();
  await expect(archived).toHaveCount(0);
  await anna.page.getByRole("status").getByRole("button", { name: "Отменить" }).click();
  await expect(archived).toBeVisible();
  await archived.getByRole("button", { name: "Удалить" }).click();
  await expect(anna.page.getByText("Уведомление удалено")).toBeHidden({ timeout: 10_000 });
  await anna.page.reload();
  await expect(anna.page.getByText("В архиве пусто")).toBeVisible();

  // Reactions without sound: the row comes, nothing rings. (Moving about in the app keeps its socket.)
  const section = (name: string) =>
    anna.page.getByRole("navigation", { name: "Разделы профиля" }).getByRole("link", { name, exact: true });
  await socketReady(anna.page, () => anna.page.reload());
  await section("Настройки").click();
  const reactions = anna.page.getByRole("group", { name: "Реакции" });
  const saved = () =>
    anna.page.waitForResponse(
      (r) => r.url().endsWith("/api/notifications/settings") && r.request().method() === "PUT",
    );
  let save = saved();
  await reactions.getByRole("switch", { name: "Звук" }).click();
  expect((await save).status()).toBe(200);
  await anna.page.screenshot({ path: "test-results/notification-settings.png", fullPage: true });
  await section("Уведомления").click();
  const ringsBefore = (await played(anna.page)).length;
  const second = await say("А после концерта — в кафе?");
  await react(boris, second, "+1");
  await expect(
    anna.page.getByRole("article", { name: "Борис Реагирующий: Реакция на ваше сообщение" }),
  ).toBeVisible();
  await anna.page.waitForTimeout(1_500);
  expect((await played(anna.page)).slice(ringsBefore)).toEqual([]);

  // Reactions hidden: none is made; the administration's message after it is the only new one.
  await section("Настройки").click();
  save = saved();
  await reactions.getByRole("switch", { name: "Показывать" }).click();
  expect((await save).status()).toBe(200);
  await section("Уведомления").click();
  await anna.page.getByRole("button", { name: "Прочитать все" }).click();
  await expect(anna.page.getByText("Новых уведомлений нет")).toBeVisible();
  await react(vera, second, "heart");
  const admin = await adminRequests(browser);
  const sentinel = await admin.post(`/api/notifications/${anna.member.id}`, {
    data: { title: "Проверка", text: "" },
  });
  expect(sentinel.status()).toBe(200);
  await expect(anna.page.getByRole("article", { name: "МИР: Проверка" })).toBeVisible();
  await expect(anna.page.getByRole("article")).toHaveCount(1);
  await expect(header.getByTestId("notifications-badge")).toHaveText("1");

  // The archive holds what was read since (Борис's reaction); clearing it empties it for good.
  await anna.page
    .getByRole("navigation", { name: "Уведомления" })
    .getByRole("link", { name: "Архив" })
    .click();
  await expect(anna.page.getByRole("article", { name: /^Борис Реагирующий/ })).toBeVisible();
  await anna.page.getByRole("button", { name: "Очистить архив" }).click();
  const clearing = anna.page.getByRole("dialog", { name: "Очистить архив" });
  await expect(clearing).toContainText("Все прочитанные уведомления удалятся");
  await clearing.getByRole("button", { name: "Очистить", exact: true }).click();
  await expect(clearing).toBeHidden();
  await expect(anna.page.getByText("В архиве пусто")).toBeVisible();
  await anna.page.reload();
  await expect(anna.page.getByText("В архиве пусто")).toBeVisible();
  for (const who of [anna, ...others]) await who.page.context().close();
});

test("two tabs of one member, both in the messenger: a new message rings once, not twice", async ({
  browser,
}) => {
  const boris = await memberPage(browser, "Борис Двухвкладочный");
  await recordSounds(boris.page);
  const second = await boris.page.context().newPage();
  await recordSounds(second);
  const chatPage = `/profile/${boris.member.id}/chat`;
  await socketReady(boris.page, () => boris.page.goto(chatPage));
  await second.goto(chatPage);
  await second.waitForLoadState("networkidle");

  const anna = await memberPage(browser, "Анна Пишущая");
  const chat = await anna.page.request.post("/api/messenger/chat", {
    form: { members: String(boris.member.id) },
  });
  const chatId = String((await chat.json()).id);
  const sent = await anna.page.request.post("/api/messenger/message/", {
    multipart: { chatId, content: "Ты дома?" },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // Both tabs show it (the second hears it through the first tab's socket)…
  for (const tab of [boris.page, second]) await expect(tab.getByText("Ты дома?").first()).toBeVisible();
  // …and one of them rings.
  const chatRings = async () =>
    [...(await played(boris.page)), ...(await played(second))].filter((url) => /chat-[^/]*\.wav$/.test(url));
  await expect.poll(chatRings).toHaveLength(1);
  await second.waitForTimeout(1_500); // a second ring would come within this
  expect(await chatRings()).toHaveLength(1);
  await boris.page.context().close();
  await anna.page.context().close();
});
