import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { avatarPath } from "../../api/endpoints/avatars";
import { attachmentUrl } from "../../api/endpoints/messenger";
import type { Attachment, ChatUser, Message, Reaction } from "../../api/schema/message";
import type { Tx } from "../db/connect";
import { messageAttachments, messageReactions, messages, users } from "../db/schema";

/** The columns of a message row, with its forwarded author's card. */
const messageColumns = {
  id: messages.id,
  chatId: messages.chatId,
  userId: messages.userId,
  content: messages.content,
  isAudio: messages.isAudio,
  isChecked: messages.isChecked,
  createdAt: messages.createdAt,
  editedAt: messages.editedAt,
  forwardedFrom: messages.forwardedFrom,
  forwardedName: users.name,
  forwardedAvatar: users.avatar,
};

export type MessageRow = {
  readonly id: number;
  readonly chatId: number;
  readonly userId: number;
  readonly content: string;
  readonly isAudio: boolean;
  readonly isChecked: boolean;
  readonly createdAt: Date;
  readonly editedAt: Date | null;
  readonly forwardedFrom: number | null;
  readonly forwardedName: string | null;
  readonly forwardedAvatar: string | null;
};

type AttachmentRow = typeof messageAttachments.$inferSelect;

/** What a message's answer shows of a file. */
export type AttachmentFields = Pick<AttachmentRow, "id" | "isAudio" | "name" | "mime" | "size">;

/** A member's card in a chat; a user without an uploaded avatar gets the drawn one. */
export function chatUserOf(id: number, name: string, avatar: string | null, deleted = false): ChatUser {
  return { id, name, avatar: avatar ?? avatarPath(id), ...(deleted ? { deleted: true as const } : {}) };
}

export function attachmentOf(row: AttachmentFields): Attachment {
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    url: attachmentUrl(row.id, row.isAudio),
  };
}

/** Message rows matching `where`, with their forwarded authors, in `order`. */
export function selectMessages(
  tx: Tx,
  where: SQL | undefined,
  order: "asc" | "desc",
  limit: number,
  offset = 0,
) {
  return tx
    .select(messageColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.forwardedFrom))
    .where(where)
    .orderBy(order === "asc" ? asc(messages.id) : desc(messages.id))
    .limit(limit)
    .offset(offset);
}

/** How a read message row is held until the transaction ends (see {@link findMessageRow}). */
export type MessageLock = "share" | "key share";

/**
 * Message `id` with its forwarded author, or undefined when there is none. With `lock` (inside a
 * transaction) the row is locked: a delete under way is waited for, and then the message is gone.
 */
export async function findMessageRow(
  tx: Tx,
  id: number,
  lock?: MessageLock,
): Promise<MessageRow | undefined> {
  const query = selectMessages(tx, eq(messages.id, id), "asc", 1);
  // `of messages`: the forwarded author is the nullable side of an outer join, which cannot be locked.
  const [row] = await (lock ? query.for(lock, { of: messages }) : query);
  return row;
}

/** Reactions of messages by message id, most given first (then the earliest). */
async function reactionsOf(tx: Tx, ids: ReadonlyArray<number>): Promise<Map<number, Reaction[]>> {
  const byMessage = new Map<number, Reaction[]>();
  if (ids.length === 0) return byMessage;
  const rows = await tx
    .select({
      messageId: messageReactions.messageId,
      code: messageReactions.code,
      userIds: sql<
        number[]
      >`array_agg(${messageReactions.userId} order by ${messageReactions.createdAt}, ${messageReactions.userId})`,
    })
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, [...ids]))
    .groupBy(messageReactions.messageId, messageReactions.code)
    .orderBy(
      asc(messageReactions.messageId),
      desc(sql`count(*)`),
      asc(sql`min(${messageReactions.createdAt})`),
      asc(messageReactions.code),
    );
  for (const row of rows) {
    const userIds = row.userIds.map(Number);
    const list = byMessage.get(row.messageId) ?? [];
    list.push({ code: row.code, count: userIds.length, userIds });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

async function attachmentsOf(tx: Tx, ids: ReadonlyArray<number>): Promise<Map<number, AttachmentRow[]>> {
  const byMessage = new Map<number, AttachmentRow[]>();
  if (ids.length === 0) return byMessage;
  const rows = await tx
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, [...ids]))
    .orderBy(asc(messageAttachments.messageId), asc(messageAttachments.position), asc(messageAttachments.id));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push(row);
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** A message of a row and what belongs to it (none of it loaded here). */
export function messageOf(
  row: MessageRow,
  files: ReadonlyArray<AttachmentFields>,
  reactions: ReadonlyArray<Reaction>,
): Message {
  const audio = files.find((file) => file.isAudio);
  return {
    id: row.id,
    chatId: row.chatId,
    userId: row.userId,
    content: row.content,
    isAudio: row.isAudio,
    isChecked: row.isChecked,
    audio: audio ? attachmentOf(audio) : null,
    attachments: files.filter((file) => !file.isAudio).map(attachmentOf),
    reactions: [...reactions],
    forwardedFrom:
      row.forwardedFrom === null
        ? null
        : chatUserOf(row.forwardedFrom, row.forwardedName ?? "", row.forwardedAvatar),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** Messages of rows, in their order, with files and reactions: two queries for any number of them. */
export async function messagesOf(tx: Tx, rows: ReadonlyArray<MessageRow>): Promise<Message[]> {
  const ids = rows.map((row) => row.id);
  // One after the other: a transaction (and PGlite) is one connection.
  const files = await attachmentsOf(tx, ids);
  const reactions = await reactionsOf(tx, ids);
  return rows.map((row) => messageOf(row, files.get(row.id) ?? [], reactions.get(row.id) ?? []));
}

/** The where-clause of a chat's messages, optionally only those before message `before`. */
export function chatMessagesWhere(chatId: number, before?: number): SQL | undefined {
  return before === undefined
    ? eq(messages.chatId, chatId)
    : and(eq(messages.chatId, chatId), sql`${messages.id} < ${before}`);
}
