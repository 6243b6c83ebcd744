import { Schema } from "effect";
import { define, defineEndpoint, type FileRule } from "../endpoint";
import type { EndpointGroup } from "../group";
import { Chat, ChatMemberIds, ChatWithMessages } from "../schema/chat";
import { Id, IdFromString, Paged } from "../schema/common";
import { FormBoolean, Message, MessageContent, ReactionCode } from "../schema/message";

/*
 * The messenger (spec §7 "Messenger"). Every call is for members (401 otherwise) and acts only on chats
 * the caller is in: another member's chat, or a message of it, is answered 404 exactly as one that does
 * not exist, so nobody learns what chats others have. Writes are form fields (multipart or urlencoded);
 * each change reaches every member of the chat as a `messenger` socket event (src/api/events/) from the
 * same transaction: `send`, `update` (edit, reaction), `delete`, `check` (read).
 */

/** Chats per page of the chat list. */
export const chatsPageSize = 20;
/** Messages per page of an open chat, unless `limit` says otherwise (at most {@link maxMessagesPageSize}). */
export const messagesPageSize = 30;
export const maxMessagesPageSize = 100;

const megabyte = 1024 * 1024;

/**
 * What a message's files may be. Types are detected from the content; a file whose declared type
 * contradicts its bytes (an archive called `photo.png`) is refused with 400 naming the field, and so is
 * any content not listed here.
 */
export const messageFileRules = {
  /** Files and pictures, up to 10 a message. */
  attachments: {
    maxCount: 10,
    maxBytes: 20 * megabyte,
    types: [
      "image/png",
      "image/jpeg",
      "image/gif",
      "image/webp",
      "application/pdf",
      "application/zip",
      "application/gzip",
      "application/x-7z-compressed",
      "application/vnd.rar",
      "audio/mpeg",
      "audio/ogg",
      "audio/webm",
      "audio/mp4",
      "audio/wav",
      "audio/flac",
      "video/mp4",
      "video/webm",
      "video/quicktime",
      "text/plain",
    ],
  },
  /** The recording of a voice message (`isAudio=true`): what MediaRecorder makes in browsers. */
  audio: { maxCount: 1, maxBytes: 10 * megabyte, types: ["audio/webm", "audio/ogg", "audio/mp4"] },
} as const satisfies Record<string, FileRule>;

/** A page number: 1, 2, … */
export const PageFromString = IdFromString;

const ChatParams = Schema.Struct({ id: IdFromString });
const MessageParams = Schema.Struct({ id: IdFromString });

/**
 * Starts a chat (spec §7 `POST /api/messenger/chat`, form `members`: one or more member ids, the field
 * repeated or comma-separated). The caller is always a member, listed or not. With exactly one other
 * member it is their direct chat: if it exists already, that one is answered (never a second). With more,
 * a new group chat. An unknown or deleted member → 400 naming `members`. Answers the {@link Chat}.
 *
 * A member whose privacy leaves the caller out (they take messages from friends only, or from nobody)
 * cannot be put in a chat with them: 403 FORBIDDEN, nothing made, with `details` a
 * {@link ChatPrivacyRefusal} (`reason: "privacy"`, the `members` it refused: id, name, `accepts`) and a
 * message that names them — every one of them at once, so that the creator can leave them out in one go.
 * The search of members (`searchUsers`, src/api/endpoints/chats.ts) marks them beforehand.
 */
export const createChat = define.post("/api/messenger/chat", Chat, {
  bodyKind: "form",
  body: Schema.Struct({ members: ChatMemberIds }),
  reasons: ["privacy"],
});

/**
 * The caller's chats, newest activity first, each with its last message and unread count, `{ count, rows }`
 * {@link chatsPageSize} a page (spec §7 `GET /api/messenger/chat`, query `memberId`, `page`). `memberId`
 * is the member whose chats these are: it must be the caller (anyone else's → 403); without it, the caller.
 */
export const listChats = define.get("/api/messenger/chat", Paged(Chat), {
  query: Schema.Struct({
    memberId: Schema.optionalKey(IdFromString),
    page: Schema.optionalKey(PageFromString),
  }),
});

/**
 * Opens a chat: the {@link Chat} with one page of messages (spec §7 `GET /api/messenger/chat/{id}`).
 * Page 1 is the newest messages, page 2 the ones before them, and so on; `limit` messages a page
 * ({@link messagesPageSize} by default). `before` (a message id) instead answers the `limit` messages
 * just older than that message — pages that do not shift while new messages arrive. Rows are oldest first.
 */
export const getChat = define.get("/api/messenger/chat/:id", ChatWithMessages, {
  params: ChatParams,
  query: Schema.Struct({
    page: Schema.optionalKey(PageFromString),
    limit: Schema.optionalKey(IdFromString.check(Schema.isLessThanOrEqualTo(maxMessagesPageSize))),
    before: Schema.optionalKey(IdFromString),
  }),
});

/**
 * What marking a chat read did (also the payload of the `messenger`/`check` event): `readerId` read every
 * message of the chat up to `upToId`; `checked` messages of others became `isChecked` by it (in a group,
 * a message someone else read first is checked already); `readerUnread` messages of others are still
 * unread for the reader (those after their read position): their chat list shows it as is.
 */
export const ReadReceipt = Schema.Struct({
  chatId: Id,
  readerId: Id,
  upToId: Schema.NullOr(Id),
  checked: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  readerUnread: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
});
export type ReadReceipt = typeof ReadReceipt.Type;

