import { and, count, desc, eq, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type UnreadChats, unreadChatsShown } from "../../api/endpoints/chats";
import type { Chat } from "../../api/schema/chat";
import type { Message } from "../../api/schema/message";
import type { Db, Tx } from "../db/connect";
import { preparedPerDb } from "../db/prepared";
import { chatMembers, chats, messageAttachments, messageReactions, messages, users } from "../db/schema";
import { type AttachmentFields, chatUserOf, type MessageRow, messageOf } from "./message-view";

/** A chat member as the chat query gives it (JSON). */
interface MemberJson {
  readonly id: number;
  readonly name: string;
  readonly avatar: string | null;
  readonly deleted: boolean;
}

/**
 * The newest message as the chat query gives it (JSON): the message row — its times as JSON text — its
 * files and its reactions.
 */
type LastMessageJson = Omit<MessageRow, "createdAt" | "editedAt"> & {
  readonly createdAt: string;
  readonly editedAt: string | null;
  readonly files: ReadonlyArray<AttachmentFields> | null;
  readonly reactions: ReadonlyArray<{ readonly code: string; readonly userIds: number[] }> | null;
};

/** `from … where …` of the viewer's unread messages in the chat of the current `chat_members` row. */
const unreadOf = (viewerId: number | Placeholder) => sql`from ${messages} m where m.chat_id = ${chats.id}
  and m.id > coalesce(${chatMembers.lastReadMessageId}, 0) and m.user_id <> ${viewerId}`;

/** The chat's members in the order they joined, as JSON. */
const membersJson = sql<MemberJson[]>`(select json_agg(json_build_object('id', u.id, 'name', u.name,
  'avatar', u.avatar, 'deleted', u.deleted_at is not null) order by cm.joined_at, u.id)
  from ${chatMembers} cm join ${users} u on u.id = cm.user_id where cm.chat_id = ${chats.id})`;

/**
 * The chat's newest message with its forwarded author, files and reactions (most given first, then the
 * earliest), as JSON: the same fields as message-view.ts reads, in one subquery on the (chat_id, id) index.
 */
const lastMessageJson = sql<LastMessageJson | null>`(select json_build_object('id', m.id,
  'chatId', m.chat_id, 'userId', m.user_id, 'content', m.content, 'isAudio', m.is_audio,
  'isChecked', m.is_checked, 'createdAt', m.created_at, 'editedAt', m.edited_at,
  'forwardedFrom', m.forwarded_from, 'forwardedName', f.name, 'forwardedAvatar', f.avatar,
  'files', (select json_agg(json_build_object('id', a.id, 'isAudio', a.is_audio, 'name', a.name,
    'mime', a.mime, 'size', a.size) order by a.position, a.id)
    from ${messageAttachments} a where a.message_id = m.id),
  'reactions', (select json_agg(json_build_object('code', r.code, 'userIds', r.user_ids)
    order by r.given desc, r.first, r.code)
    from (select code, count(*) as given, min(created_at) as first,
      array_agg(user_id order by created_at, user_id) as user_ids
      from ${messageReactions} where message_id = m.id group by code) r))
  from ${messages} m left join ${users} f on f.id = m.forwarded_from
  where m.chat_id = ${chats.id} order by m.id desc limit 1)`;

/**
 * The chats of `viewerId` matching `where`, newest activity first: each with its members, newest message
 * and the viewer's unread count (messages of others after their read position), and how many chats match
 * in all (`total`, counted before any limit). One query for the whole page: on PGlite every query costs
 * the server's own thread a fixed half millisecond or so, whatever it does (bench/reads.ts).
 */
function selectChats(tx: Tx, viewerId: number | Placeholder, where?: SQL) {
  return tx
    .select({
      id: chats.id,
      directKey: chats.directKey,
      title: chats.title,
      createdAt: chats.createdAt,
      lastActivityAt: chats.lastActivityAt,
      readUpTo: chatMembers.lastReadMessageId,
      unread: sql<number>`(select count(*) ${unreadOf(viewerId)})`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
      members: membersJson,
      last: lastMessageJson,
    })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(and(eq(chatMembers.userId, viewerId), where))
    .orderBy(desc(chats.lastActivityAt), desc(chats.id));
}

