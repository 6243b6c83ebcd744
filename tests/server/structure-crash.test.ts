// @vitest-environment node
// Issue 29 and house rule 9: the counts per level move value-like (a member's standing), so they are tested
// across a crash. Newcomers confirm through one link at once, the server is killed (kill -9) in the middle,
// started again, and those whose answer was lost try their link again: every newcomer is in the tree once,
// and every count per level equals what the tree holds — nothing lost, nothing counted twice.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueLinkCode } from "../../src/server/auth/link-codes";
import { connect, type Database } from "../../src/server/db/connect";
import { rowsOf } from "../../src/server/db/rows";
import { createMember } from "./helpers/accounts";
import { backends, type TestDatabase } from "./helpers/backends";
import {
  killServerProcess,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "./helpers/server-process";

const postgres = backends.find((backend) => backend.name === "postgres");
const newcomers = 200;

/** Confirms an address with its link code; the status, or 0 when the connection broke (the crash). */
const confirm = (server: ServerProcess, code: string) =>
  fetch(`${server.url}/api/users/verify`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code }),
  }).then(
    (response) => response.status,
    () => 0,
  );

describe.skipIf(!postgres)("the structure's counts across a kill -9 (needs TEST_DATABASE_URL)", () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    testDatabase = await (postgres as NonNullable<typeof postgres>).createDatabase({ seeded: true });
    dataDir = mkdtempSync(join(tmpdir(), "mir-structure-crash-"));
    server = await startServerProcess(testDatabase.url, dataDir);
    database = await connect({ databaseUrl: testDatabase.url, dataDir });
  }, 90_000);

  afterAll(async () => {
    await stopServerProcess(server);
    await database?.close();
    await testDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it(`keeps every count equal to the tree when the server dies while ${newcomers} newcomers join`, async () => {
    const top = await createMember(database.db, { name: "Вершина" });
    const anna = await createMember(database.db, { name: "Анна", referrer: top });
    const codes = await Promise.all(
      Array.from({ length: newcomers }, async () => {
        const newcomer = await createMember(database.db, { referrer: anna, verified: false });
        return issueLinkCode(database.db, newcomer.id, "verify_email");
      }),
    );

    const running = server as ServerProcess;
    const answers: number[] = new Array(newcomers).fill(-1);
    let answered = 0;
    const crashed = new Promise<void>((resolve) => {
      codes.forEach((code, i) => {
        void confirm(running, code).then((status) => {
          answers[i] = status;
          answered += 1;
          // Killed once a sixth have their answer: the rest are queued, in flight or mid-transaction.
          if (answered === Math.floor(newcomers / 6)) void killServerProcess(running).then(resolve);
        });
      });
    });
    await crashed;
    // Let the broken connections report before counting who got an answer.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const confirmed = answers.filter((status) => status === 200).length;
    expect(confirmed, "some confirmed before the crash").toBeGreaterThan(0);
    expect(confirmed, "the crash cut some short").toBeLessThan(newcomers);

    server = await startServerProcess(testDatabase.url, dataDir);
    // Each whose answer was lost follows their link again: it either confirms now, or was confirmed before
    // the crash and answers so.
    const retried = await Promise.all(
      codes.map((code, i) => (answers[i] === 200 ? 200 : confirm(server as ServerProcess, code))),
    );
    expect(retried.filter((status) => status >= 500 || status === 0)).toEqual([]);

    const [inTree] = await rowsOf<{ members: number }>(
      database.db,
      sql`select count(*)::int as members from referral_tree where parent_id = ${anna.id}`,
    );
    expect(inTree?.members).toBe(newcomers);
    // Every stored count against a recount from the tree: one row per ancestor and level.
    const disagreeing = await rowsOf<{ member_id: number; level: number; stored: number; counted: number }>(
      database.db,
      sql`with counted as (
          select ancestor as member_id, t.depth - a.depth as level, count(*)::int as counted
          from referral_tree t
          cross join lateral unnest(t.path) as ancestor
          join referral_tree a on a.member_id = ancestor
          where ancestor <> t.member_id
          group by 1, 2)
        select coalesce(c.member_id, s.member_id) as member_id, coalesce(c.level, s.level) as level,
          coalesce(s.members, 0) as stored, coalesce(c.counted, 0) as counted
        from counted c full join referral_counts s on s.member_id = c.member_id and s.level = c.level
        where coalesce(s.members, 0) <> coalesce(c.counted, 0)`,
    );
    expect(disagreeing).toEqual([]);
    const [annas] = await rowsOf<{ members: number }>(
      database.db,
      sql`select members from referral_counts where member_id = ${anna.id} and level = 1`,
    );
    expect(annas?.members).toBe(newcomers);
  }, 120_000);
});
