import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { memberColumn } from "./accounts";
import { createdAt } from "./columns";

/**
 * What a member bookmarked (issue 14, «Избранное»): members and messages now, publications when they land.
 * `target_id` names a row of the kind's table, without a foreign key (one column serves every kind):
 * reads join the target and skip what is gone, or no longer the member's to see.
 */
export const favorites = pgTable(
  "favorites",
  {
    id: serial("id").primaryKey(),
    userId: memberColumn("user_id"),
    kind: text("kind", { enum: ["member", "message"] }).notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("favorites_user_kind_target_idx").on(table.userId, table.kind, table.targetId),
    // The favorites page: newest first (ids grow with time).
    index("favorites_user_id_idx").on(table.userId, table.id.desc()),
    check("favorites_kind_check", sql`${table.kind} in ('member', 'message')`),
  ],
);
