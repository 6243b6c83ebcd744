import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import {
  acceptFriend,
  endFriendship,
  type FriendsFilter,
  listFriends,
  refuseFriend,
  requestFriend,
} from "../../api/endpoints/friends";
import {
  listSubscribers,
  listSubscriptions,
  subscribe,
  unsubscribe,
} from "../../api/endpoints/subscriptions";
import { getProfile, recordProfileView } from "../../api/endpoints/users";
import type { FriendAction, FriendCard, Friendship } from "../../api/schema/friend";
import type { Profile } from "../../api/schema/profile";
import type { Subscription } from "../../api/schema/subscription";
import type { PublicUser } from "../../api/schema/user";
import { pagedListOf } from "../lib/paged-list.machine";
import { loadWith } from "../lib/resource.machine";

/** The call of spec §7 Friends for each action (a withdrawal is the refusal call on one's own request). */
const endpointOf = {
  request: requestFriend,
  accept: acceptFriend,
  refuse: refuseFriend,
  withdraw: refuseFriend,
  end: endFriendship,
} as const;

/** The friends domain's calls through `client`: friendship, follows, their lists, a profile. */
export function friendsActors(client: ApiClient) {
  return {
    /** The friendship machine's `change`: sends the action, answers where the caller stands. */
    changeFriendship: fromPromise<Friendship, { friendId: number; action: FriendAction }>(
      ({ input, signal }) =>
        client.call(endpointOf[input.action], { body: { friendId: input.friendId }, signal }),
    ),

    /** A member's friends list of one kind (spec §7 `GET /api/users/friends/user/{id}`), for the paged-list machine. */
    friendsListOf: (ownerId: number, type: FriendsFilter, text = "") =>
      pagedListOf<FriendCard>(({ page }, signal) =>
        client.call(listFriends, {
          params: { id: ownerId },
          query: { type, page, ...(text ? { strsearch: text } : {}) },
          signal,
        }),
      ),

    /**
     * Another member's profile opened by the viewer: the view counted first (once a day; a failure to count
     * does not keep the profile from opening), then the profile with it.
     */
    loadViewedProfile: loadWith(async (params: { id: number }, signal): Promise<Profile> => {
      await client.call(recordProfileView, { params, signal }).catch(() => undefined);
      return client.call(getProfile, { params, signal });
    }),

    /** A member's profile as the viewer sees it (card, friendship, counters): a resource machine's `load`. */
    loadProfile: loadWith(
      (params: { id: number }, signal): Promise<Profile> => client.call(getProfile, { params, signal }),
    ),

    /** The subscription machine's `change`: follows or stops following, answers whether the caller follows. */
    changeSubscription: fromPromise<Subscription, { userId: number; follow: boolean }>(({ input, signal }) =>
      client.call(input.follow ? subscribe : unsubscribe, { body: { userId: input.userId }, signal }),
    ),

    /** Who follows a member, or whom they follow (spec §7 `…/subscriptions/{page}`), for the paged-list machine. */
    membersListOf: (ownerId: number, which: "subscribers" | "subscriptions") =>
      pagedListOf<PublicUser>(({ page }, signal) =>
        client.call(which === "subscribers" ? listSubscribers : listSubscriptions, {
          params: { id: ownerId, page },
          signal,
        }),
      ),
  };
}
