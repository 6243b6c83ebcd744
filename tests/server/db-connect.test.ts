// @vitest-environment node
import pg from "pg";
import { describe, expect, it } from "vitest";
import { connect } from "../../src/server/db/connect";
import { backends } from "./helpers/backends";

// PostgreSQL only: without TEST_DATABASE_URL (set by CI) the report lists it as skipped, by this name.
const postgres = backends.find((backend) => backend.name === "postgres");

describe.skipIf(!postgres)("connect() on PostgreSQL (needs TEST_DATABASE_URL)", () => {
  it("survives PostgreSQL dropping an idle connection, and reports it", async () => {
    if (!postgres) throw new Error("TEST_DATABASE_URL is not set");
    const backend = postgres;
    const testDatabase = await backend.createDatabase();
    const dropped: Error[] = [];
    const database = await connect({
      databaseUrl: testDatabase.url,
      dataDir: "/nonexistent",
      onIdleError: (error) => dropped.push(error),
    });
    try {
      if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
      const [{ pid }] = (await database.pool.query("select pg_backend_pid() as pid")).rows;
      const admin = new pg.Client({ connectionString: testDatabase.url });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await admin.end();
      await expect.poll(() => dropped.length).toBe(1);
      // The pool replaces the connection: the next query works.
      const { rows } = await database.pool.query("select 1 as one");
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await testDatabase.drop();
    }
  });
});
