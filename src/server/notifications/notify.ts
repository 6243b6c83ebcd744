import { and, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { Notification, NotificationType } from "../../api/schema/notification";
import type { Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import { notificationSettings, notifications } from "../db/schema";
import type { Publish } from "../realtime/event-log";
import { bumpCounters, countersOf } from "./counters";
import { actorCardsFromDb, notificationColumns, notificationOf } from "./view";

/**
 * «From friends only»: whether members `a` and `b` are friends, as an SQL condition over two id
 * expressions. The rule is friends' (src/server/friends/pair.ts); app.ts hands it in, since friends
 * notify and so stand above notifications.
 */
export type FriendsOnly = (a: SQL, b: SQL) => SQL;

/** What a domain tells a member of. */
export interface NotificationDraft {
  readonly recipient: number;
  readonly type: NotificationType;
  /** The member whose action it is; none for the administration's. */
  readonly actorId?: number;
  readonly title: string;
  readonly text: string;
  readonly link?: string;
  /**
   * What it is about, for grouping (`reaction:<messageId>`): an unread row of the same type and key made
   * less than 12 hours before takes it in (Mastodon's grouping, per recipient). None: never grouped.
   */
  readonly groupKey?: string;
}

/** How long a group stays open to new notifications, from its first. */
const groupSpan = sql`interval '12 hours'`;

/** Whether the recipient takes this notification: the type shown, and its actor accepted. */
async function accepted(friendsOnly: FriendsOnly, tx: Tx, draft: NotificationDraft): Promise<boolean> {
  if (draft.actorId === draft.recipient) return false; // nobody is told of their own action
  const [setting] = await tx
    .select({ show: notificationSettings.show, from: notificationSettings.from })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, draft.recipient), eq(notificationSettings.type, draft.type)));
  if (!setting) return true;
  if (!setting.show) return false;
  if (draft.actorId === undefined || setting.from === "everyone") return true;
  if (setting.from !== "friends") return false;
  const [friends] = await rowsOf<{ yes: boolean }>(
    tx,
    sql`select ${friendsOnly(sql`${draft.recipient}::int`, sql`${draft.actorId}::int`)} as yes`,
  );
  return friends?.yes === true;
}

/** The recipient's open group of this type and key, locked until the change commits. */
async function openGroup(tx: Tx, draft: NotificationDraft, groupKey: string) {
  const [group] = await tx
    .select({ id: notifications.id, actorIds: notifications.actorIds, until: notifications.groupedUntil })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, draft.recipient),
        eq(notifications.type, draft.type),
        eq(notifications.groupKey, groupKey),
        isNull(notifications.checkedAt),
        gt(notifications.groupedUntil, sql`now()`),
      ),
    )
    .orderBy(notifications.id)
    .limit(1)
    .for("update");
  return group;
}

/**
 * Tells a member of something, inside the transaction of the change itself: the notification, its
 * counters and the `notification`/`create` event commit together with the change — a member whose socket
 * is down gets the event from the log on reconnect, once (ARCHITECTURE §3). Every domain notifies through
 * this one function. A notification that joins an open group replaces the group's row with a new one on
 * top (its actors, newest first, each once; the event names the row it `replaces`). Answers null when
 * the member does not take it (their own action, the type hidden, its actor refused).
 */
export async function notify(
  friendsOnly: FriendsOnly,
  tx: Tx,
  publish: Publish,
  draft: NotificationDraft,
): Promise<Notification | null> {
  if (!(await accepted(friendsOnly, tx, draft))) return null;
  const group = draft.groupKey ? await openGroup(tx, draft, draft.groupKey) : undefined;
  const earlier = (group?.actorIds ?? []).filter((id) => id !== draft.actorId);
  if (group) await tx.delete(notifications).where(eq(notifications.id, group.id));
  const [inserted] = await tx
    .insert(notifications)
    .values({
      userId: draft.recipient,
      type: draft.type,
      actorIds: draft.actorId === undefined ? earlier : [draft.actorId, ...earlier],
      title: draft.title,
      text: draft.text,
      link: draft.link ?? null,
      groupKey: draft.groupKey ?? null,
      groupedUntil: group?.until ?? (draft.groupKey ? sql`now() + ${groupSpan}` : null),
    })
    .returning({ id: notifications.id });
  if (!inserted) throw new Error("notify: уведомление не сохранено");
  // A group's new row takes the place of its old one: the counts stay.
  if (!group) await bumpCounters(tx, draft.recipient, [{ type: draft.type, total: 1, unread: 1 }]);
  const [row] = await tx
    .select(notificationColumns)
    .from(notifications)
    .where(eq(notifications.id, inserted.id));
  if (!row) throw new Error("notify: уведомление не найдено");
  const notification = notificationOf(row, await actorCardsFromDb(tx, row.actorIds));
  const counters = await countersOf(tx, draft.recipient);
  publish(draft.recipient, {
    type: "notification",
    action: "create",
    payload: { notification, counters, ...(group ? { replaces: group.id } : {}) },
  });
  return notification;
}
