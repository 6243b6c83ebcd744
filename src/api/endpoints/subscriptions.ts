import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import { IdFromString } from "../schema/common";
import { MembersPage, Subscription } from "../schema/subscription";
import { PageFromString } from "./messenger";

/*
 * Subscriptions (issue 14; spec §7 lists `GET /api/users/profile/{id}/subscriptions/{page}`, the rest is
 * designed in the friends calls' style). A member follows another to see their publications; a friend
 * request makes its sender a subscriber too, and one refused or ended stays so (spec §4 Friendship, as on
 * VK). Following is the caller's only: the write calls are forms with `userId`, answer the caller's
 * {@link Subscription}, and tell both members by the `subscription` socket event. Yourself → 400 naming
 * `userId`; an unknown or deleted member → 404; a change that does not fit → 409 CONFLICT, nothing changed.
 */

/** Members a page. */
export const membersPageSize = 20;

/** The write calls' body: the form field `userId`. */
const subscriptionForm = { bodyKind: "form", body: Schema.Struct({ userId: IdFromString }) } as const;

/**
 * Follows `userId`. Already following — or their friend, or asking to be, or refused by them (a request
 * follows them: FriendState `outgoing`, `subscribed`) → 409.
 */
export const subscribe = define.post("/api/users/subscriptions/create", Subscription, subscriptionForm);

/**
 * Stops following `userId`. Not following → 409; a friend request still follows them (withdraw it with
 * `DELETE /api/users/friends/rejected`).
 */
export const unsubscribe = define.delete("/api/users/subscriptions/ended", Subscription, subscriptionForm);

const ListParams = Schema.Struct({ id: IdFromString, page: PageFromString });

/** Whom member `id` follows, by name, {@link membersPageSize} a page (spec §7). Members only. */
export const listSubscriptions = define.get("/api/users/profile/:id/subscriptions/:page", MembersPage, {
  params: ListParams,
});

/** Who follows member `id` (their friends not counted: they are friends), by name. Members only. */
export const listSubscribers = define.get("/api/users/profile/:id/subscribers/:page", MembersPage, {
  params: ListParams,
});

export const subscriptionsApi = {
  subscribe,
  unsubscribe,
  listSubscriptions,
  listSubscribers,
} as const satisfies EndpointGroup;
