import { type SQL, sql } from "drizzle-orm";
import { newestReferrals, referralPageSize } from "../../api/endpoints/structure";
import type {
  LevelCount,
  ReferralLeader,
  ReferralMember,
  ReferralMembersPage,
} from "../../api/schema/structure";
import { RoleId } from "../../api/schema/user";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Accounts } from "../http/accounts";
import type { AuthContext } from "../http/caller";
import { forbidden } from "../http/http-error";
import { shownMember } from "../users";

// What the structure shows: counts per level (anyone), and to those who may open it its members level by
// level, the newest, the chain above; the leaderboards.

type Deps = { readonly db: Db; readonly accounts: Accounts };

/** A structure row as the lists read it: the member, their place, and their own counts. */
interface ListedRow {
  readonly member_id: number;
  readonly level: number;
  readonly joined_at: Date | string;
  readonly invited: number;
  readonly total: number;
  readonly count?: number;
}

/** Each listed member's own counts (level 1, every level), as columns `invited` and `total` of `t`. */
export const ownCounts = sql`coalesce((select members from referral_counts c where c.member_id = t.member_id and c.level = 1), 0)::int as invited,
  coalesce((select sum(members) from referral_counts c where c.member_id = t.member_id), 0)::int as total`;

async function listed(deps: Deps, rows: readonly ListedRow[]): Promise<ReferralMember[]> {
  const cards = await Promise.all(rows.map((row) => deps.accounts.publicUser(Number(row.member_id))));
  return rows.flatMap((row, index) => {
    const user = cards[index];
    if (!user) return [];
    const joinedAt = row.joined_at instanceof Date ? row.joined_at : new Date(row.joined_at);
    return [
      { user, level: row.level, joinedAt: joinedAt.toISOString(), invited: row.invited, total: row.total },
    ];
  });
}

/** Member `id`'s counts per level (only levels with members) and their sum. */
export async function levelCounts(db: Db, id: number): Promise<{ levels: LevelCount[]; total: number }> {
  const levels = await rowsOf<LevelCount>(
    db,
    sql`select level, members from referral_counts where member_id = ${id} and members > 0 order by level`,
  );
  return { levels, total: levels.reduce((sum, level) => sum + level.members, 0) };
}

/**
 * Whether `caller` may open member `id`'s structure: their own, one they stand above, or any for an admin.
 * Nobody may open a structure that does not exist (a member outside the tree): false.
 */
export async function mayOpen(db: Db, caller: AuthContext | null, id: number): Promise<boolean> {
  if (!caller) return false;
  if (caller.userId === id || caller.roleIds.includes(RoleId.admin)) return true;
  const [row] = await rowsOf<{ above: boolean }>(
    db,
    sql`select ${caller.userId}::int = any(path[1:depth]) as above from referral_tree where member_id = ${id}`,
  );
  return row?.above === true;
}

/** Refuses (403) a caller who may not open `id`'s structure. */
export async function mustOpen(db: Db, caller: AuthContext, id: number): Promise<void> {
  if (!(await mayOpen(db, caller, id))) throw forbidden("Структура этого участника вам не открыта");
}

/** The newest members `id` invited (level 1), newest first. */
export async function newestOf(deps: Deps, id: number, limit = newestReferrals): Promise<ReferralMember[]> {
  const rows = await rowsOf<ListedRow>(
    deps.db,
    sql`select t.member_id, 1 as level, t.joined_at, ${ownCounts} from referral_tree t join users u on u.id = t.member_id
      where t.parent_id = ${id} and ${shownMember} order by t.joined_at desc, t.member_id desc limit ${limit}`,
  );
  return listed(deps, rows);
}

/**
 * Page `page` of the members at `level` below `id`: one range of the index `(depth, path)` — the paths
 * after `id`'s own and before `id`'s with its last id plus one — in the tree's order.
 */
export async function levelPage(
  deps: Deps,
  id: number,
  { level = 1, limit = referralPageSize, page = 1 }: { level?: number; limit?: number; page?: number },
): Promise<ReferralMembersPage> {
  const [node] = await rowsOf<{ path: number[]; depth: number }>(
    deps.db,
    sql`select path, depth from referral_tree where member_id = ${id}`,
  );
  if (!node) return { count: 0, rows: [] };
  const path = node.path.map(Number);
  const upper = [...path.slice(0, -1), id + 1];
  const [counted] = await rowsOf<{ members: number }>(
    deps.db,
    sql`select members from referral_counts where member_id = ${id} and level = ${level}`,
  );
  const rows = await rowsOf<ListedRow>(
    deps.db,
    sql`select t.member_id, ${level}::int as level, t.joined_at, ${ownCounts}
      from referral_tree t join users u on u.id = t.member_id
      where t.depth = ${node.depth + level} and t.path > ${sql.param(path)}::int[] and t.path < ${sql.param(upper)}::int[]
        and ${shownMember}
      order by t.path limit ${limit} offset ${(page - 1) * limit}`,
  );
  return { count: Number(counted?.members ?? 0), rows: await listed(deps, rows) };
}

/** The chain above `id`: their referrer first, the root last (each with their level above `id`). */
export async function chainAbove(deps: Deps, id: number): Promise<ReferralMember[]> {
  const rows = await rowsOf<ListedRow>(
    deps.db,
    sql`select t.member_id, (n.depth - t.depth)::int as level, t.joined_at, ${ownCounts}
      from referral_tree n join referral_tree t on t.member_id = any(n.path[1:n.depth])
      where n.member_id = ${id} order by t.depth desc`,
  );
  return listed(deps, rows);
}

/** The leaderboard: members by how many they invited who joined in the period. */
export async function leaders(
  deps: Deps,
  { amount = 10, order = "desc", startedAt, finishedAt }: LeaderQuery,
): Promise<ReferralLeader[]> {
  const direction = order === "asc" ? sql`asc` : sql`desc`;
  const allTime = startedAt === undefined && finishedAt === undefined;
  // All time: the counters already hold it. A period: the joins in it, through the index on `joined_at`.
  const ranked: SQL = allTime
    ? sql`select member_id as id, members as invited from referral_counts where level = 1 and members > 0`
    : sql`select parent_id as id, count(*)::int as invited from referral_tree
        where parent_id is not null
          ${startedAt === undefined ? sql`` : sql`and joined_at >= ${startedAt}`}
          ${finishedAt === undefined ? sql`` : sql`and joined_at < ${finishedAt}`}
        group by parent_id`;
  const rows = await rowsOf<{ id: number; invited: number }>(
    deps.db,
    sql`select r.id, r.invited from (${ranked}) r join users u on u.id = r.id where ${shownMember}
      order by r.invited ${direction}, r.id limit ${amount}`,
  );
  const cards = await Promise.all(rows.map((row) => deps.accounts.publicUser(Number(row.id))));
  return rows.flatMap((row, index) => {
    const user = cards[index];
    return user ? [{ user, invited: Number(row.invited) }] : [];
  });
}

interface LeaderQuery {
  readonly amount?: number;
  readonly order?: "asc" | "desc";
  readonly startedAt?: string;
  readonly finishedAt?: string;
}
