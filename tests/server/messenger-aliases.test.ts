// @vitest-environment node
// Issue 5: the older chat calls of spec §7 (`/api/chats/*`) answer what the messenger's calls answer,
// and the member search that starts a chat.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unreadChatsShown } from "../../src/api/endpoints/chats";
import { users } from "../../src/server/db/schema";
import { createMember } from "./helpers/accounts";
import { calls, multipart, talker, urlencoded, waitForMessenger } from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("older chat calls on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const api = calls(ctx);
  const db = () => ctx().database.db;

  it("create, send, list, byprofile, messages and newmessages answer the same data as the messenger", async () => {
    const anna = await talker(ctx(), "Анна");
    const boris = await talker(ctx(), "Борис");
    const created = await api.inject(
      "POST",
      "/api/chats/create",
      anna,
      urlencoded([["members", String(boris.id)]]),
    );
    expect(created.statusCode).toBe(200);
    const chat = await api.createChat(boris, [anna.id]);
    expect(created.json().id).toBe(chat.id);

    const sent = await api.inject(
      "POST",
      "/api/chats/send",
      anna,
      await multipart([
        ["chatId", String(chat.id)],
        ["content", "По старому адресу"],
      ]),
    );
    expect(sent.statusCode).toBe(200);
    const event = await waitForMessenger(boris.socket, "send");
    expect(event.payload).toEqual(sent.json());
    await api.sent(boris, chat.id, "Ответ");
    await api.sent(anna, chat.id, "И ещё");

    const get = async (url: string) => {
      const response = await api.inject("GET", url, boris);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    expect(await get("/api/chats/?page=1")).toEqual(await get("/api/messenger/chat?page=1"));
    expect(await get(`/api/chats/byprofile/${boris.id}`)).toEqual(
      await get(`/api/messenger/chat?memberId=${boris.id}`),
    );
    expect(await get(`/api/chats/messages/${chat.id}/1`)).toEqual(
      await get(`/api/messenger/chat/${chat.id}?page=1`),
    );
    const unread = await get("/api/chats/newmessages");
    expect(unread).toMatchObject({ count: 1, unread: 2 });
    expect(unread.rows[0]).toEqual((await get("/api/messenger/chat")).rows[0]);

    await api.inject("PUT", `/api/messenger/chat/${chat.id}`, boris);
    expect(await get("/api/chats/newmessages")).toEqual({ count: 0, unread: 0, rows: [] });

    // The same rules: another member's list → 403, another chat's messages → 404.
    expect((await api.inject("GET", `/api/chats/byprofile/${anna.id}`, boris)).statusCode).toBe(403);
    const eve = await createMember(db());
    expect((await api.inject("GET", `/api/chats/messages/${chat.id}/1`, eve)).statusCode).toBe(404);
    expect((await api.inject("GET", "/api/chats/", undefined)).statusCode).toBe(401);
    anna.socket.close();
    boris.socket.close();
  });

  it("list, byprofile and newmessages of a third member show nothing of another pair's chat", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const vera = await createMember(db());
    const secret = await api.createChat(anna, [boris.id]);
    await api.sent(anna, secret.id, "Секрет для Бориса");
    await api.sent(boris, secret.id, "Секрет для Анны");
    const own = await api.createChat(anna, [vera.id]);
    await api.sent(anna, own.id, "Привет, Вера");
    for (const url of ["/api/chats/", `/api/chats/byprofile/${vera.id}`, "/api/chats/newmessages"]) {
      const response = await api.inject("GET", url, vera);
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      expect(
        body.rows.map((chat: { id: number }) => chat.id),
        url,
      ).toEqual([own.id]);
      expect(body.count, url).toBe(1);
      expect(response.body, url).not.toContain("Секрет");
    }
    expect((await api.inject("GET", "/api/chats/newmessages", vera)).json().unread).toBe(1);
  });

  it(`newmessages lists the ${unreadChatsShown} newest unread chats and counts them all`, async () => {
    const me = await createMember(db());
    const chatIds: number[] = [];
    for (let i = 0; i <= unreadChatsShown; i++) {
      const other = await createMember(db());
      const chat = await api.createChat(other, [me.id]);
      await api.sent(other, chat.id, `Непрочитанное ${i}`);
      chatIds.push(chat.id);
    }
    const first = chatIds[0] as number;
    await api.sent(me, first, "Прочитано"); // one chat read up to here, then one more unread
    const read = await api.inject("PUT", `/api/messenger/chat/${first}`, me);
    expect(read.statusCode).toBe(200);
    const response = await api.inject("GET", "/api/chats/newmessages", me);
    expect(response.statusCode).toBe(200);
    const unread = response.json();
    expect(unread.count).toBe(unreadChatsShown);
    expect(unread.unread).toBe(unreadChatsShown);
    expect(unread.rows.map((chat: { id: number }) => chat.id)).not.toContain(first);

    const one = await createMember(db());
    const extra = await api.createChat(one, [me.id]);
    await api.sent(one, extra.id, "Ещё одно");
    await api.sent(one, extra.id, "И ещё");
    const more = (await api.inject("GET", "/api/chats/newmessages", me)).json();
    expect(more.count).toBe(unreadChatsShown + 1);
    expect(more.unread).toBe(unreadChatsShown + 2);
    expect(more.rows.length).toBe(unreadChatsShown);
    expect(more.rows[0].id).toBe(extra.id);
    // The newest activity first: the oldest unread chat is the one left out.
    expect(more.rows.map((chat: { id: number }) => chat.id)).toEqual(
      [extra.id, ...chatIds.slice(1).reverse()].slice(0, unreadChatsShown),
    );
  });

  it("searchusers finds members by name in any case, without the caller, deleted or unconfirmed accounts", async () => {
    const tag = `Поиск${Date.now() % 100_000}`;
    const me = await createMember(db(), { name: `${tag} Я сам` });
    const anna = await createMember(db(), { name: `${tag} Анна` });
    const boris = await createMember(db(), { name: `${tag.toUpperCase()} Борис` });
    await createMember(db(), { name: `${tag} Неподтверждённый`, verified: false });
    const gone = await createMember(db(), { name: `${tag} Удалённый` });
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await createMember(db(), { name: "Кто-то другой" });

    const search = (page: number, text: string) =>
      api.inject("GET", `/api/chats/searchusers/${page}?strsearch=${encodeURIComponent(text)}`, me);
    const found = await search(1, tag.toLowerCase());
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      count: 2,
      rows: [
        { id: anna.id, name: `${tag} Анна`, avatar: `/api/avatars/${anna.id}.svg` },
        { id: boris.id, name: `${tag.toUpperCase()} Борис`, avatar: `/api/avatars/${boris.id}.svg` },
      ],
    });
    expect((await search(2, tag)).json()).toEqual({ count: 2, rows: [] });
    // LIKE's wildcards are searched as themselves.
    expect((await search(1, "%")).json().count).toBe(0);
    expect((await search(0, tag)).statusCode).toBe(400);
    expect((await api.inject("GET", "/api/chats/searchusers/1", undefined)).statusCode).toBe(401);
  });
});
