import { type ActorRefFrom, assign, fromEventObservable, fromPromise, setup } from "xstate";

/** What moves a live count (its `signals`: src/streams/messenger.stream.ts, notifications.stream.ts). */
export type LiveCountEvent<V> =
  /** The session's member (null: nobody is logged in). */
  | { type: "count.member"; userId: number | null }
  /** A change told with the figure after it (every `notification` event carries the counters): shown as it comes. */
  | { type: "count.value"; value: V }
  /**
   * Something changed that the figure may depend on (a message sent, read or deleted; events lost): asked
   * again once changes settle. `by`: whose change it was — the member's own (a message they sent) is not.
   */
  | { type: "count.changed"; by?: number };

export interface LiveCountContext<V> {
  readonly selfId: number | null;
  /** The figure as last known; null while nobody is logged in and until the first answer. */
  readonly value: V | null;
  /** Something changed while the figure was on its way: ask again when it arrives. */
  readonly stale: boolean;
}

/** Changes are gathered this long, so that a burst of them costs one request. */
export const liveCountSettleMs = 300;

const unprovided = (name: string) => () => {
  throw new Error(`liveCountMachine: provide the \`${name}\` actor`);
};

/**
 * A figure of the logged-in member's that the header shows live — unread messages (the badge), unread
 * notifications (the bell, the tabs of the notifications pages). Asks the server (`load`) when a member
 * logs in, and again shortly after any change that may move it ({@link liveCountSettleMs}), rather than
 * counting locally, which a missed event would skew for good; a change that tells the new figure
 * (`count.value`) is shown as it comes, and a request under way then is not waited for. A failed request
 * keeps the last figure until the next change.
 */
export function createLiveCountMachine<V>() {
  return setup({
    types: {
      context: {} as LiveCountContext<V>,
      events: {} as LiveCountEvent<V>,
    },
    actors: {
      load: fromPromise<V, { userId: number }>(unprovided("load")),
      signals: fromEventObservable<LiveCountEvent<V>, void>(unprovided("signals")),
    },
    guards: {
      nobody: ({ event }) => event.type === "count.member" && event.userId === null,
      sameMember: ({ context, event }) => event.type === "count.member" && event.userId === context.selfId,
      ownChange: ({ context, event }) => event.type === "count.changed" && event.by === context.selfId,
      stale: ({ context }) => context.stale,
    },
    actions: {
      show: assign(({ event }) => (event.type === "count.value" ? { value: event.value } : {})),
    },
  }).createMachine({
    id: "liveCount",
    context: { selfId: null, value: null, stale: false },
    invoke: { id: "signals", src: "signals" },
    initial: "idle",
    on: {
      "count.member": [
        { guard: "sameMember" },
        { guard: "nobody", target: ".idle", actions: assign({ selfId: null, value: null, stale: false }) },
        {
          target: ".loading",
          reenter: true,
          actions: assign({ selfId: ({ event }) => event.userId, value: null, stale: false }),
        },
      ],
    },
    states: {
      idle: {},
      loading: {
        invoke: {
          id: "load",
          src: "load",
          input: ({ context }) => ({ userId: context.selfId ?? 0 }),
          onDone: [
            // The answer predates a change: not shown, the figure is asked for again.
            { guard: "stale", target: "loading", reenter: true, actions: assign({ stale: false }) },
            { target: "ready", actions: assign({ value: ({ event }) => event.output }) },
          ],
          onError: [
            { guard: "stale", target: "loading", reenter: true, actions: assign({ stale: false }) },
            { target: "ready" },
          ],
        },
        on: {
          // Newer than what the request will answer: shown, and the request's answer dropped.
          "count.value": { target: "ready", actions: "show" },
          "count.changed": [{ guard: "ownChange" }, { actions: assign({ stale: true }) }],
        },
      },
      ready: {
        on: {
          "count.value": { actions: "show" },
          "count.changed": [{ guard: "ownChange" }, { target: "settling" }],
        },
      },
      settling: {
        after: { [liveCountSettleMs]: "loading" },
        on: { "count.value": { actions: "show" } },
      },
    },
  });
}

/** The live count over a figure of any kind: for the model-based tests, /dev and the chart exports. */
export const liveCountMachine = createLiveCountMachine<unknown>();

export type LiveCountLogic<V> = ReturnType<typeof createLiveCountMachine<V>>;
export type LiveCountActor<V> = ActorRefFrom<LiveCountLogic<V>>;
