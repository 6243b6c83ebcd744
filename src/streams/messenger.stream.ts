import { filter, map, merge, type Observable } from "rxjs";
import type { ServerEvent } from "../api/events";
import type { MessengerSignal } from "../machines/chat.machine";
import type { UnreadEvent } from "../machines/unread-messages.machine";
import { ofType, resync$, serverEvents$ } from "./events.stream";
import { realtimeSessionSignals, type SessionSnapshot, type Watchable } from "./realtime.stream";

type MessengerEvent = Extract<ServerEvent, { type: "messenger" }>;

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
  }
}

/**
 * What the messenger page's chat list (src/machines/chat-list.machine.ts, its `events` actor) hears:
 * every `messenger` event of this tab, in seq order, and a `messenger.resync` when the socket missed
 * events it can no longer replay (the list and the open chat load again).
 */
export function messengerSignals(
  events$: Observable<ServerEvent> = serverEvents$,
  resyncs$: Observable<number> = resync$,
): Observable<MessengerSignal> {
  return merge(
    ofType(events$, "messenger").pipe(map(toMessengerSignal)),
    resyncs$.pipe(map((): MessengerSignal => ({ type: "messenger.resync" }))),
  );
}

/**
 * The unread-messages machine's `signals`: the session's member as it changes, and the messenger's
 * {@link unreadChanges}.
 */
export function unreadSignals(
  session: Watchable<SessionSnapshot>,
  changes$: Observable<UnreadEvent> = unreadChanges(),
): Observable<UnreadEvent> {
  const members$ = realtimeSessionSignals(session).pipe(
    map((signal): UnreadEvent => ({ type: "unread.member", userId: signal.userId })),
  );
  return merge(members$, changes$);
}

/**
 * What the unread-messages badge hears of the messenger: every signal that may change what is unread
 * (edits and reactions do not), with a sent message's author so that the member's own do not count.
 */
export function unreadChanges(
  signals$: Observable<MessengerSignal> = messengerSignals(),
): Observable<UnreadEvent> {
  return signals$.pipe(
    filter((signal) => signal.type !== "messenger.update"),
    map(
      (signal): UnreadEvent =>
        signal.type === "messenger.send"
          ? { type: "unread.changed", authorId: signal.message.userId }
          : { type: "unread.changed" },
    ),
  );
}
