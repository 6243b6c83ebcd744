import { and, eq, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import { membersPageSize, type subscriptionsApi } from "../../api/endpoints/subscriptions";
import type { MembersPage } from "../../api/schema/subscription";
import type { Db, Tx } from "../db/connect";
import { follows } from "../db/schema";
import { friendIdsOf } from "../friends";
import type { Accounts } from "../http/accounts";
import { countShown, membersPage } from "../users";

// A member's subscribers are their followers and whoever asked them to be friends and is not their friend
// (yet, or any longer: a refused or ended request stays a subscription, spec §4 Friendship); their
// subscriptions, the same the other way. Friends are in neither list: they are friends.

/** Who follows `member` (a subquery, column `id`). */
const subscribersOf = (
  member: number,
) => sql`((select follower_id as id from follows where user_id = ${member}
  union select requester_id from friendships
  where (low_id = ${member} or high_id = ${member}) and status <> 'accepted' and requester_id <> ${member})
  except ${friendIdsOf(sql`${member}::int`)})`;

/** Whom `member` follows (a subquery, column `id`). */
const subscriptionsOf = (
  member: number,
) => sql`((select user_id as id from follows where follower_id = ${member}
  union select case when low_id = ${member} then high_id else low_id end from friendships
  where (low_id = ${member} or high_id = ${member}) and status <> 'accepted' and requester_id = ${member})
  except ${friendIdsOf(sql`${member}::int`)})`;

type ListInput = InputOf<typeof subscriptionsApi.listSubscribers>;

/** A page of member `id`'s subscribers, by name. */
export const subscribersPage = (
  deps: { db: Db; accounts: Accounts },
  { id, page }: ListInput,
): Promise<MembersPage> => membersPage(deps, subscribersOf(id), page, membersPageSize);

/** A page of those member `id` follows, by name. */
export const subscriptionsPage = (
  deps: { db: Db; accounts: Accounts },
  { id, page }: ListInput,
): Promise<MembersPage> => membersPage(deps, subscriptionsOf(id), page, membersPageSize);

/** The profile's counters of a member's subscribers and subscriptions. */
export async function subscriptionCounts(db: Db, member: number) {
  const [subscribers, subscriptions] = await Promise.all([
    countShown(db, subscribersOf(member)),
    countShown(db, subscriptionsOf(member)),
  ]);
  return { subscribers, subscriptions };
}

/** Whether `followerId` follows `userId` of their own accord (a row of theirs, not a friend request). */
export async function isFollowing(tx: Db | Tx, followerId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.userId, userId)));
  return row !== undefined;
}
