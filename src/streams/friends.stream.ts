import { filter, map, merge, type Observable } from "rxjs";
import type { ServerEvent } from "../api/events";
import type { FriendChanged } from "../machines/friends/friendship.machine";
import type { SubscriptionHeard } from "../machines/friends/subscription.machine";
import { ofType, serverEvents$ } from "./events.stream";

/**
 * The `friend` events about the pair of `viewerId` and `friendId`, as the friendship machine hears them
 * (src/machines/friends/friendship.machine.ts, its `signals` actor): the other member's action, or the
 * viewer's own in another tab.
 */
export function friendSignals(
  { viewerId, friendId }: { viewerId: number; friendId: number },
  events$: Observable<ServerEvent> = serverEvents$,
): Observable<FriendChanged> {
  const pair = new Set([viewerId, friendId]);
  return ofType(events$, "friend").pipe(
    filter(({ payload }) => pair.has(payload.actorId) && pair.has(payload.friendId)),
    map(({ action, payload }) => ({ type: "friend.changed", action, actorId: payload.actorId })),
  );
}

/** Every `friend` event of the member (any pair of theirs changed): a friends list asks again. */
export const friendEvents$ = (events$: Observable<ServerEvent> = serverEvents$) => ofType(events$, "friend");

/**
 * The viewer's own `subscription` events about `userId` (a change in another tab), as the subscription
 * machine hears them (src/machines/friends/subscription.machine.ts, its `signals` actor).
 */
export function subscriptionSignals(
  { viewerId, userId }: { viewerId: number; userId: number },
  events$: Observable<ServerEvent> = serverEvents$,
): Observable<SubscriptionHeard> {
  return ofType(events$, "subscription").pipe(
    filter(({ payload }) => payload.followerId === viewerId && payload.userId === userId),
    map(({ action }) => ({ type: "subscription.heard", subscribed: action === "follow" })),
  );
}

/** Every `subscription` and `friend` event of the member: who follows whom may have changed. */
export const followEvents$ = (events$: Observable<ServerEvent> = serverEvents$) =>
  merge(ofType(events$, "subscription"), ofType(events$, "friend"));
