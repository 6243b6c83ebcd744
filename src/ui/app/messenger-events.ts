import { fromEventObservable } from "xstate";
import type { MessengerSignal } from "../../machines/messenger/chat.machine";
import { holdMessengerPage, messengerSignals } from "../../streams/messenger.stream";

// The one bridge from the socket's streams to the messenger page (views never import src/streams): the
// page's chunk imports it, so it stays out of the first page's JavaScript.

/** The chat list's `events` actor: the tab's `messenger` events and resyncs (src/streams/messenger.stream.ts). */
export const messengerEvents = fromEventObservable<MessengerSignal, void>(() => messengerSignals());

/** Marks the messenger page open while it is (other tabs then leave the chat sound to it). */
export const holdMessengerPageOpen = (): (() => void) => holdMessengerPage();
