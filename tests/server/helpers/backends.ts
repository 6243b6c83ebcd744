import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { adminQuery, databaseUrlOf } from "./postgres-admin";

/** A database a test file owns: its URL and how to remove it afterwards. */
export interface TestDatabase {
  /** `memory://` (PGlite) or a postgres:// URL of a database made for this file alone. */
  readonly url: string;
  drop(): Promise<void>;
}

/** Where the server tests run: always PGlite; PostgreSQL as well when TEST_DATABASE_URL is set (CI). */
export interface Backend {
  readonly name: "pglite" | "postgres";
  /**
   * An empty database, or with `seeded` one already migrated and seeded without the demo where the
   * backend has such an original to copy (PostgreSQL: tests/setup/postgres-original.ts); `seeded` tells
   * which it made.
   */
  createDatabase(options?: {
    readonly seeded?: boolean;
  }): Promise<TestDatabase & { readonly seeded: boolean }>;
}

const pglite: Backend = {
  name: "pglite",
  // Seeded copies of PGlite are the test app's own (./pglite-copies.ts): an empty one here.
  createDatabase: async () => ({ url: "memory://", drop: async () => {}, seeded: false }),
};

/** A fresh database per test file, so files run in parallel without seeing each other's rows. */
function postgres(adminUrl: string): Backend {
  return {
    name: "postgres",
    async createDatabase(options) {
      const name = `mir_test_${randomBytes(6).toString("hex")}`;
      const original = options?.seeded ? inject("postgresOriginal") : "";
      await adminQuery(adminUrl, `create database ${name}${original ? ` template ${original}` : ""}`);
      return {
        url: databaseUrlOf(adminUrl, name),
        drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
        seeded: original !== "",
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
