import { fromEventObservable } from "xstate";
import type { FriendsFilter } from "../../../api/endpoints/friends";
import { friendsActors } from "../../../machines/friends/friends.actors";
import { friendshipMachine } from "../../../machines/friends/friendship.machine";
import { subscriptionMachine } from "../../../machines/friends/subscription.machine";
import { liveList } from "../../../machines/lib/paged-list.machine";
import {
  friendListSignals,
  friendSignals,
  memberListSignals,
  subscriptionSignals,
} from "../../../streams/friends.stream";
import { api } from "../api";

const { changeFriendship, changeSubscription, friendsListOf, membersListOf } = friendsActors(api);

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
 * A page of one member's friends of one kind (all, requests, shared, suggestions), matching `text`; live
 * for a viewer (their friendships changing, src/streams/friends.stream.ts).
 */
export const friendsListLogic = (ownerId: number, type: FriendsFilter, text = "", viewerId?: number) => {
  const list = friendsListOf(ownerId, type, text);
  return viewerId === undefined ? list : liveList(list, () => friendListSignals(viewerId));
};

/** Whether the viewer follows one member, live from their own `subscription` events in other tabs. */
export const subscriptionLogic = subscriptionMachine.provide({
  actors: {
    change: changeSubscription,
    signals: fromEventObservable(({ input }: { input: { viewerId: number; userId: number } }) =>
      subscriptionSignals(input),
    ),
  },
});

/** A page of a member's subscribers, or of whom they follow, reloaded on any follow change of the viewer's. */
export const membersListLogic = (ownerId: number, which: "subscribers" | "subscriptions") =>
  liveList(membersListOf(ownerId, which), () => memberListSignals());
