import type { FastifyInstance } from "fastify";
import { peopleApi } from "../../api/endpoints/people";
import { RoleId } from "../../api/schema/user";
import type { RouteDeps } from "../deps";
import { serveGroup } from "../http/serve-group";
import { communityFigures } from "../users";
import { leaders } from "./leaders";
import { allMembers, membersByRole, membersOfRole } from "./search";
import type { Searches } from "./search-cache";

/** What people's public figures need of content, above this floor: handed in by app.ts (publications'). */
export type ContentFiguresPort = () => Promise<{ readonly publications: number; readonly authors: number }>;

/**
 * People (the contract: src/api/endpoints/people.ts): members browse and search; lists by role are the
 * admins'; the project's figures are anyone's.
 */
export function peopleRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { readonly searches: Searches; readonly contentFigures: ContentFiguresPort },
): void {
  serveGroup(app, peopleApi, {
    listLeaders: { access: "member", handler: () => leaders(deps) },
    listMembers: { access: "member", handler: ({ input }) => allMembers(deps, input) },
    searchMembers: { access: "member", handler: ({ auth, input }) => deps.searches.search(auth, input) },
    membersByRole: { access: "admin", handler: ({ auth, input }) => membersByRole(deps, auth, input) },
    communityFigures: { access: "admin", handler: () => communityFigures(deps.db) },
    projectFigures: {
      access: "anyone",
      handler: async () => {
        const [{ members, online }, content] = await Promise.all([
          communityFigures(deps.db),
          deps.contentFigures(),
        ]);
        return { members, online, ...content };
      },
    },
    listMembersFirst: { access: "member", handler: () => allMembers(deps, { n: 1 }) },
    listTrainers: { access: "member", handler: () => membersOfRole(deps, RoleId.trainer) },
    listStudents: { access: "member", handler: () => membersOfRole(deps, RoleId.student) },
    listCurators: { access: "member", handler: () => membersOfRole(deps, RoleId.curator) },
    curatorsPage: { access: "member", handler: ({ input }) => membersOfRole(deps, RoleId.curator, input.x) },
  });
}
