// bench/structure: the member structure at scale (issue 29). One structure of 1 000 000 members, 20 levels,
// uneven (each member invited 0–4, two on average), made straight in the database; then, on PGlite and on
// PostgreSQL one after the other, beside the bare Fastify route of ARCHITECTURE §8 measured in the same run:
// - the root's counts per level (`GET /api/users/profile/{root}/referrals`) and page 1 of its level 5
//   (`GET /api/users/refprofile/{root}?level=5`), 50 connections, BENCH_SECONDS each (target p99 ≤ 20 ms on
//   PostgreSQL, ≤ 100 ms on PGlite);
// - an admin moving a subtree of about 10 000 members there and back (`POST /api/users/referrers/move`,
//   target ≤ 1 s);
// - and, for the choice of the data model, the same two reads as a recursive CTE over `parent_id` would
//   answer them (the path column and the counters not used), timed in SQL.
// Run: npm run bench:structure   (BENCH_DATABASE_URL=postgres://…/postgres, BENCH_DATABASES=pglite or
// postgres to run one, BENCH_MEMBERS=1000000, BENCH_SECONDS=8)
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { connect, type Db } from "../src/server/db/connect";
import { rowsOf } from "../src/server/db/rows";
import { load, startBare } from "./lib/bare";
import { benchDatabase } from "./lib/database";
import { type Member, seedMembers } from "./lib/members";
import { startApiServer } from "./lib/server";

const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const size = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
const barePort = 3214;

interface Row {
  readonly measure: string;
  readonly database: string;
  readonly "req/s": number | string;
  readonly "% of bare": string;
  readonly "p50 ms": number | string;
  readonly "p99 ms": number | string;
  readonly non2xx: number | string;
}

/**
 * The structure under `root`, level by level: each member of a level invites 0–4 of the next (a hash of
 * their id decides, two on average), until `size` members or 20 levels. Rows of `users`, `user_roles`,
 * `referral_tree`, then every ancestor's counts per level, as the server keeps them.
 */
async function seedStructure(db: Db, root: Member) {
  await db.execute(sql`insert into referral_tree (member_id, parent_id, path, depth)
    values (${root.id}, null, array[${root.id}::int], 0)`);
  let made = 1;
  for (let depth = 1; depth < 20 && made < size; depth += 1) {
    // The first levels invite 1–4 each, so that no structure dies out near its root; then 0–4.
    const invites = depth < 4 ? sql`1 + abs(hashint4(p.member_id)) % 4` : sql`abs(hashint4(p.member_id)) % 5`;
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`with parents as (
          select member_id, path from referral_tree where depth = ${depth - 1}
        ), children as (
          select p.member_id as parent_id from parents p, generate_series(1, ${invites}) k
          limit ${size - made}
        ), inserted as (
          insert into users (name, email, email_verified_at, referral_code, referrer_id)
          select 'Участник ' || ${depth}::int || '.' || n, 'structure' || ${depth}::int || '.' || n || '@bench.mir',
            now(), md5(random()::text), parent_id
          from (select parent_id, row_number() over () as n from children) c
          returning id, referrer_id
        ), roles as (
          insert into user_roles (user_id, role_id) select id, 2 from inserted
        ), placed as (
          insert into referral_tree (member_id, parent_id, path, depth)
          select i.id, i.referrer_id, p.path || i.id, ${depth}::int
          from inserted i join parents p on p.member_id = i.referrer_id
          returning 1
        )
        select count(*)::int as n from placed`,
    );
    made += row?.n ?? 0;
    console.log(`bench: level ${depth}: ${row?.n ?? 0} members (${made} in all)`);
  }
  await db.execute(sql`insert into referral_counts (member_id, level, members)
    select a.ancestor, t.depth + 1 - a.position, count(*)
    from referral_tree t, unnest(t.path) with ordinality as a(ancestor, position)
    where a.position <= t.depth group by 1, 2`);
  await db.execute(sql`analyze`);
  return made;
}

/** Milliseconds of `work`, run `times` times: the median and the worst. */
async function timed(times: number, work: () => Promise<unknown>) {
  const took: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await work();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const round = (ms: number | undefined) => Math.round((ms ?? Number.NaN) * 10) / 10;
  return { p50: round(took[Math.floor(took.length / 2)]), max: round(took.at(-1)) };
}

/** The two reads as a recursive CTE over `parent_id` answers them, in SQL on the seeded database. */
async function recursiveCte(db: Db, root: number) {
  const walk = sql`with recursive s(id, level) as (
      select member_id, 1 from referral_tree where parent_id = ${root}
      union all select t.member_id, s.level + 1 from referral_tree t join s on t.parent_id = s.id)`;
  const counts = await timed(3, () => db.execute(sql`${walk} select level, count(*) from s group by level`));
  const page = await timed(3, () =>
    db.execute(sql`${walk} select id from s where level = 5 order by id limit 30`),
  );
  return { counts, page };
}

