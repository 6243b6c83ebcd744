// @vitest-environment node
// Issue 13, the server's first part: the calls of spec §7 Notifications, their counters, and the
// notifications the messenger and the roles leave, each with its `notification` event in the log.

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationArchiveLimit } from "../../src/api/endpoints/notifications";
import { notificationTypes } from "../../src/api/schema/notification";
import { RoleId } from "../../src/api/schema/user";
import { createAdmin, createMember, type TestMember, testPassword } from "./helpers/accounts";
import { calls } from "./helpers/messenger";
import { TestSocket } from "./helpers/socket-client";
import { backends, useTestApp } from "./helpers/test-app";

const json = { "content-type": "application/json" };

describe.each(backends)("notifications on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const db = () => ctx().database.db;
  const api = calls(ctx);

  const call = (
    who: TestMember | undefined,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    body?: unknown,
  ) =>
    ctx().app.inject({
      method,
      url,
      headers: { ...(body === undefined ? {} : json), ...who?.bearer },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const page = async (who: TestMember, query = "") =>
    (await call(who, "GET", `/api/notifications/user${query}`)).json();
  const system = async (admin: TestMember, to: TestMember, title: string) => {
    const response = await call(admin, "POST", `/api/notifications/${to.id}`, {
      title,
      text: `Текст: ${title}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number };
  };
  const zero = Object.fromEntries(notificationTypes.map((type) => [type, 0]));

  it("an admin's system notification: new, counted, read, unread again, archived, deleted", async () => {
    const [admin, anna] = [await createAdmin(db()), await createMember(db())];
    const sent = await system(admin, anna, "Обновление правил");
    expect(sent).toMatchObject({
      type: "system",
      actors: [],
      count: 1,
      title: "Обновление правил",
      checked: false,
    });

    const fresh = await page(anna);
    expect(fresh.notifications).toMatchObject({ count: 1, rows: [{ id: sent.id, checked: false }] });
    expect(fresh.counters).toEqual({ total: 1, byType: { ...zero, system: 1 } });

    const read = await call(anna, "PATCH", `/api/notifications/${sent.id}`, {});
    expect(read.json()).toEqual({ total: 0, byType: zero });
    expect((await page(anna)).notifications.count).toBe(0);
    expect((await page(anna, "?checked=read")).notifications.rows).toMatchObject([
      { id: sent.id, checked: true },
    ]);

    const unread = await call(anna, "PATCH", `/api/notifications/${sent.id}`, { checked: false });
    expect(unread.json().total).toBe(1);

    const deleted = await call(anna, "DELETE", `/api/notifications/${sent.id}`);
    expect(deleted.json()).toEqual({ total: 0, byType: zero });
    expect((await page(anna, "?checked=all")).notifications.count).toBe(0);
    expect((await call(anna, "DELETE", `/api/notifications/${sent.id}`)).statusCode).toBe(404);
  });

  it("pages newest first, 10 by default, `limit` up to 100", async () => {
    const [admin, anna] = [await createAdmin(db()), await createMember(db())];
    for (let i = 1; i <= 12; i++) await system(admin, anna, `№ ${i}`);
    const first = await page(anna);
    expect(first.notifications.count).toBe(12);
    expect(first.notifications.rows.map((n: { title: string }) => n.title)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `№ ${i}`),
    );
    const second = await page(anna, "?page=2");
    expect(second.notifications.rows.map((n: { title: string }) => n.title)).toEqual(["№ 2", "№ 1"]);
    expect((await page(anna, "?limit=5&page=3")).notifications.rows).toHaveLength(2);
  });

  it("reads one type, then all; clears the archive only; another's notification is 404", async () => {
    const [admin, anna, boris] = [
      await createAdmin(db()),
      await createMember(db()),
      await createMember(db()),
    ];
    const note = await system(admin, anna, "Системное");
    await call(admin, "PUT", `/api/users/changerole/${anna.id}`, { roleId: RoleId.sponsor });
    await api.createChat(boris, [anna.id]);
    expect((await page(anna)).counters).toEqual({
      total: 3,
      byType: { ...zero, chat: 1, role: 1, system: 1 },
    });

    expect((await call(boris, "PATCH", `/api/notifications/${note.id}`, {})).statusCode).toBe(404);
    expect((await call(boris, "DELETE", `/api/notifications/${note.id}`)).statusCode).toBe(404);
    expect((await page(anna)).counters.total).toBe(3);

    const typeRead = await call(anna, "PATCH", "/api/notifications/check/role");
    expect(typeRead.json()).toEqual({ total: 2, byType: { ...zero, chat: 1, system: 1 } });
    const allRead = await call(anna, "PATCH", "/api/notifications/user/check");
    expect(allRead.json()).toEqual({ total: 0, byType: zero });

    const newer = await system(admin, anna, "Ещё одно");
    const cleared = await call(anna, "DELETE", `/api/notifications/delete/user/${anna.id}`);
    expect(cleared.json()).toEqual({ total: 1, byType: { ...zero, system: 1 } });
    expect((await page(anna, "?checked=all")).notifications.rows.map((n: { id: number }) => n.id)).toEqual([
      newer.id,
    ]);
    expect((await call(boris, "DELETE", `/api/notifications/delete/user/${anna.id}`)).statusCode).toBe(403);
  });

  it("a chat started with you: a notification naming who, leading to the chat; a reused chat is not new", async () => {
    const [anna, boris, vera] = [
      await createMember(db(), { name: "Анна" }),
      await createMember(db(), { name: "Борис" }),
      await createMember(db(), { name: "Вера" }),
    ];
    const socket = await TestSocket.open(ctx().url, boris.id, { headers: boris.bearer });
    await socket.waitFor((f) => f.type === "user_connect");
    const chat = await api.createChat(anna, [boris.id]);
    // The chat's own event (his list gains it), then the notification, from the same transaction.
    const [started, event] = await socket.waitForEvents(2);
    expect(started).toMatchObject({ type: "messenger", action: "chat", payload: { chatId: chat.id } });
    expect(event).toMatchObject({
      type: "notification",
      action: "create",
      payload: {
        notification: {
          type: "chat",
          actors: [{ id: anna.id, name: "Анна" }],
          count: 1,
          link: `/profile/${boris.id}/chat?user=${anna.id}`,
        },
        counters: { total: 1, byType: { ...zero, chat: 1 } },
      },
    });
    await api.createChat(anna, [boris.id]); // the same direct chat again
    await api.createChat(anna, [boris.id, vera.id]); // a group: Boris and Vera are told
    const [group] = await socket.waitForEvents(4).then((events) => events.slice(3));
    expect(group?.payload).toMatchObject({ notification: { title: "Новый групповой чат" } });
    expect((await page(boris)).notifications.count).toBe(2);
    expect((await page(vera)).notifications.count).toBe(1);
    expect((await page(anna)).notifications.count).toBe(0);
    socket.close();
  });

  it("notifications made while the member's socket is down arrive once, in order, when it resumes", async () => {
    const [admin, anna] = [await createAdmin(db()), await createMember(db())];
    const first = await TestSocket.open(ctx().url, anna.id, { headers: anna.bearer });
    await first.waitFor((f) => f.type === "user_connect");
    await system(admin, anna, "До обрыва");
    const [seen] = await first.waitForEvents(1);
    first.close();
    for (const title of ["Пока не было связи 1", "Пока не было связи 2", "Пока не было связи 3"]) {
      await system(admin, anna, title);
    }
    const resumed = await TestSocket.open(ctx().url, anna.id, {
      headers: anna.bearer,
      after: seen?.seq ?? 0,
    });
    const missed = await resumed.waitForEvents(3);
    expect(
      missed.map((e) => [e.type, (e.payload as { notification: { title: string } }).notification.title]),
    ).toEqual([
      ["notification", "Пока не было связи 1"],
      ["notification", "Пока не было связи 2"],
      ["notification", "Пока не было связи 3"],
    ]);
    expect(missed.map((e) => e.seq)).toEqual([2, 3, 4]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(resumed.events).toHaveLength(3);
    resumed.close();
  });

  it("counters equal the rows after concurrent reads and deletes", async () => {
    const [admin, anna] = [await createAdmin(db()), await createMember(db())];
    const sent = [];
    for (let i = 0; i < 12; i++) sent.push(await system(admin, anna, `№ ${i}`));
    const answers = await Promise.all(
      sent.map((note, i) =>
        i % 3 === 0
          ? call(anna, "DELETE", `/api/notifications/${note.id}`)
          : i % 3 === 1
            ? call(anna, "PATCH", `/api/notifications/${note.id}`, {})
            : call(anna, "PATCH", "/api/notifications/check/system"),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(sent.map(() => 200));
    // The kept counts against the rows themselves.
    const unreadRows = (await page(anna, "?limit=100")).notifications.rows;
    const allRows = (await page(anna, "?checked=all&limit=100")).notifications;
    const counters = (await call(anna, "GET", "/api/notifications/user/counters")).json();
    expect(counters).toEqual({ total: unreadRows.length, byType: { ...zero, system: unreadRows.length } });
    expect(allRows.rows).toHaveLength(8);
    expect(allRows.count).toBe(8);
    expect((await page(anna, "?checked=read&limit=100")).notifications.count).toBe(8 - unreadRows.length);
  });

  it("a sign-in while signed in elsewhere tells the member, naming the browser; a first one does not", async () => {
    const anna = await createMember(db(), { name: "Анна" }); // signed in once (the helper's session)
    const login = (userAgent: string) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/users/auth",
        headers: { ...json, "user-agent": userAgent },
        payload: JSON.stringify({ email: anna.email, password: testPassword }),
      });
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    expect((await login(firefox)).statusCode).toBe(200);
    const [notice] = (await page(anna)).notifications.rows;
    expect(notice).toMatchObject({
      type: "signin",
      title: "Новый вход в аккаунт",
      text: expect.stringMatching(/^Firefox, Linux\. /),
      link: `/profile/${anna.id}/settings`,
    });

    const boris = await createMember(db());
    await call(boris, "POST", "/api/users/logout");
    const alone = await ctx().app.inject({
      method: "POST",
      url: "/api/users/auth",
      headers: json,
      payload: JSON.stringify({ email: boris.email, password: testPassword }),
    });
    expect(alone.statusCode).toBe(200);
    const borisNow = { ...boris, bearer: { authorization: `Bearer ${alone.json().accessToken}` } };
    expect((await page(borisNow, "?checked=all")).notifications.count).toBe(0);
  });

  const react = (who: TestMember, messageId: number, code = "+1") =>
    ctx().app.inject({
      method: "POST",
      url: `/api/messenger/message/${messageId}/reaction`,
      headers: { "content-type": "application/x-www-form-urlencoded", ...who.bearer },
      payload: `code=${encodeURIComponent(code)}`,
    });

  it("reactions to one message within 12 hours are one row: its actors newest first, each once, and a count", async () => {
    const names = ["Анна", "Борис", "Вера", "Глеб"];
    const [anna, boris, vera, gleb] = await Promise.all(names.map((name) => createMember(db(), { name })));
    if (!anna || !boris || !vera || !gleb) throw new Error("members");
    const chat = await api.createChat(anna, [boris.id, vera.id, gleb.id]);
    const message = await api.sent(anna, chat.id, "Встречаемся в субботу у фонтана");
    const socket = await TestSocket.open(ctx().url, anna.id, { headers: anna.bearer });
    await socket.waitFor((f) => f.type === "user_connect");

    expect((await react(anna, message.id)).statusCode).toBe(200); // her own: nothing to tell
    for (const [who, code] of [
      [boris, "+1"],
      [vera, "heart"],
      [gleb, "+1"],
      [boris, "tada"],
    ] as const) {
      expect((await react(who, message.id, code)).statusCode).toBe(200);
    }
    const [row, ...rest] = (await page(anna)).notifications.rows;
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      type: "reaction",
      count: 3,
      actors: [{ id: boris.id }, { id: gleb.id }, { id: vera.id }],
      title: "Реакция на ваше сообщение",
      text: "🎉 «Встречаемся в субботу у фонтана»",
      link: `/profile/${anna.id}/chat`,
    });
    expect((await page(anna)).counters.byType.reaction).toBe(1);
    // Each reaction's event names the row it replaces, so an open page swaps it in place.
    const notices = () => socket.events.filter((e) => e.type === "notification");
    const events = await socket.until(
      () => (notices().length >= 4 ? notices() : undefined),
      5000,
      "4 notices",
    );
    const created = events.map((e) => e.payload as { notification: { id: number }; replaces?: number });
    expect(created.map((p) => p.replaces)).toEqual([
      undefined,
      created[0]?.notification.id,
      created[1]?.notification.id,
      created[2]?.notification.id,
    ]);
    expect(created[3]?.notification.id).toBe(row?.id);

    // Read, the group is closed: the next reaction starts a new row.
    await call(anna, "PATCH", `/api/notifications/${row?.id}`, {});
    await react(vera, message.id, "tada");
    expect((await page(anna)).notifications.rows).toMatchObject([{ count: 1, actors: [{ id: vera.id }] }]);
    socket.close();
  });

  it("a group takes nothing after its 12 hours; another message is another row", async () => {
    const [anna, boris, vera] = await Promise.all(
      ["Анна", "Борис", "Вера"].map((name) => createMember(db(), { name })),
    );
    if (!anna || !boris || !vera) throw new Error("members");
    const chat = await api.createChat(anna, [boris.id, vera.id]);
    const first = await api.sent(anna, chat.id, "Первое");
    const second = await api.sent(anna, chat.id, "Второе");
    await react(boris, first.id);
    await react(boris, second.id);
    expect((await page(anna)).notifications.count).toBe(2);
    await db().execute(sql`update notifications set grouped_until = now() - interval '1 second'`);
    await react(vera, first.id);
    const rows = (await page(anna)).notifications.rows;
    expect(rows.map((r: { count: number }) => r.count)).toEqual([1, 1, 1]);
  });

  it("settings: a hidden type is not made, a refused sender is not heard, the administration always is", async () => {
    const [admin, anna, boris] = [
      await createAdmin(db()),
      await createMember(db()),
      await createMember(db()),
    ];
    const settings = await call(anna, "GET", "/api/notifications/settings");
    expect(settings.json().chat).toEqual({ show: true, sound: true, desktop: true, from: "everyone" });

    const hide = await call(anna, "PUT", "/api/notifications/settings", { type: "chat", show: false });
    expect(hide.json().chat).toEqual({ show: false, sound: true, desktop: true, from: "everyone" });
    await api.createChat(boris, [anna.id]);
    expect((await page(anna, "?checked=all")).notifications.count).toBe(0);

    await call(anna, "PUT", "/api/notifications/settings", { type: "chat", show: true });
    await call(anna, "PUT", "/api/notifications/settings", {
      type: "reaction",
      from: "nobody",
      sound: false,
    });
    const message = await api.sent(anna, (await api.createChat(anna, [boris.id])).id, "Привет");
    await react(boris, message.id);
    expect((await page(anna, "?checked=all")).notifications.count).toBe(0);
    const now = (await call(anna, "GET", "/api/notifications/settings")).json();
    expect(now.reaction).toEqual({ show: true, sound: false, desktop: true, from: "nobody" });
    expect(now.chat.show).toBe(true);

    // The administration's messages cannot be hidden; `from` is refused where there is no sender.
    for (const body of [{ type: "system", show: false }, { type: "role", from: "nobody" }, { type: "x" }]) {
      const refused = await call(anna, "PUT", "/api/notifications/settings", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.code).toBe("VALIDATION");
    }
    await system(admin, anna, "Важное");
    expect((await page(anna)).notifications.count).toBe(1);
    expect((await call(boris, "GET", "/api/notifications/settings")).json().reaction.from).toBe("everyone");
  });

  it(`keeps the newest ${notificationArchiveLimit} read notifications; reading one, a type or all drops the oldest read ones`, async () => {
    const anna = await createMember(db());
    // The archive filled up directly (a few hundred calls would only be slower), its counts with it.
    await db().execute(sql`insert into notifications (user_id, type, title, text, checked_at)
      select ${anna.id}, 'system', 'Старое ' || n, '', now() from generate_series(1, ${notificationArchiveLimit}) n`);
    await db().execute(sql`insert into notification_counters (user_id, type, total, unread)
      values (${anna.id}, 'system', ${notificationArchiveLimit}, 0)`);
    const admin = await createAdmin(db());
    const fresh = await system(admin, anna, "Свежее");
    await system(admin, anna, "Непрочитанное");
    await call(anna, "PATCH", `/api/notifications/${fresh.id}`, {});
    const archive = (await page(anna, "?checked=read&limit=1")).notifications;
    expect(archive.count).toBe(notificationArchiveLimit);
    expect(archive.rows[0].title).toBe("Свежее");
    const oldest = (await page(anna, `?checked=read&limit=1&page=${notificationArchiveLimit}`)).notifications;
    expect(oldest.rows[0].title).toBe("Старое 2");
    expect((await page(anna)).notifications.rows).toMatchObject([{ title: "Непрочитанное" }]);

    // Reading a whole type, then everything, trims the same way.
    await system(admin, anna, "Ещё одно");
    await call(anna, "PATCH", "/api/notifications/check/system", {});
    await system(admin, anna, "И последнее");
    await call(anna, "PATCH", "/api/notifications/user/check", {});
    const trimmed = (await page(anna, "?checked=read&limit=1")).notifications;
    expect(trimmed.count).toBe(notificationArchiveLimit);
    expect(trimmed.rows[0].title).toBe("И последнее");
    const last = (await page(anna, `?checked=read&limit=1&page=${notificationArchiveLimit}`)).notifications;
    expect(last.rows[0].title).toBe("Старое 5");
    expect((await page(anna)).notifications.count).toBe(0);
  });

  it("a page of one type: its rows and its count, new or read", async () => {
    const [admin, anna, boris] = [
      await createAdmin(db()),
      await createMember(db()),
      await createMember(db()),
    ];
    await api.createChat(boris, [anna.id]);
    const first = await system(admin, anna, "Первое");
    await system(admin, anna, "Второе");
    await call(anna, "PATCH", `/api/notifications/${first.id}`, {});
    const chats = (await page(anna, "?type=chat")).notifications;
    expect(chats).toMatchObject({ count: 1, rows: [{ type: "chat" }] });
    expect((await page(anna, "?type=system")).notifications).toMatchObject({
      count: 1,
      rows: [{ title: "Второе" }],
    });
    expect((await page(anna, "?type=system&checked=read")).notifications).toMatchObject({
      count: 1,
      rows: [{ title: "Первое" }],
    });
    expect((await page(anna, "?type=system&checked=all")).notifications.count).toBe(2);
    expect((await page(anna, "?type=role&checked=all")).notifications).toEqual({ count: 0, rows: [] });
    expect((await call(anna, "GET", "/api/notifications/user?type=nope")).statusCode).toBe(400);
  });

  it("sending to an unknown member is 404, and a member may not send (403); nothing is written", async () => {
    const [admin, anna] = [await createAdmin(db()), await createMember(db())];
    expect(
      (await call(admin, "POST", "/api/notifications/424242", { title: "Т", text: "" })).statusCode,
    ).toBe(404);
    expect(
      (await call(anna, "POST", `/api/notifications/${anna.id}`, { title: "Т", text: "" })).statusCode,
    ).toBe(403);
    expect((await page(anna, "?checked=all")).notifications.count).toBe(0);
  });
});
