import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    // Null once the account is deleted: the address is free to register again.
    email: text("email").unique(),
    // Until it is confirmed the account cannot log in; a new registration of the address may replace it.
    emailVerifiedAt: at("email_verified_at"),
    // Confirmed by SMS (PUT /api/users/verify/phone/sms); null until then.
    phone: text("phone"),
    phoneVerifiedAt: at("phone_verified_at"),
    passwordHash: text("password_hash"),
    avatar: text("avatar"),
    /** The member's own code for `?ref=` links. */
    referralCode: text("referral_code").notNull().unique(),
    /** Who invited them (the `ref` of registration); the referral pages come later. */
    referrerId: integer("referrer_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    // Soft delete: messages and referrals keep pointing at the row; reads skip it.
    deletedAt: at("deleted_at"),
  },
  (table) => [
    index("users_referrer_id_idx").on(table.referrerId),
    // One live account per confirmed phone, whatever races the code paths lose.
    uniqueIndex("users_confirmed_phone_idx")
      .on(table.phone)
      .where(sql`${table.phoneVerifiedAt} is not null and ${table.deletedAt} is null`),
  ],
);

/**
 * Login sessions. The token itself is never stored, only its SHA-256 (ARCHITECTURE §9): a copy of the
 * table lets nobody log in. Revoked by logout, password reset and account deletion.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** Single-use codes of mailed links: e-mail verification (24 h) and password reset. Stored hashed. */
