import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { BroadcastDraft } from "../../api/events";
import type { Db } from "../db/connect";
import { eventBus } from "../db/schema";
import type { LoggedEvent } from "./event-log";

/** Carries committed events to the sockets of every process (ARCHITECTURE §1: in-process or Redis). */
export interface Bus {
  readonly kind: "memory" | "redis";
  /** Tells every process, this one included, of events that have just committed. */
  announce(events: ReadonlyArray<LoggedEvent>): void;
  /** Tells every process, this one included, that sessions of this member have ended (committed). */
  announceSessionsEnded(userId: number): void;
  /** Tells every process, this one included, that this member's account has changed (committed). */
  announceAccountChanged(userId: number): void;
  /** Tells every socket of every process, this one included, what has just committed (not logged). */
  announceToAll(drafts: ReadonlyArray<BroadcastDraft>): void;
  close(): Promise<void>;
}

/** What a bus hands its events to: this process's sockets (src/server/realtime/hub.ts). */
export interface BusListener {
  deliver(events: ReadonlyArray<LoggedEvent>): void;
  /**
   * The bus may have missed announcements (its Redis connection dropped and came back): every socket
   * reads what it may have missed from the log.
   */
  catchUp(): void;
  /** Sessions of this member have ended: their sockets must close. */
  sessionsEnded(userId: number): void;
  /** This member's account has changed: what the process keeps of it is stale. */
  accountChanged(userId: number): void;
  /** For every socket: control frames that are not logged (`article_live`). */
  toAll(drafts: ReadonlyArray<BroadcastDraft>): void;
}

/** One process: announcing is delivering. */
export function createMemoryBus(listener: BusListener): Bus {
  return {
    kind: "memory",
    announce: (events) => listener.deliver(events),
    announceSessionsEnded: (userId) => listener.sessionsEnded(userId),
    announceAccountChanged: (userId) => listener.accountChanged(userId),
    announceToAll: (drafts) => listener.toAll(drafts),
    close: async () => {},
  };
}

/** This database's channel, made on first use (see the `event_bus` table). */
export async function busChannel(db: Db): Promise<string> {
  await db.insert(eventBus).values({}).onConflictDoNothing();
  const [row] = await db.select({ channel: eventBus.channel }).from(eventBus);
  if (!row) throw new Error("event_bus: строка канала не создана");
  return `mir:events:${row.channel}`;
}

/**
 * A bus message: who sent it, and either each event as `[userId, seq, frame]`, the member whose
 * sessions have ended (`s`), the member whose account has changed (`a`) or what every socket is told (`b`).
 */
type Message =
  | { readonly o: string; readonly e: ReadonlyArray<readonly [number, number, string]> }
  | { readonly o: string; readonly s: number }
  | { readonly o: string; readonly a: number }
  | { readonly o: string; readonly b: ReadonlyArray<BroadcastDraft> };

type Parsed =
  | { readonly origin: string; readonly events: LoggedEvent[] }
  | { readonly origin: string; readonly sessionsEndedOf: number }
  | { readonly origin: string; readonly accountChangedOf: number }
  | { readonly origin: string; readonly toAll: ReadonlyArray<BroadcastDraft> };

const isBroadcasts = Schema.is(Schema.Array(BroadcastDraft));

function parse(text: string): Parsed | undefined {
  try {
    const message = JSON.parse(text) as Partial<{
      o: unknown;
      e: unknown;
      s: unknown;
      a: unknown;
      b: unknown;
    }>;
    if (typeof message?.o !== "string") return undefined;
    if (Number.isSafeInteger(message.s)) return { origin: message.o, sessionsEndedOf: message.s as number };
    if (Number.isSafeInteger(message.a)) return { origin: message.o, accountChangedOf: message.a as number };
    if (message.b !== undefined)
      return isBroadcasts(message.b) ? { origin: message.o, toAll: message.b } : undefined;
    if (!Array.isArray(message.e)) return undefined;
    return {
      origin: message.o,
      events: (message.e as Array<[number, number, string]>).map(([userId, seq, frame]) => ({
        userId,
        seq,
        frame,
      })),
    };
  } catch {
    return undefined;
  }
}

/**
 * Redis pub/sub, one channel per database. The publishing process delivers to its own sockets at once
 * and skips its own message when Redis echoes it; every other process parses each message once and
 * hands it to its hub, which dispatches by member. A subscriber connection that drops and comes back
 * makes every local socket catch up from the log, so a dropped Redis connection loses nothing either.
 */
export async function createRedisBus(
  db: Db,
  redis: Redis,
  listener: BusListener,
  log: FastifyBaseLogger,
): Promise<Bus> {
  const channel = await busChannel(db);
  const origin = randomUUID();
  // A subscribed connection can do nothing else: a dedicated one. Resubscribing is ours (below), so that
  // the catch-up starts only once the subscription is back.
  const subscriber = redis.duplicate({
    lazyConnect: true,
    autoResubscribe: false,
    maxRetriesPerRequest: null,
    // Named after the channel, so that an operator (or a test) can find this deployment's subscribers.
    connectionName: `mir-bus-${channel.slice(channel.lastIndexOf(":") + 1)}`,
  });
  subscriber.on("error", (error) => log.warn({ err: error }, "Шина событий: ошибка подписки Redis"));
  subscriber.on("message", (from: string, text: string) => {
    if (from !== channel) return;
    const message = parse(text);
    if (!message) {
      log.warn("Шина событий: непонятное сообщение в канале, пропущено");
      return;
    }
    if (message.origin === origin) return;
    if ("events" in message) listener.deliver(message.events);
    else if ("sessionsEndedOf" in message) listener.sessionsEnded(message.sessionsEndedOf);
    else if ("toAll" in message) listener.toAll(message.toAll);
    else listener.accountChanged(message.accountChangedOf);
  });
  let ready = false;
  subscriber.on("ready", () => {
    if (!ready) return;
    subscriber.subscribe(channel).then(
      () => {
        log.info("Шина событий: подписка Redis восстановлена, сокеты догоняют журнал");
        listener.catchUp();
      },
      (error: unknown) => log.warn({ err: error }, "Шина событий: не удалось переподписаться"),
    );
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);
  ready = true;

  let closed = false;
  const publish = (message: Message) => {
    if (closed) return;
    redis.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
      log.warn({ err: error }, "Шина событий: не удалось опубликовать в Redis");
    });
  };
  return {
    kind: "redis",
    announce(events) {
      listener.deliver(events);
      // The events are in the log already: a failed publish delays them until the member's next event
      // or reconnect, it does not lose them.
      publish({ o: origin, e: events.map((e) => [e.userId, e.seq, e.frame] as const) });
    },
    announceSessionsEnded(userId) {
      listener.sessionsEnded(userId);
      // A lost one leaves the socket open until its next session check on `ping` (commands.ts).
      publish({ o: origin, s: userId });
    },
    announceAccountChanged(userId) {
      listener.accountChanged(userId);
      // A lost one leaves the other processes' copy until it expires (account-cache.ts).
      publish({ o: origin, a: userId });
    },
    announceToAll(drafts) {
      listener.toAll(drafts);
      // Not logged: a lost one is missed by the other processes' sockets (their feeds are read on reload).
      publish({ o: origin, b: drafts });
    },
    async close() {
      closed = true;
      ready = false;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
