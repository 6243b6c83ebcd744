import { and, asc, eq, gt, lt, lte, sql } from "drizzle-orm";
import { Schema } from "effect";
import { BroadcastDraft, EventDraft } from "../../api/events";
import type { Db, Tx } from "../db/connect";
import { userEventSeqs, userEvents } from "../db/schema";

/** The transaction handed to work that publishes events. */

/** One committed event of one member: its seq and the frame the socket sends, as JSON text. */
export interface LoggedEvent {
  readonly userId: number;
  readonly seq: number;
  /** `{ seq, type, action?, payload, at }` (src/api/events/), serialised once for every socket. */
  readonly frame: string;
}

/**
 * Publishes an event to members (each once, however often listed): appended to each one's log in the transaction of the change, sent to
 * their sockets once it has committed. Nothing is sent, and no seq is used, if the transaction rolls back.
 */
export type Publish = (to: number | Iterable<number>, event: EventDraft) => void;

/**
 * Tells every open socket of every process something (an `article_live` frame, src/api/events), once the
 * transaction has committed: not logged, nothing is replayed of it; nothing is sent if it rolls back.
 */
export type Broadcast = (draft: BroadcastDraft) => void;

/** Where the domains publish from (ARCHITECTURE §3 "Push"). */
export interface EventLog {
  /**
   * Runs `work` in one transaction. What it `publish`es is appended to the recipients' logs at the end of
   * the transaction — every recipient's seq row locked in ascending id order, whatever order `publish` was
   * called in, so publishers never deadlock and hold the locks only until the commit — and announced on
   * the bus after the commit; so is what it `broadcast`s, to every socket.
   */
  transaction<T>(work: (tx: Tx, publish: Publish, broadcast: Broadcast) => Promise<T>): Promise<T>;
}

const encodeDraft = Schema.encodeUnknownSync(EventDraft);
// Checked against the contract like the logged events: an off-contract frame is our bug.
const encodeBroadcast = Schema.encodeUnknownSync(BroadcastDraft);

/** The frame text of an event; the key order is the protocol's, `action` only when there is one. */
export function frameOf(
  seq: number,
  event: { readonly type: string; readonly action?: string | null; readonly payload: unknown },
  at: Date,
): string {
  const { type, action, payload } = event;
  return JSON.stringify(
    action == null
      ? { seq, type, payload, at: at.toISOString() }
      : { seq, type, action, payload, at: at.toISOString() },
  );
}

interface Pending {
  readonly userId: number;
  readonly event: EventDraft;
}

/**
 * Appends events in the current transaction. Each recipient's counter is raised by the number of their
 * events with one upsert whose rows are in ascending user id order: the row locks it takes serialise the
 * publishers of one member until commit, so seqs are gap-free and commit in seq order.
 */
async function append(tx: Tx, pending: ReadonlyArray<Pending>): Promise<LoggedEvent[]> {
  const byUser = new Map<number, EventDraft[]>();
  for (const { userId, event } of pending) {
    const list = byUser.get(userId);
    if (list) list.push(event);
    else byUser.set(userId, [event]);
  }
  const userIds = [...byUser.keys()].sort((a, b) => a - b);
  const raised = await tx
    .insert(userEventSeqs)
    .values(userIds.map((userId) => ({ userId, seq: byUser.get(userId)?.length ?? 0 })))
    .onConflictDoUpdate({
      target: userEventSeqs.userId,
      set: { seq: sql`${userEventSeqs.seq} + excluded.seq` },
    })
    .returning({ userId: userEventSeqs.userId, seq: userEventSeqs.seq });
  const lastSeq = new Map(raised.map((row) => [row.userId, Number(row.seq)]));

  const at = new Date();
  // A group message goes to every member: its frame is serialised once, only the seq differs.
  const seqPrefix = '{"seq":0,';
  const tails = new Map<EventDraft, string>();
  const frameFor = (seq: number, event: EventDraft) => {
    let tail = tails.get(event);
    if (tail === undefined) {
      tail = frameOf(0, event, at).slice(seqPrefix.length);
      tails.set(event, tail);
    }
    return `{"seq":${seq},${tail}`;
  };
  const rows: Array<typeof userEvents.$inferInsert> = [];
  const logged: LoggedEvent[] = [];
  for (const userId of userIds) {
    const events = byUser.get(userId) ?? [];
    let seq = (lastSeq.get(userId) ?? 0) - events.length;
    for (const event of events) {
      seq += 1;
      const action = "action" in event ? event.action : undefined;
      rows.push({
        userId,
        seq,
        type: event.type,
        action: action ?? null,
        payload: event.payload,
        createdAt: at,
      });
      logged.push({ userId, seq, frame: frameFor(seq, event) });
    }
  }
  await tx.insert(userEvents).values(rows);
  return logged;
}

