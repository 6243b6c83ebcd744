import { Schema } from "effect";
import { define, defineEndpoint } from "../endpoint";
import type { EndpointGroup } from "../group";
import { IdFromString, Text, TrimmedText } from "../schema/common";
import {
  Notification,
  NotificationCounters,
  NotificationSettings,
  NotificationSource,
  NotificationsPage,
  NotificationType,
} from "../schema/notification";
import { PageFromString } from "./messenger";

/*
 * The member's notifications (spec §7 Notifications, §4 Notification states). Every call acts on the
 * caller's own notifications (member only, 401 otherwise): another member's id is answered 404, as if it
 * did not exist. Every change answers the new counters, and the member's other tabs learn of it from the
 * `notification` socket event.
 */

/** Notifications a page by default (spec §9), and at most. */
export const notificationsPageSize = 10;
export const maxNotificationsPageSize = 100;

/**
 * Read notifications kept per member: reading more drops the oldest read ones beyond this (README,
 * "Notifications"). Unread ones are never dropped.
 */
export const notificationArchiveLimit = 500;

/** Which notifications a page lists: new ones (default, spec §9), the archive (read) or both. */
export const NotificationsFilter = Schema.Literals(["unread", "read", "all"]);
export type NotificationsFilter = typeof NotificationsFilter.Type;

/** The caller's notifications (rows as shown: a group is one), newest first, `limit` a page, with the unread counters. */
export const listNotifications = defineEndpoint({
  method: "GET",
  path: "/api/notifications/user",
  query: Schema.Struct({
    limit: Schema.optionalKey(IdFromString.check(Schema.isLessThanOrEqualTo(maxNotificationsPageSize))),
    page: Schema.optionalKey(PageFromString),
    checked: Schema.optionalKey(NotificationsFilter),
    /** Only this type's (a tab of the notifications pages); every type without it. */
    type: Schema.optionalKey(NotificationType),
  }),
  response: NotificationsPage,
});

/** The caller's unread notifications in all and per type (the bell and the tabs). */
export const notificationCounters = define.get("/api/notifications/user/counters", NotificationCounters);

/** Marks one notification read — or unread again with `checked: false`. Another's or unknown → 404. */
export const markNotification = define.patch("/api/notifications/:id", NotificationCounters, {
  params: Schema.Struct({ id: IdFromString }),
  body: Schema.Struct({ checked: Schema.optionalKey(Schema.Boolean) }),
});

/** Marks every notification of one type read. */
export const markNotificationType = define.patch("/api/notifications/check/:type", NotificationCounters, {
  params: Schema.Struct({ type: NotificationType }),
});

/** Marks all the caller's notifications read. */
export const markAllNotifications = define.patch("/api/notifications/user/check", NotificationCounters);

/** Deletes one notification. Another's or unknown → 404. */
export const deleteNotification = define.delete("/api/notifications/:id", NotificationCounters, {
  params: Schema.Struct({ id: IdFromString }),
});

/** Clears the archive (every read notification) of member `x`: that member or an admin. Answers x's counters. */
export const clearNotificationArchive = define.delete(
  "/api/notifications/delete/user/:x",
  NotificationCounters,
  { params: Schema.Struct({ x: IdFromString }) },
);

/** An admin sends member `id` a system notification. Unknown or deleted member → 404. */
export const sendSystemNotification = define.post("/api/notifications/:id", Notification, {
  params: Schema.Struct({ id: IdFromString }),
  body: Schema.Struct({
    title: TrimmedText.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
    text: Text.check(Schema.isMaxLength(2000)),
  }),
});

/** The caller's choices for every type of notification. */
export const notificationSettings = define.get("/api/notifications/settings", NotificationSettings);

/**
 * Changes the caller's choices for one type (the fields given; the rest stay). `from` is refused for a
 * type without an actor. Answers every type's choices.
 */
export const updateNotificationSetting = define.put("/api/notifications/settings", NotificationSettings, {
  body: Schema.Struct({
    type: NotificationType,
    show: Schema.optionalKey(Schema.Boolean),
    sound: Schema.optionalKey(Schema.Boolean),
    desktop: Schema.optionalKey(Schema.Boolean),
    from: Schema.optionalKey(NotificationSource),
  }),
});

/** The member's notifications: the group the server serves from src/server/notifications/routes.ts. */
export const notificationsApi = {
  listNotifications,
  notificationCounters,
  markNotification,
  markNotificationType,
  markAllNotifications,
  deleteNotification,
  clearNotificationArchive,
  sendSystemNotification,
  notificationSettings,
  updateNotificationSetting,
} as const satisfies EndpointGroup;
