import { type SQL, sql } from "drizzle-orm";
import type { PublicUser } from "../../api/schema/user";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Accounts } from "./accounts";

// What every list of members shares (friends, subscribers, subscriptions, search): the members of an id
// subquery (a column `id`) who can be shown — live, with a confirmed address — by name, a page at a time.

/** The condition on `users u` that keeps deleted and unconfirmed accounts out of every list. */
export const shownMember = sql`u.deleted_at is null and u.email_verified_at is not null`;

/** How many members of `ids` can be shown. */
export async function countShown(db: Db, ids: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${ids} l join users u on u.id = l.id where ${shownMember}`,
  );
  return Number(row?.n ?? 0);
}

/** Page `page` of the members of `ids`, by name, with their cards from the accounts this process keeps. */
export async function membersPage(
  { db, accounts }: { db: Db; accounts: Accounts },
  ids: SQL,
  page: number,
  size: number,
): Promise<{ count: number; rows: PublicUser[] }> {
  const rows = await rowsOf<{ id: number; total: number }>(
    db,
    sql`select u.id, count(*) over ()::int as total from ${ids} l join users u on u.id = l.id
    where ${shownMember} order by u.name, u.id limit ${size} offset ${(page - 1) * size}`,
  );
  const cards = await Promise.all(rows.map((row) => accounts.publicUser(Number(row.id))));
  const count = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await countShown(db, ids);
  return { count, rows: cards.filter((card): card is PublicUser => card !== undefined) };
}
