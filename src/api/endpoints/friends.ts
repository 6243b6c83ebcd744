import { Schema } from "effect";
import { define, defineEndpoint } from "../endpoint";
import type { EndpointGroup } from "../group";
import { IdFromString } from "../schema/common";
import { FriendsFilter, Friendship, FriendsPage } from "../schema/friend";
import { PageFromString } from "./messenger";
import { SearchText } from "./people";

/*
 * Friends (spec §7 Friends, §4 Friendship). The write calls are forms with `friendId`, act for the caller
 * only and answer the caller's {@link Friendship} with that member; both members get the `friend` socket
 * event, and the other a notification where one is due. Yourself → 400 naming `friendId`; an unknown or
 * deleted member → 404; an action that does not fit where the two stand → 409 CONFLICT, nothing changed.
 */

/** Friends a page. */
export const friendsPageSize = 20;

/** The write calls' body: the form field `friendId`. */
const friendForm = { bodyKind: "form", body: Schema.Struct({ friendId: IdFromString }) } as const;

/**
 * Asks `friendId` to be friends (`outgoing`). If they had asked the caller — also when the caller refused
 * them or ended the friendship, since they stayed subscribed — it makes the two friends at once. Already
 * asked, friends, or `subscribed` (refused by them: unsubscribe first) → 409.
 */
export const requestFriend = define.post("/api/users/friends/create", Friendship, friendForm);

/** Accepts `friendId`'s request (or takes back a refusal): friends. No request from them → 409. */
export const acceptFriend = define.put("/api/users/friends/update", Friendship, friendForm);

/**
 * Refuses `friendId`'s request (they stay subscribed to the caller: `subscribed` as they see it, told by
 * the `friend` event), or withdraws the caller's own, answered or not — «Отменить заявку и отписаться»,
 * or «Отписаться» once refused: nothing is left of it, nor of the caller's own following of `friendId`
 * (`POST /api/users/subscriptions/create`), so the caller follows them no more. Neither → 409.
 */
export const refuseFriend = define.delete("/api/users/friends/rejected", Friendship, friendForm);

/**
 * Ends the friendship with `friendId`; they stay subscribed to the caller (`subscribed`, as they see it).
 * Not friends → 409.
 */
export const endFriendship = define.delete("/api/users/friends/ended", Friendship, friendForm);

/** Which list a page shows (in the schema, so the route's search check needs no endpoint). */
export { FriendsFilter } from "../schema/friend";

/**
 * A member's friends (spec §7 `GET /api/users/friends/user/{id}`), by name, {@link friendsPageSize} a
 * page, each with the number of friends they share with the caller. Members only.
 */
export const listFriends = defineEndpoint({
  method: "GET",
  path: "/api/users/friends/user/:id",
  params: Schema.Struct({ id: IdFromString }),
  query: Schema.Struct({
    type: Schema.optionalKey(FriendsFilter),
    page: Schema.optionalKey(PageFromString),
    /** Only those whose name holds it (as the people search compares names). */
    strsearch: Schema.optionalKey(SearchText),
  }),
  response: FriendsPage,
});

export const friendsApi = {
  listFriends,
  requestFriend,
  acceptFriend,
  refuseFriend,
  endFriendship,
} as const satisfies EndpointGroup;