/**
 * The event log over `db`; `announce` is told of what each transaction appended, `announceToAll` of what
 * it broadcast, after its commit.
 */
export function createEventLog(
  db: Db,
  announce: (events: ReadonlyArray<LoggedEvent>) => void,
  announceToAll: (drafts: ReadonlyArray<BroadcastDraft>) => void = () => {},
): EventLog {
  return {
    async transaction(work) {
      let logged: LoggedEvent[] = [];
      const broadcasts: BroadcastDraft[] = [];
      const result = await db.transaction(async (tx) => {
        const pending: Pending[] = [];
        let open = true;
        const publish: Publish = (to, event) => {
          if (!open) throw new Error("publish() после конца транзакции: событие не попало бы в журнал");
          // Checked against the contract now: an off-contract event is our bug and rolls the change back.
          const encoded = encodeDraft(event) as EventDraft;
          // A member listed twice gets the event once.
          for (const userId of new Set(typeof to === "number" ? [to] : to))
            pending.push({ userId, event: encoded });
        };
        const broadcast: Broadcast = (draft) => {
          if (!open) throw new Error("broadcast() после конца транзакции: его никто бы не услышал");
          broadcasts.push(encodeBroadcast(draft) as BroadcastDraft);
        };
        const value = await work(tx, publish, broadcast);
        open = false;
        if (pending.length > 0) logged = await append(tx, pending);
        return value;
      });
      if (logged.length > 0) announce(logged);
      if (broadcasts.length > 0) announceToAll(broadcasts);
      return result;
    },
  };
}

/** A member's current seq: that of their last event, 0 before the first. */
export async function currentSeq(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ seq: userEventSeqs.seq })
    .from(userEventSeqs)
    .where(eq(userEventSeqs.userId, userId));
  return row ? Number(row.seq) : 0;
}

/** Up to `limit` logged events of a member after seq `after` (and up to `upto`), in seq order. */
export async function readEvents(
  db: Db,
  userId: number,
  after: number,
  limit: number,
  upto?: number,
): Promise<LoggedEvent[]> {
  const rows = await db
    .select({
      seq: userEvents.seq,
      type: userEvents.type,
      action: userEvents.action,
      payload: userEvents.payload,
      createdAt: userEvents.createdAt,
    })
    .from(userEvents)
    .where(
      and(
        eq(userEvents.userId, userId),
        gt(userEvents.seq, after),
        upto === undefined ? undefined : lte(userEvents.seq, upto),
      ),
    )
    .orderBy(asc(userEvents.seq))
    .limit(limit);
  return rows.map((row) => {
    const seq = Number(row.seq);
    return { userId, seq, frame: frameOf(seq, row, row.createdAt) };
  });
}

/**
 * Deletes events older than `retentionDays`, a batch at a time (short transactions: PGlite is one
 * connection). Returns how many went. Safe to run from every process at once.
 */
export async function pruneEvents(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const batch = 5000;
  let total = 0;
  for (;;) {
    const oldest = db
      .select({ userId: userEvents.userId, seq: userEvents.seq })
      .from(userEvents)
      .where(lt(userEvents.createdAt, cutoff))
      .limit(batch);
    const gone = await db
      .delete(userEvents)
      .where(sql`(${userEvents.userId}, ${userEvents.seq}) in (${oldest})`)
      .returning({ seq: userEvents.seq });
    total += gone.length;
    if (gone.length < batch) return total;
  }
}
