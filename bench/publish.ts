// bench/publish: how long publishing takes when the author is read by many (issue 15): every reader's
// feed hears of it and each is notified, in the transaction of the publish. Publishes as a member with
// 5 000 readers (friends and subscribers) and, side by side in the same run, as one with none; the
// median and slowest of BENCH_PUBLISHES each, on PostgreSQL (BENCH_DATABASE_URL, the server to make a
// database on) or PGlite (BENCH_DATABASES=pglite). Run: npx tsx bench/publish.ts
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { benchDatabase } from "./lib/database";
import { type Member, seedMembers } from "./lib/members";
import { startApiServer } from "./lib/server";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databases = (process.env.BENCH_DATABASES ?? "postgres").split(",");
const publishes = Number(process.env.BENCH_PUBLISHES ?? 7);
const readers = 5000;

async function publishAs(base: string, member: Member, n: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/publications/article/create`, {
    method: "POST",
    headers: { authorization: `Bearer ${member.token}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      type: "1",
      title: `Замер ${n}`,
      text: "Текст",
      rubricId: "1",
      publish: "now",
    }),
  });
  if (!response.ok) throw new Error(`bench: publish → ${response.status} ${await response.text()}`);
  return performance.now() - started;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    "median ms": Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    "max ms": Math.round(sorted.at(-1) ?? 0),
  };
};

async function measure(database: string) {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (database === "postgres") {
    const made = await benchDatabase(adminUrl, "mir_bench_publish");
    databaseUrl = made.url;
    dropDatabase = made.drop;
  }
  const dataDir = resolve(`.tmp/bench-publish-${database}`);
  const { members } = await seedMembers({
    dataDir,
    databaseUrl,
    count: readers + 2,
    extra: async (db, seeded) => {
      const [author] = seeded;
      if (!author) throw new Error("bench: no members");
      // Half friends, half subscribers of the author.
      await db.execute(sql`insert into friendships (low_id, high_id, requester_id, status)
        select least(${author.id}::int, id), greatest(${author.id}::int, id), id, 'accepted'
        from users where id <> ${author.id} order by id limit ${readers / 2}`);
      await db.execute(sql`insert into follows (follower_id, user_id)
        select id, ${author.id}::int from users where id <> ${author.id} order by id desc limit ${readers / 2}`);
    },
  });
  const server = await startApiServer(3213, dataDir, databaseUrl);
  try {
    const [author, loner] = members as [Member, Member];
    const read: number[] = [];
    const alone: number[] = [];
    for (let i = 0; i < publishes; i++) {
      alone.push(await publishAs(server.url, loner, i));
      read.push(await publishAs(server.url, author, i));
    }
    return [
      { database, publish: "an author nobody reads", ...summary(alone) },
      { database, publish: `an author with ${readers} readers`, ...summary(read) },
    ];
  } finally {
    await server.stop();
    await dropDatabase();
  }
}

const rows = [];
for (const database of databases) rows.push(...(await measure(database)));
console.log(`\n${publishes} publishes each, one after another (this machine: 2 cores)`);
console.table(rows);