export const linkCodes = pgTable(
  "link_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password"] }).notNull(),
    codeHash: text("code_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [
    index("link_codes_user_id_idx").on(table.userId),
    check("link_codes_purpose_check", sql`${table.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/** SMS codes that confirm a phone: short-lived, a few attempts each. */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    code: text("code").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [index("phone_codes_user_id_idx").on(table.userId)],
);

/**
 * Answers remembered per (member, `Idempotency-Key`), so a retried request is answered again rather
 * than done twice. `response` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    status: smallint("status"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Ids are fixed (see RoleId in src/api/schema/user.ts), hence no serial. */
export const roles = pgTable("roles", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  // The primary key serves "roles of a user"; the index serves "users with a role" (admin lists).
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index("user_roles_role_id_idx").on(table.roleId),
  ],
);

/** Mail and SMS that would have been sent: the log and the /dev page show them (ARCHITECTURE §1). */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["mail", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    links: jsonb("links").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [check("outbox_kind_check", sql`${table.kind} in ('mail', 'sms')`)],
);

/**
 * Each member's position in their event log: the seq of their last event. Incremented in the transaction
 * that appends events (src/server/realtime/event-log.ts); its row lock orders the publishers of one member,
 * so seqs are gap-free and commit in seq order.
 */
export const userEventSeqs = pgTable("user_event_seqs", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  seq: bigint("seq", { mode: "number" }).notNull(),
});

/**
 * The event log (ARCHITECTURE §3, §5): what each member's socket delivers, replayable by seq until the
 * retention (`EVENT_RETENTION_DAYS`) deletes it.
 */
export const userEvents = pgTable(
  "user_events",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).notNull(),
    type: text("type").notNull(),
    action: text("action"),
    payload: jsonb("payload").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.seq] }),
    // The retention deletes by age.
    index("user_events_created_at_idx").on(table.createdAt),
  ],
);

/**
 * One row: the Redis channel of this database's event bus. Made at random on first use, so that
 * processes sharing this database share the channel, and nothing else (another deployment, another test
 * database) hears it even on the same Redis.
 */
export const eventBus = pgTable(
  "event_bus",
  {
    id: smallint("id").primaryKey().default(1),
    channel: text("channel").notNull().default(sql`gen_random_uuid()::text`),
  },
  (table) => [check("event_bus_single_row", sql`${table.id} = 1`)],
);

/**
 * A member's page backgrounds (spec §3 "Background setting entry"): type 0 an image URL, 1 a colour
 * `#rrggbb`; at most one active per member, which the client applies.
 */
export const backgrounds = pgTable(
  "backgrounds",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: smallint("type").notNull(),
    background: text("background").notNull(),
    active: boolean("active").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("backgrounds_user_id_idx").on(table.userId),
    uniqueIndex("backgrounds_one_active_idx").on(table.userId).where(sql`${table.active}`),
    check("backgrounds_type_check", sql`${table.type} in (0, 1)`),
  ],
);

/**
 * Chats of the messenger (spec §3 "Chat"). A direct chat (two members) has `direct_key`
 * "<smaller id>:<larger id>": unique, so a pair has one direct chat however many tabs create it at once.
 * Group chats have none. `last_activity_at` (the newest message, or the creation) orders the chat list.
 */
export const chats = pgTable(
  "chats",
  {
    id: serial("id").primaryKey(),
    directKey: text("direct_key").unique(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastActivityAt: at("last_activity_at").notNull().defaultNow(),
  },
  (table) => [index("chats_last_activity_idx").on(table.lastActivityAt.desc(), table.id.desc())],
);

/**
 * Who is in a chat, and how far each has read: `last_read_message_id` is the newest message the member
 * has read; messages of others after it are their unread ones (counted on read, so no counter can drift).
 */
export const chatMembers = pgTable(
  "chat_members",
  {
    chatId: integer("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // No foreign key: the message may be deleted later, the position stays meaningful.
    lastReadMessageId: integer("last_read_message_id"),
    joinedAt: at("joined_at").notNull().defaultNow(),
  },
  // The primary key serves "members of a chat"; the index serves "chats of a member" (the chat list).
  (table) => [
    primaryKey({ columns: [table.chatId, table.userId] }),
    index("chat_members_user_id_idx").on(table.userId, table.chatId),
  ],
);

/**
 * Messages (spec §3 "Message"). Deleting one deletes the row (with its reactions and attachments, whose
 * files the app removes after the commit): "deleted for everyone" keeps nothing of it. `forwarded_from`
 * is the original author of a forwarded message; `edited_at` marks an edited one.
 */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    chatId: integer("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull().default(""),
    isAudio: boolean("is_audio").notNull().default(false),
    isChecked: boolean("is_checked").notNull().default(false),
    forwardedFrom: integer("forwarded_from").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    editedAt: at("edited_at"),
  },
  (table) => [
    // Paging a chat newest first, its last message, and counting unread messages after a position.
    index("messages_chat_id_id_idx").on(table.chatId, table.id),
    // Marking read touches only what is still unchecked: a small index however long the chat is.
    index("messages_unchecked_idx").on(table.chatId, table.id).where(sql`not ${table.isChecked}`),
  ],
);

/**
 * The files of messages: the voice recording (`is_audio`) and attachments, in `position` order. The bytes
 * live under UPLOAD_DIR at `stored_path` (`messenger/<random>`), outside the web root; each row has its
 * own file (a forward links the same bytes under a new name), deleted with the row.
 */
export const messageAttachments = pgTable(
  "message_attachments",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    isAudio: boolean("is_audio").notNull().default(false),
    position: smallint("position").notNull().default(0),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    storedPath: text("stored_path").notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index("message_attachments_message_id_idx").on(table.messageId)],
);

/** Reactions: one row per member per emoji code per message; counts are counted from the rows. */
export const messageReactions = pgTable(
  "message_reactions",
  {
    messageId: integer("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId, table.code] })],
);

/**
 * A member's notifications (spec §3 Notification, §4 Notification states): new while `checked_at` is
 * null, in the archive once read. Made in the transaction of the change they tell of
 * (src/server/notifications/notify.ts).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    show: boolean("show").notNull().default(true),
    sound: boolean("sound").notNull().default(true),
    desktop: boolean("desktop").notNull().default(true),
    from: text("from").notNull().default("everyone"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/**
 * Friendships (spec §3, §4 Friendship), one row per pair of members (`low_id` < `high_id`), so that two
 * opposite requests at once meet on one primary key. `requester_id` asked; `status`:
 * - `requested` — waiting for the other's answer (their incoming request);
 * - `rejected` — refused, or the friendship ended by the other: the requester stays subscribed to them
 *   and still sees their request as sent; the other sees nothing (and may still accept);
 * - `accepted` — friends.
 * No row: no relation (a withdrawn request deletes it).
 */
export const friendships = pgTable(
  "friendships",
  {
    lowId: integer("low_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    highId: integer("high_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requesterId: integer("requester_id").notNull(),
    status: text("status").notNull(),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  // The primary key serves the pairs of the lower member; the index those of the higher.
  (table) => [
    primaryKey({ columns: [table.lowId, table.highId] }),
    index("friendships_high_id_idx").on(table.highId, table.lowId),
    check("friendships_pair_ordered", sql`${table.lowId} < ${table.highId}`),
    check("friendships_status", sql`${table.status} in ('requested', 'rejected', 'accepted')`),
    check("friendships_requester", sql`${table.requesterId} in (${table.lowId}, ${table.highId})`),
  ],
);
