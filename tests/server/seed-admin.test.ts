// @vitest-environment node
import pino from "pino";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { connect, migrate } from "../../src/server/db/connect";
import { adminEmail, seed, signInBlock } from "../../src/server/seed/seed";

describe("ADMIN_PASSWORD", () => {
  it("becomes the first admin's password and is never written to the log or the sign-in block", async () => {
    const chosen = "операторский пароль 2026";
    const config = loadConfig({ DATABASE_URL: "memory://", ADMIN_PASSWORD: chosen, LOG_LEVEL: "silent" });
    const database = await connect({ databaseUrl: config.databaseUrl, dataDir: "/nonexistent" });
    try {
      await migrate(database);
      const lines: string[] = [];
      const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
      const first = await seed(database.db, log, { demo: true, adminPassword: config.adminPassword });
      expect(first?.admin).toEqual({ email: adminEmail, password: undefined });
      const block = signInBlock(first ?? expect.fail("a first start"), "http://localhost:3000");
      expect(block).toMatch(new RegExp(`${adminEmail}\\s+пароль: из ADMIN_PASSWORD`));
      expect(block).not.toContain(chosen);
      expect(lines.join("")).not.toContain(chosen);

      const app = await buildApp({ db: database.db, config });
      const login = await app.inject({
        method: "POST",
        url: "/api/users/auth",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email: adminEmail, password: chosen }),
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.roles.map((role: { id: number }) => role.id)).toContain(1);
      await app.close();
    } finally {
      await database.close();
    }
  });
});
