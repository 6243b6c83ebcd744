import { type AnyPgColumn, integer, text, timestamp } from "drizzle-orm/pg-core";

/** A row's creation time, set by the database. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A time column with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A row that belongs to another (`target`): required, and deleted with it. */
export const partOf = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: "cascade" });

/**
 * A file kept in the upload folder: the name it came with, its type (detected from its content), size and
 * where it is stored (unique: each row owns its file, which goes when the row goes).
 */
export const storedFileColumns = () => ({
  name: text("name").notNull(),
  mime: text("mime").notNull(),
  size: integer("size").notNull(),
  storedPath: text("stored_path").notNull().unique(),
  createdAt: createdAt(),
});
