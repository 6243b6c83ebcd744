// @vitest-environment node
// Scaled out, two processes behind a load balancer share one Redis: a limit counts the calls of both.
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { connect, type Database, migrate } from "../../src/server/db/connect";

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("rate limits shared through Redis (needs TEST_REDIS_URL)", () => {
  let database: Database;
  let redis: Redis;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await connect({ databaseUrl: "memory://", dataDir: "/nonexistent" });
    await migrate(database);
    redis = new Redis(redisUrl ?? "");
    const config = loadConfig({ DATABASE_URL: "memory://", LOG_LEVEL: "silent" });
    for (let i = 0; i < 2; i++) apps.push(await buildApp({ db: database.db, config, redis }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    redis.disconnect();
    await database.close();
  });

  it("refuses the 4th forgot-password of one address even when the calls alternate between processes", async () => {
    // forgot-password allows 3 per address per 15 minutes (src/server/http/limits.ts).
    const email = `shared.${randomBytes(4).toString("hex")}@test.mir`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const app = apps[i % 2] as FastifyInstance;
      const response = await app.inject({
        method: "POST",
        url: "/api/users/password/forgot",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email }),
        remoteAddress: `192.0.2.${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
