import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { HttpError } from "./http/http-error";

const immutable = "public, max-age=31536000, immutable";
// Must be asked again every time: index.html names the current hashed bundles, build.json the build.
const revalidate = "no-cache";

const apiPath = /^\/api(\/|$|\?)/;
const assetPath = /^\/assets\//;

/**
 * Serves the built SPA from `clientDir`: hashed `/assets/*` cached for a year, everything else
 * revalidated; `/api/*` misses answer 404 in the error shape; any other GET/HEAD gets index.html so
 * deep links (`/profile/5/chat`) work on reload.
 */
export async function spa(app: FastifyInstance, { clientDir }: { clientDir: string }): Promise<void> {
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
