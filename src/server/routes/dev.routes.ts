import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "./deps";

/** The developers' page: the outbox (src/api/endpoints/dev.ts). */
export function devRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}
