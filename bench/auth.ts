// bench/auth: login and token-check throughput and latency under load (autocannon, 50 connections),
// beside a bare Fastify route measured in the same run. Issue 3 asks for these figures.
// Run: npm run bench:auth   (PostgreSQL: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:auth)
import autocannon from "autocannon";
import { startServer } from "./lib/server";

const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;

interface Figures {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
}

async function load(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function json(url: string, method: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

// Rate limits off: 50 connections from one address is exactly what they exist to stop.
const server = await startServer(
  3202,
  { RATE_LIMITS: "off", SEED_DEMO: "0", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  { client: false },
);
try {
  const email = `bench.${Date.now()}@bench.mir`;
  const password = "bench password 1";
  await json(`${server.url}/api/users/reg`, "POST", { name: "Замер", email, password });
  const outbox = (await json(`${server.url}/api/dev/outbox`, "GET")) as { rows: { links: string[] }[] };
  const link = outbox.rows.flatMap((row) => row.links).find((l) => l.includes("/reg/verify-"));
  if (!link) throw new Error("bench: no verification link in the outbox");
  const code = link.slice(link.indexOf("/reg/verify-") + "/reg/verify-".length);
  const { accessToken } = (await json(`${server.url}/api/users/verify`, "PUT", { code })) as {
    accessToken: string;
  };

  const results = [
    await load("bare route GET /api/health", { url: `${server.url}/api/health` }),
    await load("POST /api/users/checktoken", {
      url: `${server.url}/api/users/checktoken`,
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}` },
    }),
    await load("POST /api/users/auth (scrypt)", {
      url: `${server.url}/api/users/auth`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    }),
  ];
  console.log(
    `\n${databaseUrl ? "PostgreSQL" : "PGlite"}, ${connections} connections, ${seconds} s each (this machine: 2 cores)`,
  );
  console.table(results);
} finally {
  await server.stop();
}
