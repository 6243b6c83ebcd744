import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { firstValueFrom, Subject, take, toArray } from "rxjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchBuilds } from "../../src/streams/build.stream";

// A real HTTP server plays the deployed build: its manifest changes when we "deploy".
let manifest: unknown = { buildId: "one", builtAt: "2026-11-22T00:00:00.000Z" };
let status = 200;
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(manifest));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("watchBuilds", () => {
  it("reads the manifest at once and again on every wake", async () => {
    const wake$ = new Subject<void>();
    const seen = firstValueFrom(watchBuilds({ url, pollMs: 60_000, wake$ }).pipe(take(2), toArray()));
    await new Promise((r) => setTimeout(r, 100));
    manifest = { buildId: "two", builtAt: "2026-11-22T01:00:00.000Z" };
    wake$.next();
    expect(await seen).toEqual([
      { type: "build.seen", buildId: "one" },
      { type: "build.seen", buildId: "two" },
    ]);
  });

  it("skips failed and malformed reads and keeps polling", async () => {
    status = 503;
    const builds = firstValueFrom(watchBuilds({ url, pollMs: 50 }).pipe(take(1)));
    await new Promise((r) => setTimeout(r, 120));
    status = 200;
    manifest = { nonsense: true };
    await new Promise((r) => setTimeout(r, 120));
    manifest = { buildId: "three", builtAt: "2026-11-22T02:00:00.000Z" };
    expect(await builds).toEqual({ type: "build.seen", buildId: "three" });
  });
});
