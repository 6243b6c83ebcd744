// @vitest-environment node
// Issue 14, «Избранное»: a member bookmarks members and messages of their chats, reads them newest first,
// removes them; what is no longer theirs to see drops out of the list; nobody reaches another's.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { favorites, messages } from "../../src/server/db/schema";
import { createMember, type TestMember } from "./helpers/accounts";
import { calls, json } from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("favorites on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const add = (who: TestMember, kind: string, targetId: number) =>
    api.inject("POST", "/api/users/favorites/create", who, json({ kind, targetId }));
  const remove = (who: TestMember, kind: string, targetId: number) =>
    api.inject("DELETE", "/api/users/favorites/ended", who, json({ kind, targetId }));
  const list = async (who: TestMember, query = "") => {
    const response = await api.inject("GET", `/api/users/favorites/1${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      count: number;
      rows: Array<{ kind: string; targetId: number; user?: { id: number }; message?: { content: string } }>;
    };
  };

  it("bookmarks a member and a message, lists them newest first, by kind, and removes them", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db(), { name: "Борис" });
    const chat = await api.createChat(anna, [boris.id]);
    const message = await api.sent(boris, chat.id, "Встреча в пятницу в 19:00");

    expect((await add(anna, "member", boris.id)).json()).toEqual({
      kind: "member",
      targetId: boris.id,
      favorite: true,
    });
    expect((await add(anna, "message", message.id)).statusCode).toBe(200);
    // Twice is once.
    expect((await add(anna, "member", boris.id)).statusCode).toBe(200);

    const page = await list(anna);
    expect(page.count).toBe(2);
    expect(page.rows.map((row) => row.kind)).toEqual(["message", "member"]);
    expect(page.rows[0]?.message).toMatchObject({ content: "Встреча в пятницу в 19:00", chatId: chat.id });
    expect(page.rows[1]?.user).toMatchObject({ id: boris.id, name: "Борис" });
    expect((await list(anna, "?kind=member")).rows.map((row) => row.targetId)).toEqual([boris.id]);
    const seen = await api.inject("GET", `/api/users/profile/${boris.id}`, anna);
    expect(seen.json().favorite).toBe(true);
    // Boris's own list is his.
    expect((await list(boris)).count).toBe(0);

    expect((await remove(anna, "member", boris.id)).json()).toMatchObject({ favorite: false });
    expect((await remove(anna, "member", boris.id)).statusCode).toBe(200);
    expect((await list(anna)).rows.map((row) => row.kind)).toEqual(["message"]);
    // A deleted message leaves the list.
    await db().delete(messages).where(eq(messages.id, message.id));
    expect(await list(anna)).toEqual({ count: 0, rows: [] });
  });

  it("refuses oneself (400), an unknown member and a message of another's chat (404); nothing stored", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const clara = await createMember(db());
    const theirs = await api.createChat(boris, [clara.id]);
    const secret = await api.sent(boris, theirs.id, "Только для Клары");

    const self = await add(anna, "member", anna.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.details.issues[0].path).toBe("targetId");
    expect((await add(anna, "member", 2_000_000_000)).statusCode).toBe(404);
    expect((await add(anna, "message", secret.id)).statusCode).toBe(404);
    expect((await add(anna, "message", 2_000_000_000)).statusCode).toBe(404);
    for (const bad of [
      { kind: "post", targetId: 1 },
      { kind: "member" },
      { kind: "member", targetId: "1" },
    ]) {
      const response = await api.inject("POST", "/api/users/favorites/create", anna, json(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await db().select().from(favorites).where(eq(favorites.userId, anna.id))).toEqual([]);
  });
});
