import { and, count, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type * as calls from "../../api/endpoints/messenger";
import { type Chat, type ChatWithMessages, maxChatMembers } from "../../api/schema/chat";
import type { Db } from "../db/connect";
import { chatMembers, chats, messages, users } from "../db/schema";
import { assertMayStartChat } from "../friends";
import type { Caller } from "../http/caller";
import { fieldError } from "../http/http-error";
import type { Notifier } from "../notifications";
import type { EventLog } from "../realtime/event-log";
import { chatFor } from "./chat-view";
import { chatNotFound } from "./membership";
import { chatMessagesWhere, messagesOf, selectMessages } from "./message-view";

/** The key that makes a pair's direct chat unique: the two ids, smaller first. */
export const directKeyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Which of `ids` are members who can take part: confirmed, not deleted. */
async function liveMembers(db: Db, ids: ReadonlyArray<number>): Promise<Set<number>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Starts a chat of `creatorId` with `memberIds` (the creator is added if missing). With one other member
 * it is their direct chat, reused when it exists: the unique `direct_key` makes two tabs creating it at
 * the same moment meet in one chat. With more, a new group chat. Unknown or deleted members, or more than
 * {@link maxChatMembers} with the creator → 400; members whose privacy leaves the creator out → 403 naming
 * them all (a `ChatPrivacyRefusal`).
 */
export async function createChat(
  { db, events, notifier }: { db: Db; events: EventLog; notifier: Notifier },
  { userId: creatorId }: Caller,
  { members: memberIds }: InputOf<typeof calls.createChat>,
): Promise<Chat> {
  const others = memberIds.filter((id) => id !== creatorId);
  if (others.length === 0) throw fieldError("members", "Выберите хотя бы одного участника, кроме себя");
  // The contract counts the list as sent, which may leave the creator out: the limit includes them.
  if (others.length + 1 > maxChatMembers) {
    throw fieldError("members", `В чате — не больше ${maxChatMembers} участников, вместе с вами`);
  }
  const live = await liveMembers(db, others);
  const unknown = others.find((id) => !live.has(id));
  if (unknown !== undefined) throw fieldError("members", `Участник ${unknown} не найден`);

  // Whoever's privacy leaves the creator out cannot be put in a chat with them (403 naming each, nothing made).
  await assertMayStartChat(db, creatorId, others);

  const directKey = others.length === 1 ? directKeyOf(creatorId, others[0] as number) : null;
  const chatId = await events.transaction(async (tx, publish) => {
    const [created] = await tx
      .insert(chats)
      .values({ directKey, createdBy: creatorId })
      .onConflictDoNothing({ target: chats.directKey })
      .returning({ id: chats.id });
    if (created) {
      const members = [creatorId, ...others];
      await tx.insert(chatMembers).values(members.map((userId) => ({ chatId: created.id, userId })));
      // Every member's list gains it, in each of their tabs (and what processes keep of it is dropped).
      publish(members, { type: "messenger", action: "chat", payload: { chatId: created.id } });
      // Everyone else learns of the new chat at once (a chat reused is nothing new to them).
      for (const recipient of others) {
        await notifier.notify(tx, publish, {
          recipient,
          type: "chat",
          actorId: creatorId,
          title: directKey ? "Новый чат" : "Новый групповой чат",
          text: directKey ? "Начат чат с вами" : `Вас добавили в чат: участников — ${others.length + 1}`,
          link: directKey ? `/profile/${recipient}/chat?user=${creatorId}` : `/profile/${recipient}/chat`,
        });
      }
      return created.id;
    }
    const [existing] = await tx
      .select({ id: chats.id })
      .from(chats)
      .where(eq(chats.directKey, directKey ?? ""));
    if (!existing) throw new Error("createChat: the direct chat conflicted but cannot be found");
    return existing.id;
  });
  const chat = await chatFor(db, creatorId, chatId);
  if (!chat) throw new Error("createChat: the new chat cannot be read back");
  return chat;
}

/** How to page an open chat: page 1 the newest, or the messages just before message `before`. */
export interface MessagePage {
  readonly page: number;
  readonly limit: number;
  readonly before?: number | undefined;
}

/**
 * A chat of `viewerId` with one page of messages, oldest first within the page. Not a member (or no such
 * chat) → 404, the same answer.
 */
export async function openChat(
  { db }: { db: Db },
  { userId: viewerId }: Caller,
  { id: chatId, page, limit, before }: InputOf<typeof calls.getChat> & MessagePage,
): Promise<ChatWithMessages> {
  const chat = await chatFor(db, viewerId, chatId);
  if (!chat) throw chatNotFound();
  const offset = before === undefined ? (page - 1) * limit : 0;
  const rows = await selectMessages(db, chatMessagesWhere(chatId, before), "desc", limit, offset);
  const [total] = await db.select({ count: count() }).from(messages).where(eq(messages.chatId, chatId));
  const pageRows = await messagesOf(db, rows.reverse());
  return { ...chat, messages: { count: total?.count ?? 0, rows: pageRows } };
}
