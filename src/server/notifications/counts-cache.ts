import { createAccountCache } from "../auth/account-cache";
import type { Db } from "../db/connect";
import type { EventFedCache } from "../realtime/realtime";
import { type Counts, readCounts } from "./counters";
import type { NotificationRow } from "./view";

/** Pages kept per member at most (filters × types × the first pages); the oldest go first. */
const pagesPerMember = 16;

/** What this process keeps of one member's notifications. */
interface Kept {
  readonly counts: Counts;
  /** Rows of pages by their query (`unread:reaction:1:10`), without the actors' cards. */
  readonly pages: Map<string, ReadonlyArray<NotificationRow>>;
}

/** A member's notification counts and pages as the bell and the pages read them. */
export interface NotificationCounts extends EventFedCache {
  read(userId: number): Promise<Counts>;
  /** The rows of one page: kept ones, or `load`ed (and kept while nothing changed meanwhile). */
  pageRows(
    userId: number,
    key: string,
    load: () => Promise<ReadonlyArray<NotificationRow>>,
  ): Promise<ReadonlyArray<NotificationRow>>;
}

/**
 * The members' kept counts (notification_counters) and first pages, held in this process for a few
 * seconds: the bell asks on every page load, the notifications pages and the bell's dropdown on every
 * visit. Every change of a member's notifications publishes an event to them in its own transaction,
 * and every committed event reaches every process through the bus (Redis when scaled out): any event of
 * a member drops what is kept of them, before the answer to the change is sent. The time limit and the
 * generation rule are those of the accounts' cache (src/server/auth/account-cache.ts), whose table of
 * accounts this uses. A page read while an event drops its member's entry is stored in the dropped
 * entry, never seen again. Actors' cards are not kept here: they come from the accounts' cache, which
 * their own changes keep current.
 */
export function createNotificationCounts(db: Db): NotificationCounts {
  const cache = createAccountCache<never, Kept>();
  const load = async (userId: number): Promise<Kept> => ({
    counts: await readCounts(db, userId),
    pages: new Map(),
  });
  const kept = async (userId: number): Promise<Kept> =>
    (await cache.account(userId, () => load(userId))) ?? load(userId);
  return {
    read: async (userId) => (await kept(userId)).counts,
    async pageRows(userId, key, loadRows) {
      const { pages } = await kept(userId);
      const known = pages.get(key);
      if (known) return known;
      const rows = await loadRows();
      const oldest = pages.keys().next();
      if (pages.size >= pagesPerMember && !oldest.done) pages.delete(oldest.value);
      pages.set(key, rows);
      return rows;
    },
    eventsCommitted(events) {
      for (const userId of new Set(events.map((event) => event.userId))) cache.forget(userId);
    },
    clear: () => cache.clear(),
  };
}
