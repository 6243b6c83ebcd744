import { sql } from "drizzle-orm";
import type { Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import { HttpError, notFound } from "../http/http-error";
import type { Publish } from "../realtime/event-log";

// The writes of the referral tree: a member joining it, an admin moving a subtree. Each keeps the counts
// per level (`referral_counts`) in the same transaction, so the counts never disagree with the tree.

// Joins share this lock, a move takes it alone: a move rewrites paths a join may be reading, while joins
// among themselves only add rows and bump counters (which take row locks in one order: no deadlock).
const structureLock = sql`7340005, 0`;

interface Node {
  readonly memberId: number;
  readonly parentId: number | null;
  readonly path: number[];
  readonly depth: number;
}

async function nodeOf(tx: Tx, memberId: number, lock = false): Promise<Node | undefined> {
  const [row] = await rowsOf<{ member_id: number; parent_id: number | null; path: number[]; depth: number }>(
    tx,
    sql`select member_id, parent_id, path, depth from referral_tree where member_id = ${memberId}
      ${lock ? sql`for update` : sql``}`,
  );
  return (
    row && { memberId: row.member_id, parentId: row.parent_id, path: row.path.map(Number), depth: row.depth }
  );
}

/**
 * Adds `delta` times `perLevel[l]` members at level `distance + l` to each ancestor, where `distance` is
 * how far above the moved (or joining) member the ancestor stands: `ancestors` run from the root down to
 * the member's parent. Rows are taken in (member, level) order, the same in every transaction.
 */
async function addToAncestors(
  tx: Tx,
  ancestors: readonly number[],
  perLevel: readonly number[],
  delta: 1 | -1,
) {
  if (ancestors.length === 0) return;
  const members: number[] = [];
  const levels: number[] = [];
  const amounts: number[] = [];
  ancestors.forEach((ancestor, index) => {
    const distance = ancestors.length - index;
    perLevel.forEach((count, level) => {
      if (count === 0) return;
      members.push(ancestor);
      levels.push(distance + level);
      amounts.push(delta * count);
    });
  });
  const changes = sql`unnest(${sql.param(members)}::int[], ${sql.param(levels)}::int[], ${sql.param(amounts)}::int[])
    as c(m, l, a)`;
  // Taking members away only happens in a move or a deletion, which hold the structure alone: no order to keep. (An
  // upsert cannot do it: the row it would insert, negative, fails the check before the conflict is seen.)
  if (delta < 0)
    await tx.execute(sql`update referral_counts set members = members + c.a from ${changes}
      where member_id = c.m and level = c.l`);
  else
    await tx.execute(sql`insert into referral_counts (member_id, level, members)
      select m, l, a from ${changes} order by m, l
      on conflict (member_id, level) do update set members = referral_counts.members + excluded.members`);
}

/**
 * Puts a member who has just confirmed their address into the structure of whoever invited them (their
 * `referrer_id`), and answers their upline, from the root down to that referrer (its last) — none when
 * they start a structure of their own (nobody invited them, or their referrer is not in the structure: an
 * unconfirmed address). Joining twice is a no-op (none). `joinedAt`: when (the seed's demo members joined
 * in the past); now when absent.
 */
export async function joinStructure(tx: Tx, memberId: number, joinedAt?: Date): Promise<readonly number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${structureLock})`);
  if (await nodeOf(tx, memberId)) return [];
  const [invited] = await rowsOf<{ referrer_id: number | null }>(
    tx,
    sql`select referrer_id from users where id = ${memberId}`,
  );
  const parent = invited?.referrer_id == null ? undefined : await nodeOf(tx, invited.referrer_id);
  const path = [...(parent?.path ?? []), memberId];
  await tx.execute(sql`insert into referral_tree (member_id, parent_id, path, depth, joined_at)
    values (${memberId}, ${parent?.memberId ?? null}, ${sql.param(path)}::int[], ${path.length - 1},
      coalesce(${joinedAt?.toISOString() ?? null}::timestamptz, now()))`);
  await addToAncestors(tx, parent?.path ?? [], [1], 1);
  return parent?.path ?? [];
}

/** The members of `memberId`'s structure per level (index 0: themselves), from their counts. */
async function subtreeSizes(tx: Tx, memberId: number): Promise<number[]> {
  const rows = await rowsOf<{ level: number; members: number }>(
    tx,
    sql`select level, members from referral_counts where member_id = ${memberId} and members > 0`,
  );
  const sizes = [1];
  for (const row of rows) sizes[row.level] = Number(row.members);
  return Array.from(sizes, (size) => size ?? 0);
}

/**
 * Moves `memberId` with everyone below them under `parentId` (an admin's correction). One transaction: the
 * paths of the whole subtree, the counts of the old and the new upline, the member's referrer. Refused,
 * changing nothing: a member outside the structure (404), or a move under oneself or one's own structure
 * (409: it would make a cycle). Answers the members whose counts changed, the old upline and the new (none:
 * already there).
 */
export async function moveSubtree(tx: Tx, memberId: number, parentId: number): Promise<readonly number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${structureLock})`);
  const node = await nodeOf(tx, memberId, true);
  const parent = await nodeOf(tx, parentId);
  if (!node || !parent) throw notFound("Участника нет в структуре");
  if (parent.path.includes(memberId))
    throw new HttpError("CONFLICT", "Нельзя поставить участника под него самого или его структуру");
  if (node.parentId === parentId) return [];

  const sizes = await subtreeSizes(tx, memberId);
  await addToAncestors(tx, node.path.slice(0, -1), sizes, -1);
  await addToAncestors(tx, parent.path, sizes, 1);
  const upper = [...node.path.slice(0, -1), memberId + 1];
  await tx.execute(sql`update referral_tree
    set path = ${sql.param(parent.path)}::int[] || path[${node.depth + 1}::int:],
      depth = depth + ${parent.depth + 1 - node.depth},
      parent_id = case when member_id = ${memberId} then ${parentId}::int else parent_id end
    where path >= ${sql.param(node.path)}::int[] and path < ${sql.param(upper)}::int[]`);
  await tx.execute(
    sql`update users set referrer_id = ${parentId}, updated_at = now() where id = ${memberId}`,
  );
  return [...new Set([...node.path.slice(0, -1), ...parent.path])];
}

/**
 * A member deleted their account (users', handed down by app.ts): their place stays — those they invited
 * remain where they were, under the same upline — but nobody counts them any longer.
 */
export async function leaveStructure(tx: Tx, _publish: Publish, memberId: number): Promise<void> {
  // Alone, as a move: taking a count away is an update the joins' ordered upserts could cross.
  await tx.execute(sql`select pg_advisory_xact_lock(${structureLock})`);
  const node = await nodeOf(tx, memberId);
  if (node) await addToAncestors(tx, node.path.slice(0, -1), [1], -1);
}
