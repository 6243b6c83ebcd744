import { eq, inArray, sql } from "drizzle-orm";
import {
  type NotificationCounters,
  type NotificationType,
  notificationTypes,
} from "../../api/schema/notification";
import type { Db, Tx } from "../db/connect";
import { preparedPerDb } from "../db/prepared";
import { notificationCounters } from "../db/schema";

/** What a change did to one type's counts. */
export interface CountChange {
  readonly type: string;
  readonly total: number;
  readonly unread: number;
}

/**
 * Applies count changes, in the transaction of the change itself (ordered by type, so that two
 * transactions lock the counter rows in one order and never wait on each other in a circle).
 */
export async function bumpCounters(
  tx: Tx,
  userId: number,
  changes: ReadonlyArray<CountChange>,
): Promise<void> {
  const byType = new Map<string, { total: number; unread: number }>();
  for (const change of changes) {
    const sum = byType.get(change.type) ?? { total: 0, unread: 0 };
    byType.set(change.type, { total: sum.total + change.total, unread: sum.unread + change.unread });
  }
  for (const [type, { total, unread }] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
    if (total === 0 && unread === 0) continue;
    await tx
      .insert(notificationCounters)
      .values({ userId, type, total, unread })
      .onConflictDoUpdate({
        target: [notificationCounters.userId, notificationCounters.type],
        set: {
          total: sql`${notificationCounters.total} + ${total}`,
          unread: sql`${notificationCounters.unread} + ${unread}`,
        },
      });
  }
}

type CountRow = { type: string; total: number; unread: number };

const countColumns = {
  type: notificationCounters.type,
  total: notificationCounters.total,
  unread: notificationCounters.unread,
};

// Prepared: the bell and every notifications page read the counts outside any transaction.
const countsQuery = preparedPerDb((db) =>
  db
    .select(countColumns)
    .from(notificationCounters)
    .where(eq(notificationCounters.userId, sql.placeholder("userId")))
    .prepare("notification_counts"),
);

/** A member's kept counts: unread in all and per type (the contract's counters), and rows in all and per type. */
export interface Counts {
  readonly counters: NotificationCounters;
  readonly all: number;
  readonly byType: Partial<Record<string, { total: number; unread: number }>>;
}

/** The counts of rows: unread in all and per type (the contract's counters), and how many in all. */
function summed(rows: ReadonlyArray<CountRow>): Counts {
  const byType = Object.fromEntries(notificationTypes.map((type) => [type, 0])) as Record<
    NotificationType,
    number
  >;
  let unread = 0;
  let all = 0;
  for (const row of rows) {
    if (row.type in byType) byType[row.type as NotificationType] = row.unread;
    unread += row.unread;
    all += row.total;
  }
  const kept = Object.fromEntries(rows.map((row) => [row.type, { total: row.total, unread: row.unread }]));
  return { counters: { total: unread, byType }, all, byType: kept };
}

/** The member's counts, read alone (the prepared query). */
export async function readCounts(db: Db, userId: number): Promise<Counts> {
  return summed(await countsQuery(db).execute({ userId }));
}

/** The member's unread notifications, in all and per type. */
export async function countersOf(tx: Tx, userId: number): Promise<NotificationCounters> {
  const rows = await tx
    .select(countColumns)
    .from(notificationCounters)
    .where(eq(notificationCounters.userId, userId));
  return summed(rows).counters;
}

/** Several members' unread notifications, in all and per type, read in one statement. */
export async function countersOfMany(
  tx: Tx,
  userIds: ReadonlyArray<number>,
): Promise<Map<number, NotificationCounters>> {
  const rows =
    userIds.length === 0
      ? []
      : await tx
          .select({ userId: notificationCounters.userId, ...countColumns })
          .from(notificationCounters)
          .where(inArray(notificationCounters.userId, [...userIds]));
  return new Map(
    userIds.map((userId) => [userId, summed(rows.filter((row) => row.userId === userId)).counters]),
  );
}
