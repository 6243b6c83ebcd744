import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../../src/server/app";
import { type Config, loadConfig } from "../../../src/server/config";
import { connect, type Database, migrate } from "../../../src/server/db/connect";
import { areFriendsSql } from "../../../src/server/friends";
import { createNotifier } from "../../../src/server/notifications";
import type { ScheduleDeps } from "../../../src/server/publications/schedule";
import type { RealtimeOptions } from "../../../src/server/realtime/realtime";
import { seed } from "../../../src/server/seed/seed";
import type { Backend } from "./backends";
import { seededPgliteCopy } from "./pglite-copies";

export { type Backend, backends, contractBackends } from "./backends";

export interface TestAppOptions {
  /** Seed the demo members too (default: only roles and the admin, as with SEED_DEMO=0). */
  readonly seedDemo?: boolean;
  /** Extra environment, e.g. `CLIENT_DIR`. */
  readonly env?: Readonly<Record<string, string>>;
  /** Adds routes before the app starts (tests of the register helper). */
  readonly extend?: (app: FastifyInstance) => void;
  /** Listen on a free port of 127.0.0.1 (sockets need a real server); the address is `TestApp.url`. */
  readonly listen?: boolean;
  /** Fan out through Redis at TEST_REDIS_URL (the caller skips when it is unset). */
  readonly redis?: boolean;
  /** What the app logs (silent by default), e.g. to assert that a client's mistake is not an error. */
  readonly logger?: FastifyBaseLogger;
  /** Socket timing, e.g. a short ping interval for idle tests. */
  readonly realtime?: RealtimeOptions;
  /**
   * A second app (a second "process") on the open database of `shareWith`, which stays its owner: two
   * apps of one deployment, e.g. fanning out through Redis.
   */
  readonly shareWith?: TestApp;
}

/** What the publications' schedule runs with, as app.ts composes it: tests run it without waiting. */
export function scheduleDepsOf(app: FastifyInstance): ScheduleDeps {
  return { events: app.realtime.events, notifier: createNotifier(areFriendsSql) };
}

/** The real app on a fresh, migrated, seeded database of the given backend. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
  /** `http://127.0.0.1:<port>` when built with `listen`; empty otherwise. */
  readonly url: string;
  close(): Promise<void>;
}

export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "mir-test-"));
  const shared = options.shareWith;
  // Without the demo, a database starts migrated and seeded: on PostgreSQL a copy of the run's original
  // (tests/setup/postgres-original.ts), on PGlite of the worker's (./pglite-copies.ts).
  const plain = !shared && !options.seedDemo && options.env?.SEED_DEMO === undefined;
  const testDatabase = shared
    ? { url: shared.config.databaseUrl ?? "memory://", drop: async () => {}, seeded: true }
    : await backend.createDatabase({ seeded: plain });
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: join(dataDir, "client"),
    DATABASE_URL: testDatabase.url,
    SEED_DEMO: options.seedDemo ? "1" : "0",
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const pgliteCopy = plain && backend.name === "pglite";
  const database =
    shared?.database ??
    (pgliteCopy ? await seededPgliteCopy() : await connect({ databaseUrl: config.databaseUrl, dataDir }));
  if (!pgliteCopy && !testDatabase.seeded) {
    await migrate(database);
    await seed(database.db, pino({ level: "silent" }), {
      demo: config.seedDemo,
      uploadDir: config.uploadDir,
    });
  }
  const redisUrl = process.env.TEST_REDIS_URL;
  if (options.redis && !redisUrl) throw new Error("createTestApp({ redis: true }) needs TEST_REDIS_URL");
  const redis = options.redis && redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  const app = await buildApp({
    db: database.db,
    config,
    ...(redis ? { redis } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.realtime ? { realtime: options.realtime } : {}),
  });
  options.extend?.(app);
  await app.ready();
  const url = options.listen ? await app.listen({ port: 0, host: "127.0.0.1" }) : "";
  return {
    app,
    database,
    config,
    url,
    async close() {
      await app.close();
      redis?.disconnect();
      if (!shared) await database.close();
      await testDatabase.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app for the enclosing `describe`: built before its tests, closed and dropped after them. */
export function useTestApp(backend: Backend, options: TestAppOptions = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(backend, options);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error("The test app is not built yet (use it inside a test)");
    return current;
  };
}
