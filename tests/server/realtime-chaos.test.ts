// @vitest-environment node
// Acceptance of issue 4: 1 000 events to one member while their connection is dropped at random moments
// (at least 50 times) → the client's list equals the sent list: nothing lost, nothing twice, order kept.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userEvents } from "../../src/server/db/schema";
import { createMember } from "./helpers/accounts";
import { resumingClient, runChaos, seededRandom } from "./helpers/chaos";
import { backends, createTestApp, type TestApp, useTestApp } from "./helpers/test-app";

const total = 1000;
const minDrops = 50;
const redisUrl = process.env.TEST_REDIS_URL;

/** The `n` of every logged event of the member, in seq order: what was sent. */
async function sentList(app: TestApp, userId: number): Promise<number[]> {
  const rows = await app.database.db
    .select({ seq: userEvents.seq, payload: userEvents.payload })
    .from(userEvents)
    .where(eq(userEvents.userId, userId))
    .orderBy(userEvents.seq);
  expect(rows.map((row) => Number(row.seq))).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
  return rows.map((row) => (row.payload as { n: number }).n);
}

/** Publishes through `publisher` while the raw client resumes on one of `servers` at random each time. */
async function chaosRun(publisher: TestApp, servers: TestApp[]) {
  const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
  const random = seededRandom(seed);
  const member = await createMember(publisher.database.db);
  const pick = () => (servers[Math.floor(random() * servers.length)] as TestApp).url;
  const client = resumingClient(pick, member.id, member.bearer, random);
  try {
    const { drops } = await runChaos(
      {
        publish: (n) =>
          publisher.app.realtime.events.transaction(async (_tx, publish) => {
            publish(member.id, { type: "achievement", action: "create", payload: { n } });
          }),
        ready: client.ready,
        drop: client.drop,
        received: client.received,
      },
      { total, minDrops, random },
    );
    const sent = await sentList(publisher, member.id);
    const context = `seed ${seed} (CHAOS_SEED=${seed} replays it), ${drops} drops`;
    expect(
      [...sent].sort((a, b) => a - b),
      context,
    ).toEqual(Array.from({ length: total }, (_, n) => n));
    expect(client.received(), context).toEqual(sent);
    expect(drops, context).toBeGreaterThanOrEqual(minDrops);
    expect(client.connections(), context).toBeGreaterThan(minDrops);
    // One user_connect (the first connection has no seq yet); a resync would mean a partial log.
    expect(client.controls(), context).toEqual(["user_connect"]);
  } finally {
    client.stop();
  }
}

describe.each(backends)("chaos on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });

  it("1 000 events, ≥ 50 drops: the client's list equals the sent list", async () => {
    await chaosRun(ctx(), [ctx()]);
  }, 120_000);
});

describe.skipIf(!redisUrl)("chaos through Redis between two apps (needs TEST_REDIS_URL)", () => {
  it.each(backends)(
    "on $name: 1 000 events published on one app, the client resuming on either: nothing lost, nothing twice",
    async (backend) => {
      const apps: TestApp[] = [];
      try {
        const first = await createTestApp(backend, { listen: true, redis: true });
        apps.push(first);
        apps.push(await createTestApp(backend, { listen: true, redis: true, shareWith: first }));
        await chaosRun(first, apps);
      } finally {
        for (const app of apps.reverse()) await app.close();
      }
    },
    180_000,
  );
});
