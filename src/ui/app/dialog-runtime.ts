import { createActor } from "xstate";
import type { DialogReply, DialogRequest } from "../components/dialogs/dialogs-port";
import { dialogLogic } from "./wiring/dialogs";

/**
 * The app's one dialog actor, started the first time a page asks for a dialog (./dialogs.tsx), and the
 * answer owed to the page that asked last: the machine emits it, this hands it on.
 */
export function startDialogs() {
  const actor = createActor(dialogLogic).start();
  let asking: DialogReply | null = null;
  const answered = () => {
    const reply = asking;
    asking = null;
    return reply;
  };
  actor.on("dialog.confirmed", (event) => answered()?.onConfirmed?.(event));
  actor.on("dialog.closed", () => answered()?.onClosed?.());
  return {
    actor,
    show(request: DialogRequest, reply?: DialogReply) {
      // While an operation runs the dialog stays as it is (the machine ignores the show): so does its answer.
      if (actor.getSnapshot().hasTag("busy")) return;
      asking = reply ?? null;
      actor.send({ type: "dialog.show", dialog: request });
    },
  };
}

export type DialogRuntime = ReturnType<typeof startDialogs>;
