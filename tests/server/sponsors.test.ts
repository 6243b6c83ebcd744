// @vitest-environment node
// Issue 30, sponsors: a newcomer through a sponsor's link gets that sponsor, anyone else one from the
// auto-sponsor queue (weighted, never over a limit, under concurrent confirmations), the waiting served
// oldest first when a place frees; ends (ward, sponsor, admin, deletion) put the ward back in the queue;
// who may see and change what.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RoleId } from "../../src/api/schema/user";
import { issueLinkCode } from "../../src/server/auth/link-codes";
import { rowsOf } from "../../src/server/db/rows";
import { createAdmin, createMember, type TestMember } from "./helpers/accounts";
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
