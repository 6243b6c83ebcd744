import { and, eq } from "drizzle-orm";
import type { Message } from "../../api/schema/message";
import { messageReactions } from "../db/schema";
import { fieldError } from "../http/http-error";
import type { EventLog } from "../realtime/event-log";
import { visibleMessage } from "./edit";
import { normalizeReactionCode } from "./emoji-codes";
import { messageNotFound } from "./membership";
import { messagesOf } from "./message-view";

/**
 * Adds (`add`) or takes back `userId`'s reaction `code` on a message of a chat they are in (else 404).
 * One per member per code: adding twice or taking back what is not there changes nothing and publishes
 * nothing; a change publishes `messenger`/`update` with the message and its counted reactions.
 */
export async function react(
  events: EventLog,
  messageId: number,
  userId: number,
  code: string,
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
    return message;
  });
}
