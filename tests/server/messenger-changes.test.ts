// @vitest-environment node
// Issue 5: what happens to a message after it is sent — read one, edit (PUT and PATCH, author only,
// marked edited), delete for everyone (author only, files gone), forward (both chats, original author
// kept), reactions (known emoji only, one per member per code, counted) — and the `messenger` events
// every member's socket receives for each.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createAdmin, createMember } from "./helpers/accounts";
import {
  calls,
  file,
  messengerEvents,
  png,
  snapshot,
  storedFiles,
  talker,
  urlencoded,
  waitForMessenger,
} from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("messenger message changes on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const api = calls(ctx);
  const db = () => ctx().database.db;

  /**
   * Runs `call` while another connection deletes message `id` in a transaction left open: commits the
   * delete once the call waits for its lock (or has answered without waiting), then answers the call's
   * response. This is the moment between a call's first read of the message and its write.
   */
  async function whileDeleting<T>(id: number, call: () => Promise<T>): Promise<T> {
    const other = new pg.Client({ connectionString: ctx().config.databaseUrl });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("delete from messages where id = $1", [id]);
      let answered = false;
      const response = call().finally(() => {
        answered = true;
      });
      for (let waited = 0; !answered && waited < 5000; waited += 10) {
        const { rows } = await other.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await other.query("commit");
      return await response;
    } finally {
      await other.end();
    }
  }

  async function pair() {
    const anna = await talker(ctx(), "Анна");
    const boris = await talker(ctx(), "Борис");
    const chat = await api.createChat(anna, [boris.id]);
    const close = () => {
      anna.socket.close();
      boris.socket.close();
    };
    return { anna, boris, chat, close };
  }

  it("GET /api/messenger/message/{id}: members read it; anyone else, an admin too, gets 404", async () => {
    const { anna, boris, chat, close } = await pair();
    const message = await api.sent(anna, chat.id, "Прочитай меня");
    const got = await api.inject("GET", `/api/messenger/message/${message.id}`, boris);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(message);
    const stranger = await createMember(db());
    const admin = await createAdmin(db());
    for (const who of [stranger, admin]) {
      expect((await api.inject("GET", `/api/messenger/message/${message.id}`, who)).statusCode).toBe(404);
    }
    close();
  });

  describe("edit", () => {
    it("PUT and PATCH change the author's text, mark it edited and update every member", async () => {
      const { anna, boris, chat, close } = await pair();
      const message = await api.sent(anna, chat.id, "Превет");
      for (const [method, content] of [
        ["PUT", "Привет"],
        ["PATCH", "Привет!"],
      ] as const) {
        const response = await api.inject(
          method,
          `/api/messenger/message/${message.id}`,
          anna,
          urlencoded([["content", content]]),
        );
        expect(response.statusCode).toBe(200);
        const edited = response.json();
        expect(edited).toMatchObject({ id: message.id, content, editedAt: expect.any(String) });
        const event = await waitForMessenger(
          boris.socket,
          "update",
          (payload) => payload.content === content,
        );
        expect(event.payload).toEqual(edited);
      }
      close();
    });

    it("refuses someone else's message (403), a stranger (404), empty text (400) — and changes nothing", async () => {
      const { anna, boris, chat, close } = await pair();
      const message = await api.sent(anna, chat.id, "Моё");
      const stranger = await createMember(db());
      const cases = [
        [boris, urlencoded([["content", "Чужое"]]), 403],
        [stranger, urlencoded([["content", "Чужое"]]), 404],
        [anna, urlencoded([["content", "  "]]), 400],
        [anna, urlencoded([]), 400],
      ] as const;
      for (const [who, body, status] of cases) {
        const before = await snapshot(db());
        const response = await api.inject("PUT", `/api/messenger/message/${message.id}`, who, body);
        expect(response.statusCode, response.body).toBe(status);
        expect(await snapshot(db())).toBe(before);
      }
      expect(messengerEvents(boris.socket, "update")).toEqual([]);
      close();
    });
  });

  describe("delete", () => {
    it("deletes the author's message for everyone, with its files, and tells every member", async () => {
      const { anna, boris, chat, close } = await pair();
      const filesBefore = storedFiles(ctx());
      const message = await api.sent(anna, chat.id, "Удалю", [
        ["attachments", file(png, "a.png", "image/png")],
      ]);
      expect(storedFiles(ctx()).length).toBe(filesBefore.length + 1);
      const response = await api.inject("DELETE", `/api/messenger/message/${message.id}`, anna);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: message.id, chatId: chat.id });
      const event = await waitForMessenger(boris.socket, "delete");
      expect(event.payload).toEqual({ id: message.id, chatId: chat.id });
      expect(storedFiles(ctx())).toEqual(filesBefore);
      expect((await api.inject("GET", `/api/messenger/message/${message.id}`, boris)).statusCode).toBe(404);
      expect((await api.inject("GET", message.attachments[0]?.url ?? "", boris)).statusCode).toBe(404);
      const opened = (await api.inject("GET", `/api/messenger/chat/${chat.id}`, boris)).json();
      expect(opened.messages.count).toBe(0);
      close();
    });

    it("refuses another member's message (403) and a stranger (404), keeping it", async () => {
      const { anna, boris, chat, close } = await pair();
      const message = await api.sent(anna, chat.id, "Останется");
      const stranger = await createMember(db());
      for (const [who, status] of [
        [boris, 403],
        [stranger, 404],
      ] as const) {
        const before = await snapshot(db());
        expect((await api.inject("DELETE", `/api/messenger/message/${message.id}`, who)).statusCode).toBe(
          status,
        );
        expect(await snapshot(db())).toBe(before);
      }
      close();
    });
  });

  describe("forward", () => {
    it("copies the message into another chat of the caller with the original author; files stay independent", async () => {
      const { anna, boris, chat, close } = await pair();
      const vera = await talker(ctx(), "Вера");
      const withVera = await api.createChat(boris, [vera.id]);
      const original = await api.sent(anna, chat.id, "Смотри, какое фото", [
        ["attachments", file(png, "фото.png", "image/png")],
      ]);
      const response = await api.inject(
        "POST",
        `/api/messenger/message/${original.id}/forward`,
        boris,
        urlencoded([["newChatId", String(withVera.id)]]),
      );
      expect(response.statusCode, response.body).toBe(200);
      const forwarded = response.json();
      expect(forwarded).toMatchObject({
        chatId: withVera.id,
        userId: boris.id,
        content: "Смотри, какое фото",
        forwardedFrom: { id: anna.id, name: "Анна" },
        attachments: [{ name: "фото.png", mime: "image/png", size: png.length }],
      });
      expect(forwarded.attachments[0].id).not.toBe(original.attachments[0]?.id);
      const event = await waitForMessenger(vera.socket, "send");
      expect(event.payload).toEqual(forwarded);
      // Anna is not in the target chat: she hears nothing of it.
      await new Promise((r) => setTimeout(r, 100));
      expect(
        messengerEvents(anna.socket, "send").map((e) => (e.payload as { chatId: number }).chatId),
      ).not.toContain(withVera.id);
      // A forward of the forward still names Anna; deleting the original leaves the copy's file.
      const again = await api.inject(
        "POST",
        `/api/messenger/message/${forwarded.id}/forward`,
        vera,
        urlencoded([["newChatId", String(withVera.id)]]),
      );
      expect(again.json().forwardedFrom.id).toBe(anna.id);
      const deleted = await api.inject("DELETE", `/api/messenger/message/${original.id}`, anna);
      expect(deleted.statusCode, deleted.body).toBe(200);
      const copy = await api.inject("GET", forwarded.attachments[0].url, vera);
      expect(copy.statusCode).toBe(200);
      expect(copy.rawPayload.equals(png)).toBe(true);
      // The forwarded text cannot be edited: the words are Anna's.
      const edit = await api.inject(
        "PUT",
        `/api/messenger/message/${forwarded.id}`,
        boris,
        urlencoded([["content", "Подделка"]]),
      );
      expect(edit.statusCode).toBe(403);
      vera.socket.close();
      close();
    });

    it("needs membership of both chats: 404 otherwise, nothing written; newChatId is required", async () => {
      const { anna, boris, chat, close } = await pair();
      const vera = await createMember(db());
      const borisAndVera = await api.createChat(boris, [vera.id]);
      // With a file: a refused forward must leave no linked copy behind.
      const message = await api.sent(anna, chat.id, "Не пересылай", [
        ["attachments", file(png, "a.png", "image/png")],
      ]);
      const cases = [
        [anna, String(borisAndVera.id), 404],
        [vera, String(borisAndVera.id), 404],
        [boris, "999999", 404],
      ] as const;
      for (const [who, target, status] of cases) {
        const before = await snapshot(db());
        const files = storedFiles(ctx());
        const response = await api.inject(
          "POST",
          `/api/messenger/message/${message.id}/forward`,
          who,
          urlencoded([["newChatId", target]]),
        );
        expect(response.statusCode).toBe(status);
        expect(await snapshot(db())).toBe(before);
        expect(storedFiles(ctx())).toEqual(files);
      }
      const missing = await api.inject(
        "POST",
        `/api/messenger/message/${message.id}/forward`,
        boris,
        urlencoded([]),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.details.issues[0].path).toBe("newChatId");
      close();
    });

    it.runIf(backend.name === "postgres")(
      "answers 404 when the original is deleted while it is forwarded, keeping no copy of its files (PostgreSQL: PGlite has one connection, no race)",
      async () => {
        const { anna, boris, chat, close } = await pair();
        const withVera = await api.createChat(boris, [(await createMember(db())).id]);
        const original = await api.sent(anna, chat.id, "Передумаю", [
          ["attachments", file(png, "a.png", "image/png")],
        ]);
        const files = storedFiles(ctx());
        const response = await whileDeleting(original.id, () =>
          api.inject(
            "POST",
            `/api/messenger/message/${original.id}/forward`,
            boris,
            urlencoded([["newChatId", String(withVera.id)]]),
          ),
        );
        expect(response.statusCode, response.body).toBe(404);
        expect(storedFiles(ctx())).toEqual(files);
        const opened = (await api.inject("GET", `/api/messenger/chat/${withVera.id}`, boris)).json();
        expect(opened.messages.count).toBe(0);
        close();
      },
    );
  });

  describe("reactions", () => {
    it("counts one reaction per member per code, takes them back, and updates every member", async () => {
      const { anna, boris, chat, close } = await pair();
      const message = await api.sent(anna, chat.id, "Ура!");
      const url = `/api/messenger/message/${message.id}/reaction`;
      const react = (who: typeof anna, method: "POST" | "DELETE", code: string) =>
        api.inject(method, url, who, urlencoded([["code", code]]));

      expect((await react(boris, "POST", "+1")).statusCode).toBe(200);
      await react(boris, "POST", "+1"); // again: nothing changes
      await react(anna, "POST", "thumbsup"); // an alias of +1
      const both = await react(anna, "POST", "heart");
      expect(both.json().reactions).toEqual([
        { code: "+1", count: 2, userIds: [boris.id, anna.id] },
        { code: "heart", count: 1, userIds: [anna.id] },
      ]);
      const event = await waitForMessenger(
        boris.socket,
        "update",
        (p) => (p.reactions as unknown[]).length === 2,
      );
      expect(event.payload).toEqual(both.json());
      expect(messengerEvents(boris.socket, "update").length).toBe(3); // the repeated +1 published nothing

      const skin = await react(boris, "POST", "+1::skin-tone-3");
      expect(skin.json().reactions.map((r: { code: string }) => r.code)).toContain("+1::skin-tone-3");
      const back = await react(boris, "DELETE", "+1");
      expect(back.statusCode).toBe(200);
      expect(back.json().reactions.find((r: { code: string }) => r.code === "+1")).toEqual({
        code: "+1",
        count: 1,
        userIds: [anna.id],
      });
      // Only the update after taking it back has Anna alone under +1 (Boris's first one had him).
      await waitForMessenger(anna.socket, "update", (p) =>
        (p.reactions as Array<{ code: string; count: number; userIds: number[] }>).some(
          (r) => r.code === "+1" && r.count === 1 && r.userIds[0] === anna.id,
        ),
      );
      close();
    });

    it.runIf(backend.name === "postgres")(
      "answers 404, not 500, when the message is deleted while a reaction is added (PostgreSQL: PGlite has one connection, no race)",
      async () => {
        const { anna, boris, chat, close } = await pair();
        const message = await api.sent(anna, chat.id, "Сейчас удалю");
        const response = await whileDeleting(message.id, () =>
          api.inject(
            "POST",
            `/api/messenger/message/${message.id}/reaction`,
            boris,
            urlencoded([["code", "heart"]]),
          ),
        );
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().error.message).toBe("Сообщение не найдено");
        close();
      },
    );

    it("refuses an unknown emoji code (400 naming code) and a stranger (404), writing nothing", async () => {
      const { anna, boris, chat, close } = await pair();
      const message = await api.sent(anna, chat.id, "Реагируй");
      const stranger = await createMember(db());
      const url = `/api/messenger/message/${message.id}/reaction`;
      const cases = [
        [boris, "not_an_emoji_at_all", 400],
        [boris, "<script>", 400],
        [boris, "heart::skin-tone-3", 400], // the red heart has no skin tones
        [boris, "x".repeat(100), 400],
        [boris, "", 400],
        [stranger, "heart", 404],
      ] as const;
      // Taking a reaction back reads the same form: the same refusals. Boris's own heart is there to
      // take back, so a refusal that slipped through would show in the snapshot.
      await api.inject("POST", url, boris, urlencoded([["code", "heart"]]));
      for (const method of ["POST", "DELETE"] as const) {
        for (const [who, code, status] of cases) {
          const before = await snapshot(db());
          const response = await api.inject(method, url, who, urlencoded([["code", code]]));
          expect(response.statusCode, `${method} ${code}: ${response.body}`).toBe(status);
          if (status === 400) expect(response.json().error.details.issues[0].path).toBe("code");
          expect(await snapshot(db())).toBe(before);
        }
      }
      close();
    });
  });
});
