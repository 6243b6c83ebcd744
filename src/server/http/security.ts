import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { AuthContext, Sessions } from "./caller";
import { sessionCookie } from "./session-cookie";

declare module "fastify" {
  interface FastifyInstance {
    /** The caller of this request, or null; looked up at most once per request. */
    authenticate(request: FastifyRequest): Promise<AuthContext | null>;
    /** True when a browser sent this request from another site (ARCHITECTURE §4). */
    isCrossSite(request: FastifyRequest): boolean;
    /** False when `RATE_LIMITS=off` (benchmarks only). */
    readonly rateLimitsOn: boolean;
    /** Where the counters are: Redis (every process) or this process's memory. */
    readonly rateLimitStore: "redis" | "memory";
  }
}

export interface SecurityOptions {
  /** Where sessions are looked up: auth's, handed in by app.ts. */
  readonly sessions: Pick<Sessions, "byToken">;
  /** Our own origin besides the request's Host, e.g. `https://mir.example` behind a proxy. */
  readonly publicUrl: string;
  readonly rateLimits: boolean;
  /** Counters shared by every process when set (scaled-out mode); in this process otherwise. */
  readonly redis?: Redis | undefined;
}

const bearer = /^Bearer\s+(\S+)$/i;

/** The token of a request: the Authorization header wins over cookie `l`. */
function tokenOf(request: FastifyRequest): { token: string; via: AuthContext["via"] } | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = bearer.exec(header);
    return match?.[1] ? { token: match[1], via: "bearer" } : undefined;
  }
  const cookie = request.cookies[sessionCookie];
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Cookies, the authenticator, the cross-site check and the rate-limit store. Routes use them through
 * `register()` (http/register.ts), which applies each endpoint's access rule.
 */
export async function installSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    // Only where register() asks for it: never on static files or socket upgrades (STACK.md).
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: "mir-rate-" } : {}),
  });

  const resolved = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();
  app.decorate("authenticate", (request: FastifyRequest) => {
    let pending = resolved.get(request);
    if (!pending) {
      const found = tokenOf(request);
      pending = found
        ? options.sessions.byToken(found.token).then((session) =>
            session
              ? {
                  sessionId: session.sessionId,
                  userId: session.userId,
                  roleIds: session.roleIds,
                  via: found.via,
                }
              : null,
          )
        : Promise.resolve(null);
      resolved.set(request, pending);
    }
    return pending;
  });

  const ownOrigin = originOf(options.publicUrl);
  app.decorate("isCrossSite", (request: FastifyRequest) => {
    const fetchSite = request.headers["sec-fetch-site"];
    // "none" is a typed address or a bookmark; "same-site" is another port or subdomain: not ours.
    if (typeof fetchSite === "string" && fetchSite !== "same-origin" && fetchSite !== "none") return true;
    const origin = request.headers.origin;
    if (origin === undefined) return false; // not sent by a browser's cross-site request
    const sent = originOf(origin);
    if (sent === undefined) return true; // "null": a sandboxed frame or a file
    // The whole origin — scheme, host and port — as this request reached us (behind a trusted proxy, as
    // the proxy says): `https://host` is another site than `http://host`.
    return sent !== ownOrigin && sent !== originOf(`${request.protocol}://${request.host}`);
  });

  app.decorate("rateLimitsOn", options.rateLimits);
  app.decorate("rateLimitStore", options.redis ? "redis" : "memory");
}
