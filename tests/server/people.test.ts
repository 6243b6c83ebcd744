// @vitest-environment node
// Issue 14, people: every member, a search by name (case and «ё» do not matter; by e-mail for admins
// only), members by role (admins only); live, confirmed accounts only, by name, paged.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RoleId } from "../../src/api/schema/user";
import { createAdmin, createMember, type TestMember } from "./helpers/accounts";
import { calls, multipart, urlencoded } from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("people on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const names = async (who: TestMember, url: string) => {
    const response = await api.inject("GET", url, who);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
  };
  const search = (text: string, extra = "") =>
    `/api/users/search/1?strsearch=${encodeURIComponent(text)}${extra}`;

  it("finds by any part of the name, whatever the case, «ё» as «е»; not by e-mail unless an admin asks", async () => {
    const anna = await createMember(db(), { name: "Анна Семёнова" });
    await createMember(db(), { name: "Пётр Семенов" });
    await createMember(db(), { name: "Олег Иванов" });
    await createMember(db(), { name: "Скрытая Семёнова", verified: false });
    expect(await names(anna, search("семен"))).toEqual(["Анна Семёнова", "Пётр Семенов"]);
    expect(await names(anna, search("СЕМЁНОВ"))).toEqual(["Анна Семёнова", "Пётр Семенов"]);
    expect(await names(anna, search("  пётр "))).toEqual(["Пётр Семенов"]);
    expect(await names(anna, search("100%"))).toEqual([]);
    // By e-mail: an admin finds Anna, a member does not.
    const mailbox = anna.email.split("@")[0] ?? "";
    expect(await names(anna, search(mailbox))).toEqual([]);
    const admin = await createAdmin(db());
    expect(await names(admin, search(mailbox))).toEqual(["Анна Семёнова"]);
  });

  it("filters by role; lists by role are the admins'; deleted accounts are in no list", async () => {
    const admin = await createAdmin(db());
    const member = await createMember(db(), { name: "Мария Участница" });
    const curator = await createMember(db(), {
      name: "Кирилл Куратор",
      roles: [RoleId.member, RoleId.curator],
    });
    expect(await names(member, search("", `&role=${RoleId.curator}`))).toContain("Кирилл Куратор");
    expect(await names(member, search("", `&role=${RoleId.curator}`))).not.toContain("Мария Участница");
    expect(await names(admin, `/api/users/by/role/${RoleId.curator}/1`)).toContain("Кирилл Куратор");
    expect(await names(admin, `/api/users/by/role/${RoleId.curator}/1?strsearch=мария`)).toEqual([]);
    expect((await api.inject("GET", `/api/users/by/role/${RoleId.curator}/1`, member)).statusCode).toBe(403);
    await db().execute(sql`update users set deleted_at = now() where id = ${curator.id}`);
    expect(await names(admin, `/api/users/by/role/${RoleId.curator}/1`)).not.toContain("Кирилл Куратор");
  });

  it("a search asked again is kept, yet a renamed member is found by the new name at once", async () => {
    const anna = await createMember(db(), { name: "Анна Искомая" });
    const oleg = await createMember(db(), { name: "Олег Прежний" });
    expect(await names(anna, search("прежний"))).toEqual(["Олег Прежний"]);
    const renamed = await multipart([["name", "Олег Новый"]]);
    const response = await ctx().app.inject({
      method: "PUT",
      url: "/api/users/update",
      headers: { ...renamed.headers, ...oleg.bearer },
      payload: renamed.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await names(anna, search("прежний"))).toEqual([]);
    expect(await names(anna, search("новый"))).toEqual(["Олег Новый"]);
  });

  it("counts the community for the admin: members, online now, joined this week", async () => {
    const admin = await createAdmin(db());
    const figures = async () => (await api.inject("GET", "/api/admin/figures", admin)).json();
    const before = await figures();
    const fresh = await createMember(db());
    await createMember(db(), { verified: false }); // not a member until confirmed
    const old = await createMember(db());
    await db().execute(sql`update users set created_at = now() - interval '30 days' where id = ${old.id}`);
    await db().execute(sql`update users set last_seen_at = now() where id = ${fresh.id}`);
    const after = await figures();
    expect(after.members).toBe(before.members + 2);
    expect(after.newThisWeek).toBe(before.newThisWeek + 1);
    expect(after.online).toBe(before.online + 1);
  });

  it("the project's figures are anyone's: confirmed members, online, live publications and their authors", async () => {
    const figures = async () => {
      const response = await api.inject("GET", "/api/community/figures", undefined);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { members: number; online: number; publications: number; authors: number };
    };
    const before = await figures();
    const writer = await createMember(db());
    await createMember(db(), { verified: false }); // not a member until confirmed
    await db().execute(sql`update users set last_seen_at = now() where id = ${writer.id}`);
    const write = (publish: string, title: string) =>
      api.inject(
        "POST",
        "/api/publications/article/create",
        writer,
        urlencoded([
          ["type", "1"],
          ["title", title],
          ["text", "Текст"],
          ["rubricId", "1"],
          ["publish", publish],
        ]),
      );
    for (const [publish, title] of [
      ["now", "Первая"],
      ["now", "Вторая"],
      ["draft", "Черновик"],
    ] as const) {
      expect((await write(publish, title)).statusCode).toBe(200);
    }
    expect(await figures()).toEqual({
      members: before.members + 1,
      online: before.online + 1,
      // Drafts are nobody's to read: not counted.
      publications: before.publications + 2,
      authors: before.authors + 1,
    });
    // No other field, nothing that names anyone.
    expect(Object.keys(await figures()).sort()).toEqual(["authors", "members", "online", "publications"]);
  });

  it("lists trainers, students and curators by role, and the first page of everyone", async () => {
    const member = await createMember(db(), { name: "Ася Смотрящая" });
    await createMember(db(), { name: "Тимур Тренер", roles: [RoleId.member, RoleId.trainer] });
    await createMember(db(), { name: "Степан Студент", roles: [RoleId.member, RoleId.student] });
    await createMember(db(), { name: "Кира Куратор", roles: [RoleId.member, RoleId.curator] });
    expect(await names(member, "/api/users/trainerlist")).toEqual(["Тимур Тренер"]);
    expect(await names(member, "/api/users/students")).toEqual(["Степан Студент"]);
    // Other tests of this file make curators too: these lists hold Kira and no one without the role.
    const curators = await names(member, "/api/users/curators/list");
    expect(curators).toContain("Кира Куратор");
    expect(curators).not.toContain("Тимур Тренер");
    expect(await names(member, "/api/users/curators/all/1")).toEqual(curators);
    expect(await names(member, "/api/users/list")).toEqual(await names(member, "/api/users/page/1"));
  });

  it("pages every member by name, 20 a page, with the count", async () => {
    const first = await createMember(db(), { name: "Аааа Первая" });
    for (let i = 0; i < 21; i += 1) await createMember(db(), { name: `Яяя ${String(i).padStart(2, "0")}` });
    const page = async (n: number) => (await api.inject("GET", `/api/users/page/${n}`, first)).json();
    const one = await page(1);
    expect(one.rows).toHaveLength(20);
    expect(one.rows[0].name).toBe("Аааа Первая");
    expect(one.count).toBeGreaterThanOrEqual(22);
    const two = await page(2);
    expect(two.count).toBe(one.count);
    expect(two.rows.map((r: { id: number }) => r.id)).not.toContain(one.rows[19].id);
  });
  it("leaders: the members most followed (subscribers and friends), most first; unconfirmed fans not counted", async () => {
    const star = await createMember(db(), { name: "Звезда" });
    const second = await createMember(db(), { name: "Вторая" });
    const fans = await Promise.all([1, 2, 3].map(() => createMember(db())));
    const ghost = await createMember(db(), { verified: false });
    const follow = (who: TestMember, whom: TestMember) =>
      db().execute(sql`insert into follows (follower_id, user_id) values (${who.id}, ${whom.id})`);
    for (const fan of fans) await follow(fan, star);
    await follow(ghost, star);
    await follow(ghost, second);
    await follow(fans[0] as TestMember, second);
    // A friend counts as a friend, not twice.
    const friend = fans[1] as TestMember;
    await db().execute(sql`insert into friendships (low_id, high_id, requester_id, status)
      values (${Math.min(friend.id, second.id)}, ${Math.max(friend.id, second.id)}, ${friend.id}, 'accepted')`);
    const response = await api.inject("GET", "/api/users/leaders", star);
    expect(response.statusCode, response.body).toBe(200);
    const leaders = response.json() as Array<{ user: { id: number }; subscribers: number; friends: number }>;
    expect(leaders.slice(0, 2)).toMatchObject([
      { user: { id: star.id }, subscribers: 3, friends: 0 },
      { user: { id: second.id }, subscribers: 1, friends: 1 },
    ]);
    expect(leaders.map((leader) => leader.user.id)).not.toContain(ghost.id);
  });

  it("an account: its owner and the admins see the address; another member 403; resources are empty", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const admin = await createAdmin(db());
    const own = await api.inject("GET", `/api/users/one/account/${anna.id}`, anna);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      id: anna.id,
      email: anna.email,
      emailVerified: true,
      lastSeenAt: null,
    });
    expect((await api.inject("GET", `/api/users/one/account/${anna.id}`, admin)).json().email).toBe(
      anna.email,
    );
    const other = await api.inject("GET", `/api/users/one/account/${anna.id}`, boris);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(anna.email);
    expect((await api.inject("GET", "/api/users/one/account/2000000000", admin)).statusCode).toBe(404);
    const resources = await api.inject("GET", `/api/users/profile/${anna.id}/resources/`, boris);
    expect(resources.statusCode, resources.body).toBe(200);
    expect(resources.json()).toEqual([]);
    expect((await api.inject("GET", "/api/users/profile/2000000000/resources/", boris)).statusCode).toBe(404);
  });
});
