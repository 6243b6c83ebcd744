import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { firstValueFrom, Subject, share, take, toArray } from "rxjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchBuilds } from "../../src/streams/build.stream";

// A real HTTP server plays the deployed build: its manifest changes when we "deploy".
let manifest: unknown = { buildId: "one", builtAt: "2026-11-22T00:00:00.000Z" };
let status = 200;
/** Every answer the server gave, as `status manifest`, so a test waits for reads instead of sleeping. */
const served: string[] = [];
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((_req, res) => {
    served.push(`${status} ${JSON.stringify(manifest)}`);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(manifest));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function servedSoFar(count: number): Promise<void> {
  // Reads come every 50 ms; a loaded CI machine may take seconds. The test's own timeout bounds this.
  while (served.length < count) await new Promise((r) => setTimeout(r, 10));
}

describe("watchBuilds", () => {
  it("reads the manifest at once and again on every wake", async () => {
    const wake$ = new Subject<void>();
    const builds$ = watchBuilds({ url, pollMs: 60_000, wake$ }).pipe(share());
    const seen = firstValueFrom(builds$.pipe(take(2), toArray()));
    // Deploy only once the first read has landed: a wake during a read in flight is (rightly) dropped.
    await firstValueFrom(builds$);
    manifest = { buildId: "two", builtAt: "2026-11-22T01:00:00.000Z" };
    wake$.next();
    expect(await seen).toEqual([
      { type: "build.seen", buildId: "one" },
      { type: "build.seen", buildId: "two" },
    ]);
  });

  it("skips failed and malformed reads and keeps polling", async () => {
    status = 503;
    const start = served.length;
    const builds = firstValueFrom(watchBuilds({ url, pollMs: 50 }).pipe(take(1)));
    await servedSoFar(start + 1);
    status = 200;
    manifest = { nonsense: true };
    const malformedFrom = served.length;
    await servedSoFar(malformedFrom + 1);
    manifest = { buildId: "three", builtAt: "2026-11-22T02:00:00.000Z" };
    expect(await builds).toEqual({ type: "build.seen", buildId: "three" });
    // Both bad reads really happened before the good one was taken.
    expect(served.slice(start).some((answer) => answer.startsWith("503 "))).toBe(true);
    expect(served.slice(start)).toContain('200 {"nonsense":true}');
  });
});
