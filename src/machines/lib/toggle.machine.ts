import { assign, fromPromise, setup } from "xstate";
import { type Problem, toProblem } from "./problem";

export type ToggleEvent =
  /** The member pressed the button: turn it the other way. */
  { type: "toggle.flip" };

export interface ToggleInput {
  /** Whether it is on, as the page read it. */
  readonly on: boolean;
}

export interface ToggleContext {
  readonly on: boolean;
  /** Why the last change failed (shown until the next one). */
  readonly problem: Problem | null;
}

/**
 * One on/off choice the server keeps (a bookmark): `off` ⇄ `on`, each change `saving` until the server
 * answers where it stands (a failure returns to where it was, with the problem). Presses while saving are
 * ignored: the button waits. `change` is provided per use (favorites.actors.ts).
 */
export const toggleMachine = setup({
  types: {
    context: {} as ToggleContext,
    events: {} as ToggleEvent,
    input: {} as ToggleInput,
  },
  actors: {
    change: fromPromise<boolean, { on: boolean }>(() => {
      throw new Error("toggleMachine: provide the `change` actor");
    }),
  },
  guards: { isOn: ({ context }) => context.on },
}).createMachine({
  id: "toggle",
  context: ({ input }) => ({ on: input.on, problem: null }),
  initial: "settling",
  states: {
    /** Goes to where it stands (at the start, after an answer or a failure). */
    settling: { always: [{ guard: "isOn", target: "on" }, { target: "off" }] },
    off: { on: { "toggle.flip": { target: "saving" } } },
    on: { on: { "toggle.flip": { target: "saving" } } },
    /** The change is on its way; what it answers is where it stands. */
    saving: {
      entry: assign({ problem: null }),
      invoke: {
        src: "change",
        input: ({ context }) => ({ on: !context.on }),
        onDone: { target: "settling", actions: assign(({ event }) => ({ on: event.output })) },
        onError: {
          target: "settling",
          actions: assign(({ event }) => ({ problem: toProblem(event.error) })),
        },
      },
    },
  },
});
