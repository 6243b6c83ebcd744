import { Schema } from "effect";
import WebSocket from "ws";
import { isServerEvent, ServerFrameFromJson } from "../../../src/api/events";
import { socketUrl } from "./socket-client";

/** A small seeded generator, so that a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What the chaos run drives. Any client fits — the raw `ws` client below, or the app's own socket stream
 * — as long as it can be told to lose its connection and can say what it has applied.
 */
export interface ChaosTarget {
  /** Resolves once the client is connected and knows its position (events before it are history). */
  ready(): Promise<void>;
  /** Commits event number `n` (resolves after the commit). */
  publish(n: number): Promise<void>;
  /**
   * Breaks the client's connection now, the way a network does; the client must recover by itself.
   * False when there was no open connection to break (it is still reconnecting): the run tries again.
   */
  drop(): boolean;
  /** The `n` of every event the client has applied so far, in the order it applied them. */
  received(): ReadonlyArray<number>;
}

export interface ChaosOptions {
  readonly total: number;
  /** At least this many drops of an open connection, at random moments. */
  readonly minDrops: number;
  /** Publishes in flight at once (> 1 commits events out of announcement order). */
  readonly concurrency?: number;
  readonly random: () => number;
  /** How long to wait for the client to catch up at the end. */
  readonly settleTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Publishes `total` events while breaking the client's open connection at `minDrops` or more random
 * moments (between publishes, while it replays, right after it reconnected); then waits until the
 * client has `total` events and a little more, so that a duplicate would show. Returns the drop count.
 */
export async function runChaos(target: ChaosTarget, options: ChaosOptions): Promise<{ drops: number }> {
  const { total, minDrops, random, concurrency = 3, settleTimeoutMs = 30_000 } = options;
  await target.ready();
  const dropAt = new Set<number>();
  while (dropAt.size < minDrops) dropAt.add(Math.floor(random() * total));
  let drops = 0;
  const dropOnce = async () => {
    // The planned moment may find the client still reconnecting: break the next connection it opens.
    for (let tries = 0; tries < 2500; tries++) {
      if (target.drop()) {
        drops += 1;
        return;
      }
      await sleep(2);
    }
    throw new Error("chaos: the client did not reconnect within 5 s");
  };
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      if (dropAt.has(n)) await dropOnce();
      else if (random() < 0.02 && target.drop()) drops += 1;
      await target.publish(n);
      if (random() < 0.05) await sleep(random() * 5);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const deadline = Date.now() + settleTimeoutMs;
  while (target.received().length < total && Date.now() < deadline) await sleep(20);
  // Anything sent twice would arrive now.
  await sleep(200);
  return { drops };
}

const decodeFrame = Schema.decodeUnknownSync(ServerFrameFromJson);

/**
 * The simplest correct client of the protocol, on raw `ws`: it keeps the seq of the last frame and, when
 * its connection closes for any reason, reconnects (after 0–10 ms) with `?after=<that seq>`. It does not
 * filter duplicates: the server must not send any. `received` holds `payload.n` of every logged event.
 */
export function resumingClient(
  /** The server to (re)connect to; a function picks one per connection (a load balancer). */
  baseUrl: string | (() => string),
  userId: number,
  headers: Record<string, string>,
  random: () => number,
) {
  const received: number[] = [];
  const controls: string[] = [];
  let lastSeq: number | undefined;
  let ws: WebSocket | undefined;
  let stopped = false;
  let connections = 0;

  const open = () => {
    if (stopped) return;
    connections += 1;
    const server = typeof baseUrl === "string" ? baseUrl : baseUrl();
    const socket = new WebSocket(socketUrl(server, userId, lastSeq), { headers });
    ws = socket;
    socket.on("message", (data) => {
      if (socket !== ws) return;
      const frame = decodeFrame(data.toString());
      if (isServerEvent(frame)) received.push((frame.payload as { n: number }).n);
      else controls.push(frame.type);
      lastSeq = frame.seq;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      if (socket !== ws) return;
      setTimeout(open, random() * 10);
    });
  };
  open();

  return {
    received: () => received,
    /** Types of control frames seen (`user_connect` once at the start; `resync` would be a failure). */
    controls: () => controls,
    connections: () => connections,
    /** Resolves once the first `user_connect` has given the client its position. */
    async ready() {
      while (lastSeq === undefined) await sleep(5);
    },
    drop(): boolean {
      if (ws?.readyState !== WebSocket.OPEN) return false;
      // Half of the time abruptly (no close frame), half of the time politely.
      if (random() < 0.5) ws.terminate();
      else ws.close();
      return true;
    },
    stop() {
      stopped = true;
      ws?.terminate();
    },
  };
}
