import { concatMap, filter, map, merge, type Observable } from "rxjs";
import type { UnreadChats } from "../api/endpoints/chats";
import type { ServerEvent } from "../api/events";
import type { Message } from "../api/schema/message";
import type { LiveCountEvent } from "../machines/lib/live-count.machine";
import type { MessengerSignal } from "../machines/messenger/chat.machine";
import { live$, ofType, resync$, serverEvents$ } from "./events.stream";
import { realtimeSessionSignals, type SessionSnapshot, type Watchable } from "./realtime.stream";
import { browserLocks, holdLock, lockHeld, type PageLocks } from "./shared-locks.stream";

type MessengerEvent = Extract<ServerEvent, { type: "messenger" }>;

/** What moves the unread-messages badge (a live count, src/machines/lib/live-count.machine.ts). */
export type UnreadEvent = LiveCountEvent<UnreadChats>;

/** A `messenger` socket event as the chat machines hear it. */
export function toMessengerSignal(event: MessengerEvent): MessengerSignal {
  switch (event.action) {
    case "send":
      return { type: "messenger.send", message: event.payload };
    case "update":
      return { type: "messenger.update", message: event.payload };
    case "delete":
      return { type: "messenger.delete", id: event.payload.id, chatId: event.payload.chatId };
    case "check":
      return { type: "messenger.check", receipt: event.payload };
    case "chat":
      return { type: "messenger.chat", chatId: event.payload.chatId };
  }
}

/**
 * What the messenger page's chat list (src/machines/messenger/chat-list.machine.ts, its `events` actor) hears:
 * every `messenger` event of this tab, in seq order, a `messenger.resync` when the socket missed
 * events it can no longer replay (the list and the open chat load again), and `messenger.live` when the
 * socket starts delivering (the list, loaded maybe before, is asked again).
 */
export function messengerSignals(
  events$: Observable<ServerEvent> = serverEvents$,
  resyncs$: Observable<number> = resync$,
  lives$: Observable<number> = live$,
): Observable<MessengerSignal> {
  return merge(
    ofType(events$, "messenger").pipe(map(toMessengerSignal)),
    resyncs$.pipe(map((): MessengerSignal => ({ type: "messenger.resync" }))),
    lives$.pipe(map((): MessengerSignal => ({ type: "messenger.live" }))),
  );
}

/**
 * The unread-messages badge's `signals`: the session's member as it changes, and the messenger's
 * {@link unreadChanges}.
 */
export function unreadSignals(
  session: Watchable<SessionSnapshot>,
  changes$: Observable<UnreadEvent> = unreadChanges(),
): Observable<UnreadEvent> {
  const members$ = realtimeSessionSignals(session).pipe(
    map((signal): UnreadEvent => ({ type: "count.member", userId: signal.userId })),
  );
  return merge(members$, changes$);
}

/**
 * What the unread-messages badge hears of the messenger: every signal that may change what is unread
 * (edits, reactions and new chats do not), with a sent message's author so that the member's own do not count.
 */
export function unreadChanges(
  signals$: Observable<MessengerSignal> = messengerSignals(),
): Observable<UnreadEvent> {
  return signals$.pipe(
    // A new chat has no message yet.
    filter((signal) => signal.type !== "messenger.update" && signal.type !== "messenger.chat"),
    map(
      (signal): UnreadEvent =>
        signal.type === "messenger.send"
          ? { type: "count.changed", by: signal.message.userId }
          : { type: "count.changed" },
    ),
  );
}

/** What {@link ringsOutsideMessenger} asks of the tab at the moment a message arrives. */
export interface RingConditions {
  /** The logged-in member (their own messages never ring). */
  readonly selfId: () => number | null;
  /** Whether this tab holds the browser's socket: one tab rings, not each of them. */
  readonly isLeader: () => boolean;
  /** Whether a messenger page is open in any tab of the browser: that page rings by itself. */
  readonly messengerOpen: () => Promise<boolean>;
}

/**
 * Messages of others that ring where no messenger page is open (spec §9 "a chat sound for an incoming
 * message when the chat is not in view"): the messenger page decides for itself whether its chats are
 * in view; with none open in the browser, no chat is, and the tab holding the socket rings.
 */
export function ringsOutsideMessenger(
  conditions: RingConditions,
  signals$: Observable<MessengerSignal> = messengerSignals(),
): Observable<Message> {
  return signals$.pipe(
    filter((signal) => signal.type === "messenger.send"),
    map((signal) => signal.message),
    filter((message) => message.userId !== conditions.selfId() && conditions.isLeader()),
    // A failed look at the locks must not end the stream (and every later sound): ring rather than not.
    concatMap(async (message) => ((await conditions.messengerOpen().catch(() => false)) ? [] : [message])),
    concatMap((rings) => rings),
  );
}

/** The Web Lock every open messenger page holds (shared), so that tabs can ask whether one is open. */
export const messengerPageLock = "mir:messenger-page";

/**
 * Marks a messenger page open until the returned function is called (the page's lifetime). With Web
 * Locks, every tab sees it; without, only this tab.
 */
export const holdMessengerPage = (locks: PageLocks | undefined = browserLocks()): (() => void) =>
  holdLock(messengerPageLock, locks);

/** Whether a messenger page is open in any tab of this browser (in this tab, without Web Locks). */
export const messengerPageOpen = (locks: PageLocks | undefined = browserLocks()): Promise<boolean> =>
  lockHeld(messengerPageLock, locks);
