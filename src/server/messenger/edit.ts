import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { InputOf } from "../../api/endpoint";
import type * as calls from "../../api/endpoints/messenger";
import type { DeletedMessage } from "../../api/endpoints/messenger";
import type { Message } from "../../api/schema/message";
import type { Db, Tx } from "../db/connect";
import { messageAttachments, messages } from "../db/schema";
import type { Caller } from "../http/caller";
import { fieldError, forbidden } from "../http/http-error";
import type { EventLog } from "../realtime/event-log";
import { removeStored } from "../uploads/stream-to-disk";
import { membersIfMember, messageNotFound } from "./membership";
import { findMessageRow, type MessageLock, type MessageRow, messagesOf } from "./message-view";

/**
 * A message `userId` may see, with its chat's members; 404 for one that does not exist or is in a chat
 * they are not in (the same answer). `lock` holds the row until the transaction ends.
 */
export async function visibleMessage(
  tx: Tx,
  id: number,
  userId: number,
  lock?: MessageLock,
): Promise<{ row: MessageRow; members: number[] }> {
  const row = await findMessageRow(tx, id, lock);
  if (!row) throw messageNotFound();
  const members = await membersIfMember(tx, row.chatId, userId, messageNotFound);
  return { row, members };
}

/** As {@link visibleMessage}, and written by `userId` (someone else's → 403). */
async function ownMessage(tx: Tx, id: number, userId: number, action: string) {
  const found = await visibleMessage(tx, id, userId);
  if (found.row.userId !== userId) throw forbidden(`${action} можно только свои сообщения`);
  return found;
}

/** One message of a chat `userId` is in. */
export async function getMessage(
  { db }: { db: Db },
  { userId }: Caller,
  { id }: InputOf<typeof calls.getMessage>,
): Promise<Message> {
  const { row } = await visibleMessage(db, id, userId);
  const [message] = await messagesOf(db, [row]);
  if (!message) throw messageNotFound();
  return message;
}

/**
 * Changes the text of `userId`'s own message and marks it edited; every member gets `messenger`/`update`.
 * A forwarded message keeps the words of its author: 403. The same text changes nothing.
 */
export async function editMessage(
  { events }: { events: EventLog },
  { userId }: Caller,
  { id, content }: InputOf<typeof calls.editMessage>,
): Promise<Message> {
  return events.transaction(async (tx, publish) => {
    const { row, members } = await ownMessage(tx, id, userId, "Изменять");
    if (row.forwardedFrom !== null) throw forbidden("Пересланное сообщение изменить нельзя");
    const [current] = await messagesOf(tx, [row]);
    if (!current) throw messageNotFound();
    if (content === row.content) return current;
    if (content === "" && current.attachments.length === 0 && current.audio === null) {
      throw fieldError("content", "Сообщение без файлов не может быть пустым");
    }
    const [changed] = await tx
      .update(messages)
      .set({ content, editedAt: new Date() })
      .where(eq(messages.id, id))
      .returning({ editedAt: messages.editedAt });
    // Deleted meanwhile by another tab of the author.
    if (!changed) throw messageNotFound();
    const message: Message = { ...current, content, editedAt: changed.editedAt?.toISOString() ?? null };
    publish(members, { type: "messenger", action: "update", payload: message });
    return message;
  });
}

/**
 * Deletes `userId`'s own message for everyone: the row, its reactions and attachment rows in one
 * transaction with the `messenger`/`delete` event, then its files (after the commit: a rolled-back
 * delete must not lose them; a file left over is only an orphan).
 */
export async function deleteMessage(
  { events, uploadDir, log }: { events: EventLog; uploadDir: string; log: FastifyBaseLogger },
  { userId }: Caller,
  { id }: InputOf<typeof calls.deleteMessage>,
): Promise<DeletedMessage> {
  const { deleted, storedPaths } = await events.transaction(async (tx, publish) => {
    const { row, members } = await ownMessage(tx, id, userId, "Удалять");
    const files = await tx
      .delete(messageAttachments)
      .where(eq(messageAttachments.messageId, id))
      .returning({ storedPath: messageAttachments.storedPath });
    const gone = await tx.delete(messages).where(eq(messages.id, id)).returning({ id: messages.id });
    if (gone.length === 0) throw messageNotFound();
    const payload = { id, chatId: row.chatId };
    publish(members, { type: "messenger", action: "delete", payload });
    return { deleted: payload, storedPaths: files.map((file) => file.storedPath) };
  });
  await removeStored(uploadDir, storedPaths).catch((error: unknown) =>
    log.warn({ err: error, storedPaths }, "Не удалось удалить файлы удалённого сообщения"),
  );
  return deleted;
}
