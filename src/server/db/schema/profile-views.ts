import { date, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { memberColumn } from "./accounts";

// Profile views: who looked at whose profile, one row per viewer a day.

/** A member's profile viewed by another on a day (spec §7 `create/view`): the views counter counts rows. */
export const profileViews = pgTable(
  "profile_views",
  {
    userId: memberColumn("user_id"),
    viewerId: memberColumn("viewer_id"),
    day: date("day").notNull().defaultNow(),
  },
  // The key counts each viewer once a day and serves the count of a member's views.
  (table) => [primaryKey({ columns: [table.userId, table.day, table.viewerId] })],
);
