// @vitest-environment node
// Issue 14, settings: the profile's own words (about, city, birthday), interests, privacy (who may write,
// who sees friends) and a new e-mail address confirmed from its mailbox — each with its refusals, which
// change nothing.
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chats, friendships, messages, outbox, users } from "../../src/server/db/schema";
import { createMember, type TestMember, testPassword } from "./helpers/accounts";
import { calls, json, multipart, urlencoded } from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("settings on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const profile = async (who: TestMember, owner: TestMember) => {
    const response = await api.inject("GET", `/api/users/profile/${owner.id}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      details: { about: string; city: string; birthday: string | null; interests: string[] };
      canWrite: boolean;
      friendsVisible: boolean;
      favorite: boolean;
    };
  };
  const update = async (who: TestMember, parts: ReadonlyArray<readonly [string, string]>) =>
    api.inject("PUT", "/api/users/update", who, await multipart(parts));
  const befriend = (a: TestMember, b: TestMember) =>
    db()
      .insert(friendships)
      .values({
        lowId: Math.min(a.id, b.id),
        highId: Math.max(a.id, b.id),
        requesterId: a.id,
        status: "accepted",
      });

  it("about, city and birthday: saved with the profile form, shown to others, cleared by empty values", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const saved = await update(anna, [
      ["about", "  Фотограф и бегун  "],
      ["city", "Казань"],
      ["birthday", "1990-03-09"],
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await profile(boris, anna)).details).toEqual({
      about: "Фотограф и бегун",
      city: "Казань",
      birthday: "1990-03-09",
      interests: [],
    });
    // The name alone leaves the rest as it was; an empty birthday removes it.
    expect((await update(anna, [["name", "Анна Смирнова"]])).statusCode).toBe(200);
    expect((await profile(boris, anna)).details.city).toBe("Казань");
    expect((await update(anna, [["birthday", ""]])).statusCode).toBe(200);
    expect((await profile(boris, anna)).details.birthday).toBeNull();
  });

  it("a birthday that is no day, or in the future, or over 500 characters of about: 400, nothing saved", async () => {
    const anna = await createMember(db());
    expect((await update(anna, [["city", "Тверь"]])).statusCode).toBe(200);
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const parts of [
      [["birthday", "2001-02-30"]],
      [["birthday", "09.03.1990"]],
      [["birthday", tomorrow]],
      [["birthday", "1899-12-31"]],
      [["about", "я".repeat(501)]],
      [
        ["city", "Москва"],
        ["birthday", "2001-13-01"],
      ],
    ] as const) {
      const response = await update(anna, parts);
      expect(response.statusCode, JSON.stringify(parts)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION");
    }
    expect((await profile(anna, anna)).details).toMatchObject({ city: "Тверь", birthday: null });
  });

  it("interests: replaced in order, shown on the profile; repeats, too many or too long → 400", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const set = (interests: unknown) => api.inject("PUT", "/api/users/interests", anna, json({ interests }));
    const saved = await set(["Фотография", " бег ", "Горы"]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ interests: ["Фотография", "бег", "Горы"] });
    expect((await profile(boris, anna)).details.interests).toEqual(["Фотография", "бег", "Горы"]);
    for (const bad of [
      ["бег", "Бег"],
      Array.from({ length: 21 }, (_, i) => `тема ${i}`),
      ["я".repeat(41)],
      ["я"],
      "бег",
    ]) {
      expect((await set(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await profile(boris, anna)).details.interests).toEqual(["Фотография", "бег", "Горы"]);
    expect((await set([])).json()).toEqual({ interests: [] });
  });

  it("privacy: open by default; friends only hides the friend list from others and keeps them from writing", async () => {
    const anna = await createMember(db(), { name: "Анна Скрытная" });
    const friend = await createMember(db());
    const stranger = await createMember(db());
    await befriend(anna, friend);
    const privacy = await api.inject("GET", "/api/users/settings/privacy", anna);
    expect(privacy.json()).toEqual({ write: "everyone", friends: "everyone" });
    const friendsOf = (who: TestMember) => api.inject("GET", `/api/users/friends/user/${anna.id}`, who);
    expect((await friendsOf(stranger)).statusCode).toBe(200);

    const set = await api.inject(
      "PUT",
      "/api/users/settings/privacy",
      anna,
      json({ write: "friends", friends: "friends" }),
    );
    expect(set.json()).toEqual({ write: "friends", friends: "friends" });
    expect((await friendsOf(stranger)).statusCode).toBe(403);
    expect((await friendsOf(friend)).statusCode).toBe(200);
    expect((await friendsOf(anna)).statusCode).toBe(200);
    expect(await profile(stranger, anna)).toMatchObject({ canWrite: false, friendsVisible: false });
    expect(await profile(friend, anna)).toMatchObject({ canWrite: true, friendsVisible: true });

    // A stranger can start no chat with her, direct or group; a friend can.
    const before = (await db().select().from(chats)).length;
    for (const members of [[anna.id], [anna.id, friend.id]]) {
      const refused = await api.inject(
        "POST",
        "/api/messenger/chat",
        stranger,
        urlencoded([["members", members.join(",")]]),
      );
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.message).toBe("Анна Скрытная принимает сообщения только от друзей");
    }
    expect((await db().select().from(chats)).length).toBe(before);
    const chat = await api.createChat(friend, [anna.id]);
    await api.sent(friend, chat.id, "Привет!");

    // «Никто»: even a friend's message in their existing chat is refused, and nothing is stored.
    await api.inject(
      "PUT",
      "/api/users/settings/privacy",
      anna,
      json({ write: "nobody", friends: "nobody" }),
    );
    const refused = await api.send(friend, chat.id, "Ещё раз привет");
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.message).toBe("Участник не принимает личные сообщения");
    const stored = await db().select().from(messages).where(eq(messages.chatId, chat.id));
    expect(stored.map((row) => row.content)).toEqual(["Привет!"]);
    expect((await friendsOf(friend)).statusCode).toBe(403);
    // She may still write in it herself.
    expect((await api.send(anna, chat.id, "Я здесь")).statusCode).toBe(200);

    for (const bad of [{ write: "friends" }, { write: "all", friends: "nobody" }, {}]) {
      const response = await api.inject("PUT", "/api/users/settings/privacy", anna, json(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await api.inject("GET", "/api/users/settings/privacy", anna)).json()).toEqual({
      write: "nobody",
      friends: "nobody",
    });
  });

  describe("a new e-mail address", () => {
    const change = (who: TestMember, email: string, password = testPassword) =>
      api.inject("POST", "/api/users/email/change", who, json({ email, password }));
    const confirm = (code: string) =>
      api.inject("PUT", "/api/users/email/confirm", undefined, json({ code }));
    const login = (email: string) =>
      api.inject("POST", "/api/users/auth", undefined, json({ email, password: testPassword }));
    const mailedCode = async (to: string) => {
      const [mail] = await db()
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, to))
        .orderBy(desc(outbox.id))
        .limit(1);
      const link = mail?.links.find((candidate) => candidate.includes("/email-confirm-"));
      if (!link) throw new Error(`no confirmation link mailed to ${to}`);
      return link.slice(link.indexOf("/email-confirm-") + "/email-confirm-".length);
    };
    const sessionUser = async (who: TestMember) =>
      (await api.inject("POST", "/api/users/checktoken", who)).json() as {
        email: string;
        pendingEmail: string | null;
      };

    it("is pending until its link is opened, then is the login; the old address no longer is", async () => {
      const anna = await createMember(db());
      const next = `anna.${Date.now()}@new.test.mir`;
      const asked = await change(anna, next);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json()).toEqual({ pendingEmail: next });
      expect(await sessionUser(anna)).toMatchObject({ email: anna.email, pendingEmail: next });
      expect((await login(anna.email)).statusCode).toBe(200);

      const code = await mailedCode(next);
      const confirmed = await confirm(code);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ email: next });
      expect(await sessionUser(anna)).toMatchObject({ email: next, pendingEmail: null });
      expect((await login(next)).statusCode).toBe(200);
      expect((await login(anna.email)).statusCode).toBe(401);
      // The link works once.
      const again = await confirm(code);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.details).toEqual({ reason: "used" });
    });

    it("refuses a wrong password, the current address, one taken; a newer request ends the older link", async () => {
      const anna = await createMember(db());
      const boris = await createMember(db());
      const wrong = await change(anna, "someone.new@test.mir", "wrong password!");
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.details.issues[0].path).toBe("password");
      const same = await change(anna, anna.email);
      expect(same.statusCode).toBe(400);
      const taken = await change(anna, boris.email);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.details.issues[0].path).toBe("email");
      const [row] = await db().select().from(users).where(eq(users.id, anna.id));
      expect(row?.pendingEmail).toBeNull();

      const first = `first.${Date.now()}@test.mir`;
      const second = `second.${Date.now()}@test.mir`;
      await change(anna, first);
      const firstCode = await mailedCode(first);
      await change(anna, second);
      expect((await confirm(firstCode)).json().error.details).toEqual({ reason: "expired" });
      // Someone registers the address meanwhile: the link is refused, the account keeps its address.
      const secondCode = await mailedCode(second);
      await db().update(users).set({ email: second }).where(eq(users.id, boris.id));
      const late = await confirm(secondCode);
      expect(late.statusCode).toBe(409);
      expect((await sessionUser(anna)).email).toBe(anna.email);
      expect((await confirm("not-a-code")).statusCode).toBe(400);
    });
  });
});
