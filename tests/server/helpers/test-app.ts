import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../../src/server/app";
import { type Config, loadConfig } from "../../../src/server/config";
import { connect, type Database, migrate } from "../../../src/server/db/connect";
import { seed } from "../../../src/server/seed/seed";
import type { Backend, TestDatabase } from "./backends";

export { type Backend, backends } from "./backends";

export interface TestAppOptions {
  /** Seed the demo members too (default: only roles and the admin, as with SEED_DEMO=0). */
  readonly seedDemo?: boolean;
  /** Extra environment, e.g. `CLIENT_DIR`. */
  readonly env?: Readonly<Record<string, string>>;
  /** Adds routes before the app starts (tests of the register helper). */
  readonly extend?: (app: FastifyInstance) => void;
}

/** The real app on a fresh, migrated, seeded database of the given backend. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
  close(): Promise<void>;
}

export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "mir-test-"));
  const testDatabase: TestDatabase = await backend.createDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: join(dataDir, "client"),
    DATABASE_URL: testDatabase.url,
    SEED_DEMO: options.seedDemo ? "1" : "0",
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const database = await connect({ databaseUrl: config.databaseUrl, dataDir });
  await migrate(database);
  await seed(database.db, pino({ level: "silent" }), { demo: config.seedDemo });
  const app = await buildApp({ db: database.db, config });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
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
