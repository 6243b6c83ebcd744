import { assign, fromEventObservable, fromPromise, setup } from "xstate";
import type { Subscription } from "../../api/schema/subscription";
import { type Problem, toProblem } from "../lib/problem";

/** A `subscription` socket event about this pair (src/streams/friends.stream.ts): the viewer's, in any tab. */
export interface SubscriptionHeard {
  readonly type: "subscription.heard";
  readonly subscribed: boolean;
}

export type SubscriptionEvent =
  | { type: "subscription.follow" }
  | { type: "subscription.unfollow" }
  | SubscriptionHeard;

export interface SubscriptionInput {
  readonly viewerId: number;
  readonly userId: number;
  /** Whether the viewer follows them, as the profile answered. */
  readonly subscribed: boolean;
}

export interface SubscriptionContext extends SubscriptionInput {
  /** Why the last change failed (shown until the next one). */
  readonly problem: Problem | null;
}

const unprovided = () => {
  throw new Error("subscriptionMachine: provide the `change` actor (src/machines/friends/friends.actors.ts)");
};

/**
 * Whether the viewer follows a member, on that member's profile: `following` ⇄ `notFollowing`, each change
 * `saving` until the server answers (a failure returns to where it was, with the problem). The viewer's own
 * change in another tab arrives as a `subscription` event (`signals`) and moves it live.
 */
export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    input: {} as SubscriptionInput,
  },
  actors: {
    change: fromPromise<Subscription, { userId: number; follow: boolean }>(unprovided),
    signals: fromEventObservable<SubscriptionHeard, { viewerId: number; userId: number }>(() => {
      throw new Error("subscriptionMachine: provide the `signals` actor");
    }),
  },
  actions: {
    hear: assign(({ event }) =>
      event.type === "subscription.heard" ? { subscribed: event.subscribed } : {},
    ),
  },
  guards: {
    subscribed: ({ context }) => context.subscribed,
  },
}).createMachine({
  id: "subscription",
  context: ({ input }) => ({ ...input, problem: null }),
  invoke: {
    src: "signals",
    input: ({ context }) => ({ viewerId: context.viewerId, userId: context.userId }),
  },
  initial: "settling",
  states: {
    /** Goes to where the viewer stands (at the start, after an answer, a failure or an event). */
    settling: {
      always: [{ guard: "subscribed", target: "following" }, { target: "notFollowing" }],
    },
    notFollowing: {
      on: {
        "subscription.follow": { target: "saving" },
        "subscription.heard": { target: "settling", actions: "hear" },
      },
    },
    following: {
      on: {
        "subscription.unfollow": { target: "saving" },
        "subscription.heard": { target: "settling", actions: "hear" },
      },
    },
    /** The change is on its way; what it answers is where the viewer stands. */
    saving: {
      entry: assign({ problem: null }),
      invoke: {
        src: "change",
        input: ({ context }) => ({ userId: context.userId, follow: !context.subscribed }),
        onDone: {
          target: "settling",
          actions: assign(({ event }) => ({ subscribed: event.output.subscribed })),
        },
        onError: {
          target: "settling",
          actions: assign(({ event }) => ({ problem: toProblem(event.error) })),
        },
      },
    },
  },
});
