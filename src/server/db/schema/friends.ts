import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { memberColumn } from "./accounts";
import { at, createdAt } from "./columns";

// Friendships: one row per pair of members.

/**
 * Friendships (spec §3, §4 Friendship), one row per pair of members (`low_id` < `high_id`), so that two
 * opposite requests at once meet on one primary key. `requester_id` asked; `status`:
 * - `requested` — waiting for the other's answer (their incoming request);
 * - `rejected` — refused, or the friendship ended by the other: the requester stays subscribed to them
 *   (FriendState `subscribed`, «Вы подписаны»); the other sees nothing (and may still accept);
 * - `accepted` — friends.
 * No row: no relation (a withdrawn request deletes it).
 */
export const friendships = pgTable(
  "friendships",
  {
    lowId: memberColumn("low_id"),
    highId: memberColumn("high_id"),
    requesterId: integer("requester_id").notNull(),
    status: text("status").notNull(),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  // The primary key serves the pairs of the lower member; the index those of the higher.
  (table) => [
    primaryKey({ columns: [table.lowId, table.highId] }),
    index("friendships_high_id_idx").on(table.highId, table.lowId),
    check("friendships_pair_ordered", sql`${table.lowId} < ${table.highId}`),
    check("friendships_status", sql`${table.status} in ('requested', 'rejected', 'accepted')`),
    check("friendships_requester", sql`${table.requesterId} in (${table.lowId}, ${table.highId})`),
  ],
);