async function measure(database: "pglite" | "postgres", bareRps: number): Promise<Row[]> {
  const port = database === "pglite" ? 3215 : 3216;
  const dataDir = resolve(`.tmp/bench-structure-${database}`);
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (database === "postgres") {
    const made = await benchDatabase(adminUrl, "mir_bench_structure");
    databaseUrl = made.url;
    dropDatabase = made.drop;
  }
  let members = 0;
  const { members: seeded, admin } = await seedMembers({
    dataDir,
    databaseUrl,
    count: 2,
    extra: async (db, [root]) => {
      if (!root) throw new Error("bench: no root");
      members = await seedStructure(db, root);
    },
  });
  const [root, other] = seeded as [Member, Member];
  const rows: Row[] = [];
  const sqlOnly = await connect({ databaseUrl, dataDir });
  try {
    // The other seeded member starts a structure of their own: the moved subtree goes there and back.
    await sqlOnly.db.execute(sql`insert into referral_tree (member_id, parent_id, path, depth)
      values (${other.id}, null, array[${other.id}::int], 0)`);
    const [subtree] = await rowsOf<{ member_id: number; parent_id: number; total: number }>(
      sqlOnly.db,
      sql`select c.member_id, t.parent_id, sum(c.members)::int as total from referral_counts c
        join referral_tree t on t.member_id = c.member_id
        group by c.member_id, t.parent_id having sum(c.members) between 8000 and 12000 limit 1`,
    );
    const cte = await recursiveCte(sqlOnly.db, root.id);
    rows.push(
      sqlRow(`recursive CTE: counts per level of the root (${members})`, database, cte.counts),
      sqlRow("recursive CTE: page 1 of level 5", database, cte.page),
    );
    await sqlOnly.close();

    const server = await startApiServer(port, dataDir, databaseUrl);
    try {
      const auth = { authorization: `Bearer ${root.token}` };
      for (const [name, path] of [
        [`GET /api/users/profile/{root}/referrals (${members})`, `/api/users/profile/${root.id}/referrals`],
        ["GET /api/users/refprofile/{root}?level=5", `/api/users/refprofile/${root.id}?level=5`],
      ] as const) {
        const result = await load({
          url: `${server.url}${path}`,
          headers: auth,
          connections,
          duration: seconds,
        });
        rows.push({
          measure: name,
          database,
          "req/s": result.rps,
          "% of bare": `${((result.rps / bareRps) * 100).toFixed(1)} %`,
          "p50 ms": result.p50,
          "p99 ms": result.p99,
          non2xx: result.non2xx,
        });
      }
      if (subtree) {
        const move = (userId: number, referrerId: number) => async () => {
          const response = await fetch(`${server.url}/api/users/referrers/move`, {
            method: "POST",
            headers: {
              authorization: `Bearer ${admin.token}`,
              "content-type": "application/x-www-form-urlencoded",
            },
            body: new URLSearchParams({ userId: String(userId), referrerId: String(referrerId) }).toString(),
          });
          if (!response.ok) throw new Error(`bench: move → ${response.status} ${await response.text()}`);
        };
        const there = await timed(1, move(subtree.member_id, other.id));
        const back = await timed(1, move(subtree.member_id, subtree.parent_id));
        rows.push(
          sqlRow(`POST /api/users/referrers/move, ${subtree.total + 1} members, there`, database, there),
          sqlRow("… and back", database, back),
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await dropDatabase();
  }
  return rows;
}

const sqlRow = (measure: string, database: string, { p50, max }: { p50: number; max: number }): Row => ({
  measure,
  database,
  "req/s": "—",
  "% of bare": "—",
  "p50 ms": p50,
  "p99 ms": `max ${max}`,
  non2xx: "—",
});

const bare = await startBare(barePort, "/page");
try {
  const rows: Row[] = [];
  const first = await load({ url: bare.url, connections, duration: seconds });
  const bareRow = (measure: string, result: typeof first): Row => ({
    measure,
    database: "—",
    "req/s": result.rps,
    "% of bare": "100 %",
    "p50 ms": result.p50,
    "p99 ms": result.p99,
    non2xx: result.non2xx,
  });
  rows.push(bareRow("bare Fastify, 10-row JSON page", first));
  for (const database of databases) {
    if (database !== "pglite" && database !== "postgres")
      throw new Error(`bench: unknown database ${database}`);
    rows.push(...(await measure(database, first.rps)));
  }
  rows.push(
    bareRow("bare Fastify, again at the end", await load({ url: bare.url, connections, duration: seconds })),
  );
  console.log(`\n${connections} connections, ${seconds} s each, rate limits off (this machine: 2 cores)`);
  console.table(rows);
} finally {
  bare.stop();
}
