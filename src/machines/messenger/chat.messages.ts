import type { Message } from "../../api/schema/message";
import type { Problem } from "../lib/problem";

/**
 * A message of this member that the server has not answered yet (spec: "a message being sent shows as
 * pending"), or whose sending failed and waits for another try or to be discarded.
 */
export interface PendingMessage {
  /** This tab's own id of it (the server's id comes with its answer). */
  readonly localId: string;
  readonly content: string;
  /** Files and pictures picked for it. */
  readonly attachments: ReadonlyArray<File>;
  /** The recording of a voice message, or null. */
  readonly audio: Blob | null;
  readonly status: "sending" | "failed";
  /** Whole percent of its bytes sent (files only; text goes at once). */
  readonly progress: number;
  /** Why it failed; null while sending, and for one restored after a reload (never answered). */
  readonly problem: Problem | null;
  /** When the member sent it (ISO-8601): where it sits among the messages. */
  readonly createdAt: string;
  /** How many times it was sent: the sending actor's id changes with each try. */
  readonly attempt: number;
}

/** Unsent text of one chat that outlives the page (localStorage in the browser, a map in tests). */
export interface SavedChat {
  /** The composer's text. */
  readonly draft: string;
  /** Text messages still unanswered or failed (files cannot be kept: they are sent again by hand). */
  readonly outbox: ReadonlyArray<{
    readonly localId: string;
    readonly content: string;
    readonly createdAt: string;
  }>;
}

/** Where each chat's {@link SavedChat} is kept; the page provides it (src/ui/pages/messenger). */
export interface ChatStorage {
  read(chatId: number): SavedChat;
  write(chatId: number, saved: SavedChat): void;
}

/** Keeps nothing: the default outside the browser. */
export const noStorage: ChatStorage = {
  read: () => ({ draft: "", outbox: [] }),
  write: () => {},
};

/**
 * `list` with `incoming` put in: a message already there (same id) is replaced, a new one takes its
 * place by id (ids grow with time), messages of other chats are left out. The common case — one newer
 * message — appends without sorting, so a 10 000-message chat stays cheap.
 */
export function mergeMessages(
  list: ReadonlyArray<Message>,
  incoming: ReadonlyArray<Message>,
  chatId: number,
): Message[] {
  const fresh = incoming.filter((message) => message.chatId === chatId);
  if (fresh.length === 0) return list as Message[];
  const last = list.at(-1);
  if (fresh.length === 1 && fresh[0] && (!last || fresh[0].id > last.id)) return [...list, fresh[0]];
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of fresh) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** `list` without message `id` (the same list when it is not there). */
export function withoutMessage(list: ReadonlyArray<Message>, id: number): Message[] {
  const index = list.findIndex((message) => message.id === id);
  return index < 0 ? (list as Message[]) : [...list.slice(0, index), ...list.slice(index + 1)];
}

/** Whether the member gave reaction `code` to `message`. */
export function hasOwnReaction(message: Message, code: string, selfId: number): boolean {
  return message.reactions.some((reaction) => reaction.code === code && reaction.userIds.includes(selfId));
}

/** The text-only pending messages, as they are saved. */
export function outboxOf(pending: ReadonlyArray<PendingMessage>): SavedChat["outbox"] {
  return pending
    .filter((item) => item.attachments.length === 0 && item.audio === null)
    .map(({ localId, content, createdAt }) => ({ localId, content, createdAt }));
}

/** How far the server's clock may be behind this browser's when telling whether a saved message was sent. */
const clockSkewMs = 5 * 60_000;

/**
 * Saved messages whose fate is unknown (the page was closed before the server answered): those that a
 * loaded own message shows as sent — same text, sent at or after it — are dropped; the rest wait as
 * failed, to be sent again or discarded by the member.
 */
export function settleRestored(
  pending: ReadonlyArray<PendingMessage>,
  messages: ReadonlyArray<Message>,
  selfId: number,
): PendingMessage[] {
  const used = new Set<number>();
  return pending.filter((item) => {
    if (item.status !== "failed" || item.problem !== null) return true;
    const sent = messages.find(
      (message) =>
        !used.has(message.id) &&
        message.userId === selfId &&
        message.content === item.content &&
        Date.parse(message.createdAt) >= Date.parse(item.createdAt) - clockSkewMs,
    );
    if (sent) used.add(sent.id);
    return !sent;
  });
}
