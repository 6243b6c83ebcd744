import { Schema } from "effect";
import { Id, Paged } from "./common";
import { PublicUser } from "./user";

/**
 * Whether the caller follows `userId` of their own accord, after a change. A friend request also makes its
 * sender a subscriber (as on VK: a refused one stays so); that is the friendship's, not this.
 */
export const Subscription = Schema.Struct({ userId: Id, subscribed: Schema.Boolean });
export type Subscription = typeof Subscription.Type;

/** A page of members: a member's subscribers, or whom they follow. */
export const MembersPage = Paged(PublicUser);
export type MembersPage = typeof MembersPage.Type;
