import { eq } from "drizzle-orm";
import type { Notification, NotificationType } from "../../api/schema/notification";
import type { Tx } from "../db/connect";
import { notifications, users } from "../db/schema";
import { chatUserOf } from "../messenger/message-view";
import type { Publish } from "../realtime/event-log";
import { bumpCounters, countersOf } from "./counters";

/** What a domain tells a member of. */
export interface NotificationDraft {
  readonly recipient: number;
  readonly type: NotificationType;
  /** The member whose action it is; none for the administration's. */
  readonly actorId?: number;
  readonly title: string;
  readonly text: string;
  readonly link?: string;
}

/** The columns of a notification with its actor's card. */
export const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  text: notifications.text,
  link: notifications.link,
  checkedAt: notifications.checkedAt,
  createdAt: notifications.createdAt,
  actorId: users.id,
  actorName: users.name,
  actorAvatar: users.avatar,
  actorDeletedAt: users.deletedAt,
};

type NotificationRow = {
  id: number;
  type: string;
  title: string;
  text: string;
  link: string | null;
  checkedAt: Date | null;
  createdAt: Date;
  actorId: number | null;
  actorName: string | null;
  actorAvatar: string | null;
  actorDeletedAt: Date | null;
};

export function notificationOf(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    actor:
      row.actorId === null
        ? null
        : chatUserOf(row.actorId, row.actorName ?? "", row.actorAvatar, row.actorDeletedAt !== null),
    title: row.title,
    text: row.text,
    link: row.link,
    checked: row.checkedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Tells a member of something, inside the transaction of the change itself: the notification, and the
 * `notification`/`create` event with it and the new counters, commit together with the change — a
 * member whose socket is down gets the event from the log on reconnect, once (ARCHITECTURE §3). Every
 * domain notifies through this one function.
 */
export async function notify(tx: Tx, publish: Publish, draft: NotificationDraft): Promise<Notification> {
  const [inserted] = await tx
    .insert(notifications)
    .values({
      userId: draft.recipient,
      type: draft.type,
      actorId: draft.actorId ?? null,
      title: draft.title,
      text: draft.text,
      link: draft.link ?? null,
    })
    .returning({ id: notifications.id });
  if (!inserted) throw new Error("notify: уведомление не сохранено");
  await bumpCounters(tx, draft.recipient, [{ type: draft.type, total: 1, unread: 1 }]);
  const [row] = await tx
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(eq(notifications.id, inserted.id));
  if (!row) throw new Error("notify: уведомление не найдено");
  const notification = notificationOf(row);
  const counters = await countersOf(tx, draft.recipient);
  publish(draft.recipient, { type: "notification", action: "create", payload: { notification, counters } });
  return notification;
}
