import { NEVER } from "rxjs";
import { type ActorRefFrom, assign, fromEventObservable, fromPromise, setup } from "xstate";
import type { PublicationReactions } from "../../api/endpoints/publication-talk";
import { type Problem, toProblem } from "../lib/problem";

export type ReactionsEvent =
  /** The reader pressed a reaction: theirs is taken back, anyone else's (or a new one) given. */
  | { type: "reactions.toggle"; code: string }
  /** Read them again (a retry after a failure; someone else reacted, as the socket says). */
  | { type: "reactions.reload" };

export interface ReactionsContext {
  readonly publicationId: number;
  /** The counts as the server last answered them; null until it first has. */
  readonly reactions: PublicationReactions["reactions"] | null;
  readonly problem: Problem | null;
}

/**
 * A publication's reactions under its text: `loading` → `ready`; a press is `saving` until the server
 * answers the new counts (a failure keeps the old ones, with the problem). Presses while saving wait.
 */
export const publicationReactionsMachine = setup({
  types: {
    context: {} as ReactionsContext,
    events: {} as ReactionsEvent,
    input: {} as { publicationId: number },
  },
  actors: {
    load: fromPromise<PublicationReactions, { id: number }>(() => {
      throw new Error("publicationReactionsMachine: provide the `load` actor");
    }),
    change: fromPromise<PublicationReactions, { id: number; code: string; give: boolean }>(() => {
      throw new Error("publicationReactionsMachine: provide the `change` actor");
    }),
    /** Someone else reacted (the socket): `reactions.reload`. None by default. */
    signals: fromEventObservable<ReactionsEvent, { id: number }>(() => NEVER),
  },
}).createMachine({
  id: "publicationReactions",
  context: ({ input }) => ({ publicationId: input.publicationId, reactions: null, problem: null }),
  invoke: { id: "signals", src: "signals", input: ({ context }) => ({ id: context.publicationId }) },
  initial: "loading",
  states: {
    loading: {
      // News while reading: the answer on its way may predate it, so read again.
      on: { "reactions.reload": { target: "loading", reenter: true } },
      invoke: {
        src: "load",
        input: ({ context }) => ({ id: context.publicationId }),
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({ reactions: event.output.reactions, problem: null })),
        },
        onError: { target: "failed", actions: assign(({ event }) => ({ problem: toProblem(event.error) })) },
      },
    },
    failed: { on: { "reactions.reload": "loading" } },
    ready: { on: { "reactions.toggle": "saving", "reactions.reload": "loading" } },
    saving: {
      entry: assign({ problem: null }),
      invoke: {
        src: "change",
        input: ({ context, event }) => {
          const code = event.type === "reactions.toggle" ? event.code : "";
          const mine = (context.reactions ?? []).some((r) => r.code === code && r.mine);
          return { id: context.publicationId, code, give: !mine };
        },
        onDone: { target: "ready", actions: assign(({ event }) => ({ reactions: event.output.reactions })) },
        onError: { target: "ready", actions: assign(({ event }) => ({ problem: toProblem(event.error) })) },
      },
    },
  },
});

export type PublicationReactionsActor = ActorRefFrom<typeof publicationReactionsMachine>;
