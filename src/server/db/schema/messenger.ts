import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import { memberColumn, users } from "./accounts";
import { at, createdAt, partOf, storedFileColumns } from "./columns";
import { reactionsTable } from "./reactions";

// The messenger: chats, their members, messages, files and reactions.

/**
 * Chats of the messenger (spec §3 "Chat"). A direct chat (two members) has `direct_key`
 * "<smaller id>:<larger id>": unique, so a pair has one direct chat however many tabs create it at once.
 * Group chats have none. `last_activity_at` (the newest message, or the creation) orders the chat list.
 * `title` names a chat that has a name of its own (a team's chat); others are named after their members.
 */
export const chats = pgTable(
  "chats",
  {
    id: serial("id").primaryKey(),
    directKey: text("direct_key").unique(),
    title: text("title"),
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
    chatId: partOf("chat_id", () => chats.id),
    userId: memberColumn("user_id"),
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
    chatId: partOf("chat_id", () => chats.id),
    userId: memberColumn("user_id"),
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
    messageId: partOf("message_id", () => messages.id),
    isAudio: boolean("is_audio").notNull().default(false),
    position: smallint("position").notNull().default(0),
    ...storedFileColumns(),
  },
  (table) => [index("message_attachments_message_id_idx").on(table.messageId)],
);

/** Reactions to messages (the messenger's emoji codes). */
export const messageReactions = reactionsTable(
  "message_reactions",
  "messageId",
  "message_id",
  () => messages.id,
);
