import { fromEventObservable } from "xstate";
import { chatActors } from "../../../machines/messenger/chat.actors";
import { chatMachine, type MessengerSignal } from "../../../machines/messenger/chat.machine";
import { chatListActors } from "../../../machines/messenger/chat-list.actors";
import { chatListMachine } from "../../../machines/messenger/chat-list.machine";
import { holdMessengerPage, messengerSignals } from "../../../streams/messenger.stream";
import { playSound } from "../../components/sound/sounds";
import { api } from "../api";
import { toastUploads } from "./messenger-uploads";
import { browserRecorder } from "./voice-recorder";

// The messenger's composition root: its machines with their real actors (the app's calls, upload toasts,
// the browser's recorder, the chat sound) and the socket's streams. The messenger page imports this
// (views never import src/streams); its chunk carries it, out of the first page's JavaScript.

/** The chat list's `events` actor: the tab's `messenger` events and resyncs (src/streams/messenger.stream.ts). */
const messengerEvents = fromEventObservable<MessengerSignal, void>(() => messengerSignals());

/** Marks the messenger page open while it is (other tabs then leave the chat sound to it). */
export const holdMessengerPageOpen = (): (() => void) => holdMessengerPage();

/** The chat sound (spec §9), for a message of another member in a chat not in view. */
const ring = () => {
  void playSound("chat");
};

/**
 * The messenger page's logic: the chat list with the app's calls and the socket's `messenger` events,
 * spawning for the open chat the chat machine with its calls, upload toasts, the browser's recorder and
 * the chat sound.
 */
export function messengerLogic() {
  const chat = chatMachine.provide({
    actors: { ...chatActors({ client: api, uploads: toastUploads() }), recorder: browserRecorder },
    actions: { ring },
  });
  return chatListMachine.provide({
    actors: { ...chatListActors(api), events: messengerEvents, chat },
    actions: { ring },
  });
}
