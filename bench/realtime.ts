// bench/realtime: issue 4's figures — commit→delivery latency (p50/p99) of socket events with 1 000 open
// sockets on one process, events fanned out at a steady rate through a real API call (an admin's
// PUT /api/users/changerole and DELETE /api/users/del/role, which publish `role` in their transaction);
// and RSS per idle socket at 10 000 idle sockets (opened by two client processes, pinging every 15 s).
//
// Members are seeded straight into the database before the server starts (10 000 registrations with
// e-mail links would measure scrypt and the outbox, not sockets): users, roles and one session each.
//
// Run: npm run bench:realtime   (PostgreSQL: BENCH_DATABASE_URL=postgres://… — a database of its own)
//      BENCH_RATE=100 (events/s), BENCH_SECONDS=15, BENCH_IDLE=10000, BENCH_LIVE=1000
import { fork } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { RoleId } from "../src/api/schema/user";
import { type Member, seedMembers } from "./lib/members";
import { startServer } from "./lib/server";
import { keepAlive, openMany } from "./lib/sockets";
import { mib, now, percentile, rssOfPort, sleep } from "./lib/stats";

const port = 3204;
const dataDir = resolve(".tmp/bench-realtime-data");
const tokensFile = resolve(".tmp/bench-realtime-tokens.json");
const databaseUrl = process.env.BENCH_DATABASE_URL;
const rate = Number(process.env.BENCH_RATE ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const idleCount = Number(process.env.BENCH_IDLE ?? 10_000);
const liveCount = Number(process.env.BENCH_LIVE ?? 1000);
const clientProcesses = 2;

/** The server's resident set, by the pid that listens on `port`. */
const serverRss = () => rssOfPort(port);

async function run(): Promise<void> {
  const total = Math.max(idleCount, liveCount);
  console.log(`bench: seeding ${total} members…`);
  const { members, admin } = await seedMembers({ dataDir, databaseUrl, count: total });
  writeFileSync(tokensFile, JSON.stringify({ members }));
  const server = await startServer(
    port,
    {
      DATA_DIR: dataDir,
      RATE_LIMITS: "off",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    { client: false },
  );
  const adminHeaders = { authorization: `Bearer ${admin.token}`, "content-type": "application/json" };
  try {
    // Warm up: every route and query path once, then let the heap settle.
    const warm = await openMany(server.url, members.slice(0, 50));
    for (const ws of warm) ws.terminate();
    await sleep(2000);
    const rss0 = serverRss();

    // ---- idle sockets ----
    console.log(`bench: opening ${idleCount} idle sockets from ${clientProcesses} processes…`);
    const share = Math.ceil(idleCount / clientProcesses);
    const opened = performance.now();
    const children = Array.from({ length: clientProcesses }, (_, i) =>
      fork(
        new URL(import.meta.url).pathname,
        ["clients", server.url, String(i * share), String(Math.min(share, idleCount - i * share))],
        {
          execArgv: ["--import", "tsx"],
        },
      ),
    );
    const readyCounts = await Promise.all(
      children.map(
        (child) =>
          new Promise<number>((res, rej) => {
            child.once("message", (m) => res((m as { ready: number }).ready));
            child.once("exit", (code) => rej(new Error(`client process exited with ${code}`)));
          }),
      ),
    );
    const openSeconds = (performance.now() - opened) / 1000;
    await sleep(3000);
    const rssIdle = serverRss();
    const idleOpen = readyCounts.reduce((a, b) => a + b, 0);
    for (const child of children) child.send("stop");
    await Promise.all(children.map((child) => new Promise((res) => child.once("exit", res))));
    await sleep(1000);

    // ---- live fan-out ----
    console.log(`bench: ${liveCount} live sockets, ${rate} role changes/s for ${seconds} s…`);
    const live = members.slice(0, liveCount);
    const sentAt = new Map<number, number>();
    const commitToDelivery: number[] = [];
    const requestToDelivery: number[] = [];
    const liveSockets = await openMany(server.url, live, 250, (member, text) => {
      const received = now();
      const frame = JSON.parse(text) as { type: string; at: string };
      if (frame.type !== "role") return;
      commitToDelivery.push(received - Date.parse(frame.at));
      const sent = sentAt.get(member.id);
      if (sent !== undefined) requestToDelivery.push(received - sent);
    });
    const granted = new Set<number>();
    let failures = 0;
    const failureKinds = new Map<string, number>();
    const fail = (kind: string) => {
      failures += 1;
      failureKinds.set(kind, (failureKinds.get(kind) ?? 0) + 1);
    };
    const calls: Promise<void>[] = [];
    const started = performance.now();
    const count = rate * seconds;
    for (let i = 0; i < count; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const member = live[i % live.length] as Member;
      const give = !granted.has(member.id);
      if (give) granted.add(member.id);
      else granted.delete(member.id);
      sentAt.set(member.id, now());
      const request = give
        ? fetch(`${server.url}/api/users/changerole/${member.id}`, {
            method: "PUT",
            headers: adminHeaders,
            body: JSON.stringify({ roleId: RoleId.digestAuthor }),
          })
        : fetch(`${server.url}/api/users/del/role/${member.id}/${RoleId.digestAuthor}`, {
            method: "DELETE",
            headers: { authorization: adminHeaders.authorization },
          });
      calls.push(
        request.then(
          async (response) => {
            if (!response.ok) fail(`HTTP ${response.status}`);
            await response.arrayBuffer();
          },
          (error: unknown) => fail(String((error as Error).cause ?? error)),
        ),
      );
    }
    await Promise.all(calls);
    const achieved = count / ((performance.now() - started) / 1000);
    const deadline = Date.now() + 10_000;
    while (commitToDelivery.length < count && Date.now() < deadline) await sleep(50);
    for (const ws of liveSockets) ws.terminate();

    commitToDelivery.sort((a, b) => a - b);
    requestToDelivery.sort((a, b) => a - b);
    console.log(`\n${databaseUrl ? "PostgreSQL" : "PGlite"}, one server process, this machine (2 cores)`);
    console.table([
      {
        measure: "commit → delivery (frame `at` → socket), ms",
        p50: Math.round(percentile(commitToDelivery, 50) * 10) / 10,
        p99: Math.round(percentile(commitToDelivery, 99) * 10) / 10,
        max: Math.round((commitToDelivery.at(-1) ?? NaN) * 10) / 10,
        events: commitToDelivery.length,
      },
      {
        measure: "API call sent → delivery, ms",
        p50: Math.round(percentile(requestToDelivery, 50) * 10) / 10,
        p99: Math.round(percentile(requestToDelivery, 99) * 10) / 10,
        max: Math.round((requestToDelivery.at(-1) ?? NaN) * 10) / 10,
        events: requestToDelivery.length,
      },
    ]);
    console.table([
      {
        measure: "events published / delivered / failed calls",
        value: `${count} / ${commitToDelivery.length} / ${failures}`,
      },
      {
        measure: "failed calls by cause",
        value: JSON.stringify(Object.fromEntries(failureKinds)),
      },
      { measure: "achieved rate, events/s", value: Math.round(achieved) },
      { measure: "open sockets during fan-out", value: liveSockets.length },
      { measure: "idle sockets open", value: idleOpen },
      { measure: `time to open them, s`, value: Math.round(openSeconds * 10) / 10 },
      { measure: "server RSS without sockets, MiB", value: mib(rss0) },
      { measure: `server RSS with ${idleOpen} idle sockets, MiB`, value: mib(rssIdle) },
      {
        measure: "RSS per idle socket, KiB",
        value: Math.round(((rssIdle - rss0) / idleOpen / 1024) * 10) / 10,
      },
    ]);
  } finally {
    await server.stop();
    rmSync(tokensFile, { force: true });
  }
}

// Last, so that every const above is initialised. ---- a client process: holds its share of the idle sockets, pinging like the app does ----
if (process.argv[2] === "clients") {
  const [, , , base, from, count] = process.argv;
  const all = JSON.parse(readFileSync(tokensFile, "utf8")) as { members: Member[] };
  const mine = all.members.slice(Number(from), Number(from) + Number(count));
  const sockets = await openMany(base as string, mine);
  const stopPinging = keepAlive(sockets);
  process.send?.({ ready: sockets.length });
  process.on("message", () => {
    stopPinging();
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  });
} else {
  await run();
}
