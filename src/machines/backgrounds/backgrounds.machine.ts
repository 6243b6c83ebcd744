import { assign, fromEventObservable, fromPromise, setup } from "xstate";
import type { Background, BackgroundTypeId } from "../../api/schema/background";
import { type Problem, toProblem } from "../lib/problem";

/** One change of the member's backgrounds list. */
export type BackgroundChange =
  | {
      readonly kind: "add";
      readonly type: BackgroundTypeId;
      readonly background: string;
      readonly active: boolean;
    }
  | { readonly kind: "activate"; readonly id: number }
  | { readonly kind: "remove"; readonly id: number };

export type BackgroundsEvent =
  | { type: "backgrounds.add"; change: Extract<BackgroundChange, { kind: "add" }> }
  | { type: "backgrounds.activate"; id: number }
  | { type: "backgrounds.remove"; id: number }
  | { type: "backgrounds.retry" }
  /** A `background` socket event: the list changed (in this tab or another). */
  | { type: "backgrounds.changed" };

export interface BackgroundsContext {
  readonly rows: ReadonlyArray<Background>;
  /** The change on its way, while saving. */
  readonly pending: BackgroundChange | null;
  /** Why the last load or change failed (shown until the next one). */
  readonly problem: Problem | null;
}

const unprovided = (name: string) => () => {
  throw new Error(
    `backgroundsMachine: provide the \`${name}\` actor (src/machines/backgrounds/backgrounds.actors.ts)`,
  );
};

/**
 * The member's page backgrounds in the settings (spec §3: an image URL or a colour, one active): the list
 * `loading` → `ready`; each change `saving` until the server answers, then the list again; a refused one
 * returns to `ready` with its reason. A `background` event (`signals`) — another tab's change — reloads it.
 */
export const backgroundsMachine = setup({
  types: {
    context: {} as BackgroundsContext,
    events: {} as BackgroundsEvent,
  },
  actors: {
    load: fromPromise<ReadonlyArray<Background>>(unprovided("load")),
    change: fromPromise<unknown, BackgroundChange>(unprovided("change")),
    signals: fromEventObservable<{ type: "backgrounds.changed" }, void>(unprovided("signals")),
  },
  actions: {
    begin: assign((_, change: BackgroundChange) => ({ pending: change, problem: null })),
  },
}).createMachine({
  id: "backgrounds",
  context: { rows: [], pending: null, problem: null },
  invoke: { src: "signals" },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "load",
        onDone: { target: "ready", actions: assign(({ event }) => ({ rows: event.output, problem: null })) },
        onError: { target: "failed", actions: assign(({ event }) => ({ problem: toProblem(event.error) })) },
      },
    },
    failed: { on: { "backgrounds.retry": "loading", "backgrounds.changed": "loading" } },
    ready: {
      on: {
        "backgrounds.add": {
          target: "saving",
          actions: { type: "begin", params: ({ event }) => event.change },
        },
        "backgrounds.activate": {
          target: "saving",
          actions: { type: "begin", params: ({ event }) => ({ kind: "activate", id: event.id }) },
        },
        "backgrounds.remove": {
          target: "saving",
          actions: { type: "begin", params: ({ event }) => ({ kind: "remove", id: event.id }) },
        },
        "backgrounds.changed": "loading",
      },
    },
    saving: {
      invoke: {
        src: "change",
        input: ({ context }) => context.pending as BackgroundChange,
        onDone: { target: "loading", actions: assign({ pending: null }) },
        onError: {
          target: "ready",
          actions: assign(({ event }) => ({ pending: null, problem: toProblem(event.error) })),
        },
      },
    },
  },
});
