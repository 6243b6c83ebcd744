// @vitest-environment node
// Issue 5: chats — starting one (a pair's direct chat reused), the chat list (newest activity first, last
// message, unread count, nothing of others' chats), an open chat's pages, and marking read (isChecked,
// `messenger`/`check` to the members).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deletedAccountName } from "../../src/api/endpoints/users";
import { type Chat, maxChatMembers } from "../../src/api/schema/chat";
import { friendships, users } from "../../src/server/db/schema";
import { createMember, type TestMember, testPassword } from "./helpers/accounts";
import {
  calls,
  file,
  json,
  messengerEvents,
  multipart,
  png,
  snapshot,
  talker,
  urlencoded,
  waitForMessenger,
  webm,
  zip,
} from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("messenger chats on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const api = calls(ctx);
  const db = () => ctx().database.db;

  describe("POST /api/messenger/chat", () => {
    it("starts a direct chat and answers the same chat to either member afterwards", async () => {
      const anna = await createMember(db(), { name: "Анна Смирнова" });
      const boris = await createMember(db(), { name: "Борис Петров" });
      const first = await api.inject(
        "POST",
        "/api/messenger/chat",
        anna,
        urlencoded([["members", String(boris.id)]]),
      );
      expect(first.statusCode).toBe(200);
      const chat = first.json();
      expect(chat).toMatchObject({
        isDirect: true,
        user: { id: boris.id, name: "Борис Петров", avatar: `/api/avatars/${boris.id}.svg` },
        lastMessage: null,
        unread: 0,
      });
      expect(chat.members.map((m: { id: number }) => m.id)).toEqual([anna.id, boris.id]);
      // Listing oneself too, from the other side, as multipart: the same chat, not a second one.
      const again = await api.inject(
        "POST",
        "/api/messenger/chat",
        boris,
        await multipart([
          ["members", String(anna.id)],
          ["members", String(boris.id)],
        ]),
      );
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(chat.id);
      expect(again.json().user.id).toBe(anna.id);
    });

    it("meets in one direct chat when both members create it at the same moment", async () => {
      const anna = await createMember(db());
      const boris = await createMember(db());
      const [a, b] = await Promise.all([api.createChat(anna, [boris.id]), api.createChat(boris, [anna.id])]);
      expect(a.id).toBe(b.id);
    });

    it("starts a group chat with members repeated and comma-separated; the creator is always in", async () => {
      const [anna, boris, vera, gleb] = await Promise.all([1, 2, 3, 4].map(() => createMember(db())));
      if (!anna || !boris || !vera || !gleb) throw new Error("members");
      const response = await api.inject(
        "POST",
        "/api/messenger/chat",
        anna,
        await multipart([
          ["members", `${boris.id},${vera.id}`],
          ["members", String(gleb.id)],
          ["members", String(boris.id)],
        ]),
      );
      expect(response.statusCode).toBe(200);
      const chat = response.json();
      expect(chat.isDirect).toBe(false);
      expect(chat.user).toBeNull();
      expect(chat.members.map((m: { id: number }) => m.id).sort()).toEqual(
        [anna.id, boris.id, vera.id, gleb.id].sort(),
      );
      // A group is never reused: the same members make a new one.
      const second = await api.createChat(anna, [boris.id, vera.id, gleb.id]);
      expect(second.id).not.toBe(chat.id);
    });

    it("refuses no members, only oneself, an unknown or unconfirmed member — 400 naming members, nothing written", async () => {
      const anna = await createMember(db());
      const ghost = await createMember(db(), { verified: false });
      const bodies = [
        [],
        [["members", ""]],
        [["members", String(anna.id)]],
        [["members", "999999"]],
        [["members", String(ghost.id)]],
        [["members", "abc"]],
      ] as const;
      for (const parts of bodies) {
        const before = await snapshot(db());
        const response = await api.inject("POST", "/api/messenger/chat", anna, urlencoded(parts as never));
        expect(response.statusCode, response.body).toBe(400);
        const paths = response
          .json()
          .error.details.issues.map((issue: { path: string }) => issue.path.split(".")[0]);
        expect(paths).toContain("members");
        expect(await snapshot(db())).toBe(before);
      }
    });

    it("refuses a member whose account was deleted, among live ones — 400 naming members, nothing written", async () => {
      const anna = await createMember(db());
      const boris = await createMember(db());
      const gone = await createMember(db());
      await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      for (const members of [[gone.id], [boris.id, gone.id]]) {
        const before = await snapshot(db());
        const response = await api.inject(
          "POST",
          "/api/messenger/chat",
          anna,
          urlencoded(members.map((id) => ["members", String(id)])),
        );
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error.details.issues[0].path).toBe("members");
        expect(await snapshot(db())).toBe(before);
      }
    });

    it(`counts the creator in the limit of ${maxChatMembers} members: ${maxChatMembers} others → 400, nothing written`, async () => {
      const anna = await createMember(db());
      const others: number[] = [];
      for (let i = 0; i < maxChatMembers; i++) others.push((await createMember(db())).id);
      const before = await snapshot(db());
      const tooMany = await api.inject(
        "POST",
        "/api/messenger/chat",
        anna,
        urlencoded([["members", others.join(",")]]),
      );
      expect(tooMany.statusCode, tooMany.body).toBe(400);
      expect(tooMany.json().error.details.issues[0].path).toBe("members");
      expect(await snapshot(db())).toBe(before);
      // One fewer makes exactly the limit with the creator, listed or not.
      const full = await api.createChat(anna, others.slice(1));
      const opened = (await api.inject("GET", `/api/messenger/chat/${full.id}`, anna)).json();
      expect(opened.members.length).toBe(maxChatMembers);
      const listed = await api.createChat(anna, [anna.id, ...others.slice(1)]);
      expect(listed.id).not.toBe(full.id);
    });

    // Issue 28 §6: «Участник принимает сообщения только от друзей» named nobody, and the search offered them.
    it("a chat refused by members' privacy names each of them, in the one error shape; the search marks them first", async () => {
      const creator = await createMember(db(), { name: "Дмитрий Создатель" });
      const anna = await createMember(db(), { name: "Анна Друзейная" });
      const boris = await createMember(db(), { name: "Борис Закрытый" });
      const carl = await createMember(db(), { name: "Карл Открытый" });
      const privacy = (who: TestMember, write: string) =>
        api.inject("PUT", "/api/users/settings/privacy", who, json({ write, friends: "everyone" }));
      expect((await privacy(anna, "friends")).statusCode).toBe(200);
      expect((await privacy(boris, "nobody")).statusCode).toBe(200);
      const create = (members: ReadonlyArray<number>) =>
        api.inject("POST", "/api/messenger/chat", creator, urlencoded([["members", members.join(",")]]));

      const before = await snapshot(db());
      const group = await create([anna.id, boris.id, carl.id]);
      expect(group.statusCode, group.body).toBe(403);
      expect(group.json()).toEqual({
        error: {
          code: "FORBIDDEN",
          message:
            "Не принимают ваши сообщения: Анна Друзейная (только от друзей), Борис Закрытый (ни от кого)",
          details: {
            reason: "privacy",
            members: [
              { id: anna.id, name: "Анна Друзейная", accepts: "friends" },
              { id: boris.id, name: "Борис Закрытый", accepts: "nobody" },
            ],
          },
        },
      });
      const direct = await create([anna.id]);
      expect(direct.statusCode, direct.body).toBe(403);
      expect(direct.json().error.message).toBe("Анна Друзейная принимает сообщения только от друзей");
      expect(direct.json().error.details.members).toEqual([
        { id: anna.id, name: "Анна Друзейная", accepts: "friends" },
      ]);
      expect((await create([boris.id, carl.id])).json().error.message).toBe(
        "Борис Закрытый не принимает личные сообщения",
      );
      expect(await snapshot(db())).toBe(before);

      // The search of members to write to says so before anything is sent; to a friend Anna is open.
      const search = async (who: TestMember) => {
        const found = await api.inject("GET", "/api/chats/searchusers/1", who);
        expect(found.statusCode, found.body).toBe(200);
        const rows = found.json().rows as Array<{ id: number; accepts?: string }>;
        return Object.fromEntries(rows.map((row) => [row.id, row.accepts ?? "open"]));
      };
      expect(await search(creator)).toMatchObject({
        [anna.id]: "friends",
        [boris.id]: "nobody",
        [carl.id]: "open",
      });
      await db()
        .insert(friendships)
        .values({
          lowId: Math.min(creator.id, anna.id),
          highId: Math.max(creator.id, anna.id),
          requesterId: anna.id,
          status: "accepted",
        });
      expect(await search(creator)).toMatchObject({ [anna.id]: "open", [boris.id]: "nobody" });
      expect((await create([anna.id, carl.id])).statusCode).toBe(200);
    });
  });

  describe("GET /api/messenger/chat", () => {
    it("lists the caller's chats by newest activity with the last message and unread count, and nothing of others'", async () => {
      const anna = await createMember(db());
      const boris = await createMember(db());
      const vera = await createMember(db());
      const withBoris = await api.createChat(anna, [boris.id]);
      const withVera = await api.createChat(anna, [vera.id]);
      const borisAndVera = await api.createChat(boris, [vera.id]);
      await api.sent(boris, withBoris.id, "Привет!");
      await api.sent(boris, withBoris.id, "Ты тут?");
      await api.sent(vera, withVera.id, "Добрый вечер");
      await api.sent(boris, borisAndVera.id, "Секрет");

      const response = await api.inject("GET", `/api/messenger/chat?memberId=${anna.id}&page=1`, anna);
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.count).toBe(2);
      expect(list.rows.map((chat: { id: number }) => chat.id)).toEqual([withVera.id, withBoris.id]);
      expect(list.rows[0]).toMatchObject({
        unread: 1,
        lastMessage: { content: "Добрый вечер", userId: vera.id },
      });
      expect(list.rows[1]).toMatchObject({
        unread: 2,
        lastMessage: { content: "Ты тут?" },
        user: { id: boris.id },
      });
      expect(response.body).not.toContain("Секрет");
      // Not by the body's text: a message's id may equal the chat's.
      expect(list.rows.map((row: { id: number }) => row.id)).not.toContain(borisAndVera.id);

      // A newer message moves its chat to the top; own messages are not unread.
      await api.sent(anna, withBoris.id, "Да, тут");
      const after = (await api.inject("GET", "/api/messenger/chat", anna)).json();
      expect(after.rows.map((chat: { id: number }) => chat.id)).toEqual([withBoris.id, withVera.id]);
      expect(after.rows[0].unread).toBe(2);
    });

    it("shows each chat's newest message exactly as the open chat does: files, voice, reactions, forward, edit", async () => {
      const anna = await createMember(db(), { name: "Анна" });
      const boris = await createMember(db(), { name: "Борис" });
      const vera = await createMember(db(), { name: "Вера" });
      const group = await api.createChat(anna, [boris.id, vera.id]);
      const withVera = await api.createChat(boris, [vera.id]);
      const rich = await api.sent(anna, group.id, "Смотри", [
        ["attachments", file(png, "фото.png", "image/png")],
        ["attachments", file(zip, "архив.zip", "application/zip")],
        ["audio", file(webm, "голос.webm", "audio/webm")],
      ]);
      const react = (who: typeof anna, code: string) =>
        api.inject("POST", `/api/messenger/message/${rich.id}/reaction`, who, urlencoded([["code", code]]));
      for (const [who, code] of [
        [vera, "heart"],
        [boris, "heart"],
        [anna, "+1"],
      ] as const) {
        expect((await react(who, code)).statusCode).toBe(200);
      }
      const edited = await api.inject(
        "PUT",
        `/api/messenger/message/${rich.id}`,
        anna,
        urlencoded([["content", "Смотри, что нашла"]]),
      );
      expect(edited.statusCode).toBe(200);
      const forwarded = await api.inject(
        "POST",
        `/api/messenger/message/${rich.id}/forward`,
        boris,
        urlencoded([["newChatId", String(withVera.id)]]),
      );
      expect(forwarded.statusCode).toBe(200);

      for (const [who, chatId] of [
        [anna, group.id],
        [vera, withVera.id],
      ] as const) {
        const list = (await api.inject("GET", "/api/messenger/chat", who)).json();
        const open = (await api.inject("GET", `/api/messenger/chat/${chatId}`, who)).json();
        const listed = list.rows.find((chat: { id: number }) => chat.id === chatId);
        expect(listed.lastMessage).toEqual(open.messages.rows.at(-1));
        expect(listed.members).toEqual(open.members);
      }
      const [inGroup] = (await api.inject("GET", "/api/messenger/chat", anna)).json().rows;
      expect(inGroup.lastMessage).toMatchObject({
        content: "Смотри, что нашла",
        editedAt: expect.any(String),
        audio: { name: "голос.webm" },
        attachments: [{ name: "фото.png" }, { name: "архив.zip" }],
        reactions: [
          { code: "heart", count: 2, userIds: [vera.id, boris.id] },
          { code: "+1", count: 1, userIds: [anna.id] },
        ],
      });
      const [inVera] = (await api.inject("GET", "/api/messenger/chat", vera)).json().rows;
      expect(inVera.lastMessage.forwardedFrom).toMatchObject({ id: anna.id, name: "Анна" });
    });

    it("refuses another member's list with 403 and a visitor with 401", async () => {
      const anna = await createMember(db());
      const boris = await createMember(db());
      expect((await api.inject("GET", `/api/messenger/chat?memberId=${boris.id}`, anna)).statusCode).toBe(
        403,
      );
      expect((await api.inject("GET", "/api/messenger/chat", undefined)).statusCode).toBe(401);
      expect((await api.inject("GET", "/api/messenger/chat?page=0", anna)).statusCode).toBe(400);
    });
  });

  describe("GET /api/messenger/chat/{id}", () => {
    it("pages messages newest page first, oldest first within a page; `before` pages from a message", async () => {
      const anna = await createMember(db());
      const boris = await createMember(db());
      const chat = await api.createChat(anna, [boris.id]);
      const sent = [];
      for (let i = 1; i <= 7; i++) sent.push(await api.sent(i % 2 ? anna : boris, chat.id, `Сообщение ${i}`));
      const page1 = (await api.inject("GET", `/api/messenger/chat/${chat.id}?limit=3`, boris)).json();
      expect(page1).toMatchObject({ id: chat.id, isDirect: true, user: { id: anna.id }, unread: 4 });
      expect(page1.messages.count).toBe(7);
      expect(page1.messages.rows.map((m: { content: string }) => m.content)).toEqual([
        "Сообщение 5",
        "Сообщение 6",
        "Сообщение 7",
      ]);
      const page3 = (await api.inject("GET", `/api/messenger/chat/${chat.id}?limit=3&page=3`, boris)).json();
      expect(page3.messages.rows.map((m: { content: string }) => m.content)).toEqual(["Сообщение 1"]);
      const before = (
        await api.inject("GET", `/api/messenger/chat/${chat.id}?limit=2&before=${sent[4]?.id}`, anna)
      ).json();
      expect(before.messages.rows.map((m: { content: string }) => m.content)).toEqual([
        "Сообщение 3",
        "Сообщение 4",
      ]);
    });

    it("answers 404 for another member's chat, the same as for none", async () => {
      const anna = await createMember(db());
      const boris = await createMember(db());
      const eve = await createMember(db());
      const chat = await api.createChat(anna, [boris.id]);
      await api.sent(anna, chat.id, "Только для Бориса");
      const peek = await api.inject("GET", `/api/messenger/chat/${chat.id}`, eve);
      const none = await api.inject("GET", "/api/messenger/chat/999999", eve);
      expect(peek.statusCode).toBe(404);
      expect(peek.json()).toEqual(none.json());
      expect(peek.body).not.toContain("Бориса");
    });
  });

  it("a direct chat with a deleted account: shown as deleted with its drawn avatar, closed to new messages", async () => {
    const [anna, boris, vera] = [
      await createMember(db()),
      await createMember(db()),
      await createMember(db()),
    ];
    const direct = await api.createChat(anna, [boris.id]);
    const group = await api.createChat(anna, [boris.id, vera.id]);
    const hello = await api.sent(anna, direct.id, "Привет");
    const gone = await api.inject("DELETE", "/api/users/delete", boris, {
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ password: testPassword }),
    });
    expect(gone.statusCode, gone.body).toBe(200);

    const opened = (await api.inject("GET", `/api/messenger/chat/${direct.id}`, anna)).json();
    expect(opened.user).toMatchObject({ id: boris.id, name: deletedAccountName, deleted: true });
    const avatar = await api.inject("GET", opened.user.avatar, anna);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers["content-type"]).toMatch(/^image\/svg\+xml/);

    const refused = await api.send(anna, direct.id, "Ты тут?");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/удалил аккаунт/);
    const forward = await api.inject(
      "POST",
      `/api/messenger/message/${hello.id}/forward`,
      anna,
      urlencoded([["newChatId", String(direct.id)]]),
    );
    expect(forward.statusCode).toBe(403);
    const { messages } = (await api.inject("GET", `/api/messenger/chat/${direct.id}`, anna)).json();
    expect(messages.count).toBe(1);
    // A group goes on without them.
    expect((await api.send(anna, group.id, "Вера, привет")).statusCode).toBe(200);
  });

  describe("PUT /api/messenger/chat/{id} (mark read)", () => {
    it("checks every message of others, zeroes the unread count and tells every member", async () => {
      const anna = await talker(ctx(), "Анна");
      const boris = await talker(ctx(), "Борис");
      const chat = await api.createChat(anna, [boris.id]);
      const one = await api.sent(anna, chat.id, "Раз");
      const two = await api.sent(anna, chat.id, "Два");
      const mine = await api.sent(boris, chat.id, "Моё");
      const response = await api.inject("PUT", `/api/messenger/chat/${chat.id}`, boris);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        chatId: chat.id,
        readerId: boris.id,
        upToId: mine.id,
        checked: 2,
        readerUnread: 0,
      });
      const check = await waitForMessenger(anna.socket, "check");
      expect(check.payload).toEqual(response.json());
      await waitForMessenger(boris.socket, "check");

      const opened = (await api.inject("GET", `/api/messenger/chat/${chat.id}`, boris)).json();
      expect(opened.unread).toBe(0);
      const checked = Object.fromEntries(
        opened.messages.rows.map((m: { id: number; isChecked: boolean }) => [m.id, m.isChecked]),
      );
      // Boris's own message stays unchecked until Anna reads it.
      expect(checked).toEqual({ [one.id]: true, [two.id]: true, [mine.id]: false });
      const annaSees = (await api.inject("GET", `/api/messenger/chat/${chat.id}`, anna)).json();
      expect(annaSees.unread).toBe(1);

      // Nothing new: nothing changes and nobody is told again.
      const before = messengerEvents(anna.socket, "check").length;
      const again = await api.inject("PUT", `/api/messenger/chat/${chat.id}`, boris);
      expect(again.json().checked).toBe(0);
      await new Promise((r) => setTimeout(r, 100));
      expect(messengerEvents(anna.socket, "check").length).toBe(before);
      anna.socket.close();
      boris.socket.close();
    });

    it("reads only up to upToId, the newest message seen", async () => {
      const anna = await createMember(db());
      const boris = await createMember(db());
      const chat = await api.createChat(anna, [boris.id]);
      const seen = await api.sent(anna, chat.id, "Видел");
      await api.sent(anna, chat.id, "Ещё не видел");
      const response = await api.inject(
        "PUT",
        `/api/messenger/chat/${chat.id}`,
        boris,
        urlencoded([["upToId", String(seen.id)]]),
      );
      expect(response.json()).toMatchObject({ upToId: seen.id, checked: 1, readerUnread: 1 });
      const opened = (await api.inject("GET", `/api/messenger/chat/${chat.id}`, boris)).json();
      expect(opened.unread).toBe(1);
      expect(opened.readUpToId).toBe(seen.id);
    });

    it("in a group, a member reading what another read first gets their own count and position", async () => {
      const [anna, boris, vera] = [
        await createMember(db()),
        await createMember(db()),
        await createMember(db()),
      ];
      const chat = await api.createChat(anna, [boris.id, vera.id]);
      const hello = await api.sent(anna, chat.id, "Всем привет");
      const byVera = await api.inject("PUT", `/api/messenger/chat/${chat.id}`, vera);
      expect(byVera.json()).toMatchObject({ checked: 1, readerUnread: 0 });
      const borisBefore = (await api.inject("GET", `/api/messenger/chat/${chat.id}`, boris)).json();
      expect(borisBefore).toMatchObject({ unread: 1, readUpToId: null });
      // Checked already (Vera read it), yet still unread for Boris until he reads it.
      expect(borisBefore.messages.rows[0]).toMatchObject({ id: hello.id, isChecked: true });
      const byBoris = await api.inject("PUT", `/api/messenger/chat/${chat.id}`, boris);
      expect(byBoris.json()).toMatchObject({ upToId: hello.id, checked: 0, readerUnread: 0 });
      const borisAfter = (await api.inject("GET", `/api/messenger/chat/${chat.id}`, boris)).json();
      expect(borisAfter).toMatchObject({ unread: 0, readUpToId: hello.id });
    });

    it("answers 404 to someone outside the chat and changes nothing", async () => {
      const anna = await createMember(db());
      const boris = await createMember(db());
      const eve = await createMember(db());
      const chat = await api.createChat(anna, [boris.id]);
      await api.sent(anna, chat.id, "Привет");
      const before = await snapshot(db());
      expect((await api.inject("PUT", `/api/messenger/chat/${chat.id}`, eve)).statusCode).toBe(404);
      expect(await snapshot(db())).toBe(before);
    });
  });

  // The lists are kept by the process until their member's next event (src/server/messenger/chat-lists-cache.ts):
  // each step reads the lists first, so that a kept copy would be answered if a change did not drop it.
  describe("the chat lists a process keeps", () => {
    const list = async (who: TestMember) => {
      const response = await api.inject("GET", "/api/messenger/chat?page=1", who);
      expect(response.statusCode).toBe(200);
      return response.json() as { count: number; rows: Chat[] };
    };
    const unread = async (who: TestMember) =>
      (await api.inject("GET", "/api/chats/newmessages", who)).json() as { count: number; unread: number };
    const readBoth = (...members: TestMember[]) =>
      Promise.all(members.flatMap((member) => [list(member), unread(member)]));

    it("follow a new chat, messages, reading, edits, reactions and deletions at once", async () => {
      const anna = await createMember(db());
      const boris = await createMember(db());
      await readBoth(anna, boris);
      const chat = await api.createChat(anna, [boris.id]);
      for (const who of [anna, boris]) expect((await list(who)).rows.map((c) => c.id)).toEqual([chat.id]);

      const hello = await api.sent(boris, chat.id, "Привет");
      const annas = (await list(anna)).rows[0];
      expect(annas).toMatchObject({ unread: 1, lastMessage: { id: hello.id, isChecked: false } });
      expect(await unread(anna)).toMatchObject({ count: 1, unread: 1 });

      await readBoth(anna, boris);
      expect((await api.inject("PUT", `/api/messenger/chat/${chat.id}`, anna)).statusCode).toBe(200);
      expect((await list(anna)).rows[0]).toMatchObject({ unread: 0, readUpToId: hello.id });
      expect(await unread(anna)).toMatchObject({ count: 0, unread: 0 });
      expect((await list(boris)).rows[0]?.lastMessage).toMatchObject({ isChecked: true });

      const edited = await api.inject(
        "PUT",
        `/api/messenger/message/${hello.id}`,
        boris,
        urlencoded([["content", "Здравствуй"]]),
      );
      expect(edited.statusCode).toBe(200);
      expect((await list(anna)).rows[0]?.lastMessage).toMatchObject({ content: "Здравствуй" });

      const liked = await api.inject(
        "POST",
        `/api/messenger/message/${hello.id}/reaction`,
        anna,
        urlencoded([["code", "heart"]]),
      );
      expect(liked.statusCode).toBe(200);
      expect((await list(boris)).rows[0]?.lastMessage?.reactions).toEqual([
        { code: "heart", count: 1, userIds: [anna.id] },
      ]);

      expect((await api.inject("DELETE", `/api/messenger/message/${hello.id}`, boris)).statusCode).toBe(200);
      for (const who of [anna, boris]) expect((await list(who)).rows[0]?.lastMessage).toBeNull();
    });

    it("follow a member's new name and the deletion of their account at once", async () => {
      const anna = await createMember(db());
      const boris = await createMember(db(), { name: "Борис Петров" });
      await api.createChat(anna, [boris.id]);
      expect((await list(anna)).rows[0]?.user?.name).toBe("Борис Петров");
      const renamed = await api.inject("PUT", "/api/users/update", boris, {
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ name: "Борис Новый" }),
      });
      expect(renamed.statusCode).toBe(200);
      expect((await list(anna)).rows[0]?.user?.name).toBe("Борис Новый");
      const deleted = await api.inject("DELETE", "/api/users/delete", boris, {
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ password: testPassword }),
      });
      expect(deleted.statusCode).toBe(200);
      expect((await list(anna)).rows[0]?.user).toMatchObject({ name: deletedAccountName, deleted: true });
    });
  });
});
