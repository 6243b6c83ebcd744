import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { newestReferrals, referralPageSize } from "../../api/endpoints/structure";
import type {
  LevelCount,
  ReferralLeader,
  ReferralMember,
  ReferralMembersPage,
} from "../../api/schema/structure";
import { RoleId } from "../../api/schema/user";
import type { Db } from "../db/connect";
import { preparedSql } from "../db/prepared";
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

/**
 * Each listed member's own counts (level 1, every level): joined to `t` as `k`, one pass over the member's
 * counts (two subqueries a row were a third of a level page's time on PGlite).
 */
export const ownCountsJoin = sql`cross join lateral (
  select coalesce(sum(c.members) filter (where c.level = 1), 0)::int as invited, coalesce(sum(c.members), 0)::int as total
  from referral_counts c where c.member_id = t.member_id) k`;
export const ownCounts = sql`k.invited, k.total`;

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

/** A structure's summary as its profile shows it (`ReferralSummary` but for the member's id). */
export interface StructureSummary {
  readonly levels: LevelCount[];
  readonly total: number;
  readonly open: boolean;
  readonly newest: ReferralMember[];
  readonly code: string | null;
}

const value = (name: string) => sql.placeholder(name);

/** The rows of the newest members `id` invited (level 1), newest first. */
const newestRows = (id: number | Placeholder, limit: number) =>
  sql`select t.member_id, 1 as level, t.joined_at, ${ownCounts}
    from referral_tree t join users u on u.id = t.member_id ${ownCountsJoin}
    where t.parent_id = ${id}::int and ${shownMember} order by t.joined_at desc, t.member_id desc limit ${limit}`;

// A structure's summary in one prepared statement: at 50 connections each round trip to the database and
// each plan is what a read pays most for (bench/structure: three statements planned every time → one
// prepared). `caller` 0 is a visitor; `seesAll`: the owner or an admin; `own`: the owner.
const summaryQuery = preparedSql<{
  levels: LevelCount[];
  open: boolean;
  newest: ListedRow[] | null;
  code: string | null;
}>(
  "structure_summary",
  sql`with opened as (
      select ${value("seesAll")}::boolean or exists (select 1 from referral_tree
        where member_id = ${value("id")}::int and ${value("caller")}::int = any(path[1:depth])) as open)
    select
      (select coalesce(json_agg(json_build_object('level', level, 'members', members) order by level), '[]'::json)
        from referral_counts where member_id = ${value("id")}::int and members > 0) as levels,
      opened.open,
      case when opened.open then (select json_agg(n) from (${newestRows(value("id"), newestReferrals)}) n) end
        as newest,
      case when ${value("own")}::boolean then (select referral_code from users where id = ${value("id")}::int) end
        as code
    from opened`,
);

/**
 * Member `id`'s summary for `caller`: the counts per level (only levels with members) and their sum for
 * anyone; whether the caller may open the structure ({@link mayOpen}) and then the newest members; the
 * referral code for its owner only.
 */
export async function summaryOf(
  deps: Deps,
  caller: AuthContext | null,
  id: number,
): Promise<StructureSummary> {
  const own = caller?.userId === id;
  const [row] = await summaryQuery(deps.db).rows({
    id,
    caller: caller?.userId ?? 0,
    own,
    seesAll: own || caller?.roleIds.includes(RoleId.admin) === true,
  });
  const levels = (row?.levels ?? []).map((level) => ({ level: level.level, members: Number(level.members) }));
  return {
    levels,
    total: levels.reduce((sum, level) => sum + level.members, 0),
    open: row?.open === true,
    newest: await listed(deps, row?.newest ?? []),
    code: row?.code ?? null,
  };
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
  return listed(deps, await rowsOf<ListedRow>(deps.db, newestRows(id, limit)));
}

// A level's page in two prepared statements (see summaryQuery): the member's place, then the level's count
// and the page. The page is one range of the index `(depth, path)`: the paths after `id`'s own and before
// its upline's with `id + 1` last. The bounds go in as values, not from a join: planned from a join the
// range was no index condition, and at 1 000 000 members the page walked 630 000 rows (0.5 s; now 0.2 ms).
const nodeQuery = preparedSql<{ path: number[]; depth: number }>(
  "structure_node",
  sql`select path, depth from referral_tree where member_id = ${value("id")}::int`,
);
const levelPageQuery = preparedSql<ListedRow & { count: number }>(
  "structure_level_page",
  sql`select coalesce((select members from referral_counts
        where member_id = ${value("id")}::int and level = ${value("level")}::int), 0)::int as count,
      t.member_id, ${value("level")}::int as level, t.joined_at, ${ownCounts}
    from (select 1) one left join (
      select t.member_id, t.joined_at, t.path from referral_tree t join users u on u.id = t.member_id
      where t.depth = ${value("depth")}::int and t.path > ${value("after")}::int[]
        and t.path < ${value("before")}::int[] and ${shownMember}
      order by t.path limit ${value("limit")}::int offset ${value("offset")}::int) t on true
    ${ownCountsJoin}
    order by t.path`,
);

/** An array of ids as a value of a prepared statement: PostgreSQL's literal (`{1,2,3}`), cast in the SQL. */
const idArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

/**
 * Page `page` of the members at `level` below `id`: one range of the index `(depth, path)` — the paths
 * after `id`'s own and before `id`'s with its last id plus one — in the tree's order.
 */
export async function levelPage(
  deps: Deps,
  id: number,
  { level = 1, limit = referralPageSize, page = 1 }: { level?: number; limit?: number; page?: number },
): Promise<ReferralMembersPage> {
  const [node] = await nodeQuery(deps.db).rows({ id });
  if (!node) return { count: 0, rows: [] };
  const path = node.path.map(Number);
  const rows = await levelPageQuery(deps.db).rows({
    id,
    level,
    depth: node.depth + level,
    after: idArray(path),
    before: idArray([...path.slice(0, -1), id + 1]),
    limit,
    offset: (page - 1) * limit,
  });
  const found = rows.filter((row) => row.member_id !== null);
  return { count: Number(rows[0]?.count ?? 0), rows: await listed(deps, found) };
}

/** The chain above `id`: their referrer first, the root last (each with their level above `id`). */
export async function chainAbove(deps: Deps, id: number): Promise<ReferralMember[]> {
  const rows = await rowsOf<ListedRow>(
    deps.db,
    sql`select t.member_id, (n.depth - t.depth)::int as level, t.joined_at, ${ownCounts}
      from referral_tree n join referral_tree t on t.member_id = any(n.path[1:n.depth]) ${ownCountsJoin}
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
