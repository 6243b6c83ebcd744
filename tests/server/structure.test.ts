// @vitest-environment node
// Issue 29, the member structure: joining it on confirming the address (through a link, told live), the
// counts per level, the level pages, the chain above, who may open whose structure, the new link, the
// leaderboard, and an admin's move of a subtree (intact, a cycle refused with nothing changed).
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueLinkCode } from "../../src/server/auth/link-codes";
import { outbox, userEvents, users } from "../../src/server/db/schema";
import { createAdmin, createMember, type TestMember, testPassword } from "./helpers/accounts";
import { calls, urlencoded } from "./helpers/messenger";
import { tableRows } from "./helpers/tables";
import { backends, useTestApp } from "./helpers/test-app";

interface Listed {
  user: { id: number };
  level: number;
  invited: number;
  total: number;
}

describe.each(backends)("the member structure on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const get = async (who: TestMember | undefined, url: string, status = 200) => {
    const response = await api.inject("GET", url, who);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const summary = (who: TestMember | undefined, owner: { id: number }) =>
    get(who, `/api/users/profile/${owner.id}/referrals`);
  const level = async (who: TestMember, owner: { id: number }, n: number, query = "") =>
    (await get(who, `/api/users/refprofile/${owner.id}?level=${n}${query}`)) as {
      count: number;
      rows: Listed[];
    };
  const ids = (rows: ReadonlyArray<{ user: { id: number } }>) => rows.map((row) => row.user.id);
  const move = (who: TestMember, userId: number, referrerId: number) =>
    api.inject(
      "POST",
      "/api/users/referrers/move",
      who,
      urlencoded([
        ["userId", String(userId)],
        ["referrerId", String(referrerId)],
      ]),
    );
  /** A chain under `top`: each member invited by the one before. */
  const chain = async (top: TestMember, length: number) => {
    const members: TestMember[] = [];
    for (let i = 0; i < length; i += 1)
      members.push(await createMember(db(), { referrer: members.at(-1) ?? top, name: `Звено ${i + 1}` }));
    return members;
  };
  /** Who got a `structure` event, for which member and why, in the order they were logged. */
  const structureEvents = async (...members: ReadonlyArray<{ id: number }>) =>
    (
      await db()
        .select({ to: userEvents.userId, action: userEvents.action, payload: userEvents.payload })
        .from(userEvents)
        .where(
          and(
            eq(userEvents.type, "structure"),
            inArray(
              userEvents.userId,
              members.map((member) => member.id),
            ),
          ),
        )
        .orderBy(userEvents.userId, userEvents.seq)
    ).map(({ to, action, payload }) => [to, action, (payload as { memberId: number }).memberId]);

  it("joins a newcomer on confirming through the link, tells the referrer and the upline, and counts every level", async () => {
    const top = await createMember(db(), { name: "Вершина" });
    const anna = await createMember(db(), { name: "Анна", referrer: top });
    const stranger = await createMember(db(), { name: "Посторонний" });
    const { code } = (await summary(anna, anna)) as { code: string };
    expect(code).toMatch(/^[A-Za-z0-9_-]{4,64}$/);

    const email = `newcomer.${Date.now()}@test.mir`;
    const registered = await ctx().app.inject({
      method: "POST",
      url: "/api/users/reg",
      payload: { name: "Борис Новиков", email, password: testPassword, ref: code },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // Not in the structure before confirming: the address may be someone else's.
    expect(await summary(anna, anna)).toMatchObject({ levels: [], total: 0 });
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, email));
    const verifyCode = mail?.links.find((link) => link.includes("/reg/verify-"))?.split("/reg/verify-")[1];
    const verified = await ctx().app.inject({
      method: "PUT",
      url: "/api/users/verify",
      payload: { code: verifyCode },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const boris = verified.json().user as { id: number };

    const told = await get(anna, "/api/notifications/user?type=referral");
    expect(told.notifications.rows).toEqual([
      expect.objectContaining({ type: "referral", text: "По вашей ссылке зарегистрировался Борис Новиков" }),
    ]);
    // Every member above Boris sees their counts move live; nobody else hears of him.
    expect(await structureEvents(top, anna, stranger, boris)).toEqual([
      [top.id, "join", boris.id],
      [anna.id, "join", boris.id],
    ]);

    const [clara, dmitry] = await chain({ ...anna, id: boris.id }, 2);
    if (!clara || !dmitry) throw new Error("no chain");
    expect(await summary(anna, anna)).toMatchObject({
      levels: [
        { level: 1, members: 1 },
        { level: 2, members: 1 },
        { level: 3, members: 1 },
      ],
      total: 3,
      open: true,
    });
    expect(ids((await summary(anna, anna)).newest)).toEqual([boris.id]);
    const second = await level(anna, anna, 2);
    expect(second).toMatchObject({ count: 1, rows: [{ level: 2, invited: 1, total: 1 }] });
    expect(ids(second.rows)).toEqual([clara.id]);
    // The chain above the bottom member, nearest first.
    const above = (await get(anna, `/api/users/referrers/${dmitry.id}`)) as Listed[];
    expect(ids(above)).toEqual([clara.id, boris.id, anna.id, top.id]);
    expect(above.map((row) => row.level)).toEqual([1, 2, 3, 4]);
  });

  // PostgreSQL takes them at once on a pool of connections; PGlite, one connection, in turn: 20 show the
  // same there in a tenth of the time.
  const newcomers = backend.name === "postgres" ? 200 : 20;

  it(`counts every one of ${newcomers} newcomers confirming through one link at once, once`, async () => {
    const top = await createMember(db(), { name: "Вершина" });
    const anna = await createMember(db(), { name: "Анна", referrer: top });
    const codes: string[] = [];
    for (let i = 0; i < newcomers; i += 1) {
      const newcomer = await createMember(db(), { referrer: anna, verified: false });
      codes.push(await issueLinkCode(db(), newcomer.id, "verify_email"));
    }
    const answers = await Promise.all(
      // Each from an address of their own, as many people are (one address may use 60 links in 5 minutes).
      codes.map((code, i) =>
        ctx().app.inject({
          method: "PUT",
          url: "/api/users/verify",
          payload: { code },
          remoteAddress: `10.0.${i >> 8}.${(i & 255) + 1}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
    expect(await summary(anna, anna)).toMatchObject({
      levels: [{ level: 1, members: newcomers }],
      total: newcomers,
    });
    expect(await summary(top, top)).toMatchObject({
      levels: [
        { level: 1, members: 1 },
        { level: 2, members: newcomers },
      ],
    });
    const listed = new Set<number>();
    for (let page = 1; page <= 7; page += 1)
      for (const id of ids((await level(anna, anna, 1, `&page=${page}`)).rows)) listed.add(id);
    expect(listed.size).toBe(newcomers);
    const told = await get(anna, "/api/notifications/user?type=referral&limit=1");
    expect(told.notifications.count).toBe(newcomers);
  });

  it("opens a structure to its owner, their upline and admins; others see the counts only (403 on the rest)", async () => {
    const top = await createMember(db());
    const [middle, bottom] = await chain(top, 2);
    if (!middle || !bottom) throw new Error("no chain");
    const stranger = await createMember(db());
    const admin = await createAdmin(db());

    for (const who of [middle, top, admin]) {
      expect(ids((await level(who, middle, 1)).rows)).toEqual([bottom.id]);
      expect((await summary(who, middle)).open).toBe(true);
    }
    for (const who of [stranger, bottom]) {
      await get(who, `/api/users/refprofile/${middle.id}`, 403);
      await get(who, `/api/users/referrers/${middle.id}`, 403);
      expect(await summary(who, middle)).toMatchObject({ open: false, newest: [], code: null, total: 1 });
    }
    // A visitor sees the counts on a profile, and nothing else.
    expect(await summary(undefined, middle)).toMatchObject({ open: false, total: 1, code: null });
    await get(undefined, `/api/users/refprofile/${middle.id}`, 401);
    await get(stranger, "/api/users/refprofile/99999999", 404);
    await get(top, `/api/users/refprofile/${middle.id}?level=0`, 400);
    await get(top, `/api/users/refprofile/${middle.id}?limit=101`, 400);
  });

  it("keeps a deleted member's place for those they invited, and counts them no longer", async () => {
    const top = await createMember(db());
    const [middle, bottom] = await chain(top, 2);
    if (!middle || !bottom) throw new Error("no chain");
    const deleted = await ctx().app.inject({
      method: "DELETE",
      url: "/api/users/delete",
      headers: middle.bearer,
      payload: { password: testPassword },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await summary(top, top)).toMatchObject({ levels: [{ level: 2, members: 1 }], total: 1 });
    expect(await level(top, top, 1)).toEqual({ count: 0, rows: [] });
    expect(ids((await level(top, top, 2)).rows)).toEqual([bottom.id]);
    expect(ids(await get(top, `/api/users/referrers/${bottom.id}`))).toEqual([top.id]);
  });

  it("pages a level in the tree's order, 30 a page by default", async () => {
    const top = await createMember(db());
    const invited: TestMember[] = [];
    for (let i = 0; i < 32; i += 1) invited.push(await createMember(db(), { referrer: top }));
    const first = await level(top, top, 1);
    expect(first.count).toBe(32);
    expect(first.rows).toHaveLength(30);
    const second = await level(top, top, 1, "&page=2");
    expect(ids([...first.rows, ...second.rows])).toEqual(invited.map((member) => member.id));
    expect(ids((await level(top, top, 1, "&limit=5&page=7")).rows)).toEqual([
      invited[30]?.id,
      invited[31]?.id,
    ]);
  });

  it("issues a new code; the old link then registers with no referrer", async () => {
    const anna = await createMember(db());
    const old = (await summary(anna, anna)).code as string;
    const response = await api.inject("POST", "/api/users/refgen", anna);
    expect(response.statusCode, response.body).toBe(200);
    const fresh = response.json().code as string;
    expect(fresh).not.toBe(old);
    expect((await summary(anna, anna)).code).toBe(fresh);
    const email = `late.${Date.now()}@test.mir`;
    await ctx().app.inject({
      method: "POST",
      url: "/api/users/reg",
      payload: { name: "Поздний", email, password: testPassword, ref: old },
    });
    const [row] = await db()
      .select({ referrerId: users.referrerId })
      .from(users)
      .where(eq(users.email, email));
    expect(row).toEqual({ referrerId: null });
  });

  it("ranks members by whom they invited, all time and in a period", async () => {
    const many = await createMember(db(), { name: "Много" });
    const few = await createMember(db(), { name: "Мало" });
    for (let i = 0; i < 3; i += 1) await createMember(db(), { referrer: many });
    await createMember(db(), { referrer: few });
    const who = await createMember(db());
    const board = (await get(who, "/api/users/refleaders?amount=100")) as Array<{
      user: { id: number };
      invited: number;
    }>;
    const mine = board.filter((row) => row.user.id === many.id || row.user.id === few.id);
    expect(mine.map((row) => [row.user.id, row.invited])).toEqual([
      [many.id, 3],
      [few.id, 1],
    ]);
    const today = new Date(Date.now() - 60_000).toISOString();
    const period = (await get(
      who,
      `/api/users/refleaders?amount=100&order=asc&startedAt=${encodeURIComponent(today)}`,
    )) as Array<{ user: { id: number }; invited: number }>;
    expect(
      period.filter((row) => row.user.id === many.id || row.user.id === few.id).map((row) => row.invited),
    ).toEqual([1, 3]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await get(who, `/api/users/refleaders?startedAt=${encodeURIComponent(future)}`)).toEqual([]);
    await get(who, "/api/users/refleaders?order=sideways", 400);
    await get(who, "/api/users/refleaders?startedAt=yesterday", 400);
  });

  interface TreeNode {
    id: number;
    user: { id: number; name: string } | null;
    invited: number;
    total: number;
  }
  const children = async (who: TestMember, owner: { id: number }, query = "", status = 200) =>
    (await get(who, `/api/users/refchildren/${owner.id}${query}`, status)) as {
      node: TreeNode;
      count: number;
      page: number;
      rows: TreeNode[];
    };
  const nodeIds = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id);

  it("gives a node's children a page at a time, each with their counts; `around` finds a child's page", async () => {
    const top = await createMember(db(), { name: "Вершина" });
    const invited: TestMember[] = [];
    for (let i = 0; i < 7; i += 1) invited.push(await createMember(db(), { referrer: top }));
    const [first, , third] = invited;
    if (!first || !third) throw new Error("no members");
    await chain(third, 2);

    const page1 = await children(top, top, "?limit=3");
    expect(page1.node).toMatchObject({ id: top.id, user: { id: top.id }, invited: 7, total: 9 });
    expect(page1).toMatchObject({ count: 7, page: 1 });
    expect(nodeIds(page1.rows)).toEqual(nodeIds(invited.slice(0, 3)));
    expect(page1.rows[2]).toMatchObject({ id: third.id, invited: 1, total: 2 });
    expect(page1.rows[0]).toMatchObject({ id: first.id, invited: 0, total: 0 });
    expect(nodeIds((await children(top, top, "?limit=3&page=3")).rows)).toEqual([invited[6]?.id]);
    // The page that holds the sixth child, whatever page was asked.
    const around = await children(top, top, `?limit=3&page=1&around=${invited[5]?.id}`);
    expect(around.page).toBe(2);
    expect(nodeIds(around.rows)).toEqual(nodeIds(invited.slice(3, 6)));
    // Not a child of the node asked about (a grandchild): 404.
    const [grandchild] = (await children(top, third)).rows;
    await children(top, top, `?around=${grandchild?.id}`, 404);
    // The default page size.
    expect((await children(top, top)).rows).toHaveLength(7);
  });

  it("keeps a deleted member's place in the tree, nameless, and opens their branch, so that those they invited stay reachable", async () => {
    const top = await createMember(db());
    const [middle, bottom] = await chain(top, 2);
    if (!middle || !bottom) throw new Error("no chain");
    const deleted = await ctx().app.inject({
      method: "DELETE",
      url: "/api/users/delete",
      headers: middle.bearer,
      payload: { password: testPassword },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const below = await children(top, top);
    expect(below).toMatchObject({ count: 1, rows: [{ id: middle.id, user: null, invited: 1, total: 1 }] });
    // The tree opens their branch from above; to anyone else it stays closed.
    expect(nodeIds((await children(top, middle)).rows)).toEqual([bottom.id]);
    expect((await children(top, middle)).node).toMatchObject({ id: middle.id, user: null, total: 1 });
    expect(nodeIds((await children(top, top, `?around=${middle.id}`)).rows)).toEqual([middle.id]);
    await children(await createMember(db()), middle, "", 403);
  });

  it("finds members by name within a structure, nearest first, each with the way down to them", async () => {
    const anna = await createMember(db(), { name: "Анна Корнева" });
    const [boris, clara] = await chain(anna, 2);
    if (!boris || !clara) throw new Error("no chain");
    const maria = await createMember(db(), { name: "Мария Ёлкина", referrer: clara });
    const mariaNear = await createMember(db(), { name: "мария Ближняя", referrer: anna });
    const outsider = await createMember(db(), { name: "Мария Чужая" });

    const found = (await get(
      anna,
      `/api/users/refsearch/${anna.id}?q=${encodeURIComponent(" МАРИЯ ")}`,
    )) as Array<{
      node: TreeNode;
      level: number;
      path: number[];
    }>;
    expect(found.map((match) => [match.node.id, match.level, match.path])).toEqual([
      [mariaNear.id, 1, [anna.id, mariaNear.id]],
      [maria.id, 3, [anna.id, boris.id, clara.id, maria.id]],
    ]);
    expect(found.some((match) => match.node.id === outsider.id)).toBe(false);
    // «ё» and «е» alike; within a branch, only what lies below it.
    const inBranch = (await get(boris, `/api/users/refsearch/${boris.id}?q=елкин`)) as typeof found;
    expect(inBranch.map((match) => match.path)).toEqual([[boris.id, clara.id, maria.id]]);
    expect(await get(anna, `/api/users/refsearch/${anna.id}?q=Никто`)).toEqual([]);
    expect(await get(anna, `/api/users/refsearch/${anna.id}?q=мария&limit=1`)).toHaveLength(1);
  });

  it("opens the tree and its search to the owner, their upline and admins only", async () => {
    const top = await createMember(db(), { name: "Верхний" });
    const [middle, bottom] = await chain(top, 2);
    if (!middle || !bottom) throw new Error("no chain");
    const stranger = await createMember(db());
    const admin = await createAdmin(db());
    for (const who of [middle, top, admin]) {
      expect(nodeIds((await children(who, middle)).rows)).toEqual([bottom.id]);
      expect(await get(who, `/api/users/refsearch/${middle.id}?q=Звено`)).toHaveLength(1);
    }
    for (const who of [stranger, bottom]) {
      await children(who, middle, "", 403);
      await get(who, `/api/users/refsearch/${middle.id}?q=Звено`, 403);
    }
    await get(undefined, `/api/users/refchildren/${middle.id}`, 401);
    await get(undefined, `/api/users/refsearch/${middle.id}?q=Звено`, 401);
    await get(top, "/api/users/refchildren/99999999", 404);
    for (const query of ["", "?q=", "?q=%20я%20", `?q=${"я".repeat(101)}`, "?q=Звено&limit=21", "?q=%00%00"])
      await get(top, `/api/users/refsearch/${middle.id}${query}`, 400);
    for (const query of ["?page=0", "?limit=101", "?around=abc"])
      await get(top, `/api/users/refchildren/${middle.id}${query}`, 400);
  });

  it("moves a member with their whole structure; refuses a cycle and a non-admin, changing nothing", async () => {
    const anna = await createMember(db(), { name: "Анна" });
    const [boris, clara, dmitry] = await chain(anna, 3);
    const elena = await createMember(db(), { name: "Елена" });
    if (!boris || !clara || !dmitry) throw new Error("no chain");
    const admin = await createAdmin(db());
    const before = await tableRows(db(), "referral_tree");
    const counts = await tableRows(db(), "referral_counts");

    expect((await move(clara, clara.id, elena.id)).statusCode).toBe(403);
    for (const [member, under] of [
      [boris, dmitry],
      [boris, boris],
    ] as const) {
      const refused = await move(admin, member.id, under.id);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe("CONFLICT");
    }
    expect(await tableRows(db(), "referral_tree")).toEqual(before);
    expect(await tableRows(db(), "referral_counts")).toEqual(counts);
    expect(await structureEvents(anna, boris, elena)).toEqual([]);

    // Clara (with Dmitry below her) moves under Elena.
    const moved = await move(admin, clara.id, elena.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ids(moved.json())).toEqual([elena.id]);
    // The old upline and the new see their counts move; Clara's own structure did not change.
    expect(await structureEvents(anna, boris, clara, dmitry, elena)).toEqual([
      [anna.id, "move", clara.id],
      [boris.id, "move", clara.id],
      [elena.id, "move", clara.id],
    ]);
    expect(await summary(anna, anna)).toMatchObject({ levels: [{ level: 1, members: 1 }], total: 1 });
    expect(await summary(elena, elena)).toMatchObject({
      levels: [
        { level: 1, members: 1 },
        { level: 2, members: 1 },
      ],
      total: 2,
    });
    expect(ids(await get(admin, `/api/users/referrers/${dmitry.id}`))).toEqual([clara.id, elena.id]);
    expect(ids((await level(elena, elena, 2)).rows)).toEqual([dmitry.id]);
    // Anna no longer stands above Clara: her structure is closed to Anna now.
    await get(anna, `/api/users/refprofile/${clara.id}`, 403);
    const [row] = await db()
      .select({ referrerId: users.referrerId })
      .from(users)
      .where(eq(users.id, clara.id));
    expect(row).toEqual({ referrerId: elena.id });
  });
});
