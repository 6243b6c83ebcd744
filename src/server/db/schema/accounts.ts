import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, createdAt, partOf } from "./columns";

// Members and their ways in: accounts, roles, sessions, mailed link codes, SMS codes.

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    // Null once the account is deleted: the address is free to register again.
    email: text("email").unique(),
    // Until it is confirmed the account cannot log in; a new registration of the address may replace it.
    emailVerifiedAt: at("email_verified_at"),
    // Confirmed by SMS (PUT /api/users/verify/phone/sms); null until then.
    phone: text("phone"),
    phoneVerifiedAt: at("phone_verified_at"),
    passwordHash: text("password_hash"),
    avatar: text("avatar"),
    /** The member's own code for `?ref=` links. */
    referralCode: text("referral_code").notNull().unique(),
    /** Who invited them (the `ref` of registration); the referral pages come later. */
    referrerId: integer("referrer_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    // Soft delete: messages and referrals keep pointing at the row; reads skip it.
    deletedAt: at("deleted_at"),
    // When a socket of theirs was last heard (src/server/users/presence.ts): online, or «был(а) в сети».
    lastSeenAt: at("last_seen_at"),
    // The profile's own words (issue 14): shown on the card; empty when not told.
    about: text("about").notNull().default(""),
    city: text("city").notNull().default(""),
    birthday: date("birthday", { mode: "string" }),
    /** Topics the member cares about, in their order (the profile's «Интересы»). */
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    // Privacy (src/api/schema/settings.ts Privacy): who may write to them, who sees their friends.
    writePrivacy: text("write_privacy", { enum: ["everyone", "friends", "nobody"] })
      .notNull()
      .default("everyone"),
    friendsPrivacy: text("friends_privacy", { enum: ["everyone", "friends", "nobody"] })
      .notNull()
      .default("everyone"),
    /** A new address asked for and not yet confirmed from its own mailbox (the `change_email` link). */
    pendingEmail: text("pending_email"),
  },
  (table) => [
    index("users_referrer_id_idx").on(table.referrerId),
    // Who is online now (the admin's figures) without reading every member.
    index("users_last_seen_at_idx").on(table.lastSeenAt),
    // One live account per confirmed phone, whatever races the code paths lose.
    uniqueIndex("users_confirmed_phone_idx")
      .on(table.phone)
      .where(sql`${table.phoneVerifiedAt} is not null and ${table.deletedAt} is null`),
  ],
);

/** A member the row belongs to or speaks of: required, and gone with the member's account. */
export const memberColumn = (name: string) => partOf(name, () => users.id);

/**
 * Login sessions. The token itself is never stored, only its SHA-256 (ARCHITECTURE §9): a copy of the
 * table lets nobody log in. Revoked by logout, password reset and account deletion.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: memberColumn("user_id"),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/**
 * Single-use codes of mailed links: e-mail verification (24 h), password reset and the confirmation of a
 * new address (24 h). Stored hashed.
 */
export const linkCodes = pgTable(
  "link_codes",
  {
    id: serial("id").primaryKey(),
    userId: memberColumn("user_id"),
    purpose: text("purpose", { enum: ["verify_email", "reset_password", "change_email"] }).notNull(),
    codeHash: text("code_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [
    index("link_codes_user_id_idx").on(table.userId),
    check(
      "link_codes_purpose_check",
      sql`${table.purpose} in ('verify_email', 'reset_password', 'change_email')`,
    ),
  ],
);

/** SMS codes that confirm a phone: short-lived, a few attempts each. */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: serial("id").primaryKey(),
    userId: memberColumn("user_id"),
    phone: text("phone").notNull(),
    code: text("code").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [index("phone_codes_user_id_idx").on(table.userId)],
);

/** Ids are fixed (see RoleId in src/api/schema/user.ts), hence no serial. */
export const roles = pgTable("roles", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    userId: memberColumn("user_id"),
    roleId: partOf("role_id", () => roles.id),
  },
  // The primary key serves "roles of a user"; the index serves "users with a role" (admin lists).
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index("user_roles_role_id_idx").on(table.roleId),
  ],
);
