// bench/messenger: issue 5's figures — with 1 000 members' sockets open on one server process:
// 1. sustained messages per second into one chat (BENCH_CONCURRENCY senders back to back, as fast as the
//    server answers), with the send → recipient latency while saturated;
// 2. send → recipient's socket latency (p50/p99) at each steady rate of BENCH_RATE (messages/s) into one
//    direct chat — the budget of ARCHITECTURE §8 is p99 ≤ 50 ms;
// 3. the same into a group chat of BENCH_GROUP members (every message fans out to all of them).
// Messages go as the browser sends them: POST /api/messenger/message/ with a multipart form.
//
// Run: npm run bench:messenger   (PostgreSQL: BENCH_DATABASE_URL=postgres://… — a database of its own)
//      BENCH_SOCKETS=1000, BENCH_SECONDS=10, BENCH_RATE=10,25,50, BENCH_CONCURRENCY=8, BENCH_GROUP=50,
//      BENCH_GROUP_RATE=10; BENCH_PROFILE=<folder> writes the server's CPU profile there
import { resolve } from "node:path";
import type { Db } from "../src/server/db/connect";
import { chatMembers, chats } from "../src/server/db/schema";
import { directKeyOf } from "../src/server/messenger/chats";
import { type Member, seedMembers } from "./lib/members";
import { startApiServer } from "./lib/server";
import { keepAlive, openMany } from "./lib/sockets";
import { latencyRow, mib, now, rssOfPort, sleep } from "./lib/stats";

