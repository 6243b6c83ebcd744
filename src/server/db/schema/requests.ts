import { jsonb, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { memberColumn } from "./accounts";
import { createdAt } from "./columns";

// What the HTTP layer keeps: answers to retried writes (Idempotency-Key).

/**
 * Answers remembered per (member, `Idempotency-Key`), so a retried request is answered again rather
 * than done twice. `response` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: memberColumn("user_id"),
    key: text("key").notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    status: smallint("status"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
