import type { Notification } from "../../api/schema/notification";
import type { PagedListActor } from "../../machines/lib/paged-list.machine";
import { notificationCounters$, notificationCreated$ } from "../../streams/notifications.stream";

// The bridge from the socket's streams to a notifications page (views never import src/streams): the
// pages' chunk imports it.

/**
 * Keeps a notifications page live until the returned function is called: a new notification goes on top
 * of the new ones (`unread`); any other change (read or deleted in another tab) makes the page ask for
 * its first page again.
 */
export function followNotifications(
  list: PagedListActor<Notification>,
  filter: "unread" | "read",
): () => void {
  const created = notificationCreated$().subscribe((event) => {
    const notification = (event.payload as { notification?: Notification }).notification;
    if (filter === "unread" && notification) list.send({ type: "list.upsert", row: notification });
  });
  const changed = notificationCounters$().subscribe(() => list.send({ type: "list.refresh" }));
  return () => {
    created.unsubscribe();
    changed.unsubscribe();
  };
}
