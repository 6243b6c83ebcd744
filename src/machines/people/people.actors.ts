import { fromPromise } from "xstate";
import { communityFigures, membersByRole, searchMembers } from "../../api/endpoints/people";
import { changeRole, removeRole } from "../../api/endpoints/users";
import type { PublicUser } from "../../api/schema/user";
import { api } from "../lib/api";
import { pagedListOf } from "../lib/paged-list.machine";
import type { Figures } from "./figures.machine";

/** Members matching `text` (by name; an admin's also by e-mail), of one role when given, for a paged list. */
export const searchListOf = (text: string, role?: number) =>
  pagedListOf<PublicUser>(({ page }, signal) =>
    api.call(searchMembers, {
      params: { x: page },
      query: { ...(text ? { strsearch: text } : {}), ...(role !== undefined ? { role } : {}) },
      signal,
    }),
  );

/** Members of role `role` matching `text` (the administrators' lists by role), for a paged list. */
export const byRoleListOf = (role: number, text: string) =>
  pagedListOf<PublicUser>(({ page }, signal) =>
    api.call(membersByRole, { params: { a: role, b: page }, query: text ? { strsearch: text } : {}, signal }),
  );

/** The figures machine's `load`: the community in three figures. */
export const loadFigures = fromPromise<Figures>(({ signal }) => api.call(communityFigures, { signal }));

/** The member-roles machine's `change`: gives or takes one role, answers the member's card. */
export const changeMemberRole = fromPromise<PublicUser, { userId: number; roleId: number; grant: boolean }>(
  ({ input, signal }) =>
    input.grant
      ? api.call(changeRole, { params: { id: input.userId }, body: { roleId: input.roleId }, signal })
      : api.call(removeRole, { params: { a: input.userId, b: input.roleId }, signal }),
);
