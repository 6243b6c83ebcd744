import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { memberColumn, users } from "./accounts";
import { at, createdAt, partOf } from "./columns";
import { chats } from "./messenger";

// Teams and divisions (issue 29): named groups of members with a leader and a chat, grouped by admins.

/** Divisions: an admin's groups of teams. */
export const divisions = pgTable("divisions", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

/**
 * Teams. `code` is the team link's (`/teams/{id}?join=<code>`); `chat_id` its group chat, which follows its
 * membership; `division_id` the one division it is in, if any. `avatar` null: the initials of its name.
 */
export const teams = pgTable(
  "teams",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    leaderId: integer("leader_id").references(() => users.id, { onDelete: "set null" }),
    avatar: text("avatar"),
    chatId: integer("chat_id").references(() => chats.id, { onDelete: "set null" }),
    divisionId: integer("division_id").references(() => divisions.id, { onDelete: "set null" }),
    code: text("code").notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index("teams_division_idx").on(table.divisionId),
    index("teams_created_idx").on(table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * Who is and was in a team: one row per stay, `left_at` set when it ends (leaving, removed). The stays are
 * kept because `teamsReferrals` counts whom a member invited *while in* the team. At most one open stay
 * per member and team (the partial unique index), so joins that race make one membership.
 */
export const teamMembers = pgTable(
  "team_members",
  {
    id: serial("id").primaryKey(),
    teamId: partOf("team_id", () => teams.id),
    memberId: memberColumn("member_id"),
    joinedAt: at("joined_at").notNull().defaultNow(),
    leftAt: at("left_at"),
  },
  (table) => [
    uniqueIndex("team_members_open_idx").on(table.teamId, table.memberId).where(sql`${table.leftAt} is null`),
    // A member's teams (their profile) and their stays (the referrals made in them).
    index("team_members_member_idx").on(table.memberId, table.joinedAt),
  ],
);

/** Invitations not answered yet: one per team and member; answering removes it. */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    teamId: partOf("team_id", () => teams.id),
    memberId: memberColumn("member_id"),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.memberId] }),
    index("team_invitations_member_idx").on(table.memberId, table.createdAt),
  ],
);
