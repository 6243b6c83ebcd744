import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * The security headers of every answer — the app, its assets, the API, errors (ARCHITECTURE §9):
 * - Content-Security-Policy: scripts from our origin only and no inline script (the theme script that
 *   prevents a flash is public/theme.js); styles may be inline, as Mantine writes its CSS variables and
 *   style attributes at run time; pictures and sounds also from `blob:`/`data:` (previews of picked files,
 *   recorded voice messages); the socket is our origin (`'self'` covers ws: of the same host);
 *   nobody may frame us (`frame-ancestors 'none'`, and X-Frame-Options for older browsers);
 * - nosniff, a referrer that leaves our origin without its path, no cross-origin opener;
 * - Permissions-Policy: the microphone (voice messages) for our origin only, the rest of the powerful
 *   features for nobody;
 * - Strict-Transport-Security only when PUBLIC_URL is https: on plain http it would be ignored at best,
 *   and would pin a developer's localhost to https at worst.
 */
export async function installHeaders(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): Promise<void> {
  const headers = securityHeaders(publicUrl.startsWith("https://"));
  // The same table on every answer, set before the handler runs so errors and 404s carry it too.
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });
}

/**
 * Helmet's headers for our policy, computed once at start. Helmet (not @fastify/helmet) is the source of
 * the values; running its middleware on every request cost half the throughput of a small API answer
 * (bench/reads.ts: `/api/health` 43 % of a bare route with it), for headers that never change.
 */
export function securityHeaders(https: boolean): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Cross-origin isolation would refuse our own avatars in other sites' previews for no gain here.
    crossOriginEmbedderPolicy: false,
  });
  let failure: unknown;
  // Helmet's middleware is synchronous and reads nothing of the request for these options.
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  headers["permissions-policy"] = "microphone=(self), camera=(), geolocation=(), payment=(), usb=()";
  return headers;
}
