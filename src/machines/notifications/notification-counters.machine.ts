import { assign, fromEventObservable, fromPromise, setup } from "xstate";
import type { NotificationCounters } from "../../api/schema/notification";

/** What moves the bell (src/streams/notifications.stream.ts `counterSignals`). */
export type CounterEvent =
  /** The session's member (null: nobody is logged in). */
  | { type: "counters.member"; userId: number | null }
  /** A `notification` event: the server's counters after the change it tells of. */
  | { type: "counters.changed"; counters: NotificationCounters }
  /** Events were lost (`resync`): the counters are asked for again. */
  | { type: "counters.resync" };

export interface CountersContext {
  readonly selfId: number | null;
  /** The member's unread notifications; null until the first answer. */
  readonly counters: NotificationCounters | null;
}

/**
 * The member's unread notifications, in all and per type: the header's bell, the tabs of the
 * notifications pages and the tab's title. Asks the server (`GET /api/notifications/user/counters`) when
 * a member logs in and after a resync; every `notification` event carries the counters after its change,
 * so nothing is counted locally. A failed request keeps the last figures until the next event.
 */
export const notificationCountersMachine = setup({
  types: {
    context: {} as CountersContext,
    events: {} as CounterEvent,
  },
  actors: {
    load: fromPromise<NotificationCounters, { userId: number }>(() => {
      throw new Error("notificationCountersMachine: provide the `load` actor");
    }),
    signals: fromEventObservable<CounterEvent, void>(() => {
      throw new Error("notificationCountersMachine: provide the `signals` actor");
    }),
  },
  guards: {
    nobody: ({ event }) => event.type === "counters.member" && event.userId === null,
    sameMember: ({ context, event }) => event.type === "counters.member" && event.userId === context.selfId,
  },
  actions: {
    apply: assign({
      counters: ({ context, event }) =>
        event.type === "counters.changed" ? event.counters : context.counters,
    }),
  },
}).createMachine({
  id: "notificationCounters",
  context: { selfId: null, counters: null },
  invoke: { id: "signals", src: "signals" },
  initial: "idle",
  on: {
    "counters.member": [
      { guard: "sameMember" },
      { guard: "nobody", target: ".idle", actions: assign({ selfId: null, counters: null }) },
      {
        target: ".loading",
        reenter: true,
        actions: assign({ selfId: ({ event }) => event.userId, counters: null }),
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
        onDone: { target: "ready", actions: assign({ counters: ({ event }) => event.output }) },
        onError: { target: "ready" },
      },
      on: {
        // Newer than what the request will answer: kept, and the request's answer dropped.
        "counters.changed": { target: "ready", actions: "apply" },
      },
    },
    ready: {
      on: {
        "counters.changed": { actions: "apply" },
        "counters.resync": "loading",
      },
    },
  },
});
