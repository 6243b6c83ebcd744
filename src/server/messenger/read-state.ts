import { and, count, eq, gt, lte, max, ne, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type * as calls from "../../api/endpoints/messenger";
import type { ReadReceipt } from "../../api/endpoints/messenger";
import { chatMembers, messages } from "../db/schema";
import type { Caller } from "../http/caller";
import type { EventLog } from "../realtime/event-log";
import { chatNotFound, membersIfMember } from "./membership";

/**
 * Marks a chat read by `readerId` (spec §4 "Message": unchecked → checked when the recipient opens or
 * views the chat): up to `upToId` (the newest message they saw) or the newest message. Every message of
 * others up to there becomes `isChecked`, the reader's read position moves there (their unread count of
 * the chat drops to what came after), and when either changed, every member gets `messenger`/`check`.
 */
export async function markRead(
  { events }: { events: EventLog },
  { userId: readerId }: Caller,
  { id: chatId, upToId }: InputOf<typeof calls.markChatRead>,
): Promise<ReadReceipt> {
  return events.transaction(async (tx, publish) => {
    const members = await membersIfMember(tx, chatId, readerId, chatNotFound);
    const [newest] = await tx
      .select({ id: max(messages.id) })
      .from(messages)
      .where(and(eq(messages.chatId, chatId), upToId === undefined ? undefined : lte(messages.id, upToId)));
    const upTo = newest?.id ?? null;
    if (upTo === null) return { chatId, readerId, upToId: null, checked: 0, readerUnread: 0 };
    const checked = await tx
      .update(messages)
      .set({ isChecked: true })
      .where(
        and(
          eq(messages.chatId, chatId),
          eq(messages.isChecked, false),
          ne(messages.userId, readerId),
          lte(messages.id, upTo),
        ),
      )
      .returning({ id: messages.id });
    // The position only moves forward: reading an older page again does not make newer messages unread.
    const moved = await tx
      .update(chatMembers)
      .set({ lastReadMessageId: upTo })
      .where(
        and(
          eq(chatMembers.chatId, chatId),
          eq(chatMembers.userId, readerId),
          sql`coalesce(${chatMembers.lastReadMessageId}, 0) < ${upTo}`,
        ),
      )
      .returning({ userId: chatMembers.userId });
    // Counted after the position: an older `upToId` than the position leaves newer messages unread.
    const [unread] = await tx
      .select({ n: count() })
      .from(messages)
      .innerJoin(chatMembers, and(eq(chatMembers.chatId, messages.chatId), eq(chatMembers.userId, readerId)))
      .where(
        and(
          eq(messages.chatId, chatId),
          ne(messages.userId, readerId),
          gt(messages.id, sql`coalesce(${chatMembers.lastReadMessageId}, 0)`),
        ),
      );
    const receipt = { chatId, readerId, upToId: upTo, checked: checked.length, readerUnread: unread?.n ?? 0 };
    if (checked.length > 0 || moved.length > 0) {
      publish(members, { type: "messenger", action: "check", payload: receipt });
    }
    return receipt;
  });
}
