import type { FastifyInstance } from "fastify";
import { usersApi } from "../../api/endpoints/users";
import type { RouteDeps } from "../deps";
import { endpointsOf, serveGroup } from "../http/serve-group";
import { profileEndpoints } from "../users";
import { countersOf, profileOf, recordView } from "./profile";

/** A member's profile, its counters and its views: the profile calls of usersApi (src/api/endpoints/users.ts). */
export function profileRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serveGroup(app, endpointsOf(usersApi, profileEndpoints), {
    getProfile: { access: "member", handler: ({ auth, input }) => profileOf(deps, auth, input) },
    profileCounters: { access: "member", handler: ({ auth, input }) => countersOf(deps, auth, input) },
    recordProfileView: { access: "member", handler: ({ auth, input }) => recordView(deps, auth, input) },
  });
}
