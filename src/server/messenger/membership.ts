import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/connect";
import { chatMembers, chats } from "../db/schema";
import { notFound } from "../http/http-error";

// One answer for "no such chat" and "not your chat": nobody learns which chats others have.
export const chatNotFound = () => notFound("Чат не найден");
export const messageNotFound = () => notFound("Сообщение не найдено");

/** The ids of a chat's members (empty for no such chat). */
export async function memberIdsOf(tx: Tx, chatId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(eq(chatMembers.chatId, chatId));
  return rows.map((row) => row.userId);
}

/** The chat's member ids when `userId` is one of them; otherwise `notFound` is thrown. */
export async function membersIfMember(
  tx: Tx,
  chatId: number,
  userId: number,
  notFound = chatNotFound,
): Promise<number[]> {
  const members = await memberIdsOf(tx, chatId);
  if (!members.includes(userId)) throw notFound();
  return members;
}

/** Whether `userId` is in chat `chatId`. */
export async function isMember(tx: Tx, chatId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
  return row !== undefined;
}

/** The other member of direct chat `chatId` of `userId` (its `direct_key` names both); undefined for a group chat. */
export async function directPartner(tx: Tx, chatId: number, userId: number): Promise<number | undefined> {
  const [row] = await tx.select({ directKey: chats.directKey }).from(chats).where(eq(chats.id, chatId));
  const ids = row?.directKey?.split(":").map(Number) ?? [];
  return ids.length === 2 ? ids.find((id) => id !== userId) : undefined;
}
