// @vitest-environment node
// The app's socket stream (src/streams/socket.stream.ts) against the real server, and against a tiny
// scripted server for what the real one never sends (garbage, duplicates, silence).
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { CloseCode, isServerEvent, type ServerEvent } from "../../src/api/events";
import { RoleId } from "../../src/api/schema/user";
import { userEvents } from "../../src/server/db/schema";
import { connectSocket, type SocketOptions } from "../../src/streams/socket.stream";
import { createAdmin, createMember, type TestMember } from "../server/helpers/accounts";
import { runChaos, seededRandom } from "../server/helpers/chaos";
import { socketUrl } from "../server/helpers/socket-client";
import { backends, useTestApp } from "../server/helpers/test-app";
import { nodeWebSocket, record, scriptedServer } from "./helpers/socket-env";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Quick retries: a test should not wait the browser's 1–10 s. */
const quick = { minReconnectDelayMs: 5, maxReconnectDelayMs: 50 } satisfies Partial<SocketOptions>;
const eventsOf = (frames: ReturnType<ReturnType<typeof record>["frames"]>): ServerEvent[] =>
  frames.filter(isServerEvent);
const seqs = (events: ServerEvent[]) => events.map((e) => e.seq);
/** The `n` these tests put in each event's payload. */
const nOf = (event: ServerEvent) => (event.payload as { n?: number }).n;

