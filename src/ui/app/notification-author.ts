import type { Notification } from "../../api/schema/notification";
import { ru } from "../i18n/ru";

/** Who a notification is from: «МИР», «Анна», or «Анна и ещё 3» for a group. */
export function authorOf(notification: Notification): string {
  const [newest] = notification.actors;
  if (!newest) return ru.notificationAuthor.fromMir;
  return notification.count > 1
    ? ru.notificationAuthor.andMore(newest.name, notification.count - 1)
    : newest.name;
}
