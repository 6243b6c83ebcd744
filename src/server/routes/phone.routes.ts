import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "./deps";

/** Confirming the member's phone by SMS (src/api/endpoints/phone.ts). */
export function phoneRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}
