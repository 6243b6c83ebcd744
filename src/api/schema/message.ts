import { Schema, SchemaGetter } from "effect";
import { Id, IsoDateTime, TrimmedText } from "./common";

/** The longest message text, in characters (after trimming). */
export const maxMessageLength = 4000;

/**
 * A member as a chat shows them: id, name and avatar (the drawn one when none was uploaded). A deleted
 * account keeps its id, shows as «Удалённый аккаунт» and, in a chat's `user` and `members`, carries
 * `deleted: true`: a direct chat with it takes no more messages.
 */
export const ChatUser = Schema.Struct({
  id: Id,
  name: Schema.String,
  avatar: Schema.String,
  deleted: Schema.optionalKey(Schema.Literal(true)),
});
export type ChatUser = typeof ChatUser.Type;

/**
 * A file of a message. `url` downloads it (`GET /api/messenger/message/download/{id}`, chat members
 * only); `mime` is the type detected from its content, `name` the sender's file name, `size` in bytes.
 */
export const Attachment = Schema.Struct({
  id: Id,
  name: Schema.String,
  mime: Schema.String,
  size: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  url: Schema.String,
});
export type Attachment = typeof Attachment.Type;

/**
 * A reaction of a message: the emoji `code` (see {@link ReactionCode}), how many members gave it and who
 * (so each member can tell their own).
 */
export const Reaction = Schema.Struct({
  code: Schema.String,
  count: Schema.Int.check(Schema.isGreaterThan(0)),
  userIds: Schema.Array(Id),
});
export type Reaction = typeof Reaction.Type;

/**
 * A chat message (spec §3 "Message"), as every call and the `messenger` socket event carry it.
 *
 * - `userId` — who sent it into this chat (the only one who may edit or delete it);
 * - `isChecked` — read by another member of the chat (spec §4: unchecked → checked when a recipient
 *   opens the chat); the sender sees one tick before, two after;
 * - `isAudio` — a voice message: `audio` is its recording (`audio/webm`, `audio/ogg` or `audio/mp4`);
 * - `attachments` — its other files, in the order sent;
 * - `reactions` — by code, most given first;
 * - `forwardedFrom` — the original author of a forwarded message (kept through forwards of forwards);
 * - `editedAt` — when its text was last changed (the «изменено» mark), null if never.
 * Deleting a message removes it for everyone (no trace is kept: the row and its files are gone).
 */
export const Message = Schema.Struct({
  id: Id,
  chatId: Id,
  userId: Id,
  content: Schema.String,
  isAudio: Schema.Boolean,
  isChecked: Schema.Boolean,
  audio: Schema.NullOr(Attachment),
  attachments: Schema.Array(Attachment),
  reactions: Schema.Array(Reaction),
  forwardedFrom: Schema.NullOr(ChatUser),
  createdAt: IsoDateTime,
  editedAt: Schema.NullOr(IsoDateTime),
});
export type Message = typeof Message.Type;

/**
 * Message text from a form: surrounding white space trimmed, at most {@link maxMessageLength}
 * characters. Empty is allowed here (a message of files only); "no text and no files" is the call's rule.
 */
export const MessageContent = TrimmedText.check(
  Schema.isMaxLength(maxMessageLength, { message: `Сообщение — не длиннее ${maxMessageLength} символов` }),
);

/** A yes/no form field: `true`/`false` (also `1`/`0`), decoded to a boolean; sent as `true`/`false`. */
export const FormBoolean = Schema.Literals(["true", "false", "1", "0"]).pipe(
  Schema.decodeTo(Schema.Boolean, {
    decode: SchemaGetter.transform((value: string) => value === "true" || value === "1"),
    encode: SchemaGetter.transform((value: boolean) => (value ? "true" : "false")),
  }),
);

/**
 * A reaction code: an emoji id of the emoji picker's data (emoji-mart, `@emoji-mart/data`), such as
 * `+1`, `heart` or `smiley_cat`, optionally with a skin tone `::skin-tone-2` … `::skin-tone-6` for the
 * emoji that have them — the picker's own `shortcodes` without the outer colons. The shape is checked
 * here; the server also refuses an id that is not in the data (400 naming `code`). Aliases
 * (`thumbsup`) are stored as their emoji's id (`+1`).
 */
export const ReactionCode = Schema.String.check(
  Schema.isPattern(/^[a-z0-9_+-]{1,64}(::skin-tone-[2-6])?$/, { message: "Неизвестная реакция" }),
);
