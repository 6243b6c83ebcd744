import { map, merge, type Observable } from "rxjs";
import type { ServerEvent } from "../api/events";
import type { MessengerSignal } from "../machines/chat.machine";
import { ofType, resync$, serverEvents$ } from "./events.stream";

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
