import {
  acceptTeamInvitation,
  createDivision,
  createTeam,
  declineTeamInvitation,
  inviteToTeam,
  joinTeam,
  leaveTeam,
  placeTeam,
  removeFromTeam,
  renameDivision,
  renameTeam,
} from "../../../api/endpoints/teams";
import { submitTo } from "../../../machines/lib/endpoint-actor";
import { formOf } from "../../../machines/lib/form.machine";
import { liveList } from "../../../machines/lib/paged-list.machine";
import { resourceOf } from "../../../machines/lib/resource.machine";
import { peopleActors } from "../../../machines/people/people.actors";
import { type TeamMemberRow, teamsActors } from "../../../machines/teams/teams.actors";
import { memberTeamsSignals, teamMembersSignals, teamSignals } from "../../../streams/teams.stream";
import { api } from "../api";

export type { TeamMemberRow };

const { loadDivision, loadDivisions, loadMemberTeams, loadTeam, membersListOf } = teamsActors(api);
const { searchListOf } = peopleActors(api);

// Teams and divisions' composition root (issue 29): their reads with the real calls and the socket's
// streams, and every write as a form. The team and division pages import this; their chunks carry it.

/** A member's teams and their invitations, read again when they are told of a team. */
export const memberTeamsLogic = resourceOf(loadMemberTeams, () => memberTeamsSignals());

/** A team's page, read again when a member joins it or it passes to the viewer. */
export const teamLogic = resourceOf(loadTeam, ({ id }) => teamSignals(id));

/** A team's members, paged, kept live as its page is. */
export const teamMembersLogic = (teamId: number) =>
  liveList(membersListOf(teamId), () => teamMembersSignals<TeamMemberRow>(teamId));

/** Every division with its teams. */
export const divisionsLogic = resourceOf(loadDivisions);

/** One division with its teams. */
export const divisionLogic = resourceOf(loadDivision);

/** Members found by name, to invite. */
export const inviteSearchLogic = (text: string) => searchListOf(text);

/** The writes, each a form over its call (the contract's schema checks it before it leaves). */
export const createTeamLogic = formOf(submitTo(api, createTeam));
export const renameTeamLogic = formOf(submitTo(api, renameTeam));
export const inviteLogic = formOf(submitTo(api, inviteToTeam));
export const acceptLogic = formOf(submitTo(api, acceptTeamInvitation));
export const declineLogic = formOf(submitTo(api, declineTeamInvitation));
export const joinLogic = formOf(submitTo(api, joinTeam));
export const leaveLogic = formOf(submitTo(api, leaveTeam));
export const removeLogic = formOf(submitTo(api, removeFromTeam));
export const createDivisionLogic = formOf(submitTo(api, createDivision));
export const renameDivisionLogic = formOf(submitTo(api, renameDivision));
export const placeTeamLogic = formOf(submitTo(api, placeTeam));
