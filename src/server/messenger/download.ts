import { eq } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type * as calls from "../../api/endpoints/messenger";
import type { Db } from "../db/connect";
import { messageAttachments, messages } from "../db/schema";
import type { Caller } from "../http/caller";
import { notFound } from "../http/http-error";
import type { StoredFile } from "../http/send-stored";
import { isMember } from "./membership";

const fileNotFound = () => notFound("Файл не найден");

/**
 * The stored file of attachment `id` for `userId`: only a member of the message's chat gets it; anyone
 * else, like a missing id, gets 404. With `audioOnly`, only the recording of a voice message.
 */
export async function attachmentFor(
  { db }: { db: Db },
  { userId }: Caller,
  { id, isAudio }: InputOf<typeof calls.downloadAttachment>,
): Promise<StoredFile> {
  const audioOnly = isAudio === true;
  const [row] = await db
    .select({
      chatId: messages.chatId,
      isAudio: messageAttachments.isAudio,
      storedPath: messageAttachments.storedPath,
      mime: messageAttachments.mime,
      name: messageAttachments.name,
    })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messageAttachments.id, id));
  if (!row || (audioOnly && !row.isAudio) || !(await isMember(db, row.chatId, userId))) throw fileNotFound();
  return { storedPath: row.storedPath, mime: row.mime, name: row.name };
}
