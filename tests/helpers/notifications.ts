import type { Notification, NotificationCounters, NotificationType } from "../../src/api/schema/notification";

// What the notifications' tests of every layer build their rows and counters from.

/** Counts of every type at 0 (spread and override the ones a test needs). */
export const noCounts: NotificationCounters["byType"] = {
  chat: 0,
  comment: 0,
  friend: 0,
  publication: 0,
  reaction: 0,
  referral: 0,
  team: 0,
  role: 0,
  sponsorship: 0,
  signin: 0,
  system: 0,
};

/** A notification of `type` with no actors (the administration's kind), new unless `checked`. */
export const notificationRow = (id: number, type: NotificationType, checked = false): Notification => ({
  id,
  type,
  actors: [],
  count: 1,
  title: `Уведомление ${id}`,
  text: "",
  link: null,
  checked,
  createdAt: "2026-11-25T10:00:00.000Z",
});
