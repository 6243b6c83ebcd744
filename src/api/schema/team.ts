import { Schema } from "effect";
import { Id, IsoDateTime, Paged, ShownName } from "./common";
import { TeamCode } from "./team-code";
import { PublicUser } from "./user";

/** A team's or a division's name: 2–60 characters after trimming, without bidirectional controls. */
export const TeamName = ShownName.check(
  Schema.isMinLength(2, { message: "Название — не короче 2 символов" }),
  Schema.isMaxLength(60, { message: "Название — не длиннее 60 символов" }),
);

export { TeamCode };

/** A division as a team names it. */
export const DivisionRef = Schema.Struct({ id: Id, name: Schema.String });
export type DivisionRef = typeof DivisionRef.Type;

/**
 * A team as lists show it: its name, its picture (`avatar` null: the app draws the name's initials on a
 * colour), its leader (null once the leader's account is deleted), how many members, its division.
 */
export const TeamCard = Schema.Struct({
  id: Id,
  name: Schema.String,
  avatar: Schema.NullOr(Schema.String),
  leader: Schema.NullOr(PublicUser),
  members: Schema.Int,
  division: Schema.NullOr(DivisionRef),
  createdAt: IsoDateTime,
});
export type TeamCard = typeof TeamCard.Type;

/** A member of a team: their card, since when, whether they lead it, whom they invited to МИР while in it. */
export const TeamMember = Schema.Struct({
  user: PublicUser,
  joinedAt: IsoDateTime,
  leader: Schema.Boolean,
  /** Members who joined МИР through their link while they were in this team. */
  referrals: Schema.Int,
});
export type TeamMember = typeof TeamMember.Type;

/** A team's figures. */
export const TeamCounters = Schema.Struct({
  members: Schema.Int,
  /** `teamsReferrals` (spec §3): the members its members invited to МИР while they were in it. */
  referrals: Schema.Int,
  /** Invitations sent and not answered yet. */
  invitations: Schema.Int,
});
export type TeamCounters = typeof TeamCounters.Type;

/** Where the caller stands in a team. */
export const TeamStanding = Schema.Literals(["leader", "member", "invited", "none"]);
export type TeamStanding = typeof TeamStanding.Type;

/**
 * A team's page (`GET /api/users/team/{id}`): the card, one page of its members (the leader first, then
 * by when they joined), its counters, and what the caller may do there. `code` (the team link) and `chatId`
 * (its chat in the messenger) are its members' only: null for anyone else.
 */
export const Team = Schema.Struct({
  ...TeamCard.fields,
  counters: TeamCounters,
  memberList: Paged(TeamMember),
  standing: TeamStanding,
  code: Schema.NullOr(TeamCode),
  chatId: Schema.NullOr(Id),
});
export type Team = typeof Team.Type;

/** An invitation the member has not answered: the team, who invited them, when. */
export const TeamInvitation = Schema.Struct({
  team: TeamCard,
  invitedBy: Schema.NullOr(PublicUser),
  createdAt: IsoDateTime,
});
export type TeamInvitation = typeof TeamInvitation.Type;

/** A team of a member as their profile lists it: the card, and since when they are in it. */
export const MemberTeam = Schema.Struct({ team: TeamCard, joinedAt: IsoDateTime, leader: Schema.Boolean });
export type MemberTeam = typeof MemberTeam.Type;

/**
 * A member's teams (`GET /api/users/profile/{id}/teams`): the teams they are in, newest joined first, and —
 * for the member themselves only — the invitations waiting for their answer (empty for anyone else).
 */
export const MemberTeams = Schema.Struct({
  count: Schema.Int,
  rows: Schema.Array(MemberTeam),
  invitations: Schema.Array(TeamInvitation),
});
export type MemberTeams = typeof MemberTeams.Type;

/** A division with its teams (largest first), and their members in all. */
export const Division = Schema.Struct({
  id: Id,
  name: Schema.String,
  createdAt: IsoDateTime,
  teams: Schema.Array(TeamCard),
  members: Schema.Int,
});
export type Division = typeof Division.Type;
