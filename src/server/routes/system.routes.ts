import type { FastifyInstance } from "fastify";
import { health } from "../../api/endpoints/system";
import { register } from "../http/register";

export function systemRoutes(app: FastifyInstance): void {
  // Liveness only: a load balancer must not drop every process because the database blinked.
  register(app, health, { access: "anyone" }, () => ({ status: "ok" as const }));
}
