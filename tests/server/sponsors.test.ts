// @vitest-environment node
// Issue 30, sponsors: a newcomer through a sponsor's link gets that sponsor, anyone else one from the
// auto-sponsor queue (weighted, never over a limit, under concurrent confirmations), the waiting served
// oldest first when a place frees; ends (ward, sponsor, admin, deletion) put the ward back in the queue;
// who may see and change what.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { RoleId } from "../../src/api/schema/user";
import { issueLinkCode } from "../../src/server/auth/link-codes";
import { openSession } from "../../src/server/auth/sessions";
import { rowsOf } from "../../src/server/db/rows";
import { createAdmin, createMember, type TestMember, testPassword } from "./helpers/accounts";
import { backends, type TestApp, useTestApp } from "./helpers/test-app";

const sponsorRoles = [RoleId.member, RoleId.sponsor];

function request(ctx: () => TestApp) {
  return async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    who: TestMember | undefined,
    payload?: object,
  ) =>
    ctx().app.inject({
      method,
      url,
      headers: { ...who?.bearer, ...(payload ? { "content-type": "application/json" } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
}

/** Newcomers registered (unconfirmed), `referrer` invited them; confirmed together by {@link confirmAll}. */
async function registered(ctx: () => TestApp, count: number, referrer?: { id: number }) {
  const db = ctx().database.db;
  const newcomers: { id: number; code: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await createMember(db, { verified: false, ...(referrer ? { referrer } : {}) });
    newcomers.push({ id: member.id, code: await issueLinkCode(db, member.id, "verify_email") });
  }
  return newcomers;
}

async function confirmAll(ctx: () => TestApp, newcomers: ReadonlyArray<{ code: string }>) {
  const answers = await Promise.all(
    // Each from an address of their own, as many people are.
    newcomers.map(({ code }, i) =>
      ctx().app.inject({
        method: "PUT",
        url: "/api/users/verify",
        payload: { code },
        remoteAddress: `10.1.${i >> 8}.${(i & 255) + 1}`,
      }),
    ),
  );
  expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
}

interface Row {
  id: number;
  sponsor_id: number;
  ward_id: number;
  ended_at: string | null;
}

describe.each(backends)("the auto-sponsor queue on $name", (backend) => {
  const ctx = useTestApp(backend);
  const call = request(ctx);
  const db = () => ctx().database.db;

  // PostgreSQL takes them at once on a pool of connections; PGlite, one connection, in turn: fewer.
  const scale = backend.name === "postgres" ? 4 : 1;
  const weights = [1, 2, 3, 4, 5];
  // At-once limits in proportion to the weights; the heaviest also has a per-day limit that comes first.
  const maxActive = weights.map((weight) => weight * 4 * scale);
  const maxPerDay = [1000, 1000, 1000, 1000, 15 * scale];
  const capacity = maxActive.reduce((sum, limit, i) => sum + Math.min(limit, maxPerDay[i] ?? 0), 0);
  const newcomers = backend.name === "postgres" ? 300 : 60;

  it(`gives ${newcomers} newcomers confirming at once sponsors by weight, never over a limit, the rest waiting until a place frees`, async () => {
    const admin = await createAdmin(db());
    const sponsors: TestMember[] = [];
    for (const [i, weight] of weights.entries()) {
      const sponsor = await createMember(db(), { name: `Спонсор ${i + 1}`, roles: sponsorRoles });
      const enrolled = await call("POST", `/api/users/createautosponsor/${sponsor.id}`, sponsor, {
        weight,
        maxActive: maxActive[i],
        maxPerDay: maxPerDay[i],
      });
      expect(enrolled.statusCode, enrolled.body).toBe(200);
      sponsors.push(sponsor);
    }
    const sponsorIds = sponsors.map((sponsor) => sponsor.id);
    const people = await registered(ctx, newcomers);
    await confirmAll(ctx, people);

    const rows = await rowsOf<Row>(
      db(),
      sql`select id, sponsor_id, ward_id, ended_at from sponsorships order by id`,
    );
    // Nobody twice, nobody over a limit, as many as there was room for.
    expect(new Set(rows.map((row) => row.ward_id)).size).toBe(rows.length);
    expect(rows.length).toBe(capacity);
    const given = (prefix: readonly Row[]) =>
      sponsorIds.map((id) => prefix.filter((row) => Number(row.sponsor_id) === id).length);
    given(rows).forEach((count, i) => {
      expect(count).toBeLessThanOrEqual(Math.min(maxActive[i] ?? 0, maxPerDay[i] ?? 0));
    });
    // While everyone had room (until the heaviest met their per-day limit), shares by weight ±10 %.
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const whileRoom = (total * (maxPerDay[4] ?? 0)) / 5;
    given(rows.slice(0, whileRoom)).forEach((count, i) => {
      const expected = ((weights[i] ?? 0) / total) * whileRoom;
      expect(Math.abs(count - expected), `sponsor ${i + 1}: ${count} of ${expected}`).toBeLessThanOrEqual(
        expected * 0.1,
      );
    });
    // The rest wait, each once, oldest first.
    const waiting = await rowsOf<{ member_id: number }>(
      db(),
      sql`select member_id from sponsor_waitlist order by since, member_id`,
    );
    expect(waiting.length).toBe(newcomers - capacity);
    const sponsored = new Set(rows.map((row) => Number(row.ward_id)));
    expect(waiting.filter((row) => sponsored.has(Number(row.member_id)))).toEqual([]);

    // A limit raised: the two oldest waiting get the first sponsor at once.
    const first = sponsors[0] as TestMember;
    const raised = await call("PUT", `/api/users/updateautosponsor/${first.id}`, admin, {
      maxActive: (maxActive[0] ?? 0) + 2,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ activeWards: (maxActive[0] ?? 0) + 2 });
    const oldest = waiting.slice(0, 2).map((row) => Number(row.member_id));
    const [sponsorsOfOldest] = await rowsOf<{ ids: number[] }>(
      db(),
      sql`select array_agg(sponsor_id) as ids from sponsorships
        where ended_at is null and ward_id = any(${sql.param(oldest)}::int[])`,
    );
    expect(sponsorsOfOldest?.ids.map(Number)).toEqual([first.id, first.id]);

    // A sponsorship ends: its place goes to the next oldest, the ward goes to the back of the line.
    const second = sponsors[1] as TestMember;
    const [ending] = await rowsOf<Row>(
      db(),
      sql`select id, ward_id from sponsorships where sponsor_id = ${second.id} and ended_at is null limit 1`,
    );
    const ended = await call("DELETE", "/api/users/sponsors/delete", second, { id: ending?.id });
    expect(ended.statusCode, ended.body).toBe(200);
    const next = Number(waiting[2]?.member_id);
    const [nextRow] = await rowsOf<{ sponsor_id: number }>(
      db(),
      sql`select sponsor_id from sponsorships where ward_id = ${next} and ended_at is null`,
    );
    expect(Number(nextRow?.sponsor_id)).toBe(second.id);
    const [last] = await rowsOf<{ member_id: number }>(
      db(),
      sql`select member_id from sponsor_waitlist order by since desc, member_id desc limit 1`,
    );
    expect(Number(last?.member_id)).toBe(Number(ending?.ward_id));
  }, 240_000);
});

describe.each(backends)("sponsors' calls on $name", (backend) => {
  const ctx = useTestApp(backend);
  const call = request(ctx);
  const db = () => ctx().database.db;
  const ok = async (response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer's fields freely
    return response.json() as any;
  };
  const get = async (who: TestMember | undefined, url: string, status = 200) =>
    ok(await call("GET", url, who), status);

  // Each test starts with an empty queue: nobody enrolled, nobody waiting, no sponsorship active.
  beforeEach(async () => {
    await db().execute(sql`delete from auto_sponsors`);
    await db().execute(sql`delete from sponsor_waitlist`);
    await db().execute(
      sql`update sponsorships set ended_at = now(), end_reason = 'admin' where ended_at is null`,
    );
  });

  /** A sponsor enrolled in the queue with `settings`. */
  const enrolled = async (settings: object = {}) => {
    const sponsor = await createMember(db(), { name: "Спонсор", roles: sponsorRoles });
    await ok(await call("POST", `/api/users/createautosponsor/${sponsor.id}`, sponsor, settings));
    return sponsor;
  };
  /** A newcomer confirmed through the usual path (invited by `referrer`). */
  const newcomer = async (referrer?: { id: number }) => {
    const [person] = await registered(ctx, 1, referrer);
    if (!person) throw new Error("no newcomer");
    await confirmAll(ctx, [person]);
    return { id: person.id };
  };
  /** A confirmed member's session (tests act as them). */
  const asMember = async (id: number): Promise<TestMember> => {
    const token = await openSession(db(), id);
    return {
      id,
      email: "",
      token,
      bearer: { authorization: `Bearer ${token}` },
      cookie: { cookie: `l=${token}` },
    };
  };
  const eventsOf = (memberId: number) =>
    rowsOf<{ action: string; payload: { sponsorId: number; wardId: number } }>(
      db(),
      sql`select action, payload from user_events where user_id = ${memberId} and type = 'sponsorship' order by seq`,
    );

  it("gives a newcomer through a sponsor's link that sponsor, beyond the queue, and tells both live", async () => {
    const sponsor = await createMember(db(), { name: "Вера Спонсорова", roles: sponsorRoles });
    const queued = await enrolled();
    const ward = await newcomer(sponsor);
    const current = await get(await asMember(ward.id), `/api/users/sponsor/${ward.id}`);
    expect(current).toMatchObject({
      waiting: false,
      sponsorship: { source: "link", sponsor: { id: sponsor.id } },
    });
    expect(await eventsOf(sponsor.id)).toEqual([
      { action: "assign", payload: expect.objectContaining({ sponsorId: sponsor.id, wardId: ward.id }) },
    ]);
    expect(await eventsOf(ward.id)).toHaveLength(1);
    const told = await get(sponsor, "/api/notifications/user?type=sponsorship");
    expect(told.notifications.rows).toEqual([expect.objectContaining({ title: "Новый подопечный" })]);
    // A referrer without the sponsor role: the queue gives the newcomer its sponsor.
    const plain = await createMember(db());
    const other = await newcomer(plain);
    expect(await get(queued, `/api/users/sponsor/${other.id}`)).toMatchObject({
      sponsorship: { source: "queue", sponsor: { id: queued.id }, ward: { id: other.id } },
    });
  });

  it("shows a sponsorship to its ward, its sponsor and admins; others see only the figures", async () => {
    const sponsor = await enrolled();
    const ward = await newcomer();
    const wardSession = await asMember(ward.id);
    const stranger = await createMember(db());
    const admin = await createAdmin(db());
    for (const who of [wardSession, sponsor, admin])
      expect(await get(who, `/api/users/profile/${ward.id}/sponsors`)).toMatchObject({
        sponsor: { sponsor: { id: sponsor.id } },
      });
    for (const who of [stranger, undefined])
      expect(await get(who, `/api/users/profile/${ward.id}/sponsors`)).toMatchObject({
        sponsor: null,
        open: false,
        waiting: false,
        history: [],
      });
    // The sponsor's figures are anyone's; their wards only theirs and admins' (a ward sees their own row).
    expect(await get(undefined, `/api/users/profile/${sponsor.id}/sponsors`)).toMatchObject({
      isSponsor: true,
      activeWards: 1,
      wards: { count: 0, rows: [] },
    });
    expect((await get(sponsor, `/api/users/profile/${sponsor.id}/sponsors`)).wards.count).toBe(1);
    expect((await get(wardSession, `/api/users/profile/${sponsor.id}/sponsors`)).wards.count).toBe(1);
    await get(stranger, `/api/users/sponsor/${ward.id}`, 403);
    await get(sponsor, `/api/users/sponsor/${ward.id}`);
    await get(stranger, "/api/users/sponsor/99999999", 404);
    await get(stranger, "/api/users/profile/99999999/sponsors", 404);

    expect(
      (await get(sponsor, "/api/users/lastsponsors")).map((row: { ward: { id: number } }) => row.ward.id),
    ).toEqual([ward.id]);
    const listed = await get(stranger, "/api/users/allsponsors/1");
    expect(listed.rows).toContainEqual({ user: expect.objectContaining({ id: sponsor.id }), activeWards: 1 });
    const leaders = await get(stranger, "/api/users/sponsorleaders?amount=100");
    expect(leaders[0]).toMatchObject({ user: { id: sponsor.id }, activeWards: 1 });
    const page = await get(admin, `/api/users/admsponsors/1?sponsorId=${sponsor.id}&state=active`);
    expect(page).toMatchObject({ count: 1, rows: [{ ward: { id: ward.id }, endedAt: null }] });
    expect(await get(admin, `/api/users/admsponsors/1?wardId=${ward.id}&state=ended`)).toMatchObject({
      count: 0,
    });
  });

  it("ends a sponsorship for its ward, sponsor or an admin (409 twice), and the ward gets another sponsor, never the same", async () => {
    const first = await enrolled();
    const ward = await newcomer();
    const wardSession = await asMember(ward.id);
    const second = await enrolled();
    const stranger = await createMember(db());
    const { sponsorship } = await get(wardSession, `/api/users/sponsor/${ward.id}`);
    expect(sponsorship.sponsor.id).toBe(first.id);
    await ok(await call("DELETE", "/api/users/sponsors/delete", stranger, { id: sponsorship.id }), 403);
    await ok(await call("DELETE", "/api/users/sponsors/delete", stranger, { id: 99999999 }), 404);
    const ended = await ok(
      await call("DELETE", "/api/users/sponsors/delete", wardSession, { id: sponsorship.id }),
    );
    expect(ended).toMatchObject({ id: sponsorship.id, endReason: "ward", endedAt: expect.any(String) });
    const conflict = await ok(
      await call("DELETE", "/api/users/sponsors/delete", wardSession, { id: sponsorship.id }),
      409,
    );
    expect(conflict.error.code).toBe("CONFLICT");
    // Back in the queue: the other sponsor, not the one who just left them.
    const now = await get(wardSession, `/api/users/sponsor/${ward.id}`);
    expect(now.sponsorship.sponsor.id).toBe(second.id);
    const told = await get(first, "/api/notifications/user?type=sponsorship");
    expect(told.notifications.rows[0]).toMatchObject({ text: "Подопечный завершил спонсорство" });
    expect((await eventsOf(first.id)).map((event) => event.action)).toEqual(["assign", "end"]);
    // An admin ends the second: nobody else has room, the ward waits.
    const admin = await createAdmin(db());
    const byAdmin = await ok(
      await call("DELETE", "/api/users/sponsors/delete", admin, { id: now.sponsorship.id }),
    );
    expect(byAdmin.endReason).toBe("admin");
    expect(await get(wardSession, `/api/users/sponsor/${ward.id}`)).toEqual({
      sponsorship: null,
      waiting: true,
    });
    const history = await get(wardSession, `/api/users/profile/${ward.id}/sponsors`);
    expect(history).toMatchObject({ open: true, waiting: true, sponsor: null });
    expect(history.history.map((row: { endReason: string }) => row.endReason)).toEqual(["admin", "ward"]);
    // A sponsor enrols: the waiting ward is theirs at once.
    const third = await enrolled();
    expect((await get(wardSession, `/api/users/sponsor/${ward.id}`)).sponsorship.sponsor.id).toBe(third.id);
  });

  it("enrols, changes and removes queue entries (self or admin; 404/409), serving the waiting when a place opens", async () => {
    const member = await createMember(db());
    await ok(await call("POST", `/api/users/createautosponsor/${member.id}`, member, {}), 409);
    const admin = await createAdmin(db());
    await ok(await call("POST", "/api/users/createautosponsor/99999999", admin, {}), 404);
    const sponsor = await createMember(db(), { roles: sponsorRoles });
    await ok(await call("PUT", `/api/users/updateautosponsor/${sponsor.id}`, sponsor, { weight: 2 }), 404);
    // Switched off from the start: a newcomer waits.
    const entry = await ok(
      await call("POST", `/api/users/createautosponsor/${sponsor.id}`, admin, {
        enabled: false,
        maxActive: 1,
      }),
    );
    expect(entry).toMatchObject({ enabled: false, maxActive: 1, maxPerDay: 5, weight: 1, activeWards: 0 });
    await ok(await call("POST", `/api/users/createautosponsor/${sponsor.id}`, sponsor, {}), 409);
    const [early, late] = [await newcomer(), await newcomer()];
    expect((await get(admin, `/api/users/sponsor/${early.id}`)).waiting).toBe(true);
    // Switched on: the oldest waiting gets them; the limit of one leaves the other waiting.
    const on = await ok(
      await call("PUT", `/api/users/updateautosponsor/${sponsor.id}`, sponsor, { enabled: true }),
    );
    expect(on).toMatchObject({ enabled: true, activeWards: 1, lastDayWards: 1 });
    expect((await get(admin, `/api/users/sponsor/${early.id}`)).sponsorship.sponsor.id).toBe(sponsor.id);
    expect((await get(admin, `/api/users/sponsor/${late.id}`)).waiting).toBe(true);
    // The queue's page: admins all, a member only their own entry.
    expect((await get(admin, "/api/users/autosponsors/1")).count).toBe(1);
    expect(await get(sponsor, "/api/users/autosponsors/1")).toMatchObject({
      count: 1,
      rows: [{ user: { id: sponsor.id } }],
    });
    expect(await get(member, "/api/users/autosponsors/1")).toEqual({ count: 0, rows: [] });
    // Leaving the queue keeps the wards.
    await ok(await call("DELETE", "/api/users/deleteautosponsor", sponsor, { id: sponsor.id }));
    await ok(await call("DELETE", "/api/users/deleteautosponsor", sponsor, { id: sponsor.id }), 404);
    expect((await get(admin, `/api/users/sponsor/${early.id}`)).sponsorship.sponsor.id).toBe(sponsor.id);
  });

  it("ends sponsorships when an account is deleted: a sponsor's wards go to the next sponsor, a ward's sponsor is told", async () => {
    const leaving = await enrolled({ maxActive: 1 });
    const ward = await newcomer();
    const next = await enrolled();
    const deleted = await call("DELETE", "/api/users/delete", leaving, { password: testPassword });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const admin = await createAdmin(db());
    expect((await get(admin, `/api/users/sponsor/${ward.id}`)).sponsorship.sponsor.id).toBe(next.id);
    const [ended] = await rowsOf<{ end_reason: string }>(
      db(),
      sql`select end_reason from sponsorships where sponsor_id = ${leaving.id}`,
    );
    expect(ended?.end_reason).toBe("deleted");
    // The ward leaves: their sponsor is told, and nobody waits for them.
    const wardSession = await asMember(ward.id);
    await ok(await call("DELETE", "/api/users/delete", wardSession, { password: testPassword }));
    expect((await get(next, `/api/users/profile/${next.id}/sponsors`)).activeWards).toBe(0);
    const told = await get(next, "/api/notifications/user?type=sponsorship");
    expect(told.notifications.rows[0]).toMatchObject({ text: "Подопечный удалил аккаунт" });
    const [waiting] = await rowsOf<{ count: number }>(
      db(),
      sql`select count(*)::int as count from sponsor_waitlist`,
    );
    expect(Number(waiting?.count)).toBe(0);
  });
});
