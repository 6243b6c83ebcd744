import type { Notification, NotificationType } from "../../../api/schema/notification";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";
import {
  liveNotificationSettings,
  notificationCalls,
  notificationsListOf,
} from "../../../machines/notifications/notifications.actors";
import { live$ } from "../../../streams/events.stream";
import { notificationCounters$, notificationCreated$ } from "../../../streams/notifications.stream";

// The bridge from the socket's streams to a notifications page (views never import src/streams): the
// pages' chunk imports it.

/**
 * Keeps a notifications page live until the returned function is called: a new notification goes on top
 * of the new ones (`unread`) when the page shows its type, in place of the row it grew from (a group);
 * any other change (read or deleted in another tab), or the socket going live, makes the page ask for
 * its first page again.
 */
export function followNotifications(
  list: PagedListActor<Notification>,
  filter: "unread" | "read",
  type?: NotificationType,
): () => void {
  const created = notificationCreated$().subscribe(({ payload }) => {
    if (payload.replaces !== undefined) list.send({ type: "list.remove", id: payload.replaces });
    if (filter === "unread" && (!type || payload.notification.type === type)) {
      list.send({ type: "list.upsert", row: payload.notification });
    }
  });
  const changed = notificationCounters$().subscribe(() => list.send({ type: "list.refresh" }));
  // The socket just went live: the page may have loaded before, and missed a read or a deletion.
  const live = live$.subscribe(() => list.send({ type: "list.reload" }));
  return () => {
    created.unsubscribe();
    changed.unsubscribe();
    live.unsubscribe();
  };
}

/** A page of the member's notifications: new (`unread`) or archived (`read`), of one type or all. */
export const notificationsListLogic = notificationsListOf;

/** What a notifications page changes (read, all read, deleted, archive cleared); each answers the counters. */
export const notificationChanges = notificationCalls;

/** The member's per-type settings, loaded and saved by the app's calls (the settings page). */
export const notificationSettingsLogic = liveNotificationSettings;
