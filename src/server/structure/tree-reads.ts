import { sql } from "drizzle-orm";
import { structureChildrenPageSize, structureMatchesLimit } from "../../api/endpoints/structure";
import type { StructureChildren, StructureMatch, StructureNode } from "../../api/schema/structure";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Accounts } from "../http/accounts";
import { notFound } from "../http/http-error";
import { nameHolds, shownMember } from "../users";
import { ownCounts, ownCountsJoin } from "./reads";

// What the structure tree reads (/the_game/structure): a node's children a page at a time, and a search by
// name within a structure that answers the way down to each member found.

type Deps = { readonly db: Db; readonly accounts: Accounts };

interface NodeRow {
  readonly member_id: number;
  readonly joined_at: Date | string;
  readonly invited: number;
  readonly total: number;
}

/** The rows as nodes: a deleted account keeps its place, without a card (`user: null`). */
async function nodesOf(deps: Deps, rows: readonly NodeRow[]): Promise<StructureNode[]> {
  const cards = await Promise.all(rows.map((row) => deps.accounts.publicUser(Number(row.member_id))));
  return rows.map((row, index) => ({
    id: Number(row.member_id),
    user: cards[index] ?? null,
    joinedAt: (row.joined_at instanceof Date ? row.joined_at : new Date(row.joined_at)).toISOString(),
    invited: Number(row.invited),
    total: Number(row.total),
  }));
}

/** Refuses (404) a member with no place in the structure (an unknown id). */
export async function inStructure(db: Db, id: number): Promise<void> {
  const [row] = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from referral_tree where member_id = ${id}`,
  );
  if (!row) throw notFound("Участника нет в структуре");
}

/** The order of a node's children: the longest-standing first, as the index `(parent_id, joined_at)` reads. */
const childOrder = sql`order by t.joined_at, t.member_id`;

/**
 * Page `page` of the members `id` invited, with `id`'s own node and how many children it has; `around`
 * picks the page that holds that child instead (404 when it is not `id`'s child). 404 too when `id` has no
 * place in the structure.
 */
export async function childrenPage(
  deps: Deps,
  id: number,
  { page = 1, limit = structureChildrenPageSize, around }: { page?: number; limit?: number; around?: number },
): Promise<StructureChildren> {
  const [own] = await rowsOf<NodeRow & { children: number }>(
    deps.db,
    sql`select t.member_id, t.joined_at, ${ownCounts},
      (select count(*) from referral_tree c where c.parent_id = t.member_id)::int as children
      from referral_tree t ${ownCountsJoin} where t.member_id = ${id}`,
  );
  if (!own) throw notFound("Участника нет в структуре");
  let shown = page;
  if (around !== undefined) {
    // Its position among its siblings: those before it in the children's order, through the same index.
    const [child] = await rowsOf<{ position: number }>(
      deps.db,
      sql`select (select count(*) from referral_tree b where b.parent_id = c.parent_id
          and (b.joined_at, b.member_id) < (c.joined_at, c.member_id))::int as position
        from referral_tree c where c.member_id = ${around} and c.parent_id = ${id}`,
    );
    if (!child) throw notFound("Этот участник не приглашён тем, чью ветку открывают");
    shown = Math.floor(Number(child.position) / limit) + 1;
  }
  const rows = await rowsOf<NodeRow>(
    deps.db,
    sql`select t.member_id, t.joined_at, ${ownCounts} from referral_tree t ${ownCountsJoin} where t.parent_id = ${id}
      ${childOrder} limit ${limit} offset ${(shown - 1) * limit}`,
  );
  const [node, ...children] = await nodesOf(deps, [own, ...rows]);
  if (!node) throw notFound("Участника нет в структуре");
  return { node, count: Number(own.children), page: shown, rows: children };
}

/**
 * Members below `id` whose name holds `q`, the nearest levels first, then by name; each with the way down
 * from `id`. One range of the paths' index (everyone below `id`) crossed with the names' trigram index.
 */
export async function searchWithin(
  deps: Deps,
  id: number,
  q: string,
  limit = structureMatchesLimit,
): Promise<StructureMatch[]> {
  const [root] = await rowsOf<{ path: number[]; depth: number }>(
    deps.db,
    sql`select path, depth from referral_tree where member_id = ${id}`,
  );
  if (!root) return [];
  const path = root.path.map(Number);
  const upper = [...path.slice(0, -1), id + 1];
  const rows = await rowsOf<NodeRow & { path: number[]; depth: number }>(
    deps.db,
    sql`select t.member_id, t.joined_at, t.path, t.depth, ${ownCounts}
      from referral_tree t join users u on u.id = t.member_id ${ownCountsJoin}
      where t.path > ${sql.param(path)}::int[] and t.path < ${sql.param(upper)}::int[]
        and ${nameHolds(q)} and ${shownMember}
      order by t.depth, u.name, t.member_id limit ${limit}`,
  );
  const nodes = await nodesOf(deps, rows);
  return rows.flatMap((row, index) => {
    const node = nodes[index];
    // A card that vanished between the query and now (deleted this instant): not found after all.
    if (!node?.user) return [];
    return [{ node, level: Number(row.depth) - root.depth, path: row.path.map(Number).slice(root.depth) }];
  });
}
