import { and, desc, eq, isNotNull, lt } from "drizzle-orm";
import { notificationArchiveLimit } from "../../api/endpoints/notifications";
import type { Tx } from "../db/connect";
import { notifications } from "../db/schema";
import { bumpCounters } from "./counters";

/**
 * Keeps a member's archive bounded: the read notifications beyond the newest
 * {@link notificationArchiveLimit} are deleted, in the transaction that read more of them. Unread ones
 * are never touched.
 */
export async function trimArchive(tx: Tx, userId: number, limit = notificationArchiveLimit): Promise<void> {
  const read = and(eq(notifications.userId, userId), isNotNull(notifications.checkedAt));
  const [oldestKept] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(read)
    .orderBy(desc(notifications.id))
    .offset(limit - 1)
    .limit(1);
  if (!oldestKept) return;
  const dropped = await tx
    .delete(notifications)
    .where(and(read, lt(notifications.id, oldestKept.id)))
    .returning({ type: notifications.type });
  await bumpCounters(
    tx,
    userId,
    dropped.map(({ type }) => ({ type, total: -1, unread: 0 })),
  );
}
