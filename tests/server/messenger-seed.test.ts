// @vitest-environment node
// Issue 5: the demo community of a first start talks — a few chats with messages, reactions and read
// state between demo members, and a greeting for the admin — readable through the messenger's calls; and a
// referral structure, two teams and a division (issue 29).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openSession } from "../../src/server/auth/sessions";
import { users } from "../../src/server/db/schema";
import { adminEmail } from "../../src/server/seed/seed";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("demo chats on $name", (backend) => {
  const ctx = useTestApp(backend, { seedDemo: true });

  async function as(email: string) {
    const [user] = await ctx().database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no ${email}`);
    const token = await openSession(ctx().database.db, user.id);
    return {
      id: user.id,
      get: (url: string) =>
        ctx().app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } }),
    };
  }

  it("gives Anna friends, a request each way and suggestions", async () => {
    const anna = await as("anna.smirnova@demo.mir.local");
    const names = async (type: string) =>
      (
        (await anna.get(`/api/users/friends/user/${anna.id}?type=${type}`)).json().rows as Array<{
          name: string;
        }>
      ).map((row) => row.name);
    expect(await names("all")).toEqual(["Дмитрий Иванов", "Екатерина Кузнецова"]);
    expect(await names("incoming")).toEqual(["Мария Новикова"]);
    expect(await names("outgoing")).toEqual(["Алексей Лебедев"]);
    expect(await names("suggestions")).toEqual(["Михаил Попов", "Ольга Соколова"]);
  });

  it("gives Anna subscribers (her pending requester among them) and a subscription", async () => {
    const anna = await as("anna.smirnova@demo.mir.local");
    const names = async (list: string) =>
      (
        (await anna.get(`/api/users/profile/${anna.id}/${list}/1`)).json().rows as Array<{ name: string }>
      ).map((row) => row.name);
    expect(await names("subscribers")).toEqual(["Мария Новикова", "Михаил Попов", "Ольга Соколова"]);
    expect(await names("subscriptions")).toEqual(["Алексей Лебедев", "Ольга Соколова"]);
  });

  it("gives the demo members their own words, interests and favorites, and one a closed inbox", async () => {
    const anna = await as("anna.smirnova@demo.mir.local");
    const own = (await anna.get(`/api/users/profile/${anna.id}`)).json();
    expect(own.details).toMatchObject({ city: "Казань", birthday: "1994-03-09" });
    expect(own.details.interests).toContain("Фотография");
    const favorites = (await anna.get("/api/users/favorites/1")).json();
    expect(favorites.rows.map((row: { kind: string }) => row.kind).sort()).toEqual(["member", "message"]);
    // Olga takes messages from friends only; Anna is not her friend.
    const olga = await as("olga.sokolova@demo.mir.local");
    expect((await anna.get(`/api/users/profile/${olga.id}`)).json().canWrite).toBe(false);
  });

  it("fills a few sections with publications, with reactions and comments", async () => {
    const anna = await as("anna.smirnova@demo.mir.local");
    const news = (await anna.get("/api/publications/feed/rubric/1")).json();
    expect(news.count).toBeGreaterThan(0);
    const first = news.rows[0];
    expect(first.counters.reactions).toBeGreaterThan(0);
    const comments = (await anna.get(`/api/publications/article/${first.id}/comments`)).json();
    expect(comments.count).toBeGreaterThan(0);
    const all = (await anna.get("/api/publications/feed/all")).json();
    expect(new Set(all.rows.map((row: { rubric: { id: number } }) => row.rubric.id)).size).toBeGreaterThan(2);
    // Some with covers, drawn at seeding: real PNG pictures, served like any publication's files.
    const covered = all.rows.filter((row: { preview: string | null }) => row.preview !== null);
    expect(covered.length).toBeGreaterThanOrEqual(3);
    const cover = await anna.get(covered[0].preview);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers["content-type"]).toBe("image/png");
    expect(cover.rawPayload.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(cover.rawPayload.length).toBeGreaterThan(1000);
  });

  it("gives Anna a structure four levels deep, each member under whoever invited them", async () => {
    const anna = await as("anna.smirnova@demo.mir.local");
    const summary = (await anna.get(`/api/users/profile/${anna.id}/referrals`)).json();
    expect(summary).toMatchObject({ total: 6, open: true });
    expect(summary.levels.map((level: { members: number }) => level.members)).toEqual([2, 2, 1, 1]);
    const maria = await as("maria.novikova@demo.mir.local");
    const above = (await anna.get(`/api/users/referrers/${maria.id}`)).json();
    expect(above.map((row: { user: { name: string } }) => row.user.name)).toEqual([
      "Алексей Лебедев",
      "Михаил Попов",
      "Дмитрий Иванов",
      "Анна Смирнова",
    ]);
    // They joined on their own days, long before today: the newest of Anna's is Ekaterina, 75 days ago.
    expect(summary.newest[0]).toMatchObject({ user: { name: "Екатерина Кузнецова" } });
    expect(Date.now() - Date.parse(summary.newest[0].joinedAt)).toBeGreaterThan(74 * 86_400_000);
  });

  it("gives Anna a team with Dmitry and its chat, and a division holding two teams", async () => {
    const anna = await as("anna.smirnova@demo.mir.local");
    const mine = (await anna.get(`/api/users/profile/${anna.id}/teams`)).json();
    expect(mine).toMatchObject({
      count: 1,
      rows: [{ leader: true, team: { name: "Казанские первопроходцы" } }],
    });
    const team = (await anna.get(`/api/users/team/${mine.rows[0].team.id}`)).json();
    expect(team.memberList.rows.map((row: { user: { name: string } }) => row.user.name)).toEqual([
      "Анна Смирнова",
      "Дмитрий Иванов",
    ]);
    const chat = (await anna.get(`/api/messenger/chat/${team.chatId}`)).json();
    expect(chat).toMatchObject({ title: "Казанские первопроходцы", unread: 0 });
    expect(chat.messages.count).toBeGreaterThan(1);
    const [division] = (await anna.get("/api/divisions")).json();
    expect(division.teams.map((one: { name: string }) => one.name).sort()).toEqual([
      "Казанские первопроходцы",
      "Школа финансов",
    ]);
    // Mikhail invited Alexey, and Alexey Maria, while in Mikhail's team.
    const school = division.teams.find((one: { name: string }) => one.name === "Школа финансов");
    expect((await anna.get(`/api/users/team/${school.id}`)).json().counters.referrals).toBe(2);
  });

  it("gives Anna the Moscow franchise, so the franchise board has its leader", async () => {
    const anna = await as("anna.smirnova@demo.mir.local");
    const own = (await anna.get(`/api/users/profile/${anna.id}/franchises`)).json();
    expect(own).toEqual([
      expect.objectContaining({ name: "МИР", territory: "Москва", territoryKind: "city", holderId: anna.id }),
    ]);
    const board = (await anna.get("/api/users/franleaders")).json();
    expect(board).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: anna.id }), total: 6 }),
    ]);
  });

  it("greets the admin with one unread message", async () => {
    const admin = await as(adminEmail);
    const list = (await admin.get("/api/messenger/chat")).json();
    expect(list.count).toBe(1);
    expect(list.rows[0]).toMatchObject({ isDirect: true, unread: 1, user: { name: "Анна Смирнова" } });
  });

  it("gives demo members believable conversations with reactions and read state", async () => {
    const maria = await as("maria.novikova@demo.mir.local");
    const list = (await maria.get("/api/messenger/chat")).json();
    expect(list.count).toBe(2);
    const withCurator = list.rows.find((chat: { isDirect: boolean }) => chat.isDirect);
    expect(withCurator).toMatchObject({ unread: 2, user: { name: "Дмитрий Иванов" } });
    const group = list.rows.find((chat: { isDirect: boolean }) => !chat.isDirect);
    expect(group.members).toHaveLength(4);
    expect(group.unread).toBe(0);

    const anna = await as("anna.smirnova@demo.mir.local");
    const chats = (await anna.get("/api/messenger/chat")).json();
    const withDmitry = chats.rows.find(
      (chat: { user: { name: string } | null }) => chat.user?.name === "Дмитрий Иванов",
    );
    const opened = (await anna.get(`/api/messenger/chat/${withDmitry.id}`)).json();
    expect(opened.messages.count).toBe(5);
    expect(opened.messages.rows.every((message: { isChecked: boolean }) => message.isChecked)).toBe(true);
    expect(
      opened.messages.rows.flatMap((message: { reactions: { code: string }[] }) =>
        message.reactions.map((r) => r.code),
      ),
    ).toEqual(["+1", "heart"]);
    expect(opened.messages.rows[0].content).toMatch(/[а-я]/);
  });

  it("gives the demo two sponsors in the queue, wards for each, and a newcomer waiting (issue 30)", async () => {
    const admin = await as(adminEmail);
    const queue = (await admin.get("/api/users/autosponsors/1")).json();
    expect(
      queue.rows.map((row: { user: { name: string }; activeWards: number; maxActive: number }) => [
        row.user.name,
        row.activeWards,
        row.maxActive,
      ]),
    ).toEqual([
      ["Михаил Попов", 2, 2],
      ["Ольга Соколова", 1, 1],
    ]);
    const mikhail = await as("mikhail.popov@demo.mir.local");
    const wards = (await mikhail.get(`/api/users/profile/${mikhail.id}/sponsors`)).json();
    expect(wards.wards.rows.map((row: { ward: { name: string } }) => row.ward.name)).toEqual([
      "Мария Новикова",
      "Алексей Лебедев",
    ]);
    const igor = await as("igor.belov@demo.mir.local");
    expect((await igor.get(`/api/users/sponsor/${igor.id}`)).json()).toEqual({
      sponsorship: null,
      waiting: true,
    });
  });
});
