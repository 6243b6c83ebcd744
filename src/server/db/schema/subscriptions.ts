import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { memberColumn } from "./accounts";
import { createdAt } from "./columns";

// Subscriptions: who follows whom of their own accord.

/**
 * A member following another (issue 14). Subscribers of a member are these rows' followers and, from the
 * friendships, whoever asked them and is not (yet, or any longer) their friend (spec §4 Friendship).
 */
export const follows = pgTable(
  "follows",
  {
    followerId: memberColumn("follower_id"),
    userId: memberColumn("user_id"),
    createdAt: createdAt(),
  },
  // The primary key serves "whom does X follow"; the index "who follows X".
  (table) => [
    primaryKey({ columns: [table.followerId, table.userId] }),
    index("follows_user_id_idx").on(table.userId, table.followerId),
    check("follows_not_self", sql`${table.followerId} <> ${table.userId}`),
  ],
);
