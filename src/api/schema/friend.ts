import { Schema } from "effect";
import { Id, Paged } from "./common";
import { PublicUser } from "./user";

/**
 * Where the caller stands with another member (spec §4 Friendship), as the caller sees it:
 * - `none` — nothing (or the caller refused the other's request, or ended the friendship: the other
 *   stays subscribed to them, unseen);
 * - `outgoing` — the caller asked and has no answer yet; the request made them the other's subscriber
 *   (the profile says «Заявка отправлена, вы подписаны»);
 * - `subscribed` — the other refused the caller's request, or ended their friendship: the caller stays
 *   the other's subscriber, as on VK («Вы подписаны», issue 28). They may unsubscribe (`DELETE
 *   /api/users/friends/rejected`, as withdrawing a request) but not ask again until they have (a refusal
 *   stands: 409); the other may still make them friends (accepting, or asking, does it at once);
 * - `incoming` — the other asked the caller;
 * - `friends`.
 */
export const FriendState = Schema.Literals(["none", "outgoing", "subscribed", "incoming", "friends"]);
export type FriendState = typeof FriendState.Type;

/** What a member may do about a friendship: ask, accept, refuse, withdraw their request, end it. */
export const friendActions = ["request", "accept", "refuse", "withdraw", "end"] as const;
export type FriendAction = (typeof friendActions)[number];

/** The caller's friendship with `friendId` after a change. */
export const Friendship = Schema.Struct({ friendId: Id, state: FriendState });
export type Friendship = typeof Friendship.Type;

/** A member in a friends list: their card and how many friends they share with the viewer. */
export const FriendCard = Schema.Struct({
  ...PublicUser.fields,
  mutual: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
});
export type FriendCard = typeof FriendCard.Type;

export const FriendsPage = Paged(FriendCard);
export type FriendsPage = typeof FriendsPage.Type;

/**
 * Which of a member's friends a page lists: `all` (default); `online`, those with a page open now; `incoming` and `outgoing` requests (the
 * member's own only: another's → 403); `mutual`, the friends they share with the caller; `suggestions`,
 * friends of their friends who are neither friends nor asked, most mutual friends first (own only).
 */
export const FriendsFilter = Schema.Literals([
  "all",
  "online",
  "incoming",
  "outgoing",
  "mutual",
  "suggestions",
]);
export type FriendsFilter = typeof FriendsFilter.Type;
