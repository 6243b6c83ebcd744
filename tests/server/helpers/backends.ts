import { randomBytes } from "node:crypto";
import pg from "pg";

/** A database a test file owns: its URL and how to remove it afterwards. */
export interface TestDatabase {
  /** `memory://` (PGlite) or a postgres:// URL of a database made for this file alone. */
  readonly url: string;
  drop(): Promise<void>;
}

/** Where the server tests run: always PGlite; PostgreSQL as well when TEST_DATABASE_URL is set (CI). */
export interface Backend {
  readonly name: "pglite" | "postgres";
  createDatabase(): Promise<TestDatabase>;
}

const pglite: Backend = {
  name: "pglite",
  createDatabase: async () => ({ url: "memory://", drop: async () => {} }),
};

async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database per test file, so files run in parallel without seeing each other's rows. */
function postgres(adminUrl: string): Backend {
  return {
    name: "postgres",
    async createDatabase() {
      const name = `mir_test_${randomBytes(6).toString("hex")}`;
      await asAdmin(adminUrl, (client) => client.query(`create database ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        drop: () =>
          asAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
            () => {},
          ),
      };
    },
  };
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** For `describe.each(backends)("$name", …)`. */
export const backends: Backend[] = testDatabaseUrl ? [pglite, postgres(testDatabaseUrl)] : [pglite];

/**
 * For tests of the HTTP contract whose answers do not depend on the database engine — who may call what,
 * headers, decoding before anything is stored: one engine, the production one (PostgreSQL) when there is
 * one. Every test that stores, counts or races runs on both (`backends`).
 */
export const contractBackends: Backend[] = backends.slice(-1);
