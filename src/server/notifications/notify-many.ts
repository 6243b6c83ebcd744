import { sql } from "drizzle-orm";
import {
  type NotificationCounters,
  type NotificationType,
  notificationTypes,
} from "../../api/schema/notification";
import type { Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import { notificationCounters, notifications } from "../db/schema";
import type { Publish } from "../realtime/event-log";
import { countersOfMany } from "./counters";
import type { FriendsOnly, NotificationDraft } from "./notify";
import { actorCardsFromDb, notificationColumns, notificationOf } from "./view";

/** One notice to many members: what {@link notifyMany} sends (never grouped, always from an actor). */
export type BroadcastDraft = Omit<NotificationDraft, "recipient" | "groupKey" | "actorId"> & {
  readonly type: NotificationType;
  readonly actorId: number;
};

const zeroCounters = (): NotificationCounters => ({
  total: 0,
  byType: Object.fromEntries(notificationTypes.map((type) => [type, 0])) as NotificationCounters["byType"],
});

/** Recipients a statement at most (a followed author's thousands are told in a few round trips). */
const batch = 500;

/**
 * Tells `recipients` of one thing an actor did — a followed author's new publication — as {@link notify}
 * would tell each (the same rules: their own action never, the type hidden, the actor refused or not a
 * friend where they take it from friends only), in a few statements per {@link batch} rather than a few
 * per member: who takes it, the rows, the counters and their values, each in one statement. In the
 * transaction of the change; answers how many were told.
 */
export async function notifyMany(
  friendsOnly: FriendsOnly,
  tx: Tx,
  publish: Publish,
  recipients: ReadonlyArray<number>,
  draft: BroadcastDraft,
): Promise<number> {
  let told = 0;
  const [actor] = [...(await actorCardsFromDb(tx, [draft.actorId])).values()];
  for (let at = 0; at < recipients.length; at += batch) {
    const ids = recipients.slice(at, at + batch).filter((id) => id !== draft.actorId);
    if (ids.length === 0) continue;
    // Who takes it: no setting (everything on), or shown and from everyone, or from friends and a friend.
    const taking = await rowsOf<{ id: number }>(
      tx,
      // The ids are integers of our own (never text from a request): written into the statement as such.
      sql`select r.id from unnest(${sql.raw(`ARRAY[${ids.map((id) => Math.trunc(Number(id))).join(",")}]::int[]`)}) as r(id)
        left join notification_settings s on s.user_id = r.id and s.type = ${draft.type}
        where s.user_id is null or (s.show and (s."from" = 'everyone'
          or (s."from" = 'friends' and ${friendsOnly(sql`r.id`, sql`${draft.actorId}`)})))
        order by r.id`,
    );
    const takers = taking.map((row) => Number(row.id));
    if (takers.length === 0) continue;
    const inserted = await tx
      .insert(notifications)
      .values(
        takers.map((userId) => ({
          userId,
          type: draft.type,
          actorIds: [draft.actorId],
          title: draft.title,
          text: draft.text,
          link: draft.link ?? null,
        })),
      )
      .returning({ userId: notifications.userId, ...notificationColumns });
    // Counters in recipient order (as bumpCounters locks them: one order, no waiting in a circle).
    await tx
      .insert(notificationCounters)
      .values(takers.map((userId) => ({ userId, type: draft.type, total: 1, unread: 1 })))
      .onConflictDoUpdate({
        target: [notificationCounters.userId, notificationCounters.type],
        set: {
          total: sql`${notificationCounters.total} + 1`,
          unread: sql`${notificationCounters.unread} + 1`,
        },
      });
    const counters = await countersOfMany(tx, takers);
    const cards = new Map(actor ? [[draft.actorId, actor]] : []);
    for (const { userId, ...row } of inserted) {
      publish(userId, {
        type: "notification",
        action: "create",
        payload: {
          notification: notificationOf(row, cards),
          counters: counters.get(userId) ?? zeroCounters(),
        },
      });
    }
    told += takers.length;
  }
  return told;
}
