// @vitest-environment node
// Acceptance of issue 4: two server processes on two ports share PostgreSQL and Redis; an event caused
// through process A reaches a socket held by process B (and the other way round).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RoleId } from "../../src/api/schema/user";
import { connect, type Database } from "../../src/server/db/connect";
import { adminEmail } from "../../src/server/seed/seed";
import { createMember } from "./helpers/accounts";
import { backends, type TestDatabase } from "./helpers/backends";
import { type ServerProcess, startServerProcess, stopServerProcess } from "./helpers/server-process";
import { TestSocket } from "./helpers/socket-client";

const postgres = backends.find((backend) => backend.name === "postgres");
const redisUrl = process.env.TEST_REDIS_URL;
const adminPassword = "scale-out admin password";
const processEnv = { REDIS_URL: redisUrl ?? "", ADMIN_PASSWORD: adminPassword };

describe.skipIf(!postgres || !redisUrl)(
  "two server processes sharing PostgreSQL and Redis (needs TEST_DATABASE_URL and TEST_REDIS_URL)",
  () => {
    let testDatabase: TestDatabase;
    let database: Database;
    let dataDir: string;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;

    beforeAll(async () => {
      testDatabase = await (postgres as NonNullable<typeof postgres>).createDatabase();
      dataDir = mkdtempSync(join(tmpdir(), "mir-scale-out-"));
      // Both at once: the migration and seed locks must let exactly one of them do it.
      [a, b] = await Promise.all([
        startServerProcess(testDatabase.url, join(dataDir, "a"), processEnv),
        startServerProcess(testDatabase.url, join(dataDir, "b"), processEnv),
      ]);
      database = await connect({ databaseUrl: testDatabase.url, dataDir });
    }, 90_000);

    afterAll(async () => {
      await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
      await database?.close();
      await testDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    it("delivers a role change made on one process to the member's sockets on both", async () => {
      const [serverA, serverB] = [a as ServerProcess, b as ServerProcess];
      const login = await fetch(`${serverA.url}/api/users/auth`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: adminEmail, password: adminPassword }),
      });
      expect(login.status).toBe(200);
      const { accessToken } = (await login.json()) as { accessToken: string };
      const admin = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };

      const member = await createMember(database.db);
      const onB = await TestSocket.open(serverB.url, member.id, { headers: member.bearer });
      const onA = await TestSocket.open(serverA.url, member.id, { headers: member.bearer });
      await onB.waitFor((f) => f.type === "user_connect");
      await onA.waitFor((f) => f.type === "user_connect");

      const given = await fetch(`${serverA.url}/api/users/changerole/${member.id}`, {
        method: "PUT",
        headers: admin,
        body: JSON.stringify({ roleId: RoleId.digestAuthor }),
      });
      expect(given.status).toBe(200);
      const [onBEvent] = await onB.waitForEvents(1, 10_000);
      expect(onBEvent).toMatchObject({ seq: 1, type: "role", action: "add", payload: { roleId: 7 } });

      // And back: taken on B, seen on A.
      const taken = await fetch(`${serverB.url}/api/users/del/role/${member.id}/${RoleId.digestAuthor}`, {
        method: "DELETE",
        headers: { authorization: admin.authorization },
      });
      expect(taken.status).toBe(200);
      // Each change with the notification it leaves.
      const onAEvents = await onA.waitForEvents(4, 10_000);
      expect(onAEvents.map((e) => [e.seq, e.type, "action" in e ? e.action : undefined])).toEqual([
        [1, "role", "add"],
        [2, "notification", "create"],
        [3, "role", "remove"],
        [4, "notification", "create"],
      ]);
      expect((await onB.waitForEvents(4, 10_000)).map((e) => e.seq)).toEqual([1, 2, 3, 4]);
      onA.close();
      onB.close();
    });
  },
);
