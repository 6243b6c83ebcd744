import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "./deps";

/** Registration, verification, login, the session and password reset (src/api/endpoints/auth.ts). */
export function authRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}
