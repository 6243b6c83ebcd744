import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/connect";
import { chatMembers, chats } from "../db/schema";
import type { Publish } from "../realtime/event-log";
import { memberIdsOf } from "./membership";

// Chats with a name of their own whose membership another domain keeps (a team's chat follows its team),
// each change in that domain's transaction. Every member whose list shows the chat is told (`chat`), so
// their lists — and what processes keep of them — are read again.

const told = (publish: Publish, to: Iterable<number>, chatId: number) =>
  publish(to, { type: "messenger", action: "chat", payload: { chatId } });

/** A group chat named `title` with `memberIds` in it; answers its id. */
export async function createNamedChat(
  tx: Tx,
  publish: Publish,
  { title, createdBy, memberIds }: { title: string; createdBy: number; memberIds: ReadonlyArray<number> },
): Promise<number> {
  const [created] = await tx.insert(chats).values({ title, createdBy }).returning({ id: chats.id });
  if (!created) throw new Error("createNamedChat: no chat made");
  if (memberIds.length > 0) {
    await tx.insert(chatMembers).values(memberIds.map((userId) => ({ chatId: created.id, userId })));
  }
  told(publish, memberIds, created.id);
  return created.id;
}

/** Adds `userId` to chat `chatId` (nothing when they are in it already). */
export async function addChatMember(tx: Tx, publish: Publish, chatId: number, userId: number): Promise<void> {
  const added = await tx
    .insert(chatMembers)
    .values({ chatId, userId })
    .onConflictDoNothing()
    .returning({ userId: chatMembers.userId });
  if (added.length > 0) told(publish, await memberIdsOf(tx, chatId), chatId);
}

/** Takes `userId` out of chat `chatId`; they and the members left are told. */
export async function removeChatMember(
  tx: Tx,
  publish: Publish,
  chatId: number,
  userId: number,
): Promise<void> {
  const removed = await tx
    .delete(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
    .returning({ userId: chatMembers.userId });
  if (removed.length > 0) told(publish, [userId, ...(await memberIdsOf(tx, chatId))], chatId);
}

/** Names chat `chatId` `title`; its members are told. */
export async function renameChat(tx: Tx, publish: Publish, chatId: number, title: string): Promise<void> {
  await tx.update(chats).set({ title }).where(eq(chats.id, chatId));
  told(publish, await memberIdsOf(tx, chatId), chatId);
}

/**
 * Ends chat `chatId` with its messages (their files go with the next upload sweep); whoever was still in
 * it is told.
 */
export async function deleteChat(tx: Tx, publish: Publish, chatId: number): Promise<void> {
  const members = await memberIdsOf(tx, chatId);
  await tx.delete(chats).where(eq(chats.id, chatId));
  told(publish, members, chatId);
}
