// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/server/auth/password";
import { userRoles, users } from "../../src/server/db/schema";
import { main, type RunningServer } from "../../src/server/main";
import { adminEmail } from "../../src/server/seed/seed";
import { backends, type TestDatabase } from "./helpers/backends";

describe.each(backends)("main() on $name", (backend) => {
  let dataDir: string;
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "mir-main-"));
    testDatabase = await backend.createDatabase();
  });
  afterAll(async () => {
    await testDatabase.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // PGlite on disk, not in memory: the second start must find what the first one wrote.
  const start = () =>
    main({
      ownProcess: false,
      env: {
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        CLIENT_DIR: join(dataDir, "client"),
        LOG_LEVEL: "silent",
        SEED_DEMO: "1",
        ...(backend.name === "postgres" ? { DATABASE_URL: testDatabase.url } : {}),
      },
    });

  async function census(server: RunningServer) {
    const { db } = server.database;
    const [all] = await db.select({ n: count() }).from(users);
    const admins = await db
      .select({ id: users.id, hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, adminEmail));
    const [adminRoles] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, 1));
    return { users: all?.n, admins, adminRoles: adminRoles?.n };
  }

  it("seeds one admin and the demo on the first start, and nothing more on the second", async () => {
    const first = await start();
    let firstCensus: Awaited<ReturnType<typeof census>>;
    try {
      const health = await fetch(`${first.url}/api/health`);
      expect(await health.json()).toEqual({ status: "ok" });
      firstCensus = await census(first);
    } finally {
      await first.stop();
    }
    expect(firstCensus.users).toBe(8);
    expect(firstCensus.admins).toHaveLength(1);
    expect(firstCensus.adminRoles).toBe(1);
    expect(firstCensus.admins[0]?.hash).toMatch(/^scrypt\$/);
    await expect(verifyPassword("not-the-password", firstCensus.admins[0]?.hash ?? "")).resolves.toBe(false);

    const second = await start();
    try {
      expect(await census(second)).toEqual(firstCensus);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
