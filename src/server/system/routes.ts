import type { FastifyInstance } from "fastify";
import { systemApi } from "../../api/endpoints/system";
import { serveGroup } from "../http/serve-group";

export function systemRoutes(app: FastifyInstance): void {
  serveGroup(app, systemApi, {
    // Liveness only: a load balancer must not drop every process because the database blinked.
    health: { access: "anyone", handler: () => ({ status: "ok" as const }) },
  });
}
