import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { HttpError } from "./http/http-error";
import { clearSessionCookie, sessionCookie, sessionHintCookie, setSessionHint } from "./http/session-cookie";

const immutable = "public, max-age=31536000, immutable";
// Must be asked again every time: index.html names the current hashed bundles, build.json the build.
const revalidate = "no-cache";

const apiPath = /^\/api(\/|$|\?)/;
const assetPath = /^\/assets\//;

/** A page of the app (index.html answers it), not the API, an asset or another file (`/build.json`). */
function isPagePath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  if (apiPath.test(path) || assetPath.test(path)) return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return last === "" || last === "index.html" || !last.includes(".");
}

/**
 * Serves the built SPA from `clientDir`: hashed `/assets/*` cached for a year, everything else
 * revalidated; `/api/*` misses answer 404 in the error shape; any other GET/HEAD gets index.html so
 * deep links (`/profile/5/chat`) work on reload.
 */
export async function spa(
  app: FastifyInstance,
  { clientDir, secureCookies }: { clientDir: string; secureCookies: boolean },
): Promise<void> {
  // Every page load puts the session hint right (src/server/http/session-cookie.ts): set while cookie `l` holds
  // a live session, cleared with `l` once it does not — so the page asks `checktoken` exactly when it
  // has something to check, whatever happened since (expiry, a logout elsewhere, a deploy).
  app.addHook("onRequest", async (request, reply) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || !isPagePath(request.url)) return;
    const hinted = request.cookies[sessionHintCookie] !== undefined;
    const auth = await app.authenticate(request);
    if (auth?.via === "cookie") {
      if (!hinted) setSessionHint(reply, secureCookies);
    } else if (!auth && (hinted || request.cookies[sessionCookie] !== undefined)) {
      clearSessionCookie(reply, secureCookies);
    }
  });

  const assetsDir = join(clientDir, "assets") + sep;
  await app.register(fastifyStatic, {
    root: clientDir,
    cacheControl: false,
    // The build writes .br and .gz copies of every text file (scripts/vite-precompress.ts): the smallest
    // one the browser accepts is sent, with no compression work per request.
    preCompressed: true,
    // A missing build is reported once by the fallback below, with the fix, not as a plugin warning.
    suppressWarning: true,
    setHeaders: (reply, path) => {
      reply.header("cache-control", path.startsWith(assetsDir) ? immutable : revalidate);
    },
  });

  let indexFound = false;
  const hasIndex = () => {
    indexFound ||= existsSync(join(clientDir, "index.html"));
    return indexFound;
  };
  if (!hasIndex()) app.log.warn(`Клиент не собран: в ${clientDir} нет index.html. Выполните npm run build.`);

  // The handler sends and returns nothing: returning the reply (a thenable) makes Fastify await it
  // once more per layer, which piles up close listeners under inject().
  app.setNotFoundHandler((request, reply: FastifyReply) => {
    const path = request.url;
    if (apiPath.test(path)) {
      const error = new HttpError("NOT_FOUND", `Метод ${request.method} ${path.split("?")[0]} не найден`);
      reply.code(error.status).send(error.toBody());
    } else if ((request.method !== "GET" && request.method !== "HEAD") || assetPath.test(path)) {
      // A missing hashed file is a stale or broken bundle: answering HTML for it would hide that.
      reply.code(404).type("text/plain; charset=utf-8").send("Не найдено");
    } else if (!hasIndex()) {
      reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(`Клиентское приложение не собрано: в ${clientDir} нет index.html. Выполните npm run build.`);
    } else {
      reply.code(200).sendFile("index.html");
    }
  });
}