/**
 * Marks the chat read (spec §7 `PUT /api/messenger/chat/{id}`, §4 "Message"): every message of others up
 * to the newest — or up to form field `upToId`, the newest one the member has actually seen — becomes
 * `isChecked`, and the caller's unread count drops accordingly. When something changed, every member gets
 * a `messenger`/`check` event with the {@link ReadReceipt} (the senders' ticks turn double).
 */
export const markChatRead = define.put("/api/messenger/chat/:id", ReadReceipt, {
  params: ChatParams,
  bodyKind: "form",
  body: Schema.Struct({ upToId: Schema.optionalKey(IdFromString) }),
});

/**
 * Sends a message (spec §7 `POST /api/messenger/message/`): form fields `chatId`, `content`, `isAudio`, and
 * files `attachments` (several) and `audio` (the recording of a voice message, with `isAudio=true`),
 * multipart; limits and types in {@link messageFileRules}. Text, files or a recording is required (none →
 * 400 naming `content`). Answers the stored {@link Message}; every member of the chat gets it in a
 * `messenger`/`send` event.
 */
export const sendMessage = define.post("/api/messenger/message/", Message, {
  bodyKind: "form",
  files: messageFileRules,
  body: Schema.Struct({
    chatId: IdFromString,
    content: Schema.optionalKey(MessageContent),
    isAudio: Schema.optionalKey(FormBoolean),
  }),
});

/** One message of a chat the caller is in (spec §7 `GET /api/messenger/message/{id}`). */
export const getMessage = define.get("/api/messenger/message/:id", Message, { params: MessageParams });

/**
 * Changes the text of one's own message (spec §7 `PUT /api/messenger/message/{id}`, form `content`) and
 * marks it edited (`editedAt`). Someone else's message → 403; a forwarded one cannot be changed (403);
 * empty text on a message without files → 400. Every member gets `messenger`/`update` with the message.
 */
export const editMessage = define.put("/api/messenger/message/:id", Message, {
  params: MessageParams,
  bodyKind: "form",
  body: Schema.Struct({ content: MessageContent }),
});

/** The same as {@link editMessage} (spec §7 lists PATCH too). */
export const patchMessage = defineEndpoint({ ...editMessage, method: "PATCH" });

/** A deleted message: which one, of which chat (also the `messenger`/`delete` event's payload). */
export const DeletedMessage = Schema.Struct({ id: Id, chatId: Id });
export type DeletedMessage = typeof DeletedMessage.Type;

/**
 * Deletes one's own message for everyone (spec §7 `DELETE /api/messenger/message/{id}`): the message,
 * its reactions and its files are gone. Someone else's → 403. Every member gets `messenger`/`delete`.
 */
export const deleteMessage = define.delete("/api/messenger/message/:id", DeletedMessage, {
  params: MessageParams,
});

/**
 * Forwards a message into another chat of the caller (spec §7 `POST /api/messenger/message/{id}/forward`,
 * form `newChatId`): a new message of the caller with the same text, recording and files, whose
 * `forwardedFrom` is the original author. The caller must be in both chats (else 404). Answers the new
 * message; the members of the target chat get `messenger`/`send`.
 */
export const forwardMessage = define.post("/api/messenger/message/:id/forward", Message, {
  params: MessageParams,
  bodyKind: "form",
  body: Schema.Struct({ newChatId: IdFromString }),
});

/**
 * Adds the caller's reaction `code` ({@link ReactionCode}; an unknown emoji → 400 naming `code`) to a
 * message (spec §7 `POST /api/messenger/message/{id}/reaction`). One per member per code: adding it again
 * changes nothing. Answers the message with its counted reactions; members get `messenger`/`update`.
 */
export const addReaction = define.post("/api/messenger/message/:id/reaction", Message, {
  params: MessageParams,
  bodyKind: "form",
  body: Schema.Struct({ code: ReactionCode }),
});

/** Takes the caller's reaction `code` back (spec §7 `DELETE …/reaction`); not having it is fine. */
export const removeReaction = defineEndpoint({ ...addReaction, method: "DELETE" });

/**
 * Downloads a file of a message (spec §7 `GET /api/messenger/message/download/{id}`), for members of its
 * chat only: `{id}` is the attachment's id (`Attachment.id`, its `url`). With `isAudio=true` it must be
 * the recording of a voice message (else 404). The answer is the file itself, not JSON: its detected
 * Content-Type, Content-Disposition with its name (`inline` for pictures, audio and video, else
 * `attachment`), and `Range` requests answered with 206 (seeking in audio).
 */
export const downloadAttachment = define.get("/api/messenger/message/download/:id", Schema.Void, {
  params: Schema.Struct({ id: IdFromString }),
  query: Schema.Struct({ isAudio: Schema.optionalKey(FormBoolean) }),
  responseKind: "file",
});

/** The download address of an attachment (`Attachment.url`). */
export function attachmentUrl(id: number, isAudio = false): string {
  return `/api/messenger/message/download/${id}${isAudio ? "?isAudio=true" : ""}`;
}

/** The messenger: the group the server serves from src/server/messenger/routes.ts. */
export const messengerApi = {
  createChat,
  listChats,
  getChat,
  markChatRead,
  sendMessage,
  getMessage,
  editMessage,
  patchMessage,
  deleteMessage,
  forwardMessage,
  addReaction,
  removeReaction,
  downloadAttachment,
} as const satisfies EndpointGroup;
