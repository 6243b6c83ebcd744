import { type SQL, sql } from "drizzle-orm";
import type { PublicUser } from "../../api/schema/user";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Accounts } from "../http/accounts";

// What every list of members shares (friends, subscribers, subscriptions, search): the members who can be
// shown — live, with a confirmed address — by name, a page at a time, as the accounts' cards.

type Deps = { readonly db: Db; readonly accounts: Accounts };
type Page = { count: number; rows: PublicUser[] };

/** The condition on `users u` that keeps deleted and unconfirmed accounts out of every list. */
export const shownMember = sql`u.deleted_at is null and u.email_verified_at is not null`;

/** `text` as a `like` pattern that finds it anywhere: its own `%`, `_` and `\` match only themselves. */
export const anywhere = (text: string) =>
  `%${text
    .toLowerCase()
    .replaceAll("ё", "е")
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `users u` whose name holds `text`, case and «ё»/«е» alike. The same expression is indexed (trigrams,
 * migration 0011), so `like '%…%'` on it is an index scan even over 100 000 members.
 */
export const nameHolds = (text: string) => sql`lower(translate(u.name, 'ёЁ', 'еЕ')) like ${anywhere(text)}`;

/** How many members of `ids` (a subquery, column `id`) can be shown. */
export async function countShown(db: Db, ids: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${ids} l join users u on u.id = l.id where ${shownMember}`,
  );
  return Number(row?.n ?? 0);
}

/** The page's rows as cards from the accounts this process keeps, with the total the first row carries. */
async function cardsOf(
  { accounts }: Deps,
  rows: ReadonlyArray<{ id: number; total: number }>,
  countApart: () => Promise<number>,
): Promise<Page> {
  const cards = await Promise.all(rows.map((row) => accounts.publicUser(Number(row.id))));
  // A page past the end has no row to carry the total: counted apart (rare).
  const count = rows[0] ? Number(rows[0].total) : await countApart();
  return { count, rows: cards.filter((card): card is PublicUser => card !== undefined) };
}

const pageOf = (page: number, size: number) =>
  sql`order by u.name, u.id limit ${size} offset ${(page - 1) * size}`;

/** Page `page` of the members of `ids` (a subquery, column `id`): friends, subscribers, subscriptions. */
export async function membersPage(deps: Deps, ids: SQL, page: number, size: number): Promise<Page> {
  const rows = await rowsOf<{ id: number; total: number }>(
    deps.db,
    sql`select u.id, count(*) over ()::int as total from ${ids} l join users u on u.id = l.id
    where ${shownMember} ${pageOf(page, size)}`,
  );
  return cardsOf(deps, rows, async () => (page === 1 ? 0 : countShown(deps.db, ids)));
}

/**
 * Page `page` of the members `users u` rows match `where` for (a search). `byIndex`: the condition has an
 * index the planner underrates — the trigram index of names, whose bitmap scan it prices above a scan of
 * every row, which is ten times slower (58 ms against 6 ms over 100 000 members) — so this query may not
 * scan the table.
 */
export async function membersWhere(
  deps: Deps,
  where: SQL,
  page: number,
  size: number,
  { byIndex = false } = {},
): Promise<Page> {
  const query = sql`select u.id, count(*) over ()::int as total from users u
    where ${where} and ${shownMember} ${pageOf(page, size)}`;
  const rows = byIndex
    ? await deps.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<{ id: number; total: number }>(tx, query);
      })
    : await rowsOf<{ id: number; total: number }>(deps.db, query);
  return cardsOf(deps, rows, async () => {
    if (page === 1) return 0;
    const [row] = await rowsOf<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from users u where ${where} and ${shownMember}`,
    );
    return Number(row?.n ?? 0);
  });
}
