import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import { communityFigures, membersByRole, projectFigures, searchMembers } from "../../api/endpoints/people";
import { changeRole, removeRole } from "../../api/endpoints/users";
import type { PublicUser } from "../../api/schema/user";
import { pagedListOf } from "../lib/paged-list.machine";
import { loadWith } from "../lib/resource.machine";
import type { Figures } from "./figures.machine";

/** The people domain's calls through `client`: member lists and searches, the figures, roles. */
export function peopleActors(client: ApiClient) {
  return {
    /** Members matching `text` (by name; an admin's also by e-mail), of one role when given, for a paged list. */
    searchListOf: (text: string, role?: number) =>
      pagedListOf<PublicUser>(({ page }, signal) =>
        client.call(searchMembers, {
          params: { x: page },
          query: { ...(text ? { strsearch: text } : {}), ...(role !== undefined ? { role } : {}) },
          signal,
        }),
      ),

    /** Members of role `role` matching `text` (the administrators' lists by role), for a paged list. */
    byRoleListOf: (role: number, text: string) =>
      pagedListOf<PublicUser>(({ page }, signal) =>
        client.call(membersByRole, {
          params: { a: role, b: page },
          query: text ? { strsearch: text } : {},
          signal,
        }),
      ),

    /** The figures machine's `load`: the community in three figures. */
    loadFigures: fromPromise<Figures>(({ signal }) => client.call(communityFigures, { signal })),

    /** МИР in four figures for its public pages (anyone's), for a resource machine. */
    loadProjectFigures: loadWith((_params: Record<string, never>, signal) =>
      client.call(projectFigures, { signal }),
    ),

    /** The member-roles machine's `change`: gives or takes one role, answers the member's card. */
    changeMemberRole: fromPromise<PublicUser, { userId: number; roleId: number; grant: boolean }>(
      ({ input, signal }) =>
        input.grant
          ? client.call(changeRole, { params: { id: input.userId }, body: { roleId: input.roleId }, signal })
          : client.call(removeRole, { params: { a: input.userId, b: input.roleId }, signal }),
    ),
  };
}
