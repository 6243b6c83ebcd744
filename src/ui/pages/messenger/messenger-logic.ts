import { fromPromise } from "xstate";
import { chatActors, deleteChatMessage } from "../../../machines/chat.actors";
import { type ChatActor, chatMachine } from "../../../machines/chat.machine";
import { chatListActors } from "../../../machines/chat-list.actors";
import { chatListMachine } from "../../../machines/chat-list.machine";
import { type DialogAction, dialogMachine } from "../../../machines/dialog.machine";
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

/** Operations the chat's dialogs confirm. */
export const deleteMessageOperation = "deleteMessage";

/**
 * The chat's `dialog` machine: confirming `deleteMessage` deletes the message (its `object`, an id) for
 * everyone and takes it off the open chat at once (the socket's `delete` tells the others).
 */
export function chatDialogLogic(chat: ChatActor) {
  return dialogMachine.provide({
    actors: {
      confirm: fromPromise<unknown, DialogAction>(async ({ input }) => {
        if (input.operation !== deleteMessageOperation)
          throw new Error(`Unknown operation ${input.operation}`);
        const id = input.object as number;
        const deleted = await deleteChatMessage(id);
        chat.send({ type: "message.removed", id: deleted.id });
        return deleted;
      }),
    },
  });
}
