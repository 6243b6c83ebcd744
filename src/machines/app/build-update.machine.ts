import { assign, fromEventObservable, setup } from "xstate";

/** What the build watcher reports: the id of the build currently deployed. */
export type BuildSeen = { type: "build.seen"; buildId: string };

export type BuildUpdateEvent = BuildSeen | { type: "build.reload" } | { type: "build.dismiss" };

export interface BuildUpdateContext {
  /** The build this page was loaded from. */
  readonly runningBuildId: string;
  /** The newest build the watcher has reported, once it differs from the running one. */
  readonly availableBuildId: string | null;
  /** A build the member chose not to reload for; only a yet newer one is offered again. */
  readonly dismissedBuildId: string | null;
}

/**
 * Spec §4 "Build update": the deployed build is polled; when a new one is out, the member is offered a
 * reload. Dismissing hides the offer for that build only.
 *
 * Side effects are provided by the app: `builds` (an event observable of `build.seen`) and `reload`.
 */
export const buildUpdateMachine = setup({
  types: {
    context: {} as BuildUpdateContext,
    events: {} as BuildUpdateEvent,
    input: {} as { runningBuildId: string },
  },
  actors: {
    // Replaced through .provide() with the real watcher (src/streams/build.stream.ts).
    builds: fromEventObservable<BuildSeen, void>(() => {
      throw new Error("buildUpdateMachine: provide the `builds` actor");
    }),
  },
  actions: {
    reload: () => {},
  },
  guards: {
    isNewBuild: ({ context, event }) =>
      event.type === "build.seen" &&
      event.buildId !== context.runningBuildId &&
      event.buildId !== context.dismissedBuildId,
  },
}).createMachine({
  id: "buildUpdate",
  context: ({ input }) => ({
    runningBuildId: input.runningBuildId,
    availableBuildId: null,
    dismissedBuildId: null,
  }),
  invoke: { src: "builds" },
  initial: "current",
  states: {
    current: {
      on: {
        "build.seen": {
          guard: "isNewBuild",
          target: "available",
          actions: assign({ availableBuildId: ({ event }) => event.buildId }),
        },
      },
    },
    available: {
      on: {
        "build.seen": {
          guard: "isNewBuild",
          actions: assign({ availableBuildId: ({ event }) => event.buildId }),
        },
        "build.reload": { target: "reloading" },
        "build.dismiss": {
          target: "current",
          actions: assign({
            dismissedBuildId: ({ context }) => context.availableBuildId,
            availableBuildId: null,
          }),
        },
      },
    },
    reloading: { type: "final", entry: "reload" },
  },
});
