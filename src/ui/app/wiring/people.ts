import { figuresMachine } from "../../../machines/people/figures.machine";
import { memberRolesMachine } from "../../../machines/people/member-roles.machine";
import { peopleActors } from "../../../machines/people/people.actors";
import { api } from "../api";

const { byRoleListOf, changeMemberRole, loadFigures, searchListOf } = peopleActors(api);

// The people domain's composition root: member lists and searches, and the administrators' role changes.
// The admin's users pages import this.

/** A page of members matching a search, of one role when given. */
export const searchListLogic = searchListOf;

/** A page of members of one role (the administrators' lists). */
export const byRoleListLogic = byRoleListOf;

/** The admin's front page figures, asked again every 30 s while shown. */
export const figuresLogic = figuresMachine.provide({ actors: { load: loadFigures } });

/** One member's roles as an administrator gives and takes them. */
export const memberRolesLogic = memberRolesMachine.provide({ actors: { change: changeMemberRole } });
