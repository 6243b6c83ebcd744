import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type { notificationsApi } from "../../api/endpoints/notifications";
import type { Notification, NotificationCounters } from "../../api/schema/notification";
import { RoleId } from "../../api/schema/user";
import type { Tx } from "../db/connect";
import { notifications, users } from "../db/schema";
import type { AuthContext, Caller } from "../http/caller";
import { forbidden, notFound } from "../http/http-error";
import type { EventLog, Publish } from "../realtime/event-log";
import { trimArchive } from "./archive";
import { bumpCounters, type CountChange, countersOf } from "./counters";
import type { Notifier } from "./notifier";

type Input<K extends keyof typeof notificationsApi> = InputOf<(typeof notificationsApi)[K]>;
type Events = { readonly events: EventLog };

const missing = () => notFound("Уведомление не найдено");

/** What deleting a notification takes from its type's counts. */
const removal = ({ type, checkedAt }: { type: string; checkedAt: Date | null }): CountChange => ({
  type,
  total: -1,
  unread: checkedAt === null ? -1 : 0,
});

const own = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

/** The counters after a change, told to the member's other tabs (`notification`/`update`). */
async function changed(tx: Tx, publish: Publish, userId: number): Promise<NotificationCounters> {
  const counters = await countersOf(tx, userId);
  publish(userId, { type: "notification", action: "update", payload: { counters } });
  return counters;
}

/**
 * Marks read every unread notification of the member (of one type, with `which`), moves the counters by
 * what was read, keeps the archive bounded, and tells the member's tabs.
 */
async function readAllUnread(
  tx: Tx,
  publish: Publish,
  userId: number,
  which?: SQL,
): Promise<NotificationCounters> {
  const updated = await tx
    .update(notifications)
    .set({ checkedAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), which, isNull(notifications.checkedAt)))
    .returning({ type: notifications.type });
  await bumpCounters(
    tx,
    userId,
    updated.map(({ type }) => ({ type, total: 0, unread: -1 })),
  );
  await trimArchive(tx, userId);
  return changed(tx, publish, userId);
}

async function isLiveMember(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)));
  return row !== undefined;
}

/** Marks one of the member's notifications read (or unread with `checked: false`); the counters follow. */
export function markNotification(
  { events }: Events,
  { userId }: Caller,
  { id, checked }: Input<"markNotification">,
): Promise<NotificationCounters> {
  return events.transaction(async (tx, publish) => {
    const read = checked !== false;
    // Only a notification whose state changes is touched, so the counters move by what changed.
    const updated = await tx
      .update(notifications)
      .set({ checkedAt: read ? sql`now()` : null })
      .where(
        and(own(userId, id), read ? isNull(notifications.checkedAt) : isNotNull(notifications.checkedAt)),
      )
      .returning({ type: notifications.type });
    if (updated.length === 0) {
      const [exists] = await tx.select({ id: notifications.id }).from(notifications).where(own(userId, id));
      if (!exists) throw missing();
    }
    await bumpCounters(
      tx,
      userId,
      updated.map(({ type }) => ({ type, total: 0, unread: read ? -1 : 1 })),
    );
    if (read) await trimArchive(tx, userId);
    return changed(tx, publish, userId);
  });
}

/** Marks read every unread notification of one type. */
export function markNotificationType(
  { events }: Events,
  { userId }: Caller,
  { type }: Input<"markNotificationType">,
): Promise<NotificationCounters> {
  return events.transaction((tx, publish) =>
    readAllUnread(tx, publish, userId, eq(notifications.type, type)),
  );
}

/** Marks read every unread notification of the member. */
export function markAllNotifications({ events }: Events, { userId }: Caller): Promise<NotificationCounters> {
  return events.transaction((tx, publish) => readAllUnread(tx, publish, userId));
}

/** Deletes one of the member's notifications; the counters follow. */
export function deleteNotification(
  { events }: Events,
  { userId }: Caller,
  { id }: Input<"deleteNotification">,
): Promise<NotificationCounters> {
  return events.transaction(async (tx, publish) => {
    const deleted = await tx
      .delete(notifications)
      .where(own(userId, id))
      .returning({ type: notifications.type, checkedAt: notifications.checkedAt });
    if (deleted.length === 0) throw missing();
    await bumpCounters(tx, userId, deleted.map(removal));
    return changed(tx, publish, userId);
  });
}

/** Deletes member `x`'s read notifications: their own archive, or anyone's for an administrator. */
export function clearNotificationArchive(
  { events }: Events,
  caller: Pick<AuthContext, "userId" | "roleIds">,
  { x }: Input<"clearNotificationArchive">,
): Promise<NotificationCounters> {
  const admin = caller.roleIds.includes(RoleId.admin);
  if (x !== caller.userId && !admin) throw forbidden("Можно очистить только свой архив уведомлений");
  return events.transaction(async (tx, publish) => {
    if (x !== caller.userId && !(await isLiveMember(tx, x))) throw notFound("Пользователь не найден");
    const deleted = await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, x), isNotNull(notifications.checkedAt)))
      .returning({ type: notifications.type, checkedAt: notifications.checkedAt });
    await bumpCounters(tx, x, deleted.map(removal));
    return changed(tx, publish, x);
  });
}

/** The administration's message to a live member (an admin's call: its access says so). */
export function sendSystemNotification(
  { events, notifier }: Events & { readonly notifier: Notifier },
  { id, title, text }: Input<"sendSystemNotification">,
): Promise<Notification> {
  return events.transaction(async (tx, publish) => {
    if (!(await isLiveMember(tx, id))) throw notFound("Пользователь не найден");
    const sent = await notifier.notify(tx, publish, { recipient: id, type: "system", title, text });
    // The administration's messages cannot be hidden (settings.ts): this is our bug.
    if (!sent) throw new Error("Системное уведомление не принято");
    return sent;
  });
}
