import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { memberColumn } from "./accounts";
import { at, createdAt } from "./columns";

// Members' page backgrounds.

/**
 * A member's page backgrounds (spec §3 "Background setting entry"): type 0 an image URL, 1 a colour
 * `#rrggbb`; at most one active per member, which the client applies.
 */
export const backgrounds = pgTable(
  "backgrounds",
  {
    id: serial("id").primaryKey(),
    userId: memberColumn("user_id"),
    type: smallint("type").notNull(),
    background: text("background").notNull(),
    active: boolean("active").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("backgrounds_user_id_idx").on(table.userId),
    uniqueIndex("backgrounds_one_active_idx").on(table.userId).where(sql`${table.active}`),
    check("backgrounds_type_check", sql`${table.type} in (0, 1)`),
  ],
);
