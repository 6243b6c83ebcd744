import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { type UnreadChats, unreadChatsShown } from "../../api/endpoints/chats";
import type { Chat } from "../../api/schema/chat";
import type { ChatUser } from "../../api/schema/message";
import type { Tx } from "../db/connect";
import { chatMembers, chats, messages, users } from "../db/schema";
import { chatUserOf, messagesOf, selectMessages } from "./message-view";

/** A chat as one member sees it, before members and the last message are loaded. */
interface ChatRow {
  readonly id: number;
  readonly directKey: string | null;
  readonly createdAt: Date;
  readonly lastActivityAt: Date;
  readonly lastId: number | null;
  readonly unread: number;
  readonly readUpTo: number | null;
}

/** `from … where …` of the viewer's unread messages in the chat of the current `chat_members` row. */
const unreadOf = (viewerId: number) => sql`from ${messages} m where m.chat_id = ${chats.id}
  and m.id > coalesce(${chatMembers.lastReadMessageId}, 0) and m.user_id <> ${viewerId}`;

/**
 * The chats of `viewerId` matching `where`, newest activity first, with the newest message's id and the
 * viewer's unread count (messages of others after their read position), each a subquery on the
 * (chat_id, id) index.
 */
function selectChatRows(tx: Tx, viewerId: number, where?: SQL) {
  return tx
    .select({
      id: chats.id,
      directKey: chats.directKey,
      createdAt: chats.createdAt,
      lastActivityAt: chats.lastActivityAt,
      lastId: sql<number | null>`(select max(m.id) from ${messages} m where m.chat_id = ${chats.id})`,
      unread: sql<number>`(select count(*) ${unreadOf(viewerId)})`.mapWith(Number),
      readUpTo: chatMembers.lastReadMessageId,
    })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(and(eq(chatMembers.userId, viewerId), where))
    .orderBy(desc(chats.lastActivityAt), desc(chats.id));
}

/** Members of chats by chat id, in the order they joined. */
async function membersOf(tx: Tx, chatIds: ReadonlyArray<number>): Promise<Map<number, ChatUser[]>> {
  const byChat = new Map<number, ChatUser[]>();
  if (chatIds.length === 0) return byChat;
  const rows = await tx
    .select({
      chatId: chatMembers.chatId,
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      deleted: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(inArray(chatMembers.chatId, [...chatIds]))
    .orderBy(asc(chatMembers.chatId), asc(chatMembers.joinedAt), asc(users.id));
  for (const row of rows) {
    const list = byChat.get(row.chatId) ?? [];
    list.push(chatUserOf(row.id, row.name, row.avatar, row.deleted));
    byChat.set(row.chatId, list);
  }
  return byChat;
}

/** Chats of rows: members and last messages loaded in a few queries for the whole list. */
async function chatsOf(tx: Tx, viewerId: number, rows: ReadonlyArray<ChatRow>): Promise<Chat[]> {
  const members = await membersOf(
    tx,
    rows.map((row) => row.id),
  );
  const lastIds = rows.flatMap((row) => (row.lastId === null ? [] : [Number(row.lastId)]));
  const lastRows =
    lastIds.length === 0
      ? []
      : await selectMessages(tx, inArray(messages.id, lastIds), "asc", lastIds.length);
  const lastMessages = new Map((await messagesOf(tx, lastRows)).map((message) => [message.chatId, message]));
  return rows.map((row) => {
    const list = members.get(row.id) ?? [];
    const isDirect = row.directKey !== null;
    return {
      id: row.id,
      isDirect,
      user: isDirect ? (list.find((member) => member.id !== viewerId) ?? null) : null,
      members: list,
      lastMessage: lastMessages.get(row.id) ?? null,
      unread: row.unread,
      readUpToId: row.readUpTo === null ? null : Number(row.readUpTo),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.lastActivityAt.toISOString(),
    };
  });
}

/** Page `page` of a member's chats (`size` a page), newest activity first, and how many they have. */
export async function listChatsOf(
  tx: Tx,
  viewerId: number,
  page: number,
  size: number,
): Promise<{ count: number; rows: Chat[] }> {
  const rows = await selectChatRows(tx, viewerId)
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await tx
    .select({ count: count() })
    .from(chatMembers)
    .where(eq(chatMembers.userId, viewerId));
  return { count: total?.count ?? 0, rows: await chatsOf(tx, viewerId, rows) };
}

/**
 * A member's chats with unread messages: how many (`count`) and the messages unread in them all
 * (`unread`), and the {@link unreadChatsShown} of newest activity (`rows`).
 */
export async function unreadChatsOf(tx: Tx, viewerId: number): Promise<UnreadChats> {
  const hasUnread = sql`exists (select 1 ${unreadOf(viewerId)})`;
  const rows = await selectChatRows(tx, viewerId, hasUnread).limit(unreadChatsShown);
  const [total] = await tx
    .select({ count: sql<number>`count(distinct ${messages.chatId})`.mapWith(Number), unread: count() })
    .from(messages)
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, messages.chatId), eq(chatMembers.userId, viewerId)))
    .where(
      and(sql`${messages.id} > coalesce(${chatMembers.lastReadMessageId}, 0)`, ne(messages.userId, viewerId)),
    );
  return { count: total?.count ?? 0, unread: total?.unread ?? 0, rows: await chatsOf(tx, viewerId, rows) };
}

/** One chat as `viewerId` sees it; undefined when there is no such chat or they are not in it. */
export async function chatFor(tx: Tx, viewerId: number, chatId: number): Promise<Chat | undefined> {
  const rows = await selectChatRows(tx, viewerId, eq(chats.id, chatId));
  const [chat] = await chatsOf(tx, viewerId, rows);
  return chat;
}
