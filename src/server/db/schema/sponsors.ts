import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { memberColumn, users } from "./accounts";

// Sponsors and the auto-sponsor queue (issue 30): who looks after each newcomer.

/**
 * One sponsor looking after one ward, from `started_at` until it ends (`ended_at`, who ended it and why).
 * The history is kept: a ward has at most one active row (the partial unique index — the database, not
 * only the code, refuses a second sponsor), and any number of ended ones.
 */
export const sponsorships = pgTable(
  "sponsorships",
  {
    id: serial("id").primaryKey(),
    sponsorId: memberColumn("sponsor_id"),
    wardId: memberColumn("ward_id"),
    /** `link`: the ward registered through the sponsor's link; `queue`: the auto-sponsor queue gave them. */
    source: text("source").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Who ended it (the ward, the sponsor, an admin); null while active and when an account's deletion did. */
    endedBy: integer("ended_by").references(() => users.id, { onDelete: "set null" }),
    /** `ward`, `sponsor`, `admin`, `deleted`; null while active. */
    endReason: text("end_reason"),
  },
  (table) => [
    uniqueIndex("sponsorships_active_ward_idx").on(table.wardId).where(sql`${table.endedAt} is null`),
    // A sponsor's wards at once (the queue's limit, their ward list, the leaders).
    index("sponsorships_active_sponsor_idx").on(table.sponsorId).where(sql`${table.endedAt} is null`),
    // A sponsor's wards per day (the queue's other limit) and their newest.
    index("sponsorships_sponsor_started_idx").on(table.sponsorId, table.startedAt),
    index("sponsorships_ward_idx").on(table.wardId, table.startedAt),
    index("sponsorships_started_idx").on(table.startedAt),
    check("sponsorships_source", sql`${table.source} in ('link', 'queue')`),
    check(
      "sponsorships_end",
      sql`(${table.endedAt} is null and ${table.endReason} is null and ${table.endedBy} is null)
        or (${table.endedAt} is not null and ${table.endReason} in ('ward', 'sponsor', 'admin', 'deleted'))`,
    ),
    check("sponsorships_not_self", sql`${table.sponsorId} <> ${table.wardId}`),
  ],
);

/**
 * A sponsor in the auto-sponsor queue: their limits (wards at once, new wards in the last 24 hours), their
 * weight and switch. `pass` is the queue's stride-scheduling state: the sponsor with the lowest pass among
 * those with room is next, and each ward given adds `stride / weight` to it — so, while everyone has room,
 * each sponsor's share of newcomers is their weight's share of the weights.
 */
export const autoSponsors = pgTable(
  "auto_sponsors",
  {
    memberId: memberColumn("member_id").primaryKey(),
    maxActive: integer("max_active").notNull(),
    maxPerDay: integer("max_per_day").notNull(),
    weight: integer("weight").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    pass: bigint("pass", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("auto_sponsors_max_active", sql`${table.maxActive} between 0 and 1000`),
    check("auto_sponsors_max_per_day", sql`${table.maxPerDay} between 0 and 1000`),
    check("auto_sponsors_weight", sql`${table.weight} between 1 and 100`),
  ],
);

/**
 * Members waiting for a sponsor from the queue, oldest first (`since`). Explicit, not derived from «no
 * active sponsorship»: members from before the queue existed, and anyone who never confirmed, asked for
 * nobody and must not be handed a sponsor when one frees.
 */
export const sponsorWaitlist = pgTable(
  "sponsor_waitlist",
  {
    memberId: memberColumn("member_id").primaryKey(),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sponsor_waitlist_since_idx").on(table.since, table.memberId)],
);
