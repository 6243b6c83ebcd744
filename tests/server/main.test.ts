// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CloseCode } from "../../src/api/events";
import { verifyPassword } from "../../src/server/auth/password";
import { connect } from "../../src/server/db/connect";
import { userRoles, users } from "../../src/server/db/schema";
import { main, type RunningServer } from "../../src/server/main";
import { demoMembers } from "../../src/server/seed/demo-members";
import { adminEmail } from "../../src/server/seed/seed";
import { createMember } from "./helpers/accounts";
import { backends, type TestDatabase } from "./helpers/backends";
import { freePort } from "./helpers/free-port";
import { TestSocket } from "./helpers/socket-client";

/** What a start wrote to stdout: the log's JSON lines, and any other text as it was written. */
function output() {
  const chunks: string[] = [];
  const log = () =>
    chunks
      .flatMap((chunk) => chunk.split("\n"))
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string; links?: string[] });
  const plain = () => chunks.filter((chunk) => !chunk.startsWith("{"));
  return { stdout: { write: (text: string) => chunks.push(text) }, chunks, log, plain };
}

describe.each(backends)("main() on $name", (backend) => {
  let dataDir: string;
  let testDatabase: TestDatabase;
  let port: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "mir-main-"));
    testDatabase = await backend.createDatabase();
    port = await freePort();
  });
  afterAll(async () => {
    await testDatabase.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const databaseUrl = () => (backend.name === "postgres" ? testDatabase.url : undefined);
  // PGlite on disk, not in memory: the second start must find what the first one wrote.
  const start = (stdout: { write(text: string): unknown }) => {
    const url = databaseUrl();
    return main({
      ownProcess: false,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        CLIENT_DIR: join(dataDir, "client"),
        LOG_LEVEL: "info",
        SEED_DEMO: "1",
        RATE_LIMITS: "off",
        ...(url ? { DATABASE_URL: url } : {}),
      },
      stdout,
    });
  };

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
  let firstCensus: Awaited<ReturnType<typeof census>> | undefined;

  const login = (base: string, email: string, password: string) =>
    fetch(`${base}/api/users/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });

  it("first start: seeds one admin and the demo; announces the one address its letters link to, and prints every sign-in in one plain block", async () => {
    const out = output();
    const first = await start(out.stdout);
    try {
      firstCensus = await census(first);
      expect(firstCensus.users).toBe(1 + demoMembers.length);
      expect(firstCensus.admins).toHaveLength(1);
      expect(firstCensus.adminRoles).toBe(1);
      expect(firstCensus.admins[0]?.hash).toMatch(/^scrypt\$/);
      await expect(verifyPassword("not-the-password", firstCensus.admins[0]?.hash ?? "")).resolves.toBe(
        false,
      );

      // Issue 28, item 19: one address, the one PUBLIC_URL defaults to — not 127.0.0.1 in the log and
      // localhost in the letters (a link opened from the other tab signs in on another origin).
      const address = `http://localhost:${port}`;
      expect(first.config.publicUrl).toBe(address);
      const announced = out.log().filter((line) => /https?:\/\//.test(line.msg));
      expect(announced.map((line) => line.msg)).toEqual([`Сервер МИР открыт: ${address}`]);
      expect(out.chunks.join("")).not.toContain("127.0.0.1");
      const health = await fetch(`${address}/api/health`);
      expect(await health.json()).toEqual({ status: "ok" });
      const registration = await fetch(`${address}/api/users/reg`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Вера Новая",
          email: "vera@example.org",
          password: "пароль новой участницы",
        }),
      });
      expect(registration.status).toBe(200);
      const letter = out.log().find((line) => line.msg.includes("vera@example.org"));
      expect(letter?.links).toEqual([expect.stringMatching(`^${address}/reg/verify-`)]);

      // Issue 28, item 20: one plain block on stdout (not a JSON log line) with the admin's and every
      // demo member's address and the passwords — each of which signs in.
      const blocks = out.plain();
      expect(blocks).toHaveLength(1);
      const block = blocks[0] ?? "";
      expect(block).toContain(`${address}/auth`);
      const adminPassword = block.match(
        new RegExp(`${adminEmail.replace(".", "\\.")}\\s+пароль: (\\S+)`),
      )?.[1];
      const demoPassword = block.match(/общий пароль: (\S+)/)?.[1];
      expect(adminPassword).toBeDefined();
      expect(demoPassword).toBeDefined();
      expect((await login(address, adminEmail, adminPassword ?? "")).status).toBe(200);
      for (const member of demoMembers) {
        expect(block).toContain(member.email);
        expect(block).toContain(member.name);
        expect((await login(address, member.email, demoPassword ?? "")).status, member.email).toBe(200);
      }
      // The passwords are in the block only, not in the log (LOG_LEVEL and log collectors).
      expect(JSON.stringify(out.log())).not.toContain(adminPassword);
      expect(JSON.stringify(out.log())).not.toContain(demoPassword);
      firstCensus = await census(first);
    } finally {
      await first.stop();
    }
  }, 120_000);

  it("second start: seeds nothing more and prints no block", async () => {
    const out = output();
    const second = await start(out.stdout);
    try {
      expect(await census(second)).toEqual(firstCensus);
      expect(out.plain()).toEqual([]);
    } finally {
      await second.stop();
    }
  }, 60_000);

  // Issue 28, item 17: stopping with 10 000 sockets open logged 9 171 «Cannot use a pool after calling end
  // on the pool» — the sockets' close handlers wrote `last_seen_at` after the database had closed, so
  // those members' «был(а) в сети» was lost. A stop closes the sockets, lets their writes finish, and only
  // then closes the database.
  it("a stop with sockets open closes each (1001) and writes every member's last seen before the database closes", async () => {
    const out = output();
    const server = await start(out.stdout);
    const { db } = server.database;
    const members = await Promise.all(Array.from({ length: 30 }, () => createMember(db)));
    const ids = members.map((member) => member.id);
    const sockets = await Promise.all(
      members.map((member) => TestSocket.open(server.url, member.id, { headers: member.bearer })),
    );
    // Each socket's open is written; then the table forgets it, so only the closes can bring it back.
    const seen = async () =>
      (await db.select({ seen: users.lastSeenAt }).from(users).where(inArray(users.id, ids))).filter(
        (row) => row.seen !== null,
      ).length;
    await expect.poll(seen, { timeout: 20_000 }).toBe(ids.length);
    await db.execute(sql`update users set last_seen_at = '2000-01-01' where id in ${ids}`);

    const stoppedAt = Date.now();
    await server.stop();
    const closes = await Promise.all(sockets.map((socket) => socket.closed));
    expect(closes.map((close) => close.code)).toEqual(ids.map(() => CloseCode.goingAway));

    const reopened = await connect({ databaseUrl: databaseUrl(), dataDir });
    try {
      const rows = await reopened.db
        .select({ id: users.id, seen: users.lastSeenAt })
        .from(users)
        .where(inArray(users.id, ids));
      const lost = rows.filter((row) => (row.seen?.getTime() ?? 0) < stoppedAt - 1000).map((row) => row.id);
      expect(lost, "members whose last seen the stop lost").toEqual([]);
    } finally {
      await reopened.close();
    }
    const failedWrites = out
      .log()
      .filter((line) => /Не удалось отметить|Cannot use a pool/.test(JSON.stringify(line)));
    expect(failedWrites).toEqual([]);
  }, 120_000);
});
