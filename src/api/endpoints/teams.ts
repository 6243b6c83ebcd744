import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import { IdFromString } from "../schema/common";
import { Division, MemberTeams, Team, TeamCard, TeamCode, TeamInvitation, TeamName } from "../schema/team";
import { PageFromString } from "./messenger";

/*
 * Teams and divisions (issue 29; spec §7 "Referrals, teams, sponsors"; the rules the spec leaves open are
 * decided here):
 * - **A team** is a named group with a leader: any member founds one (and leads it); a member may be in
 *   several. Its picture is its name's initials on a colour until pictures come.
 * - **Joining.** The leader invites a member (they accept or decline, as a friend request: the invitee is
 *   told by a `team` notification); any member of the team may share the team link
 *   (`/teams/{id}?join=<code>`, the `code` of {@link getTeam}), through which anyone joins at once. Each
 *   join tells the leader (a `team` notification). Joining twice (two tabs, a link and an invitation) makes
 *   one membership: the second answers the team as it is.
 * - **Leaving.** Any member leaves; the leader too: the team passes to the member in it longest (told by a
 *   `team` notification). The last member leaving ends the team, with its chat and invitations. The leader
 *   (or an admin) removes a member; the leader cannot be removed, only leave.
 * - **The team chat** is a group chat of the messenger named after the team that follows its membership:
 *   made with the team, each joining member added, each leaving or removed one taken out, renamed with it.
 * - **`teamsReferrals`** (`counters.referrals`) counts the members who joined МИР (confirmed their
 *   address) through the link of one of the team's members while that member was in the team; a member
 *   who left and came back counts only for their times in it.
 * - **Divisions** group teams: an admin creates and renames one and places teams in it; a team is in at
 *   most one (placing it elsewhere moves it).
 * - **Who sees what.** Teams, their members and divisions are anyone's to see; the team link and chat
 *   only its members', a member's invitations only their own.
 * The write calls are forms, act for the caller, and refuse: bad fields → 400 naming the field; no such
 * team, member or invitation → 404; not the leader (or an admin where said) → 403; what does not fit where
 * they stand (inviting a member or an invitee, removing the leader) → 409, nothing changed.
 */

/** Members of a team a page (spec §9's page of a structure). */
export const teamMembersPageSize = 30;
/** Teams `lastteams` answers unless told (spec §9). */
export const lastTeamsDefault = 6;
/** At most this many teams of a member's profile. */
export const memberTeamsShown = 100;

const IdParams = Schema.Struct({ id: IdFromString });
const TeamField = { teamId: IdFromString };
const LimitFromString = IdFromString.check(Schema.isLessThanOrEqualTo(50));

/** The teams member `id` is in (newest joined first, at most {@link memberTeamsShown}) and, for themselves, their invitations. Anyone. */
export const listMemberTeams = define.get("/api/users/profile/:id/teams", MemberTeams, { params: IdParams });

/** The newest teams of МИР, newest first: `limit` of them (default {@link lastTeamsDefault}, at most 50). Anyone. */
export const listLastTeams = define.get("/api/users/lastteams", Schema.Array(TeamCard), {
  query: Schema.Struct({ limit: Schema.optionalKey(LimitFromString) }),
});

/**
 * Team `id`: its card, counters, page `page` of its members ({@link teamMembersPageSize} a page, the leader
 * first, then by when they joined) and where the caller stands. Anyone.
 */
export const getTeam = define.get("/api/users/team/:id", Team, {
  params: IdParams,
  query: Schema.Struct({ page: Schema.optionalKey(PageFromString) }),
});

/** Founds a team named `name`, led by the caller, with its chat. Members only. */
export const createTeam = define.post("/api/users/team/create", Team, {
  bodyKind: "form",
  body: Schema.Struct({ name: TeamName }),
});

/** Renames team `teamId` (and its chat). The leader or an admin. */
export const renameTeam = define.put("/api/users/team/update", Team, {
  bodyKind: "form",
  body: Schema.Struct({ ...TeamField, name: TeamName }),
});

/**
 * Invites member `memberId` to team `teamId`; they are told at once. The leader only. Yourself → 400; no
 * such member → 404; already in it or invited → 409.
 */
export const inviteToTeam = define.post("/api/users/team/invite", TeamInvitation, {
  bodyKind: "form",
  body: Schema.Struct({ ...TeamField, memberId: IdFromString }),
});

/** Accepts the caller's invitation to team `teamId`: they join it and its chat. No invitation of theirs → 404. */
export const acceptTeamInvitation = define.put("/api/users/team/accept", Team, {
  bodyKind: "form",
  body: Schema.Struct(TeamField),
});

/** Declines the caller's invitation to team `teamId` (nobody is told). No invitation of theirs → 404. */
export const declineTeamInvitation = define.delete("/api/users/team/decline", TeamCard, {
  bodyKind: "form",
  body: Schema.Struct(TeamField),
});

/** Joins the team whose link has `code` (an invitation to it is then answered too). No such link → 404. Members only. */
export const joinTeam = define.post("/api/users/team/join", Team, {
  bodyKind: "form",
  body: Schema.Struct({ code: TeamCode }),
});

/**
 * The caller leaves team `teamId` and its chat; a leader hands it to the member in it longest. Answers the
 * team as it is now, or null when they were its last member and it ended. Not in it → 404.
 */
export const leaveTeam = define.delete("/api/users/team/leave", Schema.NullOr(Team), {
  bodyKind: "form",
  body: Schema.Struct(TeamField),
});

/**
 * Takes member `memberId` out of team `teamId` and its chat, or withdraws their invitation. The leader or
 * an admin. The leader → 409; neither a member nor invited → 404.
 */
export const removeFromTeam = define.delete("/api/users/team/remove", Team, {
  bodyKind: "form",
  body: Schema.Struct({ ...TeamField, memberId: IdFromString }),
});

/** Every division with its teams, oldest division first. Anyone. */
export const listDivisions = define.get("/api/divisions", Schema.Array(Division));

/** Division `id` with its teams. Anyone. */
export const getDivision = define.get("/api/divisions/:id", Division, { params: IdParams });

/** Creates a division named `name`. Admins only. */
export const createDivision = define.post("/api/divisions/create", Division, {
  bodyKind: "form",
  body: Schema.Struct({ name: TeamName }),
});

/** Renames division `divisionId`. Admins only. */
export const renameDivision = define.put("/api/divisions/update", Division, {
  bodyKind: "form",
  body: Schema.Struct({ divisionId: IdFromString, name: TeamName }),
});

/**
 * Places team `teamId` in division `divisionId` (out of the one it was in), or takes it out of any when
 * `divisionId` is absent. Answers the team's card. Admins only.
 */
export const placeTeam = define.put("/api/divisions/place", TeamCard, {
  bodyKind: "form",
  body: Schema.Struct({ ...TeamField, divisionId: Schema.optionalKey(IdFromString) }),
});

export const teamsApi = {
  listMemberTeams,
  listLastTeams,
  getTeam,
  createTeam,
  renameTeam,
  inviteToTeam,
  acceptTeamInvitation,
  declineTeamInvitation,
  joinTeam,
  leaveTeam,
  removeFromTeam,
  listDivisions,
  getDivision,
  createDivision,
  renameDivision,
  placeTeam,
} as const satisfies EndpointGroup;
