import { and, asc, count, ilike, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { ChatCandidate } from "../../api/schema/chat";
import type { Db } from "../db/connect";
import { users } from "../db/schema";
import { writeClosedSql } from "../friends";
import { chatUserOf } from "./message-view";

/** `%` and `_` match anything in LIKE: a search for "50%" means those characters themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Members whose name contains `query` (any case), to start a chat with: confirmed, not deleted, not the
 * caller; by name, each with `accepts` when their privacy leaves the caller out. A page of `size`, and how
 * many match.
 */
export async function searchChatUsers(
  db: Db,
  callerId: number,
  query: string,
  page: number,
  size: number,
): Promise<{ count: number; rows: ChatCandidate[] }> {
  const text = query.trim();
  const where = and(
    isNull(users.deletedAt),
    isNotNull(users.emailVerifiedAt),
    ne(users.id, callerId),
    text === "" ? undefined : ilike(users.name, `%${likeEscaped(text)}%`),
  );
  const rows = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, accepts: writeClosedSql(callerId) })
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ count: count() }).from(users).where(where);
  const candidates = rows.map((row) => ({
    ...chatUserOf(row.id, row.name, row.avatar),
    ...(row.accepts ? { accepts: row.accepts } : {}),
  }));
  return { count: total?.count ?? 0, rows: candidates };
}
