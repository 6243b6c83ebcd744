import type { SnapshotFrom } from "xstate";
import type { NotificationCounters, NotificationType } from "../../api/schema/notification";
import type { LiveCountLogic } from "../lib/live-count.machine";

/** The bell: the live count (src/machines/lib/live-count.machine.ts) of the member's unread notifications. */
export type NotificationCountersLogic = LiveCountLogic<NotificationCounters>;
type Snapshot = SnapshotFrom<NotificationCountersLogic>;

/** Unread notifications in all (0 while nobody is logged in or before the first answer). */
export const selectUnreadNotifications = (s: Snapshot): number => s.context.value?.total ?? 0;
/** The counters as the server last gave them; null before the first answer. */
export const selectNotificationCounters = (s: Snapshot): NotificationCounters | null => s.context.value;
/** Unread notifications of one type. */
export const selectUnreadOfType =
  (type: NotificationType) =>
  (s: Snapshot): number =>
    s.context.value?.byType[type] ?? 0;
