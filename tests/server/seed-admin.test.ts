// @vitest-environment node
import pino from "pino";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { connect, migrate } from "../../src/server/db/connect";
import { adminEmail, seed } from "../../src/server/seed/seed";

describe("ADMIN_PASSWORD", () => {
  it("becomes the first admin's password and is never written to the log", async () => {
    const chosen = "операторский пароль 2026";
    const config = loadConfig({ DATABASE_URL: "memory://", ADMIN_PASSWORD: chosen, LOG_LEVEL: "silent" });
    const database = await connect({ databaseUrl: config.databaseUrl, dataDir: "/nonexistent" });
    try {
      await migrate(database);
      const lines: string[] = [];
      const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
      await seed(database.db, log, { demo: true, adminPassword: config.adminPassword });
      expect(lines.join("")).toContain(adminEmail);
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