type ChatRow = Awaited<ReturnType<ReturnType<typeof selectChats>["execute"]>>[number];

function lastMessageOf(json: LastMessageJson | null): Message | null {
  if (!json) return null;
  const row = {
    ...json,
    createdAt: new Date(json.createdAt),
    editedAt: json.editedAt ? new Date(json.editedAt) : null,
  };
  const reactions = (json.reactions ?? []).map(({ code, userIds }) => ({
    code,
    count: userIds.length,
    userIds,
  }));
  return messageOf(row, json.files ?? [], reactions);
}

/** The chat of a row as `viewerId` sees it. */
function chatOf(viewerId: number, row: ChatRow): Chat {
  const members = (row.members ?? []).map((m) => chatUserOf(m.id, m.name, m.avatar, m.deleted));
  const isDirect = row.directKey !== null;
  return {
    id: row.id,
    isDirect,
    user: isDirect ? (members.find((member) => member.id !== viewerId) ?? null) : null,
    ...(row.title === null ? {} : { title: row.title }),
    members,
    lastMessage: lastMessageOf(row.last),
    unread: row.unread,
    readUpToId: row.readUpTo === null ? null : Number(row.readUpTo),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.lastActivityAt.toISOString(),
  };
}

// Prepared once per database: the chat list is loaded on every visit to the messenger (db/prepared.ts).
const chatPage = preparedPerDb((db) =>
  selectChats(db, sql.placeholder("viewerId"))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("chat_page"),
);

/** Page `page` of a member's chats (`size` a page), newest activity first, and how many they have. */
export async function listChatsOf(
  db: Db,
  viewerId: number,
  page: number,
  size: number,
): Promise<{ count: number; rows: Chat[] }> {
  const rows = await chatPage(db).execute({ viewerId, limit: size, offset: (page - 1) * size });
  const [first] = rows;
  // A page past the end has no row to carry the total: counted apart (rare).
  const count = first ? first.total : await chatCountOf(db, viewerId);
  return { count, rows: rows.map((row) => chatOf(viewerId, row)) };
}

async function chatCountOf(db: Db, viewerId: number): Promise<number> {
  const [total] = await db
    .select({ count: count() })
    .from(chatMembers)
    .where(eq(chatMembers.userId, viewerId));
  return total?.count ?? 0;
}

/**
 * A member's chats with unread messages: how many (`count`) and the messages unread in them all
 * (`unread`), and the {@link unreadChatsShown} of newest activity (`rows`).
 */
export async function unreadChatsOf(tx: Tx, viewerId: number): Promise<UnreadChats> {
  const hasUnread = sql`exists (select 1 ${unreadOf(viewerId)})`;
  const rows = await selectChats(tx, viewerId, hasUnread).limit(unreadChatsShown);
  const [total] = await tx
    .select({ count: sql<number>`count(distinct ${messages.chatId})`.mapWith(Number), unread: count() })
    .from(messages)
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, messages.chatId), eq(chatMembers.userId, viewerId)))
    .where(
      and(sql`${messages.id} > coalesce(${chatMembers.lastReadMessageId}, 0)`, ne(messages.userId, viewerId)),
    );
  return {
    count: total?.count ?? 0,
    unread: total?.unread ?? 0,
    rows: rows.map((row) => chatOf(viewerId, row)),
  };
}

/** One chat as `viewerId` sees it; undefined when there is no such chat or they are not in it. */
export async function chatFor(tx: Tx, viewerId: number, chatId: number): Promise<Chat | undefined> {
  const [row] = await selectChats(tx, viewerId, eq(chats.id, chatId));
  return row && chatOf(viewerId, row);
}
