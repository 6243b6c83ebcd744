import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Profile } from "../../api/schema/profile";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import { users } from "../db/schema";
import type { Presence } from "../realtime/commands";

/**
 * How long after a member's socket was last heard they count as online: a socket pings every 15 s and a
 * process writes at most once a minute per member ({@link writeEveryMs}), so a member with a page open is
 * always within it; one who has closed it stops being online at most this long after.
 */
export const onlineWindowSeconds = 90;
const writeEveryMs = 60_000;

/** A member is online when their `last_seen_at` is this recent (SQL on `users u`). */
export const isOnline = sql`u.last_seen_at > now() - make_interval(secs => ${onlineWindowSeconds})`;

/**
 * When members were last seen, as their sockets tell this process (the socket route's port `Presence`):
 * a socket that opens or pings is written at most once a minute per member, one that closes at once.
 * A stop waits for these writes ({@link Presence.settled}) before the database closes.
 */
export function createPresence(db: Db, log: FastifyBaseLogger): Presence {
  const written = new Map<number, number>();
  const pending = new Set<Promise<void>>();
  const write = (userId: number) => {
    written.set(userId, Date.now());
    const writing = db
      .update(users)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(users.id, userId))
      .then(
        () => {},
        (error: unknown) => log.warn({ err: error, userId }, "Не удалось отметить, что участник в сети"),
      )
      .finally(() => pending.delete(writing));
    pending.add(writing);
  };
  return {
    seen(userId) {
      if (Date.now() - (written.get(userId) ?? 0) >= writeEveryMs) write(userId);
    },
    left(userId) {
      write(userId);
      written.delete(userId);
    },
    async settled() {
      await Promise.all(pending);
    },
  };
}

/** Whether member `id` is online, and when they were last seen (a profile's `presence`). */
export async function presenceOf(db: Db, id: number): Promise<Profile["presence"]> {
  const [row] = await rowsOf<{ online: boolean | null; last_seen_at: Date | string | null }>(
    db,
    sql`select u.last_seen_at, ${isOnline} as online from users u where u.id = ${id}`,
  );
  const seen = row?.last_seen_at;
  return {
    online: row?.online === true,
    lastSeenAt: seen === null || seen === undefined ? null : new Date(seen).toISOString(),
  };
}

/** The admin area's figures: live confirmed members, online now, joined in the last 7 days. */
export async function communityFigures(
  db: Db,
): Promise<{ members: number; online: number; newThisWeek: number }> {
  const [row] = await rowsOf<{ members: number; online: number; fresh: number }>(
    db,
    sql`select count(*)::int as members,
      count(*) filter (where ${isOnline})::int as online,
      count(*) filter (where u.created_at > now() - interval '7 days')::int as fresh
    from users u where u.deleted_at is null and u.email_verified_at is not null`,
  );
  return {
    members: Number(row?.members ?? 0),
    online: Number(row?.online ?? 0),
    newThisWeek: Number(row?.fresh ?? 0),
  };
}
