import { and, eq } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type * as calls from "../../api/endpoints/messenger";
import type { Message } from "../../api/schema/message";
import type { Tx } from "../db/connect";
import { chats, messageReactions } from "../db/schema";
import type { Caller } from "../http/caller";
import { fieldError } from "../http/http-error";
import type { Notifier } from "../notifications";
import type { EventLog, Publish } from "../realtime/event-log";
import { visibleMessage } from "./edit";
import { nativeOf, normalizeReactionCode } from "./emoji-codes";
import { messageNotFound } from "./membership";
import { type MessageRow, messagesOf } from "./message-view";

/** How much of a message a reaction's notification quotes. */
const quoteLength = 60;

/**
 * Tells the author of a message of a reaction to it: one row per message for the reactions of 12 hours
 * (notify's grouping), leading to the chat — with the reacting member when the chat is a direct one.
 */
async function notifyReaction(
  notifier: Notifier,
  tx: Tx,
  publish: Publish,
  row: MessageRow,
  userId: number,
  code: string,
) {
  const [chat] = await tx.select({ directKey: chats.directKey }).from(chats).where(eq(chats.id, row.chatId));
  const words = row.content.trim();
  const quote = words.length > quoteLength ? `${words.slice(0, quoteLength - 1)}…` : words;
  await notifier.notify(tx, publish, {
    recipient: row.userId,
    type: "reaction",
    actorId: userId,
    title: "Реакция на ваше сообщение",
    text: quote ? `${nativeOf(code)} «${quote}»` : nativeOf(code),
    link: `/profile/${row.userId}/chat${chat?.directKey ? `?user=${userId}` : ""}`,
    groupKey: `reaction:${row.id}`,
  });
}

/**
 * Adds (`add`) or takes back `userId`'s reaction `code` on a message of a chat they are in (else 404).
 * One per member per code: adding twice or taking back what is not there changes nothing and publishes
 * nothing; a change publishes `messenger`/`update` with the message and its counted reactions.
 */
export async function react(
  { events, notifier }: { events: EventLog; notifier: Notifier },
  { userId }: Caller,
  { id: messageId, code }: InputOf<typeof calls.addReaction>,
  change: "add" | "remove",
): Promise<Message> {
  const stored = normalizeReactionCode(code);
  if (!stored) throw fieldError("code", "Неизвестная реакция: такого эмодзи нет");
  return events.transaction(async (tx, publish) => {
    // Locked so that a delete cannot slip in before the insert (whose foreign key would fail: a 500).
    const { row, members } = await visibleMessage(tx, messageId, userId, "key share");
    const changed =
      change === "add"
        ? await tx
            .insert(messageReactions)
            .values({ messageId, userId, code: stored })
            .onConflictDoNothing()
            .returning({ code: messageReactions.code })
        : await tx
            .delete(messageReactions)
            .where(
              and(
                eq(messageReactions.messageId, messageId),
                eq(messageReactions.userId, userId),
                eq(messageReactions.code, stored),
              ),
            )
            .returning({ code: messageReactions.code });
    const [message] = await messagesOf(tx, [row]);
    if (!message) throw messageNotFound();
    if (changed.length > 0) publish(members, { type: "messenger", action: "update", payload: message });
    if (changed.length > 0 && change === "add")
      await notifyReaction(notifier, tx, publish, row, userId, stored);
    return message;
  });
}
