import { sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type * as calls from "../../api/endpoints/messenger";
import type { ChatUser, Message } from "../../api/schema/message";
import type { Tx } from "../db/connect";
import { chatMembers, chats, messageAttachments, messages, users } from "../db/schema";
import { assertMayWrite } from "../friends";
import type { Caller } from "../http/caller";
import { fieldError, HttpError } from "../http/http-error";
import type { EventLog, Publish } from "../realtime/event-log";
import { placeStored } from "../uploads/pending";
import type { StoredUpload } from "../uploads/stream-to-disk";
import { chatNotFound, directPartner, isMember } from "./membership";
import { messageOf } from "./message-view";

/** A file of a new message, already stored under UPLOAD_DIR. */
export interface MessageFile {
  readonly name: string;
  readonly mime: string;
  readonly size: number;
  readonly storedPath: string;
  readonly isAudio: boolean;
}

/** A direct chat whose other member deleted their account: nobody would read what is sent. */
const partnerGone = () =>
  new HttpError("FORBIDDEN", "Собеседник удалил аккаунт: написать в этот чат больше нельзя");

/** A message about to be stored. */
export interface NewMessage {
  readonly chatId: number;
  readonly content: string;
  readonly isAudio: boolean;
  /** The original author of a forwarded message. */
  readonly forwardedFrom: ChatUser | null;
  /** The recording (if any) and the attachments, in the order they are shown. */
  readonly files: ReadonlyArray<MessageFile>;
}

interface StoredRow {
  readonly members: ReadonlyArray<number | string>;
  readonly id: number;
  readonly is_checked: boolean;
  readonly created_ms: number;
}

/**
 * Stores the message if `userId` is in the chat — and, in a direct chat, the other member is live and
 * their privacy lets the sender write (src/server/friends/privacy.ts, in SQL here) — and moves the chat to the top of its members' lists — one
 * statement (the send is the hottest write: every round trip counts, ARCHITECTURE §8). Returns the chat's
 * members and the new row; undefined for someone outside the chat.
 *
 * The chat's activity time is raised only if no concurrent send into the same chat holds its row: that
 * one sets a time a few milliseconds away and commits soon (`greatest` keeps it from going back). Waiting
 * for it instead would hold every send into a busy chat behind the previous one's whole transaction.
 */
async function storeIfMember(tx: Tx, userId: number, input: NewMessage) {
  const result = await tx.execute(sql`
    with member as (select user_id from ${chatMembers} where chat_id = ${input.chatId}),
    inserted as (
      insert into ${messages} (chat_id, user_id, content, is_audio, forwarded_from)
      select ${input.chatId}::int, ${userId}::int, ${input.content}::text, ${input.isAudio}::boolean,
        ${input.forwardedFrom?.id ?? null}::int
      where exists (select 1 from member where user_id = ${userId})
        and not exists (
          select 1 from ${chats} c join member m on true join ${users} u on u.id = m.user_id
          where c.id = ${input.chatId} and c.direct_key is not null and (u.deleted_at is not null
            or (u.id <> ${userId} and (u.write_privacy = 'nobody' or (u.write_privacy = 'friends'
              and not exists (select 1 from friendships p where p.status = 'accepted'
                and p.low_id = least(u.id, ${userId}::int) and p.high_id = greatest(u.id, ${userId}::int))))))
        )
      returning id, is_checked, created_at
    ),
    touched as (
      update ${chats} set last_activity_at = greatest(${chats.lastActivityAt}, inserted.created_at)
      from inserted
      where ${chats.id} = (select id from ${chats} where id = ${input.chatId} for update skip locked)
    )
    select (select array_agg(user_id) from member) as members, inserted.id, inserted.is_checked,
      floor(extract(epoch from inserted.created_at) * 1000)::float8 as created_ms
    from inserted`);
  const [row] = (result as unknown as { rows: StoredRow[] }).rows;
  return row;
}

/**
 * Stores a message of `userId` in a chat they are in (else 404; a direct chat whose other member deleted
 * the account, or whose privacy leaves the sender out: 403) with its files, moves the chat to the top
 * of its members' lists, and publishes `messenger`/`send` with the stored message to every member (the
 * sender's other tabs too). Returns that message: the event carries exactly what the call answers. The
 * files, pending until now, are moved into place last: the transaction commits right after.
 */
export async function insertMessage(
  tx: Tx,
  { publish, uploadDir }: { publish: Publish; uploadDir: string },
  userId: number,
  input: NewMessage,
): Promise<Message> {
  const row = await storeIfMember(tx, userId, input);
  if (!row) {
    if (!(await isMember(tx, input.chatId, userId))) throw chatNotFound();
    // A direct chat: the other member deleted the account, or their privacy leaves the sender out.
    const partner = await directPartner(tx, input.chatId, userId);
    if (partner !== undefined) await assertMayWrite(tx, userId, partner);
    throw partnerGone();
  }
  const files =
    input.files.length === 0
      ? []
      : await tx
          .insert(messageAttachments)
          .values(input.files.map((file, position) => ({ ...file, messageId: row.id, position })))
          .returning();
  await placeStored(
    uploadDir,
    input.files.map((file) => file.storedPath),
  );
  const message = messageOf(
    {
      id: Number(row.id),
      chatId: input.chatId,
      userId,
      content: input.content,
      isAudio: input.isAudio,
      isChecked: row.is_checked,
      createdAt: new Date(Number(row.created_ms)),
      editedAt: null,
      forwardedFrom: input.forwardedFrom?.id ?? null,
      forwardedName: input.forwardedFrom?.name ?? null,
      forwardedAvatar: input.forwardedFrom?.avatar ?? null,
    },
    files,
    [],
  );
  publish(row.members.map(Number), { type: "messenger", action: "send", payload: message });
  return message;
}

/** What the sending call decoded. */
type SendInput = InputOf<typeof calls.sendMessage>;

/**
 * The files of a message from its form: the recording (field `audio`) must come with `isAudio` (which
 * it implies when left out), and `isAudio=true` needs a recording. Text, a recording or files is needed.
 */
function messageFiles(
  input: SendInput,
  uploads: ReadonlyArray<StoredUpload>,
): { isAudio: boolean; files: MessageFile[] } {
  const audio = uploads.filter((upload) => upload.field === "audio");
  const isAudio = input.isAudio ?? audio.length > 0;
  if (isAudio && audio.length === 0) throw fieldError("audio", "Приложите запись голосового сообщения");
  if (!isAudio && audio.length > 0) throw fieldError("isAudio", "Запись отправляется с isAudio=true");
  const files = [
    ...audio.map((upload) => ({ ...upload, isAudio: true })),
    ...uploads.filter((upload) => upload.field !== "audio").map((upload) => ({ ...upload, isAudio: false })),
  ].map(({ name, mime, size, storedPath, isAudio: audioFile }) => ({
    name,
    mime,
    size,
    storedPath,
    isAudio: audioFile,
  }));
  if (files.length === 0 && (input.content ?? "") === "") {
    throw fieldError("content", "Напишите сообщение или приложите файл");
  }
  return { isAudio, files };
}

/**
 * Sends a message of `userId` (spec §7 `POST /api/messenger/message/`): checks the form, then stores it
 * and publishes it in one transaction. Not a member of the chat → 404. The uploads are the message's
 * once this returns; if it throws, the caller removes them.
 */
export async function sendMessage(
  { events, uploadDir }: { events: EventLog; uploadDir: string },
  { userId }: Caller,
  input: SendInput,
  uploads: ReadonlyArray<StoredUpload>,
): Promise<Message> {
  const { isAudio, files } = messageFiles(input, uploads);
  return events.transaction((tx, publish) =>
    insertMessage(tx, { publish, uploadDir }, userId, {
      chatId: input.chatId,
      content: input.content ?? "",
      isAudio,
      forwardedFrom: null,
      files,
    }),
  );
}