describe.each(backends)("socket stream against the real server on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const db = () => ctx().database.db;
  const publish = (userId: number, n: number) =>
    ctx().app.realtime.events.transaction(async (_tx, publish) => {
      publish(userId, { type: "achievement", action: "create", payload: { n } });
    });
  const open = (member: TestMember, options: Partial<SocketOptions> = {}, id: number = member.id) => {
    const env = nodeWebSocket(member.bearer);
    const stream = record(
      connectSocket({ url: socketUrl(ctx().url, id), WebSocket: env.WebSocket, ...quick, ...options }),
    );
    return { env, stream };
  };

  it("delivers decoded frames: `user_connect` first, then the member's events", async () => {
    const [admin, member] = [await createAdmin(db()), await createMember(db())];
    const { stream } = open(member);
    await stream.until(() => stream.frames().some((f) => f.type === "user_connect"), 5000, "user_connect");
    expect(stream.updates[0]).toEqual({ type: "open" });
    expect(stream.frames()[0]).toMatchObject({ type: "user_connect", seq: 0, payload: { seq: 0 } });

    const given = await ctx().app.inject({
      method: "PUT",
      url: `/api/users/changerole/${member.id}`,
      headers: { "content-type": "application/json", ...admin.bearer },
      payload: JSON.stringify({ roleId: RoleId.digestAuthor }),
    });
    expect(given.statusCode).toBe(200);
    // The role event, and after it the notification the change leaves (both committed at once).
    await stream.until(() => eventsOf(stream.frames()).length >= 1, 5000, "the role event");
    const [role] = eventsOf(stream.frames());
    expect(role).toMatchObject({ seq: 1, type: "role", action: "add", payload: { roleId: 7 } });
    expect(Number.isNaN(Date.parse(role?.at ?? ""))).toBe(false);
    stream.stop();
  });

  it("resumes with ?after= when the server drops the connection: nothing lost, nothing twice", async () => {
    const member = await createMember(db());
    const { env, stream } = open(member);
    await stream.until(() => stream.frames().some((f) => f.type === "user_connect"), 5000, "user_connect");
    await publish(member.id, 1);
    await publish(member.id, 2);
    await stream.until(() => eventsOf(stream.frames()).length === 2, 5000, "two events");

    // The server goes away (a restart, 1001); events keep being committed meanwhile.
    ctx().app.realtime.hub.shutdown();
    for (const n of [3, 4, 5]) await publish(member.id, n);
    await stream.until(() => eventsOf(stream.frames()).length >= 5, 5000, "five events");
    await publish(member.id, 6);
    await stream.until(() => eventsOf(stream.frames()).length >= 6, 5000, "six events");
    await sleep(200);

    const events = eventsOf(stream.frames());
    expect(seqs(events)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(events.map(nOf)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(stream.updates.filter((u) => u.type === "lost")[0]).toMatchObject({ code: CloseCode.goingAway });
    expect(stream.updates.filter((u) => u.type === "open").length).toBeGreaterThanOrEqual(2);
    // The second connection asked for what came after the last frame, and got no fresh user_connect.
    expect(env.urls()[0]).not.toContain("after=");
    expect(env.urls()[1]).toContain("after=2");
    expect(stream.frames().filter((f) => f.type === "user_connect")).toHaveLength(1);
    stream.stop();
  });

  it("resumes from where another socket stopped (`after`), as a tab taking over does", async () => {
    const member = await createMember(db());
    for (const n of [1, 2, 3]) await publish(member.id, n);
    const { env, stream } = open(member, { after: 1 });
    await stream.until(() => eventsOf(stream.frames()).length === 2, 5000, "the replay");
    expect(env.urls()[0]).toContain("after=1");
    expect(seqs(eventsOf(stream.frames()))).toEqual([2, 3]);
    stream.stop();
  });

  it("stops for good when refused: 4403 for another member's socket, 4401 without a valid token", async () => {
    const [member, other] = [await createMember(db()), await createMember(db())];
    const forbidden = open(member, {}, other.id);
    await forbidden.stream.until(() => forbidden.stream.completed, 5000, "completion");
    expect(forbidden.stream.updates.at(-1)).toMatchObject({ type: "refused", code: CloseCode.forbidden });
    expect(forbidden.stream.updates.at(-1)).toHaveProperty("reason", "Это сокет другого участника");

    const stranger = { ...member, bearer: { authorization: "Bearer nonsense" } };
    const unauthorized = open(stranger);
    await unauthorized.stream.until(() => unauthorized.stream.completed, 5000, "completion");
    expect(unauthorized.stream.updates.at(-1)).toMatchObject({
      type: "refused",
      code: CloseCode.unauthorized,
    });
    await sleep(300);
    expect(forbidden.env.opened).toHaveLength(1);
    expect(unauthorized.env.opened).toHaveLength(1);
  });

  it("chaos: 1 000 events, ≥ 50 drops of the connection: the stream's list equals the sent list", async () => {
    const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
    const random = seededRandom(seed);
    const member = await createMember(db());
    const { env, stream } = open(member, { minReconnectDelayMs: 1, maxReconnectDelayMs: 20 });
    const received = () => eventsOf(stream.frames()).map((e) => nOf(e) as number);
    try {
      const { drops } = await runChaos(
        {
          ready: () => stream.until(() => stream.frames().length > 0, 5000, "the first frame"),
          publish: (n) => publish(member.id, n),
          drop: () => {
            const ws = env.current();
            if (ws?.readyState !== ws?.OPEN) return false;
            if (random() < 0.5) ws?.terminate();
            else ws?.close();
            return true;
          },
          received,
        },
        { total: 1000, minDrops: 50, random },
      );
      const context = `seed ${seed} (CHAOS_SEED=${seed} replays it), ${drops} drops`;
      // What was sent: the member's log in seq order (commit order, which concurrent publishes may mix).
      const rows = await db()
        .select({ payload: userEvents.payload })
        .from(userEvents)
        .where(eq(userEvents.userId, member.id))
        .orderBy(userEvents.seq);
      const sent = rows.map((row) => (row.payload as { n: number }).n);
      expect([...sent].sort((a, b) => a - b)).toEqual(Array.from({ length: 1000 }, (_, n) => n));
      expect(received(), context).toEqual(sent);
      expect(seqs(eventsOf(stream.frames())), context).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
      expect(drops, context).toBeGreaterThanOrEqual(50);
      expect(env.opened.length, context).toBeGreaterThan(50);
    } finally {
      stream.stop();
    }
  }, 120_000);
});

describe("pings against the real server", () => {
  // Ping every 100 ms on the server's side: a socket silent for 250 ms is closed (4408).
  const ctx = useTestApp(backends[0] as (typeof backends)[number], {
    listen: true,
    realtime: { pingIntervalMs: 100 },
  });

  it("keeps the connection alive with pings, each answered by `pong`", async () => {
    const member = await createMember(ctx().database.db);
    const env = nodeWebSocket(member.bearer);
    const stream = record(
      connectSocket({ url: socketUrl(ctx().url, member.id), WebSocket: env.WebSocket, pingIntervalMs: 50 }),
    );
    await sleep(800);
    expect(stream.updates.filter((u) => u.type === "lost")).toEqual([]);
    expect(stream.frames().filter((f) => f.type === "pong").length).toBeGreaterThanOrEqual(5);
    expect(env.opened).toHaveLength(1);
    stream.stop();
  });

  it("without pings the server closes it (4408), and the stream comes back by itself", async () => {
    const member = await createMember(ctx().database.db);
    const env = nodeWebSocket(member.bearer);
    const stream = record(
      connectSocket({
        url: socketUrl(ctx().url, member.id),
        WebSocket: env.WebSocket,
        pingIntervalMs: 60_000,
        ...quick,
      }),
    );
    await stream.until(
      () => stream.updates.filter((u) => u.type === "open").length >= 2,
      5000,
      "a second connection",
    );
    expect(stream.updates.find((u) => u.type === "lost")).toMatchObject({ code: CloseCode.idle });
    expect(stream.completed).toBe(false);
    stream.stop();
  });
});

describe("socket stream against a scripted server", () => {
  const event = (seq: number) =>
    JSON.stringify({ seq, type: "achievement", payload: { n: seq }, at: new Date().toISOString() });

  it("drops and reports a frame that does not decode; never throws", async () => {
    const server = await scriptedServer((socket) => {
      socket.send("not json");
      socket.send(JSON.stringify({ seq: 1, type: "dance", payload: {}, at: new Date().toISOString() }));
      socket.send(JSON.stringify({ seq: -1, type: "achievement", payload: {}, at: "вчера" }));
      socket.send(Buffer.from([1, 2, 3]));
      socket.send(event(1));
    });
    const warn = vi.fn();
    const env = nodeWebSocket();
    const stream = record(connectSocket({ url: server.url, WebSocket: env.WebSocket, warn, ...quick }));
    try {
      await stream.until(() => stream.frames().length === 1, 5000, "the good frame");
      await sleep(100);
      expect(stream.frames()).toHaveLength(1);
      expect(stream.frames()[0]).toMatchObject({ seq: 1, type: "achievement", payload: { n: 1 } });
      expect(warn).toHaveBeenCalledTimes(4);
      expect(stream.updates.map((u) => u.type)).toEqual(["open", "frame"]);
    } finally {
      stream.stop();
      await server.close();
    }
  });

  it("drops a logged event it has already seen, also one replayed after a reconnect", async () => {
    const server = await scriptedServer((socket, url) => {
      if (!url.includes("after=")) {
        for (const seq of [1, 1, 2]) socket.send(event(seq));
        setTimeout(() => socket.close(1011, "boom"), 50);
      } else {
        // A faulty replay: the last event again, then the next one.
        for (const seq of [2, 3]) socket.send(event(seq));
      }
    });
    const env = nodeWebSocket();
    const stream = record(connectSocket({ url: server.url, WebSocket: env.WebSocket, ...quick }));
    try {
      await stream.until(() => stream.frames().some((f) => f.seq === 3), 5000, "seq 3");
      await sleep(100);
      expect(stream.frames().map((f) => f.seq)).toEqual([1, 2, 3]);
      expect(server.connections[1]).toContain("after=2");
    } finally {
      stream.stop();
      await server.close();
    }
  });

  it("replaces a connection that stays silent despite its pings", async () => {
    const server = await scriptedServer(() => {
      // Accepts, then never says a word (a half-open connection after a laptop slept).
    });
    const env = nodeWebSocket();
    const stream = record(
      connectSocket({ url: server.url, WebSocket: env.WebSocket, pingIntervalMs: 40, ...quick }),
    );
    try {
      await stream.until(() => server.connections.length >= 2, 5000, "a second connection");
      expect(stream.updates.find((u) => u.type === "lost")).toMatchObject({ code: 4000 });
    } finally {
      stream.stop();
      await server.close();
    }
  });
});
