import { Schema } from "effect";
import { Id, IsoDateTime, Paged } from "./common";
import { ChatUser } from "./message";

/**
 * What a notification is about (spec §3 Notification). One union for the whole product: a domain that
 * notifies adds its type here (and the counters, typed from this list, follow).
 * - `chat`: a member started a chat with you;
 * - `friend`: a member asked to be your friend, or accepted your request;
 * - `reaction`: members reacted to your message (grouped per message);
 * - `referral`: a newcomer joined your structure through your link;
 * - `team`: a team's leader invited you, a member joined your team, or a team passed to you;
 * - `role`: your roles changed;
 * - `sponsorship`: you were given a sponsor or a ward, or your sponsorship ended;
 * - `signin`: someone signed in to your account while you were signed in elsewhere;
 * - `system`: a message from the administration.
 */
export const notificationTypes = [
  "chat",
  "friend",
  "reaction",
  "referral",
  "team",
  "publication",
  "comment",
  "role",
  "sponsorship",
  "signin",
  "system",
] as const;
export const NotificationType = Schema.Literals(notificationTypes);
export type NotificationType = typeof NotificationType.Type;

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/** Unread notifications: in all, and per type (every type present, 0 when none). */
export const NotificationCounters = Schema.Struct({
  total: Count,
  byType: Schema.Record(NotificationType, Count),
});
export type NotificationCounters = typeof NotificationCounters.Type;

/** The types whose notifications come from a member's action (the others: from МИР itself). */
export const typesWithActor: ReadonlyArray<NotificationType> = [
  "chat",
  "friend",
  "reaction",
  "referral",
  "team",
  "publication",
  "comment",
  "sponsorship",
];

/** At most this many of a row's actors come with it (the newest). */
export const sampleActors = 8;

/**
 * One row of the member's notifications as they see it: one notification, or a group of them (the same
 * type and subject within 12 hours, e.g. reactions to one message) shown as one.
 */
export const Notification = Schema.Struct({
  id: Id,
  type: NotificationType,
  /**
   * The members whose actions it tells of, newest first, at most {@link sampleActors}; empty for the
   * administration's and the system's own.
   */
  actors: Schema.Array(ChatUser).check(Schema.isMaxLength(sampleActors)),
  /** How many members' actions the row stands for (1 for a single notification). */
  count: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  title: Schema.String,
  text: Schema.String,
  /** Where opening it leads, a path of the app (`/profile/5/chat?chatId=9`); null when nowhere. */
  link: Schema.NullOr(Schema.String),
  /** Read (it is in the archive) or not (it is new). */
  checked: Schema.Boolean,
  /** When the newest notification of the row came. */
  createdAt: IsoDateTime,
});
export type Notification = typeof Notification.Type;

/** A page of the member's notifications (spec §3: paged in `notifications`, plus the counters). */
export const NotificationsPage = Schema.Struct({
  notifications: Paged(Notification),
  counters: NotificationCounters,
});
export type NotificationsPage = typeof NotificationsPage.Type;

/** From whom a type of notification is accepted (for the types with an actor). */
export const notificationSources = ["everyone", "friends", "nobody"] as const;
export const NotificationSource = Schema.Literals(notificationSources);
export type NotificationSource = typeof NotificationSource.Type;

/**
 * A member's choice for one type: made and shown at all (`show`), rings (`sound`), raises the system's
 * alert when no tab of ours is in view (`desktop`), from whom (`from`; `everyone` for types without an
 * actor).
 */
export const NotificationSetting = Schema.Struct({
  show: Schema.Boolean,
  sound: Schema.Boolean,
  desktop: Schema.Boolean,
  from: NotificationSource,
});
export type NotificationSetting = typeof NotificationSetting.Type;

/** The member's choices for every type. */
export const NotificationSettings = Schema.Record(NotificationType, NotificationSetting);
export type NotificationSettings = typeof NotificationSettings.Type;

/** A type's choice before the member changes it: everything on, from everyone. */
export const defaultNotificationSetting: NotificationSetting = {
  show: true,
  sound: true,
  desktop: true,
  from: "everyone",
};

/** `notification`/`create`: a new row on top; `replaces` is the row it grew from (a group), gone now. */
export const NotificationCreated = Schema.Struct({
  notification: Notification,
  counters: NotificationCounters,
  replaces: Schema.optionalKey(Id),
});
export type NotificationCreated = typeof NotificationCreated.Type;
