import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  // Nullable until registration (a later issue) decides how members without email sign in.
  email: text("email").unique(),
  phone: text("phone"),
  passwordHash: text("password_hash"),
  avatar: text("avatar"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  // Soft delete: messages and referrals keep pointing at the row; reads skip it.
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
});

/** Ids are fixed (see RoleId in src/api/schema/user.ts), hence no serial. */
export const roles = pgTable("roles", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  // The primary key serves "roles of a user"; the index serves "users with a role" (admin lists).
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index("user_roles_role_id_idx").on(table.roleId),
  ],
);

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
