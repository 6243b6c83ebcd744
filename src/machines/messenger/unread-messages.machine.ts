import { assign, fromEventObservable, fromPromise, setup } from "xstate";
import type { UnreadChats } from "../../api/endpoints/chats";

/** What moves the badge (src/streams/messenger.stream.ts `unreadSignals`). */
export type UnreadEvent =
  /** The session's member (null: nobody is logged in). */
  | { type: "unread.member"; userId: number | null }
  /**
   * A `messenger` event that may change what is unread: a message sent (by `authorId`), deleted, read,
   * or a resync after events were missed.
   */
  | { type: "unread.changed"; authorId?: number };

export interface UnreadContext {
  readonly selfId: number | null;
  /** Messages of others not yet read, over every chat. */
  readonly unread: number;
  /** Chats holding them. */
  readonly chats: number;
  /** Something changed while the count was on its way: ask again when it arrives. */
  readonly stale: boolean;
}

/** Changes are gathered this long, so that a burst of messages costs one request. */
export const unreadSettleMs = 300;

const none = { unread: 0, chats: 0, stale: false } as const;

/**
 * The member's unread messages over every chat, for the header's badge. Asks the server
 * (`GET /api/chats/newmessages`) when a member logs in, and again shortly after any `messenger` event
 * that may change the answer — a message of someone else, a deletion, a read receipt (the reader's own
 * tabs get it too), a resync — rather than counting locally, which a missed event would skew for good.
 * A failed request keeps the last figure until the next change.
 */
export const unreadMessagesMachine = setup({
  types: {
    context: {} as UnreadContext,
    events: {} as UnreadEvent,
  },
  actors: {
    load: fromPromise<UnreadChats, { userId: number }>(() => {
      throw new Error("unreadMessagesMachine: provide the `load` actor");
    }),
    signals: fromEventObservable<UnreadEvent, void>(() => {
      throw new Error("unreadMessagesMachine: provide the `signals` actor");
    }),
  },
  guards: {
    nobody: ({ event }) => event.type === "unread.member" && event.userId === null,
    sameMember: ({ context, event }) => event.type === "unread.member" && event.userId === context.selfId,
    ownMessage: ({ context, event }) => event.type === "unread.changed" && event.authorId === context.selfId,
    stale: ({ context }) => context.stale,
  },
}).createMachine({
  id: "unreadMessages",
  context: { selfId: null, ...none },
  invoke: { id: "signals", src: "signals" },
  initial: "idle",
  on: {
    "unread.member": [
      { guard: "sameMember" },
      { guard: "nobody", target: ".idle", actions: assign({ selfId: null, ...none }) },
      {
        target: ".loading",
        reenter: true,
        actions: assign({ selfId: ({ event }) => event.userId, ...none }),
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
          { guard: "stale", target: "loading", reenter: true, actions: assign({ stale: false }) },
          {
            target: "ready",
            actions: assign({
              unread: ({ event }) => event.output.unread,
              chats: ({ event }) => event.output.count,
            }),
          },
        ],
        onError: [
          { guard: "stale", target: "loading", reenter: true, actions: assign({ stale: false }) },
          { target: "ready" },
        ],
      },
      on: {
        "unread.changed": [{ guard: "ownMessage" }, { actions: assign({ stale: true }) }],
      },
    },
    ready: {
      on: {
        "unread.changed": [{ guard: "ownMessage" }, { target: "settling" }],
      },
    },
    settling: {
      after: { [unreadSettleMs]: "loading" },
    },
  },
});
