// bench/lcp: Largest Contentful Paint and what the browser transfers, by Lighthouse 12 in Debian's
// Chromium (issue 12: LCP of `/` ≤ 2.5 s in Lighthouse's default mobile audit — simulated slow 4G and a
// 4× slower CPU — and ≤ 1 s on localhost without throttling), beside a bare 1 KB HTML page served by a
// bare Fastify process in the same run: the least any page can score on this machine.
// Run: npm run bench:lcp   (other paths: npx tsx bench/lcp.ts / /auth /blogs)
import lighthouse, { type Flags } from "lighthouse";
import { ensureClientBuild } from "../scripts/client-build";
import { startBare } from "./lib/bare";
import { launchChromium } from "./lib/chromium";
import { startServer } from "./lib/server";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/auth"];
const debuggingPort = 9233;
const barePort = 3213;

interface Row {
  readonly page: string;
  readonly audit: string;
  readonly "LCP ms": number;
  readonly "FCP ms": number;
  readonly "TBT ms": number;
  readonly "transferred KB": number;
  readonly "scripts KB": number;
}

/** Lighthouse's defaults are the mobile audit; `unthrottled` keeps its mobile screen but no throttling. */
async function audit(url: string, page: string, unthrottled: boolean): Promise<Row> {
  const flags: Flags = {
    port: debuggingPort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    ...(unthrottled ? { throttlingMethod: "provided" as const } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`bench: Lighthouse gave no result for ${url}`);
  const { audits } = result.lhr;
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const items = (
    audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> }
  )?.items;
  const scripts = items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new Error(`bench: Lighthouse on ${url}: ${runtimeError.message}`);
  return {
    page,
    audit: unthrottled ? "localhost, no throttling" : "mobile (slow 4G, 4× CPU)",
    "LCP ms": value("largest-contentful-paint"),
    "FCP ms": value("first-contentful-paint"),
    "TBT ms": value("total-blocking-time"),
    "transferred KB": Math.round(value("total-byte-weight") / 102.4) / 10,
    "scripts KB": Math.round(scripts / 102.4) / 10,
  };
}

await ensureClientBuild();
const server = await startServer(3202);
const bare = await startBare(barePort, "/html");
const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`]);
try {
  const rows: Row[] = [];
  for (const unthrottled of [false, true]) {
    rows.push(await audit(bare.url, "bare 1 KB HTML", unthrottled));
    for (const path of paths) rows.push(await audit(`${server.url}${path}`, path, unthrottled));
  }
  console.log(
    "\nLighthouse 12.2.3, Debian's Chromium, a visitor (no session); budgets: mobile LCP ≤ 2500 ms, localhost ≤ 1000 ms",
  );
  console.table(rows);
} finally {
  await browser.close();
  bare.stop();
  await server.stop();
}
