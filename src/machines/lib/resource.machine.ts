import { NEVER, type Observable } from "rxjs";
import { assign, fromEventObservable, fromPromise, type PromiseActorLogic, setup } from "xstate";
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

/** The `load` of a resource machine: reads `D` for the params `P` the page gives as input. */
export function loadWith<P, D>(
  load: (params: P, signal: AbortSignal) => Promise<D>,
): PromiseActorLogic<D, P> {
  return fromPromise<D, P>(({ input, signal }) => load(input, signal));
}

/**
 * One thing the page reads from the server (a member's card, the outbox): `loading` → `loaded` or
 * `failed`; `resource.reload` fetches again from either, and restarts a read under way. The data of the previous load stays in context
 * while reloading. `load` is provided per use (profile.actors.ts, dev.actors.ts); `signals`, when
 * provided, says when what was read changed elsewhere (the socket) — none by default.
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
    signals: fromEventObservable<ResourceEvent, unknown>(() => NEVER),
  },
}).createMachine({
  id: "resource",
  context: ({ input }) => ({ params: input.params, data: undefined, problem: null }),
  invoke: {
    id: "signals",
    src: "signals",
    input: ({ context }: { context: ResourceContext }) => context.params,
  },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      // Asked again while reading (a live event said the data changed): the read under way may have
      // been answered before that change, so it is dropped and a new one starts.
      on: { "resource.reload": { target: "loading", reenter: true } },
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

/**
 * A resource machine whose `load` takes `P` and reads `D` (the phantom types say which): made by
 * {@link resourceOf}, read by `useResource` (src/ui/components/use-resource.ts), so that views get `data`
 * typed. The machine keeps them `unknown`, as a generic machine's invoke cannot be typed; `resourceOf`
 * knows them from the load actor's own types and records them here.
 */
export type ResourceLogic<P, D> = typeof resourceMachine & {
  readonly __resource?: { readonly params: P; readonly data: D };
};

/**
 * The resource machine reading with `load`; its params and data are typed by `load`'s types. With
 * `signals`, it reads again whenever they say the thing changed (for the params it reads).
 */
export function resourceOf<P, D>(
  load: PromiseActorLogic<D, P>,
  signals?: (params: P) => Observable<ResourceEvent>,
): ResourceLogic<P, D> {
  return resourceMachine.provide({
    actors: {
      load: load as unknown as PromiseActorLogic<unknown, unknown>,
      ...(signals
        ? { signals: fromEventObservable(({ input }: { input: unknown }) => signals(input as P)) }
        : {}),
    },
  });
}
