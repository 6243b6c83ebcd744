import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { memberColumn, users } from "./accounts";
import { at } from "./columns";

// The member structure (issue 29): who invited whom, as a tree of confirmed members.

/**
 * A confirmed member's place in the referral tree. `path` is the ids from the root of their structure down
 * to themselves; `depth` is its length minus one. Why a materialized path (bench/structure.ts measured the
 * three candidates on 1 000 000 members): the members at level N under X are one range of the index
 * `(depth, path)` — an int[] compares element by element, so X's descendants are exactly the paths after
 * X's own and before X's with its last id plus one — and moving a subtree of 10 000 rewrites 10 000 rows,
 * where a closure table rewrites one row per (member, ancestor) pair and a recursive CTE over the parent
 * walks the whole structure for each count. The counts per level are kept in {@link referralCounts}.
 */
export const referralTree = pgTable(
  "referral_tree",
  {
    memberId: memberColumn("member_id").primaryKey(),
    /** The member above (who invited them, or whom an admin moved them under); null at a root. */
    parentId: integer("parent_id").references(() => users.id, { onDelete: "set null" }),
    path: integer("path").array().notNull(),
    depth: integer("depth").notNull(),
    /** When they joined the structure (confirmed their address): the leaderboards' period. */
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("referral_tree_level_idx").on(table.depth, table.path),
    // A whole structure (a move, a search within it): its paths are one range of this index.
    index("referral_tree_path_idx").on(table.path),
    index("referral_tree_parent_idx").on(table.parentId, table.joinedAt),
    index("referral_tree_joined_idx").on(table.joinedAt),
    check("referral_tree_depth", sql`${table.depth} = cardinality(${table.path}) - 1`),
  ],
);

/**
 * How many members each member has at each level of their structure (level 1: those they invited). Kept
 * in the same transaction as every change of {@link referralTree}, so a profile's counts are one short
 * index read however large the structure is; a level that empties keeps its row at 0.
 */
export const referralCounts = pgTable(
  "referral_counts",
  {
    memberId: memberColumn("member_id"),
    level: integer("level").notNull(),
    members: integer("members").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.level] }),
    // The all-time leaderboard: members by how many they invited (level 1).
    index("referral_counts_leaders_idx").on(table.level, table.members),
    check("referral_counts_level", sql`${table.level} >= 1`),
    check("referral_counts_members", sql`${table.members} >= 0`),
  ],
);

/**
 * Franchises an administrator granted (issue 29; the rules: src/api/endpoints/structure.ts). A revoked one
 * keeps its row — who granted it and when, who revoked it and when — and leaves every list.
 */
export const franchises = pgTable(
  "franchises",
  {
    id: serial("id").primaryKey(),
    holderId: memberColumn("holder_id"),
    name: text("name").notNull(),
    territory: text("territory").notNull(),
    territoryKind: text("territory_kind", { enum: ["city", "region"] }).notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    /** The administrator who granted it (null once their account is gone). */
    grantedBy: integer("granted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: at("revoked_at"),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    // A holder's franchises; the holders' lists group by it.
    index("franchises_holder_idx").on(table.holderId).where(sql`${table.revokedAt} is null`),
    // One holder per franchise and territory at a time, letter case aside: a second grant is a conflict.
    uniqueIndex("franchises_held_idx")
      .on(sql`lower(${table.name})`, sql`lower(${table.territory})`, table.territoryKind)
      .where(sql`${table.revokedAt} is null`),
    check("franchises_territory_kind", sql`${table.territoryKind} in ('city', 'region')`),
  ],
);
