import { merge } from "rxjs";
import { fromEventObservable } from "xstate";
import type { FriendCard } from "../../../api/schema/friend";
import type { PublicUser } from "../../../api/schema/user";
import {
  changeFriendship,
  changeSubscription,
  friendsListOf,
  membersListOf,
} from "../../../machines/friends/friends.actors";
import { friendshipMachine } from "../../../machines/friends/friendship.machine";
import { subscriptionMachine } from "../../../machines/friends/subscription.machine";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";
import { live$ } from "../../../streams/events.stream";
import {
  followEvents$,
  friendEvents$,
  friendSignals,
  subscriptionSignals,
} from "../../../streams/friends.stream";

// The friends domain's composition root: its machines with their real actors and streams. The profile
// and friends pages import this (views never import src/streams); their chunks carry it.

/** The viewer's friendship with one member, live from the `friend` socket events. */
export const friendshipLogic = friendshipMachine.provide({
  actors: {
    change: changeFriendship,
    signals: fromEventObservable(({ input }: { input: { viewerId: number; friendId: number } }) =>
      friendSignals(input),
    ),
  },
});

/**
 * Keeps a friends list live until the returned function is called: a friendship of the viewer changed,
 * so its other member leaves the list and the first page is asked again (a refresh merges; it brings
 * them back where they still belong).
 */
export function followFriends(list: PagedListActor<FriendCard>, viewerId: number): () => void {
  const changes = friendEvents$().subscribe(({ payload }) => {
    list.send({ type: "list.remove", id: payload.actorId === viewerId ? payload.friendId : payload.actorId });
    list.send({ type: "list.refresh" });
  });
  // The socket just went live: the list may have loaded before it did.
  const live = live$.subscribe(() => list.send({ type: "list.reload" }));
  return () => {
    changes.unsubscribe();
    live.unsubscribe();
  };
}

/** Calls `changed` on each change of the viewer's friendships, and when the socket goes live. */
export function onFriendshipsChanged(changed: () => void): () => void {
  const changes = merge(friendEvents$(), live$).subscribe(() => changed());
  return () => changes.unsubscribe();
}

/** A page of one member's friends of one kind (all, requests, shared, suggestions). */
export const friendsListLogic = friendsListOf;

/** Whether the viewer follows one member, live from their own `subscription` events in other tabs. */
export const subscriptionLogic = subscriptionMachine.provide({
  actors: {
    change: changeSubscription,
    signals: fromEventObservable(({ input }: { input: { viewerId: number; userId: number } }) =>
      subscriptionSignals(input),
    ),
  },
});

/** A page of a member's subscribers, or of whom they follow. */
export const membersListLogic = membersListOf;

/**
 * Keeps a subscribers or subscriptions list live until the returned function is called: any follow,
 * unfollow or friendship change of the viewer's asks for the first page again, in place.
 */
export function followMembers(list: PagedListActor<PublicUser>): () => void {
  const changes = merge(followEvents$(), live$).subscribe(() => list.send({ type: "list.reload" }));
  return () => changes.unsubscribe();
}

/** Calls `changed` on each follow, unfollow or friendship change of the viewer's (the profile's counters). */
export function onFollowsChanged(changed: () => void): () => void {
  const changes = merge(followEvents$(), live$).subscribe(() => changed());
  return () => changes.unsubscribe();
}