const port = 3205;
const dataDir = resolve(".tmp/bench-messenger-data");
const databaseUrl = process.env.BENCH_DATABASE_URL;
const socketCount = Number(process.env.BENCH_SOCKETS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rates = (process.env.BENCH_RATE ?? "10,25,50").split(",").map(Number);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const groupSize = Number(process.env.BENCH_GROUP ?? 50);
const groupRate = Number(process.env.BENCH_GROUP_RATE ?? 10);

/** The chats of the run: a direct chat of members 0 and 1, and a group of the first `groupSize`. */
async function seedChats(db: Db, members: ReadonlyArray<Member>): Promise<{ direct: number; group: number }> {
  const [a, b] = members as [Member, Member];
  const [direct] = await db
    .insert(chats)
    .values({ directKey: directKeyOf(a.id, b.id), createdBy: a.id })
    .returning({ id: chats.id });
  const [group] = await db.insert(chats).values({ createdBy: a.id }).returning({ id: chats.id });
  if (!direct || !group) throw new Error("bench: chats not created");
  await db
    .insert(chatMembers)
    .values([
      { chatId: direct.id, userId: a.id },
      { chatId: direct.id, userId: b.id },
      ...members.slice(0, groupSize).map((m) => ({ chatId: group.id, userId: m.id })),
    ]);
  return { direct: direct.id, group: group.id };
}

/** One message as the browser's FormData sends it; resolves when the server has answered. */
async function send(base: string, sender: Member, chatId: number, content: string): Promise<boolean> {
  const form = new FormData();
  form.append("chatId", String(chatId));
  form.append("content", content);
  const response = await fetch(`${base}/api/messenger/message/`, {
    method: "POST",
    headers: { authorization: `Bearer ${sender.token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.ok;
}

/** What the recipients' sockets saw of each message, by its content. */
class Deliveries {
  readonly sentAt = new Map<string, number>();
  readonly sendToDelivery: number[] = [];
  readonly commitToDelivery: number[] = [];

  /** A frame on a recipient's socket. */
  record(text: string): void {
    const received = now();
    if (!text.includes('"messenger"')) return;
    const frame = JSON.parse(text) as { action: string; at: string; payload: { content: string } };
    if (frame.action !== "send") return;
    const sent = this.sentAt.get(frame.payload.content);
    if (sent === undefined) return;
    this.sendToDelivery.push(received - sent);
    this.commitToDelivery.push(received - Date.parse(frame.at));
  }

  async settle(expected: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (this.sendToDelivery.length < expected && Date.now() < deadline) await sleep(20);
  }
}

let phase: Deliveries = new Deliveries();

/** Back-to-back senders for `seconds`: how many messages a second one chat takes. */
async function saturate(base: string, sender: Member, chatId: number) {
  phase = new Deliveries();
  const current = phase;
  let sent = 0;
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      for (let i = 0; performance.now() < until; i++) {
        const content = `насыщение ${lane}-${i}`;
        current.sentAt.set(content, now());
        if (await send(base, sender, chatId, content)) sent += 1;
        else failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await current.settle(sent);
  return { perSecond: Math.round(sent / elapsed), sent, failed, deliveries: current };
}

/** `perSecond` messages a second for `seconds`, on schedule whatever the answers take. */
async function steady(base: string, sender: Member, chatId: number, perSecond: number, recipients: number) {
  phase = new Deliveries();
  const current = phase;
  const count = perSecond * seconds;
  const calls: Promise<boolean>[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1000) / perSecond - performance.now();
    if (wait > 1) await sleep(wait);
    const content = `ровно ${chatId}-${i}`;
    current.sentAt.set(content, now());
    calls.push(send(base, sender, chatId, content));
  }
  const failed = (await Promise.all(calls)).filter((ok) => !ok).length;
  const achieved = count / ((performance.now() - started) / 1000);
  await current.settle(count * recipients);
  return { achieved: Math.round(achieved), count, failed, deliveries: current };
}

console.log(`bench: seeding ${socketCount} members and two chats…`);
let chatIds = { direct: 0, group: 0 };
const { members } = await seedMembers({
  dataDir,
  databaseUrl,
  count: socketCount,
  extra: async (db, made) => {
    chatIds = await seedChats(db, made);
  },
});
const server = await startApiServer(port, dataDir, databaseUrl);
try {
  const [sender] = members as [Member];
  console.log(`bench: opening ${members.length} sockets…`);
  const opening = performance.now();
  // Every socket but the sender's records what reaches it: those are the recipients.
  const sockets = await openMany(server.url, members, 250, (member, text) => {
    if (member.id !== sender.id) phase.record(text);
  });
  console.log(`bench: opened in ${Math.round((performance.now() - opening) / 100) / 10} s`);
  const stopPinging = keepAlive(sockets);
  let closed = 0;
  for (const ws of sockets) ws.on("close", () => (closed += 1));
  // Warm up every path once, then let the heap settle.
  for (let i = 0; i < 50; i++) await send(server.url, sender, chatIds.direct, `разогрев ${i}`);
  await sleep(1000);

  console.log(`bench: saturating one chat with ${concurrency} senders for ${seconds} s…`);
  const burst = await saturate(server.url, sender, chatIds.direct);
  await sleep(1000);
  const direct = [];
  for (const rate of rates) {
    console.log(`bench: ${rate} messages/s into a direct chat for ${seconds} s…`);
    direct.push(await steady(server.url, sender, chatIds.direct, rate, 1));
    await sleep(1000);
  }
  const groupRecipients = Math.min(groupSize, members.length) - 1;
  console.log(`bench: ${groupRate} messages/s into a group of ${groupRecipients + 1} for ${seconds} s…`);
  const group = await steady(server.url, sender, chatIds.group, groupRate, groupRecipients);
  const rss = rssOfPort(port);
  const closedDuringRun = closed;
  stopPinging();
  for (const ws of sockets) ws.terminate();

  console.log(
    `\n${databaseUrl ? "PostgreSQL" : "PGlite"}, one server process, ${sockets.length} open sockets, this machine`,
  );
  console.table([
    latencyRow(`saturated (${burst.perSecond} msg/s): send → recipient, ms`, burst.deliveries.sendToDelivery),
    ...direct.flatMap((run) => [
      latencyRow(`${run.achieved} msg/s direct: send → recipient, ms`, run.deliveries.sendToDelivery),
      latencyRow(`${run.achieved} msg/s direct: commit → recipient, ms`, run.deliveries.commitToDelivery),
    ]),
    latencyRow(
      `${group.achieved} msg/s to ${groupRecipients}: send → recipient, ms`,
      group.deliveries.sendToDelivery,
    ),
    latencyRow(
      `${group.achieved} msg/s to ${groupRecipients}: commit → recipient, ms`,
      group.deliveries.commitToDelivery,
    ),
  ]);
  console.table([
    { measure: "sustained messages/s into one chat", value: burst.perSecond },
    {
      measure: "saturated: sent / delivered / failed",
      value: `${burst.sent} / ${burst.deliveries.sendToDelivery.length} / ${burst.failed}`,
    },
    ...direct.map((run) => ({
      measure: `direct at ${run.achieved} msg/s: sent / delivered / failed`,
      value: `${run.count} / ${run.deliveries.sendToDelivery.length} / ${run.failed}`,
    })),
    {
      measure: "group: sent / deliveries / failed",
      value: `${group.count} / ${group.deliveries.sendToDelivery.length} of ${group.count * groupRecipients} / ${group.failed}`,
    },
    { measure: "sockets closed by the server during the run", value: closedDuringRun },
    { measure: "server RSS at the end, MiB", value: mib(rss) },
  ]);
} finally {
  await server.stop();
}
