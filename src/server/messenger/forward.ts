import { asc, eq } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type * as calls from "../../api/endpoints/messenger";
import type { Message } from "../../api/schema/message";
import type { Db } from "../db/connect";
import { messageAttachments, users } from "../db/schema";
import type { Caller } from "../http/caller";
import type { EventLog } from "../realtime/event-log";
import { copyAllStored } from "../uploads/copy-stored";
import { removeStored } from "../uploads/stream-to-disk";
import { visibleMessage } from "./edit";
import { chatNotFound, isMember, messageNotFound } from "./membership";
import { chatUserOf } from "./message-view";
import { insertMessage } from "./send";

/**
 * Forwards message `messageId` into chat `newChatId` (spec §7 `…/forward`): a new message of `userId` with
 * the same text, recording and files, whose `forwardedFrom` is the original author — of the very first
 * message when it was itself forwarded. `userId` must be in both chats (404 otherwise). The files get
 * their own names (hard links), so deleting either message leaves the other's intact. An original deleted
 * while it is being forwarded → 404, its copies removed.
 */
export async function forwardMessage(
  { db, events, uploadDir }: { db: Db; events: EventLog; uploadDir: string },
  { userId }: Caller,
  { id: messageId, newChatId }: InputOf<typeof calls.forwardMessage>,
): Promise<Message> {
  const { row } = await visibleMessage(db, messageId, userId);
  // Checked again in the transaction; here so that a refused forward links no files.
  if (!(await isMember(db, newChatId, userId))) throw chatNotFound();
  const files = await db
    .select()
    .from(messageAttachments)
    .where(eq(messageAttachments.messageId, messageId))
    .orderBy(asc(messageAttachments.position), asc(messageAttachments.id));
  const author =
    row.forwardedFrom === null
      ? await authorOf(db, row.userId)
      : chatUserOf(row.forwardedFrom, row.forwardedName ?? "", row.forwardedAvatar);
  // Linked before the transaction (files are not transactional) and removed again if it fails.
  let copies: string[];
  try {
    copies = await copyAllStored(
      uploadDir,
      files.map((file) => file.storedPath),
    );
  } catch (error) {
    // The original was deleted meanwhile: its files went with it.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw messageNotFound();
    throw error;
  }
  try {
    return await events.transaction(async (tx, publish) => {
      // Read again and held: deleted (or edited) since the read above, the forward must not carry what
      // its author has taken back.
      const { row: current } = await visibleMessage(tx, messageId, userId, "share");
      return insertMessage(tx, { publish, uploadDir }, userId, {
        chatId: newChatId,
        content: current.content,
        isAudio: current.isAudio,
        forwardedFrom: author,
        files: files.map((file, i) => ({
          name: file.name,
          mime: file.mime,
          size: file.size,
          isAudio: file.isAudio,
          storedPath: copies[i] as string,
        })),
      });
    });
  } catch (error) {
    await removeStored(uploadDir, copies);
    throw error;
  }
}

async function authorOf(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw messageNotFound();
  return chatUserOf(user.id, user.name, user.avatar);
}
