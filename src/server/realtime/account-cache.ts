/**
 * Live sessions and accounts, kept in this process for a few seconds: the session lookup runs on every
 * authenticated request and the account behind it on every page load (checktoken) and every card, and
 * both change rarely (ARCHITECTURE §8).
 *
 * Correctness does not rest on the time limit. Whatever ends a session or changes an account calls
 * `Realtime.sessionsEnded` or `Realtime.accountChanged` after committing, which reaches {@link forget} in
 * every process (through Redis when scaled out) before the caller's answer is sent in its own: a logout
 * is a 401 at once. The time limit only bounds what nobody announced (an edit made in SQL by hand) and
 * an announcement lost with a dropped Redis connection (the bus clears every entry when it is back).
 * Only what is live is kept: an unknown token, an expired session, an unconfirmed or deleted account is
 * asked of the database every time.
 */
export interface AccountCache<Session, Account> {
  /** The live session of a token hash: from here when known, else `load`ed (and kept when live). */
  session(tokenHash: string, load: () => Promise<Session | undefined>): Promise<Session | undefined>;
  /** A live account by id, the same way. */
  account(userId: number, load: () => Promise<Account | undefined>): Promise<Account | undefined>;
  /** The member's sessions or account changed: their entries are dropped. */
  forget(userId: number): void;
  /** Announcements may have been missed: every entry is dropped. */
  clear(): void;
}

export interface CacheOptions {
  /** How long an entry is used without asking the database again. */
  readonly ttlMs?: number;
  /** Entries per table; the oldest go first. */
  readonly maxEntries?: number;
  readonly now?: () => number;
}

/** What the cache must know of a session: whose it is and when it expires by itself. */
interface SessionShape {
  readonly userId: number;
  readonly expiresAt: Date;
}

interface Entry<T> {
  readonly value: T;
  readonly until: number;
}

export const accountCacheTtlMs = 5_000;

export function createAccountCache<Session extends SessionShape, Account>({
  ttlMs = accountCacheTtlMs,
  maxEntries = 10_000,
  now = Date.now,
}: CacheOptions = {}): AccountCache<Session, Account> {
  const sessions = new Map<string, Entry<Session>>();
  const accounts = new Map<number, Entry<Account>>();
  // Bumped by every forget/clear: a lookup that started before one may have read what it dropped, so
  // its result is used but not kept.
  let generation = 0;

  function keep<K, T>(table: Map<K, Entry<T>>, key: K, value: T, until: number): void {
    if (table.size >= maxEntries) {
      const oldest = table.keys().next();
      if (!oldest.done) table.delete(oldest.value);
    }
    table.set(key, { value, until });
  }

  async function read<K, T>(
    table: Map<K, Entry<T>>,
    key: K,
    load: () => Promise<T | undefined>,
    untilOf: (value: T) => number,
  ): Promise<T | undefined> {
    const entry = table.get(key);
    if (entry && entry.until > now()) return entry.value;
    if (entry) table.delete(key);
    const started = generation;
    const value = await load();
    if (value !== undefined && started === generation) keep(table, key, value, untilOf(value));
    return value;
  }

  return {
    session: (tokenHash, load) =>
      // Never past the session's own expiry: an expired token is refused to the millisecond.
      read(sessions, tokenHash, load, (session) => Math.min(now() + ttlMs, session.expiresAt.getTime())),
    account: (userId, load) => read(accounts, userId, load, () => now() + ttlMs),
    forget(userId) {
      generation += 1;
      accounts.delete(userId);
      for (const [hash, entry] of sessions) if (entry.value.userId === userId) sessions.delete(hash);
    },
    clear() {
      generation += 1;
      sessions.clear();
      accounts.clear();
    },
  };
}
