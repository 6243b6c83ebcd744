import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// Mail and SMS as sent (ARCHITECTURE §1).

/** Mail and SMS that would have been sent: the log and the /dev page show them (ARCHITECTURE §1). */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["mail", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    links: jsonb("links").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [check("outbox_kind_check", sql`${table.kind} in ('mail', 'sms')`)],
);
