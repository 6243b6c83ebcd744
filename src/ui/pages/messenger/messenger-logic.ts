import { dialogMachine } from "../../../machines/lib/dialog.machine";
import { chatActors, chatDialogConfirm } from "../../../machines/messenger/chat.actors";
import { type ChatActor, chatMachine } from "../../../machines/messenger/chat.machine";
import { chatListActors } from "../../../machines/messenger/chat-list.actors";
import { chatListMachine } from "../../../machines/messenger/chat-list.machine";
import { messengerEvents } from "../../app/messenger-events";
import { playSound } from "../../components/sound/sounds";
import { toastUploads } from "./upload-tracking";
import { browserRecorder } from "./voice-recorder";

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
    actors: { ...chatActors({ uploads: toastUploads() }), recorder: browserRecorder },
    actions: { ring },
  });
  return chatListMachine.provide({
    actors: { ...chatListActors(), events: messengerEvents, chat },
    actions: { ring },
  });
}

/** The chat's `dialog` machine, its confirmed operations run by src/machines/messenger/chat.actors.ts. */
export function chatDialogLogic(chat: ChatActor) {
  return dialogMachine.provide({ actors: { confirm: chatDialogConfirm(chat) } });
}
