import fastifyMultipart from "@fastify/multipart";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "./config";
import type { Db } from "./db/connect";
import { installErrorHandler } from "./http/error-handler";
import { installSecurity } from "./http/security";
import { createMailer, type Mailer } from "./mail/mailer";
import { authRoutes } from "./routes/auth.routes";
import { avatarsRoutes } from "./routes/avatars.routes";
import type { RouteDeps } from "./routes/deps";
import { devRoutes } from "./routes/dev.routes";
import { phoneRoutes } from "./routes/phone.routes";
import { systemRoutes } from "./routes/system.routes";
import { usersRoutes } from "./routes/users.routes";
import { spa } from "./spa";

/** Everything the app needs from outside: tests pass their own. */
export interface AppDeps {
  readonly db: Db;
  readonly config: Config;
  /** A pino logger (main makes one from LOG_LEVEL); without it the app is silent, as tests want. */
  readonly logger?: FastifyBaseLogger;
  /** Shared counters and fan-out between processes (REDIS_URL); in-process when absent. */
  readonly redis?: Redis;
  /** Where mail and SMS go; the outbox when absent. */
  readonly mailer?: Mailer;
}

/** JSON bodies above this are refused with 413 TOO_LARGE. */
export const jsonBodyLimit = 1024 * 1024;

/** Builds the whole HTTP app without listening: main() listens, tests call `inject`. */
export async function buildApp({ db, config, logger, redis, mailer }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: jsonBodyLimit,
    trustProxy: config.trustProxy,
    // Fastify's default (100) makes an over-long id a "no such method" 404; the contract answers 400.
    routerOptions: { maxParamLength: 1000 },
  });
  installErrorHandler(app);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: true,
    limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 50, parts: 60 },
  });
  await installSecurity(app, { db, publicUrl: config.publicUrl, rateLimits: config.rateLimits, redis });

  const sender = mailer ?? createMailer(config, db, app.log);
  // A mailer passed in belongs to the caller; the one made here is closed with the app (pending SMTP sends).
  if (!mailer) app.addHook("onClose", () => sender.close());
  const deps: RouteDeps = { db, config, mailer: sender, log: app.log };
  systemRoutes(app);
  authRoutes(app, deps);
  phoneRoutes(app, deps);
  usersRoutes(app, deps);
  avatarsRoutes(app, deps);
  devRoutes(app, deps);

  await spa(app, { clientDir: config.clientDir });
  return app;
}
