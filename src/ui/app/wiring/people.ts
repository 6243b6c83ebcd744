import { memberRolesMachine } from "../../../machines/people/member-roles.machine";
import { byRoleListOf, changeMemberRole, searchListOf } from "../../../machines/people/people.actors";

// The people domain's composition root: member lists and searches, and the administrators' role changes.
// The admin's users pages import this.

/** A page of members matching a search, of one role when given. */
export const searchListLogic = searchListOf;

/** A page of members of one role (the administrators' lists). */
export const byRoleListLogic = byRoleListOf;

/** One member's roles as an administrator gives and takes them. */
export const memberRolesLogic = memberRolesMachine.provide({ actors: { change: changeMemberRole } });
