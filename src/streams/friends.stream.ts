import { filter, map, type Observable } from "rxjs";
import type { ServerEvent } from "../api/events";
import type { FriendChanged } from "../machines/friends/friendship.machine";
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
