// @vitest-environment node
// The event log behind the socket: replay after a gap, resync past the retention, rollback, concurrency.
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EventDraft } from "../../src/api/events";
import { userEventSeqs, userEvents, userRoles } from "../../src/server/db/schema";
import {
  createEventLog,
  type LoggedEvent,
  pruneEvents,
  readEvents,
} from "../../src/server/realtime/event-log";
import { maxSocketsPerMember } from "../../src/server/realtime/sockets-routes";
import { createMember, type TestMember } from "./helpers/accounts";
import { TestSocket } from "./helpers/socket-client";
import { backends, useTestApp } from "./helpers/test-app";

const note = (n: number): EventDraft => ({ type: "achievement", action: "create", payload: { n } });
const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe.each(backends)("event log on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const db = () => ctx().database.db;
  const events = () => ctx().app.realtime.events;
  const openAs = (member: TestMember, after?: number) =>
    TestSocket.open(ctx().url, member.id, {
      headers: member.bearer,
      ...(after === undefined ? {} : { after }),
    });
  /** Publishes events `ns` to `member`, one transaction each, in order. */
  const publish = async (member: TestMember, ns: number[]) => {
    for (const n of ns) await events().transaction(async (_tx, publish) => publish(member.id, note(n)));
  };
  const seqOf = async (userId: number) =>
    Number((await db().select().from(userEventSeqs).where(eq(userEventSeqs.userId, userId)))[0]?.seq ?? 0);
  const logged = async (userId: number) =>
    (await db().select({ n: count() }).from(userEvents).where(eq(userEvents.userId, userId)))[0]?.n;

  it("without `after` starts with user_connect at the current seq, then live events", async () => {
    const member = await createMember(db());
    await publish(member, [1, 2, 3]);
    const socket = await openAs(member);
    const first = await socket.waitFor((f) => f.type === "user_connect");
    expect(first).toMatchObject({ seq: 3, payload: { seq: 3 } });
    await publish(member, [4]);
    const [event] = await socket.waitForEvents(1);
    expect(event).toMatchObject({ seq: 4, type: "achievement", action: "create", payload: { n: 4 } });
    expect(socket.frames.map((f) => f.type)).toEqual(["user_connect", "achievement"]);
    socket.close();
  });

  it("replays exactly the missed events, in order, then goes live", async () => {
    const member = await createMember(db());
    const first = await openAs(member);
    await first.waitFor((f) => f.type === "user_connect");
    await publish(member, [1, 2]);
    await first.waitForEvents(2);
    first.close();
    await first.closed;
    await publish(member, [3, 4, 5, 6, 7]); // missed while away

    const resumed = await openAs(member, 2);
    const replayed = await resumed.waitForEvents(5);
    expect(replayed.map((e) => [e.seq, e.payload])).toEqual(numbers(3, 7).map((n) => [n, { n }]));
    await publish(member, [8]);
    await resumed.waitForEvents(6);
    expect(resumed.frames.map((f) => f.seq)).toEqual(numbers(3, 8));
    expect(resumed.frames.some((f) => f.type === "user_connect")).toBe(false);
    resumed.close();
  });

  it("replays the same `at` as the live frame, and nothing when `after` is current", async () => {
    const member = await createMember(db());
    const live = await openAs(member);
    await live.waitFor((f) => f.type === "user_connect");
    await publish(member, [1]);
    const [sent] = await live.waitForEvents(1);
    live.close();
    const again = await openAs(member, 0);
    const [replayed] = await again.waitForEvents(1);
    expect(replayed).toEqual(sent);
    again.close();

    const upToDate = await openAs(member, 1);
    upToDate.send({ type: "ping" });
    const pong = await upToDate.waitFor((f) => f.type === "pong");
    expect(pong.seq).toBe(1);
    expect(upToDate.frames.map((f) => f.type)).toEqual(["pong"]);
    upToDate.close();
  });

  it("answers a ping that arrives before the first read of the log with the resumed position", async () => {
    // Few on PostgreSQL: each held read keeps one of the pool's 10 connections. On PGlite, 30 sockets of
    // three members (a member may hold maxSocketsPerMember).
    const members = await Promise.all(
      Array.from({ length: backend.name === "postgres" ? 1 : 3 }, () => createMember(db())),
    );
    for (const member of members) await publish(member, [1, 2]);
    // PostgreSQL: hold the sockets' first read of the log back with a table lock, so that each ping
    // surely arrives before it. (PGlite is one connection: a held lock would stop the upgrade too; there
    // many sockets at once queue their reads behind each other instead.)
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: Promise<void> = Promise.resolve();
    if (backend.name === "postgres") {
      let ready = () => {};
      const lockTaken = new Promise<void>((resolve) => {
        ready = resolve;
      });
      locked = db().transaction(async (tx) => {
        await tx.execute(sql`lock table ${userEventSeqs} in access exclusive mode`);
        ready();
        await held;
      });
      await lockTaken;
    }
    const perMember = backend.name === "postgres" ? 5 : maxSocketsPerMember;
    const sockets = await Promise.all(
      members.flatMap((member) => Array.from({ length: perMember }, () => openAs(member, 2))),
    );
    for (const socket of sockets) socket.send({ type: "ping" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await locked;
    const pongs = await Promise.all(sockets.map((socket) => socket.waitFor((f) => f.type === "pong")));
    expect(pongs.map((pong) => pong.seq)).toEqual(sockets.map(() => 2));
    for (const socket of sockets) socket.close();
  });

  it("answers resync then user_connect when the missed events are past the retention", async () => {
    const member = await createMember(db());
    await publish(member, [1, 2, 3]);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await db().update(userEvents).set({ createdAt: eightDaysAgo }).where(eq(userEvents.userId, member.id));
    expect(await pruneEvents(db(), 7)).toBeGreaterThanOrEqual(3);
    expect(await logged(member.id)).toBe(0);
    await publish(member, [4]);

    // Seqs 2..3 are gone (4 is still there): not a partial replay but a resync.
    const socket = await openAs(member, 1);
    await socket.waitFor((f) => f.type === "user_connect");
    expect(socket.frames.map((f) => [f.type, f.seq, f.payload])).toEqual([
      ["resync", 4, { seq: 4 }],
      ["user_connect", 4, { seq: 4 }],
    ]);
    await publish(member, [5]);
    const [live] = await socket.waitForEvents(1);
    expect(live).toMatchObject({ seq: 5, payload: { n: 5 } });
    socket.close();

    // Nothing missing after 3: a plain replay of 4 and 5, even though 1–3 are gone.
    const fine = await openAs(member, 3);
    expect((await fine.waitForEvents(2)).map((e) => e.seq)).toEqual([4, 5]);
    expect(fine.frames.some((f) => f.type === "resync")).toBe(false);
    fine.close();
  });

  it("answers resync for an `after` ahead of the log (another database, a restore)", async () => {
    const member = await createMember(db());
    await publish(member, [1, 2]);
    const socket = await openAs(member, 99);
    await socket.waitFor((f) => f.type === "user_connect");
    expect(socket.frames.map((f) => [f.type, f.seq])).toEqual([
      ["resync", 2],
      ["user_connect", 2],
    ]);
    socket.close();
  });

  it("keeps events younger than the retention", async () => {
    const member = await createMember(db());
    await publish(member, [1, 2]);
    await pruneEvents(db(), 7);
    expect(await logged(member.id)).toBe(2);
    const sixDaysLater = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
    await pruneEvents(db(), 7, sixDaysLater);
    expect(await logged(member.id)).toBe(2);
  });

  it("sends nothing and uses no seq when the transaction rolls back", async () => {
    const member = await createMember(db());
    const socket = await openAs(member);
    await socket.waitFor((f) => f.type === "user_connect");
    await publish(member, [1]);
    await expect(
      events().transaction(async (tx, publish) => {
        await tx.insert(userRoles).values({ userId: member.id, roleId: 7 });
        publish(member.id, note(2));
        throw new Error("передумали");
      }),
    ).rejects.toThrow("передумали");
    // Work that publishes and then fails in the database rolls back too.
    await expect(
      events().transaction(async (tx, publish) => {
        publish(member.id, note(3));
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await seqOf(member.id)).toBe(1);
    expect(
      await db()
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, member.id), eq(userRoles.roleId, 7))),
    ).toEqual([]);
    await publish(member, [4]);
    const received = await socket.waitForEvents(2);
    expect(received.map((e) => [e.seq, e.payload])).toEqual([
      [1, { n: 1 }],
      [2, { n: 4 }],
    ]);
    socket.close();
  });

  it("refuses an event that is not in the contract, and rolls the change back", async () => {
    const member = await createMember(db());
    await expect(
      events().transaction(async (tx, publish) => {
        await tx.insert(userRoles).values({ userId: member.id, roleId: 7 });
        publish(member.id, {
          type: "role",
          action: "promote",
          payload: { roleId: 7 },
        } as unknown as EventDraft);
      }),
    ).rejects.toThrow();
    expect(await seqOf(member.id)).toBe(0);
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, member.id))).toHaveLength(1);
  });

  it("gives many concurrent publishers to one member the seqs 1..N, delivered in order", async () => {
    const [member, other] = [await createMember(db()), await createMember(db())];
    const socket = await openAs(member);
    await socket.waitFor((f) => f.type === "user_connect");
    const total = 60;
    // Some transactions publish to both members, in both orders: the ascending lock order prevents deadlocks.
    await Promise.all(
      numbers(1, total).map((n) =>
        events().transaction(async (_tx, publish) => {
          if (n % 3 === 0) publish([other.id, member.id], note(n));
          else if (n % 3 === 1) publish([member.id, other.id], note(n));
          else publish(member.id, note(n));
        }),
      ),
    );
    const received = await socket.waitForEvents(total);
    expect(received.map((e) => e.seq)).toEqual(numbers(1, total));
    expect(received.map((e) => (e.payload as { n: number }).n).sort((a, b) => a - b)).toEqual(
      numbers(1, total),
    );
    expect(await seqOf(member.id)).toBe(total);
    expect(await seqOf(other.id)).toBe(total * (2 / 3));
    // What the socket got is what the log says, in the same order.
    const log = await db()
      .select({ seq: userEvents.seq, payload: userEvents.payload })
      .from(userEvents)
      .where(eq(userEvents.userId, member.id))
      .orderBy(userEvents.seq);
    expect(received.map((e) => e.payload)).toEqual(log.map((row) => row.payload));
    socket.close();
  });

  it("numbers several events of one transaction in publish order, and reaches every tab", async () => {
    const member = await createMember(db());
    const [tab1, tab2] = [await openAs(member), await openAs(member)];
    await tab1.waitFor((f) => f.type === "user_connect");
    await tab2.waitFor((f) => f.type === "user_connect");
    await events().transaction(async (_tx, publish) => {
      publish(member.id, note(1));
      publish([member.id, member.id], note(2)); // one recipient once
      publish(member.id, note(3));
    });
    for (const tab of [tab1, tab2]) {
      const received = await tab.waitForEvents(3);
      expect(received.map((e) => [e.seq, e.payload])).toEqual([
        [1, { n: 1 }],
        [2, { n: 2 }],
        [3, { n: 3 }],
      ]);
      tab.close();
    }
  });

  it("delivers events whose announcement was lost before the next one, from the log", async () => {
    const member = await createMember(db());
    const socket = await openAs(member);
    await socket.waitFor((f) => f.type === "user_connect");
    // A process that commits and dies before announcing: its events are only in the log.
    const silent = createEventLog(db(), () => {});
    for (const n of [1, 2]) await silent.transaction(async (_tx, publish) => publish(member.id, note(n)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.events).toEqual([]);
    await publish(member, [3]);
    const received = await socket.waitForEvents(3);
    expect(received.map((e) => [e.seq, e.payload])).toEqual([
      [1, { n: 1 }],
      [2, { n: 2 }],
      [3, { n: 3 }],
    ]);
    // The same events again from the bus (Redis redelivers, or two processes announce): dropped.
    const again = await readEvents(db(), member.id, 0, 10);
    ctx().app.realtime.hub.deliver(again.reverse());
    socket.send({ type: "ping" });
    await socket.waitFor((f) => f.type === "pong");
    expect(socket.events).toHaveLength(3);
    socket.close();
  });

  it("announces to each of many recipients the frame a replay from the log gives", async () => {
    const members = [await createMember(db()), await createMember(db()), await createMember(db())];
    const announced: LoggedEvent[] = [];
    const log = createEventLog(db(), (events) => announced.push(...events));
    await log.transaction(async (_tx, publish) => {
      publish(
        members.map((m) => m.id),
        { type: "achievement", payload: { text: '«всем» \u2028 "кавычки"', n: [1, 2] } },
      );
      publish(members[0]?.id ?? 0, note(7));
    });
    expect(announced).toHaveLength(4);
    for (const member of members) {
      const live = announced.filter((e) => e.userId === member.id);
      // The same JSON (jsonb keeps its own key order, so not the same text).
      const replayed = await readEvents(db(), member.id, 0, 10);
      expect(live.map((e) => JSON.parse(e.frame))).toEqual(replayed.map((e) => JSON.parse(e.frame)));
      for (const event of live) expect(JSON.parse(event.frame).seq).toBe(event.seq);
    }
  });
});
