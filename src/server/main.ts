import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import pino from "pino";
import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { connect, type Database, migrate } from "./db/connect";
import { seed, signInBlock } from "./seed";
import { scheduleHousekeeping } from "./system/housekeeping";

export interface MainOptions {
  /** The environment to read; `process.env` by default (tests pass their own). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /**
   * The real process (default): SIGINT/SIGTERM stop it with exit code 0, a failed start prints one
   * line and exits 1. Tests turn it off to get exceptions and keep their process.
   */
  readonly ownProcess?: boolean;
  /** Where the log's lines and the first start's sign-in block go: the process's stdout by default. */
  readonly stdout?: { write(text: string): unknown };
}

/** A started server: where it listens and how to stop it. */
export interface RunningServer {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
  /**
   * The address it listens on, e.g. `http://127.0.0.1:3000` (what tests connect to, also with PORT=0);
   * what people open, and letters link to, is `config.publicUrl`, which the start announces.
   */
  readonly url: string;
  /** Stops accepting requests, waits for those in flight, closes the database. */
  stop(): Promise<void>;
}

/** Redis of scaled-out mode, connected now so that a wrong REDIS_URL stops the start, not a request. */
async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 });
  await redis.connect();
  return redis;
}

/**
 * What Fastify's listen logs for each interface (127.0.0.1, the LAN's…): dropped, since these are not the
 * address to open; the start announces `config.publicUrl` instead, the one its letters link to.
 */
const interfaceLine = "\u0000listening";

function createLogger(config: Config, out: NonNullable<MainOptions["stdout"]>) {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    hooks: {
      logMethod(args, method) {
        if (args[0] !== interfaceLine) method.apply(this, args);
      },
    },
  };
  return pino(options, out as pino.DestinationStream);
}

async function start(config: Config, stdout: MainOptions["stdout"]): Promise<RunningServer> {
  // One stream for the log and the first start's block, so they come out in the order written (pino's
  // own stdout, which it writes asynchronously).
  const out = stdout ?? pino.destination(process.stdout.fd);
  const logger = createLogger(config, out);
  const database = await connect({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => logger.warn({ err: error }, "PostgreSQL закрыл неактивное соединение"),
  });
  let redis: Redis | undefined;
  let app: FastifyInstance | undefined;
  try {
    if (config.redisUrl) redis = await connectRedis(config.redisUrl);
    logger.info(database.kind === "pglite" ? "База данных: встроенная (PGlite)" : "База данных: PostgreSQL");
    await migrate(database);
    const firstStart = await seed(database.db, logger, {
      demo: config.seedDemo,
      adminPassword: config.adminPassword,
      uploadDir: config.uploadDir,
    });
    app = await buildApp({ db: database.db, config, logger, ...(redis ? { redis } : {}) });
    // Before the first request: what the uploads folder holds from before is a crash's (sweep.ts atStart).
    const startedAt = Date.now();
    const url = await app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: () => interfaceLine,
    });
    const running = app;
    running.log.info(`Сервер МИР открыт: ${config.publicUrl}`);
    if (firstStart) out.write(signInBlock(firstStart, config.publicUrl));
    const stopHousekeeping = scheduleHousekeeping(database.db, config, running.log, startedAt);
    let stopped: Promise<void> | undefined;
    const stop = () => {
      // Closing the app closes the sockets and the bus (its Redis subscriber) before Redis itself.
      stopped ??= stopHousekeeping()
        .then(() => running.close())
        .finally(() => redis?.quit())
        .finally(() => database.close());
      return stopped;
    };
    return { app: running, database, config, url, stop };
  } catch (error) {
    await app?.close().catch(() => {});
    redis?.disconnect();
    await database.close().catch(() => {});
    throw error;
  }
}

function exitOnSignals(server: RunningServer): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now": do not wait for slow requests.
    if (stopping) process.exit(1);
    stopping = true;
    server.app.log.info(`Получен ${signal}: останавливаю сервер…`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, "Ошибка при остановке сервера");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
}

function reasonOf(error: unknown): string {
  // pg reports a refused connection as an AggregateError with an empty message of its own.
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** config → logger → database → migrations → seed → listen (ARCHITECTURE §2). */
export async function main({
  env = process.env,
  ownProcess = true,
  stdout,
}: MainOptions = {}): Promise<RunningServer> {
  try {
    const server = await start(loadConfig(env), stdout);
    if (ownProcess) exitOnSignals(server);
    return server;
  } catch (error) {
    if (!ownProcess) throw error;
    // One clear line, no stack: a wrong setting or an unreachable database is not a crash of ours.
    const reason =
      error instanceof ConfigError ? error.message : `Не удалось запустить сервер: ${reasonOf(error)}`;
    process.stderr.write(`${reason}\n`);
    process.exit(1);
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

// `tsx src/server/main.ts` starts the server; `import { main }` (scripts/start.ts, tests) does not.
if (isEntryPoint()) await main();
