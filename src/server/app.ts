import fastifyMultipart from "@fastify/multipart";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Db } from "./db/connect";
import { installErrorHandler } from "./http/error-handler";
import { avatarsRoutes } from "./routes/avatars.routes";
import { systemRoutes } from "./routes/system.routes";
import { usersRoutes } from "./routes/users.routes";
import { spa } from "./spa";

/** Everything the app needs from outside: tests pass their own. */
export interface AppDeps {
  readonly db: Db;
  readonly config: Config;
  /** A pino logger (main makes one from LOG_LEVEL); without it the app is silent, as tests want. */
  readonly logger?: FastifyBaseLogger;
}

/** JSON bodies above this are refused with 413 TOO_LARGE. */
export const jsonBodyLimit = 1024 * 1024;

/** Builds the whole HTTP app without listening: main() listens, tests call `inject`. */
export async function buildApp({ db, config, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: jsonBodyLimit,
  });
  installErrorHandler(app);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: true,
    limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 50, parts: 60 },
  });

  systemRoutes(app);
  usersRoutes(app, { db });
  avatarsRoutes(app, { db });

  await spa(app, { clientDir: config.clientDir });
  return app;
}
