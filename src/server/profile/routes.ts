import type { FastifyInstance } from "fastify";
import { usersApi } from "../../api/endpoints/users";
import type { RouteDeps } from "../deps";
import { endpointsOf, serveGroup } from "../http/serve-group";
import { profileEndpoints } from "../users";
import { countersOf, profileOf, recordView } from "./profile";

/** A member's profile, its counters and its views: the profile calls of usersApi (src/api/endpoints/users.ts). */
export function profileRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serveGroup(app, endpointsOf(usersApi, profileEndpoints), {
    // /profile/{id} is public (spec §6): a visitor reads what the member's privacy shows everyone.
    getProfile: { access: "anyone", handler: ({ auth, input }) => profileOf(deps, auth, input) },
    profileCounters: { access: "member", handler: ({ auth, input }) => countersOf(deps, auth, input) },
    // Views are counted per member: a visitor is nobody to count (401), and the app does not ask then.
    recordProfileView: { access: "member", handler: ({ auth, input }) => recordView(deps, auth, input) },
  });
}
