import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { freePort } from "./free-port";

/** The product's server as its own process: what `npm start` runs, killable as a crash would kill it. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly output: string[];
}

/**
 * `node --import tsx src/server/main.ts` on a free port over `databaseUrl` (a PostgreSQL URL), with its
 * files in `dataDir`, no demo and no rate limits; `env` adds to that (REDIS_URL …). Answers once
 * /api/health does.
 */
export async function startServerProcess(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CLIENT_DIR: join(dataDir, "client"),
      SEED_DEMO: "0",
      RATE_LIMITS: "off",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output.join("")}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output.join("")}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, child, output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops it as an operator would (SIGTERM, SIGKILL after 10 s); nothing when it already ended. */
export function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  const child = server?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Kills it as a crash would (kill -9: no graceful stop, connections cut mid-transaction). */
export function killServerProcess(server: ServerProcess): Promise<void> {
  const child = server.child;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}
