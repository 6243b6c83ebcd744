import { concatMap, filter, map, merge, type Observable } from "rxjs";
import type { ServerEvent } from "../api/events";
import type { FriendCard } from "../api/schema/friend";
import type { PublicUser } from "../api/schema/user";
import type { FriendChanged } from "../machines/friends/friendship.machine";
import type { SubscriptionHeard } from "../machines/friends/subscription.machine";
import type { PagedListEvent } from "../machines/lib/paged-list.machine";
import type { ResourceEvent } from "../machines/lib/resource.machine";
import { live$, ofType, serverEvents$ } from "./events.stream";

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

/**
 * A friends list kept live (its `signals`): a friendship of the viewer changed, so its other member
 * leaves the list and the first page is asked again (a refresh merges: it brings them back where they
 * still belong); the socket going live reloads it, as it may have loaded before.
 */
export function friendListSignals(
  viewerId: number,
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = live$,
): Observable<PagedListEvent<FriendCard>> {
  type Event = PagedListEvent<FriendCard>;
  return merge(
    friendEvents$(events$).pipe(
      concatMap(({ payload }): Event[] => [
        { type: "list.remove", id: payload.actorId === viewerId ? payload.friendId : payload.actorId },
        { type: "list.refresh" },
      ]),
    ),
    lives$.pipe(map((): Event => ({ type: "list.reload" }))),
  );
}

/** A list of subscribers or subscriptions kept live: any follow, unfollow or friendship change reloads it. */
export function memberListSignals(
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = live$,
): Observable<PagedListEvent<PublicUser>> {
  return merge(followEvents$(events$), lives$).pipe(
    map((): PagedListEvent<PublicUser> => ({ type: "list.reload" })),
  );
}

/**
 * A profile read again (its counters, where the viewer stands) whenever a follow, an unfollow or a
 * friendship of the viewer's changes, and when the socket goes live.
 */
export function followsChanged(
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = live$,
): Observable<ResourceEvent> {
  return merge(followEvents$(events$), lives$).pipe(map((): ResourceEvent => ({ type: "resource.reload" })));
}
