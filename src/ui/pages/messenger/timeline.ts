import type { Message } from "../../../api/schema/message";
import type { PendingMessage } from "../../../machines/messenger/chat.messages";
import { dayKey, dayLabel } from "../../components/dates/format";

/** One row of the message list: a date separator, a message, or a message being sent. */
export type TimelineItem =
  | { readonly kind: "day"; readonly key: string; readonly label: string }
  | { readonly kind: "message"; readonly key: string; readonly message: Message }
  | { readonly kind: "pending"; readonly key: string; readonly pending: PendingMessage };

/** The rows of a chat: its messages oldest first, then the pending ones, a separator before each new day. */
export function buildTimeline(
  messages: ReadonlyArray<Message>,
  pending: ReadonlyArray<PendingMessage>,
  now: Date = new Date(),
): TimelineItem[] {
  const items: TimelineItem[] = [];
  let lastDay = "";
  const separate = (iso: string) => {
    const day = dayKey(iso);
    if (day === lastDay) return;
    lastDay = day;
    items.push({ kind: "day", key: `day-${day}`, label: dayLabel(iso, now) });
  };
  for (const message of messages) {
    separate(message.createdAt);
    items.push({ kind: "message", key: `m-${message.id}`, message });
  }
  for (const item of pending) {
    separate(item.createdAt);
    items.push({ kind: "pending", key: `p-${item.localId}`, pending: item });
  }
  return items;
}
