import { Schema } from "effect";
import { defineEndpoint } from "../endpoint";
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

const SubscriptionForm = Schema.Struct({ userId: IdFromString });

/** Follows `userId`. Already following — or their friend, or asking to be (that follows them) → 409. */
export const subscribe = defineEndpoint({
  method: "POST",
  path: "/api/users/subscriptions/create",
  bodyKind: "form",
  body: SubscriptionForm,
  response: Subscription,
});

/**
 * Stops following `userId`. Not following → 409; a friend request still follows them (withdraw it with
 * `DELETE /api/users/friends/rejected`).
 */
export const unsubscribe = defineEndpoint({
  method: "DELETE",
  path: "/api/users/subscriptions/ended",
  bodyKind: "form",
  body: SubscriptionForm,
  response: Subscription,
});

const ListParams = Schema.Struct({ id: IdFromString, page: PageFromString });

/** Whom member `id` follows, by name, {@link membersPageSize} a page (spec §7). Members only. */
export const listSubscriptions = defineEndpoint({
  method: "GET",
  path: "/api/users/profile/:id/subscriptions/:page",
  params: ListParams,
  response: MembersPage,
});

/** Who follows member `id` (their friends not counted: they are friends), by name. Members only. */
export const listSubscribers = defineEndpoint({
  method: "GET",
  path: "/api/users/profile/:id/subscribers/:page",
  params: ListParams,
  response: MembersPage,
});

export const subscriptionsApi = {
  subscribe,
  unsubscribe,
  listSubscriptions,
  listSubscribers,
} as const satisfies EndpointGroup;
