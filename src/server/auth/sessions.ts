import { and, eq, gt, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { preparedPerDb } from "../db/prepared";
import { sessions, userRoles, users } from "../db/schema";
import type { LiveSession, Sessions } from "../http/caller";
import { sessionLifetimeSeconds } from "../http/session-cookie";
import { type AccountCache, createAccountCache } from "../realtime/account-cache";
import { hashSecret, newSecret } from "./secrets";

type Executor = Pick<Db, "insert" | "update" | "select">;

/** Opens a session for a member and returns its token (shown once: only its hash is stored). */
export async function openSession(db: Executor, userId: number): Promise<string> {
  const token = newSecret();
  await db.insert(sessions).values({
    userId,
    tokenHash: token.hash,
    expiresAt: new Date(Date.now() + sessionLifetimeSeconds * 1000),
  });
  return token.value;
}

/** A session's member and roles, when the session is live: not revoked, not expired, its account not deleted. */
function liveSession(db: Db, which: SQL) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      roleIds: sql<
        number[]
      >`coalesce(array_agg(${userRoles.roleId}) filter (where ${userRoles.roleId} is not null), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .where(
      and(
        which,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .groupBy(sessions.id, sessions.userId);
}

// Built and prepared once per database: the first runs on every authenticated request, the second on
// every session re-check of an open socket.
const sessionByToken = preparedPerDb((db) =>
  liveSession(db, eq(sessions.tokenHash, sql.placeholder("tokenHash"))).prepare("find_session"),
);
const sessionById = preparedPerDb((db) =>
  liveSession(db, eq(sessions.id, sql.placeholder("sessionId"))).prepare("live_session"),
);

function toLiveSession(
  row: { sessionId: number; userId: number; expiresAt: Date; roleIds: number[] } | undefined,
): LiveSession | undefined {
  if (!row) return undefined;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    expiresAt: row.expiresAt,
    roleIds: row.roleIds.map(Number),
  };
}

/**
 * The live session of a token's hash ({@link hashSecret}) with its member's roles, in one query.
 * Revoked, expired, deleted or unconfirmed → undefined. Requests read it through {@link createSessions}.
 */
export async function findSessionByHash(db: Db, tokenHash: string): Promise<LiveSession | undefined> {
  const [row] = await sessionByToken(db).execute({ tokenHash });
  return toLiveSession(row);
}

/** The same by session id: an open socket keeps its session's id, not its token. */
export async function findLiveSession(db: Db, sessionId: number): Promise<LiveSession | undefined> {
  const [row] = await sessionById(db).execute({ sessionId });
  return toLiveSession(row);
}

/** Ends one session (logout). */
export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a member, but `keep` (password reset, account deletion). */
export async function revokeUserSessions(db: Executor, userId: number, keep?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}

/**
 * The session lookup of infrastructure (the port `Sessions`, src/server/http/caller.ts): a token's session
 * through this process's cache (src/server/realtime/account-cache.ts), a socket's by id from the database.
 */
export function createSessions(
  db: Db,
  cache: AccountCache<LiveSession, never> = createAccountCache(),
): Sessions {
  return {
    byToken(token) {
      const tokenHash = hashSecret(token);
      return cache.session(tokenHash, () => findSessionByHash(db, tokenHash));
    },
    byId: (sessionId) => findLiveSession(db, sessionId),
    forget: (userId) => cache.forget(userId),
    clear: () => cache.clear(),
  };
}
