import type { SnapshotFrom } from "xstate";
import type { NotificationCounters, NotificationType } from "../../api/schema/notification";
import type { notificationCountersMachine } from "./notification-counters.machine";

type Snapshot = SnapshotFrom<typeof notificationCountersMachine>;

/** Unread notifications in all (0 while nobody is logged in or before the first answer). */
export const selectUnreadNotifications = (s: Snapshot): number => s.context.counters?.total ?? 0;
/** The counters as the server last gave them; null before the first answer. */
export const selectNotificationCounters = (s: Snapshot): NotificationCounters | null => s.context.counters;
/** Unread notifications of one type. */
export const selectUnreadOfType =
  (type: NotificationType) =>
  (s: Snapshot): number =>
    s.context.counters?.byType[type] ?? 0;
