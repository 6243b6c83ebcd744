import { Schema } from "effect";
import { Id, IsoDateTime, Paged } from "./common";
import { ChatUser } from "./message";

/**
 * What a notification is about (spec §3 Notification). One union for the whole product: a domain that
 * notifies adds its type here (and the counters, typed from this list, follow).
 * - `chat`: a member started a chat with you;
 * - `role`: your roles changed;
 * - `signin`: someone signed in to your account while you were signed in elsewhere;
 * - `system`: a message from the administration.
 */
export const notificationTypes = ["chat", "role", "signin", "system"] as const;
export const NotificationType = Schema.Literals(notificationTypes);
export type NotificationType = typeof NotificationType.Type;

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/** Unread notifications: in all, and per type (every type present, 0 when none). */
export const NotificationCounters = Schema.Struct({
  total: Count,
  byType: Schema.Record(NotificationType, Count),
});
export type NotificationCounters = typeof NotificationCounters.Type;

/** One notification as its recipient sees it. */
export const Notification = Schema.Struct({
  id: Id,
  type: NotificationType,
  /** The member whose action it tells of; null for the administration's and the system's own. */
  actor: Schema.NullOr(ChatUser),
  title: Schema.String,
  text: Schema.String,
  /** Where opening it leads, a path of the app (`/profile/5/chat?chatId=9`); null when nowhere. */
  link: Schema.NullOr(Schema.String),
  /** Read (it is in the archive) or not (it is new). */
  checked: Schema.Boolean,
  createdAt: IsoDateTime,
});
export type Notification = typeof Notification.Type;

/** A page of the member's notifications (spec §3: paged in `notifications`, plus the counters). */
export const NotificationsPage = Schema.Struct({
  notifications: Paged(Notification),
  counters: NotificationCounters,
});
export type NotificationsPage = typeof NotificationsPage.Type;
