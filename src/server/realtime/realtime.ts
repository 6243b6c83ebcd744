import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { idleTimeoutPings, pingIntervalMs } from "../../api/events";
import type { Db } from "../db/connect";
import { type Bus, type BusListener, createMemoryBus, createRedisBus } from "./bus";
import { type CommandTable, createCommandTable } from "./commands";
import { createEventLog, type EventLog, type LoggedEvent } from "./event-log";
import { Hub } from "./hub";

declare module "fastify" {
  interface FastifyInstance {
    /** The event log, the bus and this process's sockets (src/server/realtime). */
    readonly realtime: Realtime;
  }
}

export interface RealtimeOptions {
  /**
   * The clients' ping interval; a socket silent for 2.5 of them is closed. The protocol's 15 000 ms by
   * default; tests shorten it.
   */
  readonly pingIntervalMs?: number;
}

/** Everything real-time of one process. */
export interface Realtime {
  /** Where domains publish: `events.transaction(async (tx, publish) => …)`. */
  readonly events: EventLog;
  readonly bus: Bus;
  /** This process's open sockets. */
  readonly hub: Hub;
  /** What clients may send besides `ping`: each domain registers its own (`commands.register`). */
  readonly commands: CommandTable;
  /** After this long without a frame from the client, its socket is closed. */
  readonly idleTimeoutMs: number;
  /**
   * Call after committing a logout, password reset or account deletion: the member's sockets whose
   * session has ended close with 4401 on every process.
   */
  sessionsEnded(userId: number): void;
  /**
   * Call after committing a change to an account (profile, phone, roles): every process drops what it
   * kept of it (src/server/realtime/account-cache.ts).
   */
  accountChanged(userId: number): void;
  /** Closes every socket (1001), then the bus. */
  close(): Promise<void>;
}

/**
 * Something a process keeps of members' data that their events make stale (notification counts, chat
 * lists: src/server/realtime/member-cache.ts): the bus hands it every committed event and every
 * announced account change, in every process.
 */
export interface EventFedCache {
  /** Events have committed for these members. */
  eventsCommitted(events: ReadonlyArray<LoggedEvent>): void;
  /** A member's account changed (name, avatar, deletion, roles): what shows it is stale. */
  accountChanged(userId: number): void;
  /** Announcements may have been missed: drop everything. */
  clear(): void;
}

/** What a process keeps of members' sessions or accounts, dropped by the announcements of the bus. */
export interface KeptAccounts {
  forget(userId: number): void;
  clear(): void;
}

/** The bus is Redis pub/sub when `redis` is given (scaled out), in-process otherwise. */
export async function createRealtime({
  db,
  redis,
  log,
  accounts: kept,
  caches = [],
  options = {},
}: {
  db: Db;
  redis?: Redis | undefined;
  log: FastifyBaseLogger;
  /**
   * What this process keeps of sessions and accounts (auth's session lookup, users' cards): the bus's
   * announcements drop it.
   */
  accounts: ReadonlyArray<KeptAccounts>;
  /** What else this process keeps of members' data: every committed event reaches it. */
  caches?: ReadonlyArray<EventFedCache>;
  options?: RealtimeOptions;
}): Promise<Realtime> {
  const hub = new Hub();
  const listener: BusListener = {
    deliver(events) {
      for (const cache of caches) cache.eventsCommitted(events);
      hub.deliver(events);
    },
    catchUp() {
      for (const accounts of kept) accounts.clear();
      for (const cache of caches) cache.clear();
      hub.catchUp();
    },
    sessionsEnded(userId) {
      for (const accounts of kept) accounts.forget(userId);
      hub.sessionsEnded(userId);
    },
    accountChanged(userId) {
      for (const accounts of kept) accounts.forget(userId);
      for (const cache of caches) cache.accountChanged(userId);
    },
    toAll(drafts) {
      hub.toAll(drafts);
    },
  };
  const bus = redis ? await createRedisBus(db, redis, listener, log) : createMemoryBus(listener);
  const events = createEventLog(
    db,
    (logged) => bus.announce(logged),
    (drafts) => bus.announceToAll(drafts),
  );
  return {
    events,
    bus,
    hub,
    commands: createCommandTable(),
    idleTimeoutMs: (options.pingIntervalMs ?? pingIntervalMs) * idleTimeoutPings,
    sessionsEnded: (userId) => bus.announceSessionsEnded(userId),
    accountChanged: (userId) => bus.announceAccountChanged(userId),
    async close() {
      hub.shutdown();
      await bus.close();
    },
  };
}
