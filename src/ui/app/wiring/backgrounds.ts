import { fromEventObservable } from "xstate";
import { backgroundsActors } from "../../../machines/backgrounds/backgrounds.actors";
import { backgroundsMachine } from "../../../machines/backgrounds/backgrounds.machine";
import { backgroundSignals } from "../../../streams/backgrounds.stream";
import { api } from "../api";

// The backgrounds' composition root: the settings section's machine with the app's calls and the
// socket's `background` events. (The page itself is painted by the realtime machine: ./realtime.ts.)

/** The member's backgrounds in the settings, live across their tabs. */
export const backgroundsLogic = backgroundsMachine.provide({
  actors: { ...backgroundsActors(api), signals: fromEventObservable(() => backgroundSignals()) },
});
