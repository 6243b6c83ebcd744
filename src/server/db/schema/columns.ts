import { timestamp } from "drizzle-orm/pg-core";

/** A row's creation time, set by the database. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A time column with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
