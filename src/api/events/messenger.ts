import { Schema } from "effect";
import { DeletedMessage, ReadReceipt } from "../endpoints/messenger";
import { Id } from "../schema/common";
import { Message } from "../schema/message";
import { event } from "./event";

/** The messenger's socket events (`messenger`, by action), in every member's tabs. */
export const messengerEvents = [
  /**
   * A message of one of the member's chats was sent (`send`, the stored message, also for a forward):
   * the same object the sending call answered.
   */
  event("messenger", { action: Schema.Literal("send"), payload: Message }),
  /** A message was edited or its reactions changed (`update`): the whole message as it is now. */
  event("messenger", { action: Schema.Literal("update"), payload: Message }),
  /** A message was deleted for everyone (`delete`): drop it. */
  event("messenger", { action: Schema.Literal("delete"), payload: DeletedMessage }),
  /**
   * A member read a chat (`check`): every message of others in it up to `upToId` is now `isChecked`
   * (the sender's ticks turn double; the reader's unread count of the chat is 0 up to there).
   */
  event("messenger", { action: Schema.Literal("check"), payload: ReadReceipt }),
  /**
   * A chat with the member was started, by them or by another (`chat`): their list gains it, in every
   * tab. Not in spec §7's list of actions (check, update, delete, send): without it a new chat with no
   * message yet reached no list but the creator's own tab. Also when a chat of theirs changed its members
   * or its name, or they were taken out of it or it ended (a team's chat follows its team): their list
   * reads it again.
   */
  event("messenger", { action: Schema.Literal("chat"), payload: Schema.Struct({ chatId: Id }) }),
] as const;
