import type { Db } from "../db/connect";
import { createMemberCache, fedTogether } from "../realtime/member-cache";
import type { EventFedCache } from "../realtime/realtime";
import { type Counts, readCounts } from "./counters";
import type { NotificationRow } from "./view";

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
 * The members' kept counts (notification_counters) and first pages, held in this process until the
 * member's next event (src/server/realtime/member-cache.ts): the bell asks on every page load, the
 * notifications pages and the bell's dropdown on every visit. Every change of a member's notifications
 * publishes an event to them in its own transaction. Actors' cards are not kept here: they come from
 * the accounts' cache, which their own changes keep current.
 */
export function createNotificationCounts(db: Db): NotificationCounts {
  const counts = createMemberCache<Counts>({ keysPerMember: 1 });
  // Pages by their query (`unread:reaction:1:10`): filters × types × the first pages.
  const pages = createMemberCache<ReadonlyArray<NotificationRow>>({ keysPerMember: 16 });
  return {
    ...fedTogether([counts, pages]),
    read: (userId) => counts.get(userId, "counts", () => readCounts(db, userId)),
    pageRows: (userId, key, load) => pages.get(userId, key, load),
  };
}
