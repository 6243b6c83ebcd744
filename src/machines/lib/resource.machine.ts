import { assign, fromPromise, setup } from "xstate";
import { type Problem, toProblem } from "./problem";

export type ResourceEvent =
  /** Fetch again (the refresh button, or "try again" after a failure). */
  { type: "resource.reload" };

export interface ResourceContext {
  /** What `load` gets: the id of a profile, nothing for the outbox … */
  readonly params: unknown;
  /** The last loaded data; kept while reloading so the page does not flash empty. */
  readonly data: unknown;
  readonly problem: Problem | null;
}

/**
 * The `load` of a resource machine: `params` are what the page gave as input (the machine types them
 * `unknown`; each use knows its own).
 */
export function loadWith<P>(load: (params: P, signal: AbortSignal) => Promise<unknown>) {
  return fromPromise<unknown, unknown>(({ input, signal }) => load(input as P, signal));
}

/**
 * One thing the page reads from the server (a member's card, the outbox): `loading` → `loaded` or
 * `failed`; `resource.reload` fetches again from either. The data of the previous load stays in context
 * while reloading. `load` is provided per use (profile.actors.ts, dev.actors.ts).
 */
export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    input: {} as { params?: unknown },
  },
  actors: {
    load: fromPromise<unknown, unknown>(() => {
      throw new Error("resourceMachine: provide the `load` actor");
    }),
  },
}).createMachine({
  id: "resource",
  context: ({ input }) => ({ params: input.params, data: undefined, problem: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }: { context: ResourceContext }) => context.params,
        onDone: { target: "loaded", actions: assign({ data: ({ event }) => event.output, problem: null }) },
        onError: { target: "failed", actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
      },
    },
    loaded: { on: { "resource.reload": { target: "loading" } } },
    failed: { on: { "resource.reload": { target: "loading" } } },
  },
});
