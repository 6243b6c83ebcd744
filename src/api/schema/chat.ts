import { Schema, SchemaGetter } from "effect";
import { Id, IdFromString, IsoDateTime, Paged } from "./common";
import { ChatUser, Message } from "./message";

/** The most members one chat may have, the creator included. */
export const maxChatMembers = 50;

/**
 * A chat as the chat list shows it (spec §3 "Chat"):
 * - `isDirect` — a conversation of exactly two members; there is at most one per pair;
 * - `user` — in a direct chat, the other member (whom the list names); null in a group chat;
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
