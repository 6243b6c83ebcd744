import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { memberColumn } from "./accounts";
import { at, createdAt } from "./columns";

// Notifications, their per-type counters and each member's settings.

/**
 * A member's notifications (spec §3 Notification, §4 Notification states): new while `checked_at` is
 * null, in the archive once read. Made in the transaction of the change they tell of
 * (src/server/notifications/notify.ts).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: memberColumn("user_id"),
    type: text("type").notNull(),
    // The members whose actions it tells of, newest first, each once (none for the administration's).
    actorIds: integer("actor_ids").array().notNull().default(sql`'{}'`),
    title: text("title").notNull(),
    text: text("text").notNull(),
    link: text("link"),
    // What it is about (`reaction:<messageId>`): unread ones of one type and key within 12 hours are one
    // row (notify.ts); null for ones that never group.
    groupKey: text("group_key"),
    // The end of its group's 12 hours (from the group's first notification).
    groupedUntil: at("grouped_until"),
    checkedAt: at("checked_at"),
    // The newest notification's time: a group takes the time of the last one added to it.
    createdAt: createdAt(),
  },
  (table) => [
    // A page of one member's notifications, newest first: all of them, or the unread ones alone (a
    // page of new ones must not sort every unread row to find the newest ten).
    index("notifications_user_id_id_idx").on(table.userId, table.id),
    index("notifications_unread_id_idx").on(table.userId, table.id).where(sql`${table.checkedAt} is null`),
    // The open group a new notification joins.
    index("notifications_open_group_idx")
      .on(table.userId, table.groupKey)
      .where(sql`${table.checkedAt} is null and ${table.groupKey} is not null`),
  ],
);

/**
 * A member's notifications counted per type: how many in all and how many unread, kept by every change
 * in its own transaction (src/server/notifications/counters.ts), so that the bell and a page's count
 * are one small read however many notifications the member has.
 */
export const notificationCounters = pgTable(
  "notification_counters",
  {
    userId: memberColumn("user_id"),
    type: text("type").notNull(),
    total: integer("total").notNull().default(0),
    unread: integer("unread").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/**
 * A member's choices for one type of notification, where they differ from the defaults (everything on,
 * from everyone): whether it is made at all (`show`), rings (`sound`), raises a desktop alert when no tab
 * is in view (`desktop`), and from whom it is accepted (`from`: `everyone` or `nobody`) for types with
 * an actor.
 */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: memberColumn("user_id"),
    type: text("type").notNull(),
    show: boolean("show").notNull().default(true),
    sound: boolean("sound").notNull().default(true),
    desktop: boolean("desktop").notNull().default(true),
    from: text("from").notNull().default("everyone"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);
