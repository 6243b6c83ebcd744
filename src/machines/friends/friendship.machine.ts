import { assign, enqueueActions, fromEventObservable, fromPromise, setup } from "xstate";
import type { FriendAction, FriendState, Friendship } from "../../api/schema/friend";
import { type Problem, toProblem } from "../lib/problem";

/** What the member does about another on their profile (spec §4 Friendship). */
export type FriendIntent =
  | { type: "friend.request" }
  | { type: "friend.accept" }
  | { type: "friend.refuse" }
  | { type: "friend.withdraw" }
  | { type: "friend.end" };

/** A `friend` socket event about this pair (src/streams/friends.stream.ts): someone changed it. */
export interface FriendChanged {
  readonly type: "friend.changed";
  readonly action: FriendAction;
  readonly actorId: number;
}

export type FriendshipEvent = FriendIntent | FriendChanged;

/** What the friendship tells the page: where the viewer stands changed (the profile's counters follow). */
export interface FriendshipMoved {
  readonly type: "friendship.moved";
  readonly state: FriendState;
}

export interface FriendshipInput {
  readonly viewerId: number;
  readonly friendId: number;
  /** Where the viewer stands as the profile answered. */
  readonly state: FriendState;
}

export interface FriendshipContext {
  readonly viewerId: number;
  readonly friendId: number;
  /** Where the viewer stands, as last known (the state's name says the same outside `saving`). */
  readonly state: FriendState;
  /** What `saving` sends. */
  readonly pending: FriendAction | null;
  /** Why the last change failed (shown until the next one). */
  readonly problem: Problem | null;
}

/**
 * Where the viewer stands after a `friend` event about the pair (as the server decided it, src/server/
 * friends/friendship.ts): their own action in another tab, or the other member's. Refused, or their
 * friendship ended by the other, the viewer stays the other's subscriber: `subscribed` (issue 28).
 */
export function stateAfter(viewerId: number, { action, actorId }: FriendChanged): FriendState {
  const mine = actorId === viewerId;
  switch (action) {
    case "request":
      return mine ? "outgoing" : "incoming";
    case "accept":
      return "friends";
    case "refuse":
    case "end":
      return mine ? "none" : "subscribed";
    case "withdraw":
      return "none";
  }
}

/** A `friend` event in a settled state: where the viewer stands now (saving waits for its answer instead). */
const heard = {
  target: "settling",
  actions: {
    type: "stand",
    params: ({ context, event }: { context: FriendshipContext; event: FriendChanged }) =>
      stateAfter(context.viewerId, event),
  },
} as const;

const unprovided = () => {
  throw new Error("friendshipMachine: provide the `change` actor (src/machines/friends/friends.actors.ts)");
};

/**
 * The viewer's friendship with one member, on that member's profile (spec §4 Friendship): `none` →
 * `outgoing` (asked, and so subscribed) → `friends` when accepted, or `subscribed` when they refuse (their
 * subscriber, as on VK: issue 28) → `none` when the viewer unsubscribes (`withdraw`, as from `outgoing`);
 * `incoming` (they asked) → `friends` or `none` (refused); `friends` → `none` (ended; ended by them:
 * `subscribed`). Each intent is `saving` until the server answers where the viewer stands
 * (which may differ: a request that meets theirs is an acceptance); a failure returns to where it was,
 * with the problem. `friend` socket events (`signals`) move it live: the other's answer, or the viewer's
 * own action in another tab.
 */
export const friendshipMachine = setup({
  types: {
    context: {} as FriendshipContext,
    events: {} as FriendshipEvent,
    input: {} as FriendshipInput,
    emitted: {} as FriendshipMoved,
  },
  actors: {
    change: fromPromise<Friendship, { friendId: number; action: FriendAction }>(unprovided),
    signals: fromEventObservable<FriendChanged, { viewerId: number; friendId: number }>(() => {
      throw new Error("friendshipMachine: provide the `signals` actor");
    }),
  },
  actions: {
    send: assign((_, action: FriendAction) => ({ pending: action, problem: null })),
    /** Where the viewer stands now; the page is told when it changed. */
    stand: enqueueActions(({ context, enqueue }, state: FriendState) => {
      enqueue.assign({ state });
      if (state !== context.state) enqueue.emit({ type: "friendship.moved", state });
    }),
  },
  guards: {
    standing: ({ context }, state: FriendState) => context.state === state,
  },
}).createMachine({
  id: "friendship",
  context: ({ input }) => ({
    viewerId: input.viewerId,
    friendId: input.friendId,
    state: input.state,
    pending: null,
    problem: null,
  }),
  invoke: {
    src: "signals",
    input: ({ context }) => ({ viewerId: context.viewerId, friendId: context.friendId }),
  },
  initial: "settling",
  states: {
    /** Goes to where the viewer stands (at the start, after an answer, a failure or an event). */
    settling: {
      always: [
        { guard: { type: "standing", params: "outgoing" }, target: "outgoing" },
        { guard: { type: "standing", params: "subscribed" }, target: "subscribed" },
        { guard: { type: "standing", params: "incoming" }, target: "incoming" },
        { guard: { type: "standing", params: "friends" }, target: "friends" },
        { target: "none" },
      ],
    },
    none: {
      on: {
        "friend.request": { target: "saving", actions: { type: "send", params: "request" } },
        "friend.changed": heard,
      },
    },
    outgoing: {
      on: {
        "friend.withdraw": { target: "saving", actions: { type: "send", params: "withdraw" } },
        "friend.changed": heard,
      },
    },
    /** Refused (or ended by them): their subscriber; «Отписаться» withdraws the request, no new one meanwhile. */
    subscribed: {
      on: {
        "friend.withdraw": { target: "saving", actions: { type: "send", params: "withdraw" } },
        "friend.changed": heard,
      },
    },
    incoming: {
      on: {
        "friend.accept": { target: "saving", actions: { type: "send", params: "accept" } },
        "friend.refuse": { target: "saving", actions: { type: "send", params: "refuse" } },
        "friend.changed": heard,
      },
    },
    friends: {
      on: {
        "friend.end": { target: "saving", actions: { type: "send", params: "end" } },
        "friend.changed": heard,
      },
    },
    /** The change is on its way; its answer says where the viewer stands (events meanwhile wait for it). */
    saving: {
      invoke: {
        id: "change",
        src: "change",
        input: ({ context }) => ({ friendId: context.friendId, action: context.pending ?? "request" }),
        onDone: {
          target: "settling",
          actions: [{ type: "stand", params: ({ event }) => event.output.state }, assign({ pending: null })],
        },
        onError: {
          target: "settling",
          actions: assign({ pending: null, problem: ({ event }) => toProblem(event.error) }),
        },
      },
    },
  },
});
