import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/connect";
import { friendships } from "../db/schema";

// The pair's row, as other domains may ask of it (notifications: "from friends" only). No imports from
// the rest of the domain: friendship.ts notifies, and notify asks this.

/** The pair's key: the lower id first (one row per pair, whoever asked). */
export const pairOf = (a: number, b: number) => ({ lowId: Math.min(a, b), highId: Math.max(a, b) });

/** Whether the two are friends. */
export async function areFriends(tx: Tx, a: number, b: number): Promise<boolean> {
  const pair = pairOf(a, b);
  const [row] = await tx
    .select({ status: friendships.status })
    .from(friendships)
    .where(and(eq(friendships.lowId, pair.lowId), eq(friendships.highId, pair.highId)));
  return row?.status === "accepted";
}
