import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { memberColumn, users } from "./accounts";
import { createdAt } from "./columns";

// The durable real-time core: each member's numbered events and the bus between processes.

/**
 * Each member's position in their event log: the seq of their last event. Incremented in the transaction
 * that appends events (src/server/realtime/event-log.ts); its row lock orders the publishers of one member,
 * so seqs are gap-free and commit in seq order.
 */
export const userEventSeqs = pgTable("user_event_seqs", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  seq: bigint("seq", { mode: "number" }).notNull(),
});

/**
 * The event log (ARCHITECTURE §3, §5): what each member's socket delivers, replayable by seq until the
 * retention (`EVENT_RETENTION_DAYS`) deletes it.
 */
export const userEvents = pgTable(
  "user_events",
  {
    userId: memberColumn("user_id"),
    seq: bigint("seq", { mode: "number" }).notNull(),
    type: text("type").notNull(),
    action: text("action"),
    payload: jsonb("payload").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.seq] }),
    // The retention deletes by age.
    index("user_events_created_at_idx").on(table.createdAt),
  ],
);

/**
 * One row: the Redis channel of this database's event bus. Made at random on first use, so that
 * processes sharing this database share the channel, and nothing else (another deployment, another test
 * database) hears it even on the same Redis.
 */
export const eventBus = pgTable(
  "event_bus",
  {
    id: smallint("id").primaryKey().default(1),
    channel: text("channel").notNull().default(sql`gen_random_uuid()::text`),
  },
  (table) => [check("event_bus_single_row", sql`${table.id} = 1`)],
);
