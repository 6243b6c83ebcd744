import { type SQL, sql } from "drizzle-orm";

/**
 * Whether publication `p` (an alias of `publications`) is live: published, or scheduled and its time has
 * come. A scheduled publication is live from its time on whether or not the schedule (./schedule.ts, which
 * tells its readers) has run yet, so feeds and pages agree on the second it goes live, whichever process
 * answers. A published one's
 * `published_at` is the moment it was published, never ahead, so one condition says both; it is the
 * feed indexes' own (migration 0015): a feed page is a range of an index, and its count reads the index.
 */
export const isLive = (p: SQL = sql`p`) =>
  sql`(${p}.status in ('published', 'scheduled') and ${p}.published_at <= now())`;

/** The statuses the feed indexes cover (migration 0015): a live publication has one of them. */
export const liveStatuses = ["published", "scheduled"] as const;
