import { resourceOf } from "../../../machines/lib/resource.machine";
import { peopleActors } from "../../../machines/people/people.actors";
import { api } from "../api";

// The project's own pages' composition root («О проекте», «Преимущества»): apart from ./people.ts, so
// that those public pages do not carry the admin's figures and role machines.

/** МИР in four figures (members, online, publications, authors), read when the page opens. */
export const projectFiguresLogic = resourceOf(peopleActors(api).loadProjectFigures);
