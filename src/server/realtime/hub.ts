import type { BroadcastDraft } from "../../api/events";
import type { BusListener } from "./bus";
import type { LoggedEvent } from "./event-log";

/** One open socket as the hub sees it (src/server/realtime/connection.ts). */
export interface Subscriber {
  /** A committed event of this subscriber's member, in whatever order the bus brought it. */
  offer(event: LoggedEvent): void;
  /** Read the log for anything missed (the bus may have dropped announcements). */
  catchUp(): void;
  /** Close the socket: the server is stopping. */
  shutdown(): void;
  /** Some sessions of this subscriber's member have ended: close the socket if its own is one of them. */
  sessionsEnded(): void;
  /** A control frame every socket is told (not logged). */
  told(draft: BroadcastDraft): void;
}

/** This process's open sockets by member: the bus hands it each event once, it gives it to their sockets. */
export class Hub implements Omit<BusListener, "accountChanged"> {
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private count = 0;

  /** Adds a socket of `userId`; returns its removal. */
  add(userId: number, subscriber: Subscriber): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(subscriber);
    this.count += 1;
    return () => {
      const current = this.byUser.get(userId);
      if (!current?.delete(subscriber)) return;
      this.count -= 1;
      if (current.size === 0) this.byUser.delete(userId);
    };
  }

  /** How many sockets `userId` has open in this process. */
  countOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** How many sockets are open in this process. */
  get size(): number {
    return this.count;
  }

  deliver(events: ReadonlyArray<LoggedEvent>): void {
    for (const event of events) {
      const set = this.byUser.get(event.userId);
      if (set) for (const subscriber of set) subscriber.offer(event);
    }
  }

  catchUp(): void {
    for (const set of this.byUser.values()) for (const subscriber of set) subscriber.catchUp();
  }

  sessionsEnded(userId: number): void {
    const set = this.byUser.get(userId);
    if (set) for (const subscriber of [...set]) subscriber.sessionsEnded();
  }

  toAll(drafts: ReadonlyArray<BroadcastDraft>): void {
    for (const set of this.byUser.values())
      for (const subscriber of set) for (const draft of drafts) subscriber.told(draft);
  }

  /** Closes every socket (the server is stopping). */
  shutdown(): void {
    for (const set of [...this.byUser.values()]) for (const subscriber of [...set]) subscriber.shutdown();
  }
}
