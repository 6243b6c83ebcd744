import type { FastifyInstance } from "fastify";
import { franchisesApi } from "../../api/endpoints/structure";
import type { RouteDeps } from "../deps";
import { notFound } from "../http/http-error";
import { serveGroup } from "../http/serve-group";
import type { Notifier } from "../notifications";
import {
  franchiseHolders,
  franchiseLeaders,
  franchisesOf,
  grantFranchise,
  revokeFranchise,
} from "./franchises";

/** Franchises: granted and revoked by administrators, and their lists (the rules: src/api/endpoints/structure.ts). */
export function franchisesRoutes(app: FastifyInstance, deps: RouteDeps & { notifier: Notifier }): void {
  serveGroup(app, franchisesApi, {
    listFranchiseLeaders: { access: "member", handler: ({ input }) => franchiseLeaders(deps, input) },
    listFranchiseHolders: { access: "admin", handler: ({ input }) => franchiseHolders(deps, input.page) },
    listMemberFranchises: {
      access: "anyone",
      handler: async ({ input }) => {
        if (!(await deps.accounts.publicUser(input.id))) throw notFound("Участник не найден");
        return franchisesOf(deps.db, input.id);
      },
    },
    grantFranchise: {
      access: "admin",
      handler: ({ auth, body }) => grantFranchise(deps, auth.userId, body),
    },
    revokeFranchise: {
      access: "admin",
      handler: ({ auth, input }) => revokeFranchise(deps, auth.userId, input.id),
    },
  });
}
