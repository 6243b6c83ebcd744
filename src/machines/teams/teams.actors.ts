import type { ApiClient } from "../../api/client";
import { getDivision, getTeam, listDivisions, listMemberTeams } from "../../api/endpoints/teams";
import type { Division, MemberTeams, Team, TeamMember } from "../../api/schema/team";
import type { PublicUser } from "../../api/schema/user";
import { pagedListOf } from "../lib/paged-list.machine";
import { loadWith } from "../lib/resource.machine";

/**
 * A member of a team as its list shows them: their card (with its `id`, which the paged-list machine keys
 * rows by), since when, whether they lead it, whom they invited while in it.
 */
export type TeamMemberRow = PublicUser & Omit<TeamMember, "user">;

/** A team's member as a row of a list. */
export const teamMemberRow = ({ user, ...stay }: TeamMember): TeamMemberRow => ({ ...user, ...stay });

/** The teams' and divisions' reads through `client` (issue 29). */
export function teamsActors(client: ApiClient) {
  return {
    /** A member's teams and, for themselves, their invitations: a resource's `load`. */
    loadMemberTeams: loadWith(
      (params: { id: number }, signal): Promise<MemberTeams> =>
        client.call(listMemberTeams, { params, signal }),
    ),

    /** A team's page (its first page of members): a resource's `load`. */
    loadTeam: loadWith(
      (params: { id: number }, signal): Promise<Team> =>
        client.call(getTeam, { params, query: { page: 1 }, signal }),
    ),

    /** A team's members, a page at a time, for the paged-list machine. */
    membersListOf: (teamId: number) =>
      pagedListOf<TeamMemberRow>(async ({ page }, signal) => {
        const team = await client.call(getTeam, { params: { id: teamId }, query: { page }, signal });
        return { count: team.memberList.count, rows: team.memberList.rows.map(teamMemberRow) };
      }),

    /** Every division with its teams: a resource's `load`. */
    loadDivisions: loadWith(
      (_params: Record<string, never>, signal): Promise<ReadonlyArray<Division>> =>
        client.call(listDivisions, { signal }),
    ),

    /** One division with its teams: a resource's `load`. */
    loadDivision: loadWith(
      (params: { id: number }, signal): Promise<Division> => client.call(getDivision, { params, signal }),
    ),
  };
}
