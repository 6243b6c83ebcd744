import { type ChildProcess, spawn } from "node:child_process";
import autocannon from "autocannon";
import { sleep } from "./stats";

/**
 * Starts the yardstick (bench/lib/bare-server.ts) in its own process on `port` and waits for `path`
 * (`/page`: the 10-row JSON page of ARCHITECTURE §8's 100 %; `/html`: the 1 KB page of bench/lcp).
 */
export async function startBare(
  port: number,
  path: "/page" | "/html",
): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "bench/lib/bare-server.ts", `${port}`],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}${path}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 200) throw new Error("bench: the bare server did not start");
    await sleep(50);
  }
  return { url, stop: () => child.kill("SIGTERM") };
}

/** Requests per second, p50 and p99 of `options` loaded with autocannon, and the answers that were not 2xx. */
export async function load(options: autocannon.Options) {
  const result = await autocannon(options);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}
