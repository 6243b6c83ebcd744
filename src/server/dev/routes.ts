import type { FastifyInstance } from "fastify";
import { devApi } from "../../api/endpoints/dev";
import { isLocalRequest } from "../auth";
import type { RouteDeps } from "../deps";
import { serveGroup } from "../http/serve-group";
import { outboxOf } from "./outbox";

/** The developers' page: the outbox (src/api/endpoints/dev.ts). */
export function devRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serveGroup(app, devApi, {
    // "anyone" plus the check in outboxOf: the rule is admin OR this machine, which no access level expresses.
    listOutbox: {
      access: "anyone",
      handler: ({ auth, request }) => outboxOf(deps, auth, { local: isLocalRequest(request) }),
    },
  });
}
