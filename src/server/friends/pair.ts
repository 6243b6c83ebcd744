import { and, eq, type SQL, sql } from "drizzle-orm";
import type { FriendState } from "../../api/schema/friend";
import type { Tx } from "../db/connect";
import { friendships } from "../db/schema";

// The pair's row, as other domains may ask of it (notifications: "from friends", handed in by app.ts as
// areFriendsSql; privacy; the profile: where the viewer stands).

export const statuses = ["requested", "rejected", "accepted"] as const;

/** A pair's row as stored: who asked, and where it stands. */
export interface PairRow {
  readonly requesterId: number;
  readonly status: (typeof statuses)[number];
}

/** The pair's key: the lower id first (one row per pair, whoever asked). */
export const pairOf = (a: number, b: number) => ({ lowId: Math.min(a, b), highId: Math.max(a, b) });

/** The ids of `member`'s friends (a subquery, column `id`): both sides of the pair's row, each on its index. */
export const friendIdsOf = (member: SQL) => sql`(select high_id as id from friendships
  where low_id = ${member} and status = 'accepted'
  union all select low_id from friendships where high_id = ${member} and status = 'accepted')`;

/** Whether members `a` and `b` (two id expressions) are friends, as an SQL condition: one index probe. */
export const areFriendsSql = (a: SQL, b: SQL) => sql`exists (select 1 from friendships f
  where f.status = 'accepted' and f.low_id = least(${a}, ${b}) and f.high_id = greatest(${a}, ${b}))`;

/** Whether the two are friends. */
export async function areFriends(tx: Tx, a: number, b: number): Promise<boolean> {
  return (await pairRow(tx, a, b))?.status === "accepted";
}

/** Where `viewerId` stands with the other member of a pair's row (spec §4 Friendship, FriendState). */
export function stateOf(viewerId: number, row: PairRow | undefined): FriendState {
  if (!row) return "none";
  if (row.status === "accepted") return "friends";
  // Refused, or ended by the other: the requester stays their subscriber («Вы подписаны», as on VK).
  if (row.requesterId === viewerId) return row.status === "requested" ? "outgoing" : "subscribed";
  return row.status === "requested" ? "incoming" : "none";
}

/** The pair's row; `forUpdate` locks it until the transaction ends (two opposite changes meet here). */
export async function pairRow(tx: Tx, a: number, b: number, forUpdate = false): Promise<PairRow | undefined> {
  const pair = pairOf(a, b);
  const query = tx
    .select({ requesterId: friendships.requesterId, status: friendships.status })
    .from(friendships)
    .where(and(eq(friendships.lowId, pair.lowId), eq(friendships.highId, pair.highId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  const status = statuses.find((known) => known === row?.status); // the table's check allows no other
  return row && status ? { requesterId: row.requesterId, status } : undefined;
}

/** Where `viewerId` stands with `otherId`. */
export async function friendStateOf(tx: Tx, viewerId: number, otherId: number): Promise<FriendState> {
  return viewerId === otherId ? "none" : stateOf(viewerId, await pairRow(tx, viewerId, otherId));
}
