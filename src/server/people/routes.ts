import type { FastifyInstance } from "fastify";
import { peopleApi } from "../../api/endpoints/people";
import { RoleId } from "../../api/schema/user";
import type { RouteDeps } from "../deps";
import { serveGroup } from "../http/serve-group";
import { communityFigures } from "../users";
import { leaders } from "./leaders";
import { allMembers, membersByRole, membersOfRole } from "./search";
import type { Searches } from "./search-cache";

/** People (the contract: src/api/endpoints/people.ts): members browse and search; lists by role are the admins'. */
export function peopleRoutes(app: FastifyInstance, deps: RouteDeps & { readonly searches: Searches }): void {
  serveGroup(app, peopleApi, {
    listLeaders: { access: "member", handler: () => leaders(deps) },
    listMembers: { access: "member", handler: ({ input }) => allMembers(deps, input) },
    searchMembers: { access: "member", handler: ({ auth, input }) => deps.searches.search(auth, input) },
    membersByRole: { access: "admin", handler: ({ auth, input }) => membersByRole(deps, auth, input) },
    communityFigures: { access: "admin", handler: () => communityFigures(deps.db) },
    listMembersFirst: { access: "member", handler: () => allMembers(deps, { n: 1 }) },
    listTrainers: { access: "member", handler: () => membersOfRole(deps, RoleId.trainer) },
    listStudents: { access: "member", handler: () => membersOfRole(deps, RoleId.student) },
    listCurators: { access: "member", handler: () => membersOfRole(deps, RoleId.curator) },
    curatorsPage: { access: "member", handler: ({ input }) => membersOfRole(deps, RoleId.curator, input.x) },
  });
}
