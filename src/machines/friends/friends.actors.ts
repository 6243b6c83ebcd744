import { fromPromise } from "xstate";
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
import { api } from "../lib/api";
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

/** The friendship machine's `change`: sends the action, answers where the caller stands. */
export const changeFriendship = fromPromise<Friendship, { friendId: number; action: FriendAction }>(
  ({ input, signal }) => api.call(endpointOf[input.action], { body: { friendId: input.friendId }, signal }),
);

/** A member's friends list of one kind (spec §7 `GET /api/users/friends/user/{id}`), for the paged-list machine. */
export const friendsListOf = (ownerId: number, type: FriendsFilter, text = "") =>
  pagedListOf<FriendCard>(({ page }, signal) =>
    api.call(listFriends, {
      params: { id: ownerId },
      query: { type, page, ...(text ? { strsearch: text } : {}) },
      signal,
    }),
  );

/**
 * Another member's profile opened by the viewer: the view counted first (once a day; a failure to count
 * does not keep the profile from opening), then the profile with it.
 */
export const loadViewedProfile = loadWith(async (params: { id: number }, signal): Promise<Profile> => {
  await api.call(recordProfileView, { params, signal }).catch(() => undefined);
  return api.call(getProfile, { params, signal });
});

/** A member's profile as the viewer sees it (card, friendship, counters): a resource machine's `load`. */
export const loadProfile = loadWith(
  (params: { id: number }, signal): Promise<Profile> => api.call(getProfile, { params, signal }),
);

/** The subscription machine's `change`: follows or stops following, answers whether the caller follows. */
export const changeSubscription = fromPromise<Subscription, { userId: number; follow: boolean }>(
  ({ input, signal }) =>
    api.call(input.follow ? subscribe : unsubscribe, { body: { userId: input.userId }, signal }),
);

/** Who follows a member, or whom they follow (spec §7 `…/subscriptions/{page}`), for the paged-list machine. */
export const membersListOf = (ownerId: number, which: "subscribers" | "subscriptions") =>
  pagedListOf<PublicUser>(({ page }, signal) =>
    api.call(which === "subscribers" ? listSubscribers : listSubscriptions, {
      params: { id: ownerId, page },
      signal,
    }),
  );
