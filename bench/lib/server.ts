import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";

export interface RunningServer {
  readonly url: string;
  /** Milliseconds from spawning the process to the first answer of /api/health. */
  readonly startedInMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the product as `npm start` does, on a fresh data folder, and waits for its first answer. API
 * benchmarks pass `{ client: false }`: the server alone, without (re)building the app first.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  { client = true }: { client?: boolean } = {},
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  // A server left over from an earlier run would answer instead, and the figures would be its.
  const leftover = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`bench: port ${port} is taken by another server; stop it first`);
  const dataDir = `.tmp/bench-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const entry = client ? "scripts/start.ts" : "src/server/main.ts";
  // Node itself, not `npx tsx`: stop()'s SIGTERM must reach the server, not a wrapper that leaves it running.
  // BENCH_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (open it in DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, "--import", "tsx", entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startedInMs = performance.now() - started;
  return {
    url,
    startedInMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The API server alone over a database a bench has already seeded (`dataDir` its files, `databaseUrl` a
 * PostgreSQL one or PGlite in `dataDir` when absent): no client build, no demo, no rate limits.
 */
export function startApiServer(port: number, dataDir: string, databaseUrl?: string): Promise<RunningServer> {
  return startServer(
    port,
    {
      DATA_DIR: dataDir,
      RATE_LIMITS: "off",
      SEED_DEMO: "0",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    { client: false },
  );
}
