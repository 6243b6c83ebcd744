import type { Notification } from "../../api/schema/notification";
import { ru } from "../i18n/ru";
import { ruNotifications } from "../i18n/ru.notifications";

/** Who a notification is from: «МИР», «Анна», or «Анна и ещё 3» for a group. */
export function authorOf(notification: Notification): string {
  const [newest] = notification.actors;
  if (!newest) return ru.notificationAuthor.fromMir;
  return notification.count > 1
    ? ru.notificationAuthor.andMore(newest.name, notification.count - 1)
    : newest.name;
}

/**
 * What a row says after its author: a group's common phrase (one for a publication's group, whose link
 * is its post page), or the notification's own title.
 */
export function headlineOf(notification: Notification): string {
  if (notification.count <= 1) return notification.title;
  const onPublication = notification.link?.startsWith("/blogs/") === true;
  const { grouped, groupedOnPublication } = ruNotifications;
  return (
    (onPublication ? groupedOnPublication[notification.type] : undefined) ??
    grouped[notification.type] ??
    notification.title
  );
}
