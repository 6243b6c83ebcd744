import { Schema, SchemaGetter } from "effect";
import { Id, IdFromString, IsoDateTime, Paged } from "./common";
import { ChatUser, Message } from "./message";

/** The most members one chat may have, the creator included. */
export const maxChatMembers = 50;

/**
 * A chat as the chat list shows it (spec §3 "Chat"):
 * - `isDirect` — a conversation of exactly two members; there is at most one per pair;
 * - `user` — in a direct chat, the other member (whom the list names); null in a group chat;
 * - `title` — the chat's own name, present only when it has one (a team's chat is named after the team);
 *   any other group chat is named after its members;
 * - `members` — everyone in it, the caller included, in the order they were added;
 * - `lastMessage` — the newest message, null while there is none;
 * - `unread` — messages of others the caller has not read yet;
 * - `readUpToId` — the caller's read position: the newest message they have read, null before the
 *   first; messages of others after it are the unread ones (in a group, a message's `isChecked` only
 *   says that *someone* has read it);
 * - `updatedAt` — the last activity (the newest message, or the creation): the list's order.
 */
export const Chat = Schema.Struct({
  id: Id,
  isDirect: Schema.Boolean,
  user: Schema.NullOr(ChatUser),
  title: Schema.optionalKey(Schema.String),
  members: Schema.Array(ChatUser),
  lastMessage: Schema.NullOr(Message),
  unread: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  readUpToId: Schema.NullOr(Id),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Chat = typeof Chat.Type;

/**
 * An open chat: the {@link Chat} with one page of its messages (spec §3: "Chat: id, user, messages (with
 * rows)"). `messages.count` is every message of the chat; `rows` are one page, oldest first.
 */
export const ChatWithMessages = Schema.Struct({ ...Chat.fields, messages: Paged(Message) });
export type ChatWithMessages = typeof ChatWithMessages.Type;

const splitIds = (value: string | ReadonlyArray<string>): string[] =>
  (typeof value === "string" ? [value] : value)
    .flatMap((item) => item.split(","))
    .map((item) => item.trim())
    .filter((item) => item !== "");

/**
 * The `members` form field of a new chat: member ids, the field repeated (`members=3&members=5`) or
 * comma-separated (`members=3,5`), or both; duplicates count once. Sent as the field repeated.
 */
export const ChatMemberIds = Schema.Union([Schema.String, Schema.Array(Schema.String)])
  .pipe(
    Schema.decodeTo(Schema.Array(IdFromString), {
      decode: SchemaGetter.transform(splitIds),
      encode: SchemaGetter.transform((ids: ReadonlyArray<string>) => ids),
    }),
  )
  .pipe(
    Schema.decodeTo(Schema.Array(Id), {
      decode: SchemaGetter.transform((ids: ReadonlyArray<number>) => [...new Set(ids)]),
      encode: SchemaGetter.transform((ids: ReadonlyArray<number>) => ids),
    }),
  )
  .check(
    Schema.isMinLength(1, { message: "Выберите хотя бы одного участника" }),
    Schema.isMaxLength(maxChatMembers, { message: `В чате — не больше ${maxChatMembers} участников` }),
  );

/**
 * How a member's privacy (their settings' `write`, {@link Privacy} in ./settings.ts) leaves the caller
 * out of writing to them: they take messages from their friends only, and the caller is not one
 * (`friends`), or from nobody (`nobody`). Present only when it does: a member open to the caller says
 * nothing.
 */
export const WriteClosed = Schema.Literals(["friends", "nobody"]);
export type WriteClosed = typeof WriteClosed.Type;

/**
 * A member found to start a chat with (`GET /api/chats/searchusers/{page}`): the {@link ChatUser}, and
 * `accepts` when their privacy leaves the caller out ({@link WriteClosed}) — the picker shows them, but
 * marks them and does not let them be picked, so a chat with them is not refused after the fact.
 */
export const ChatCandidate = Schema.Struct({ ...ChatUser.fields, accepts: Schema.optionalKey(WriteClosed) });
export type ChatCandidate = typeof ChatCandidate.Type;

/** A member whose privacy refused a new chat: who, and whom they take messages from. */
export const RefusingMember = Schema.Struct({ id: Id, name: Schema.String, accepts: WriteClosed });
export type RefusingMember = typeof RefusingMember.Type;

/**
 * The `details` of a new chat refused by members' privacy (403 FORBIDDEN, `POST /api/messenger/chat`):
 * `reason: "privacy"` and every listed member whose privacy leaves the creator out, in the order listed.
 * The error's `message` names them too, for people.
 */
export const ChatPrivacyRefusal = Schema.Struct({
  reason: Schema.Literal("privacy"),
  members: Schema.Array(RefusingMember).check(Schema.isMinLength(1)),
});
export type ChatPrivacyRefusal = typeof ChatPrivacyRefusal.Type;
