// bench/size: the gzip size of the JavaScript a browser loads for `/` (budget: 170 KB, ARCHITECTURE §8),
// and the time from starting the product to its first answer; and the lazy chunks named below, with
// whether `/` loaded them (it must not). Run: npm run bench:size
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ensureClientBuild } from "../scripts/client-build";
import { launchChromium } from "./lib/chromium";
import { startServer } from "./lib/server";

const BUDGET_KB = 170;
/** Lazy chunks worth watching: the publication editor (Tiptap, ProseMirror), /dev's charts (elkjs). */
const lazyChunks = ["rich-text-editor", "machines-panel"];
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];

await ensureClientBuild();
// What index.html itself loads: the entry script and its modulepreloads.
const indexHtml = readFileSync("dist/client/index.html", "utf8");
const initialScripts = new Set(
  [...indexHtml.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? "",
  ),
);
const server = await startServer(3201);
const browser = await launchChromium();
try {
  console.log(
    `start → first answer of /api/health: ${server.startedInMs.toFixed(0)} ms (built client, fresh database)`,
  );
  for (const path of pages) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    let total = 0;
    let initial = 0;
    if (path === "/") {
      const lazy = readdirSync("dist/client/assets")
        .filter((file) => file.endsWith(".js") && lazyChunks.some((name) => file.startsWith(`${name}-`)))
        .map((file) => ({
          chunk: file,
          "gzip KB": (
            gzipSync(readFileSync(join("dist/client/assets", file)), { level: 9 }).length / 1024
          ).toFixed(1),
          "loaded by /": scripts.has(`/assets/${file}`) ? "YES — it must not be" : "no",
        }));
      console.log("\nLazy chunks:");
      console.table(lazy);
    }
    const rows = [...scripts].map((file) => {
      const gz = gzipSync(readFileSync(join("dist/client", file)), { level: 9 }).length;
      total += gz;
      if (initialScripts.has(file)) initial += gz;
      return { file, initial: initialScripts.has(file), "gzip KB": (gz / 1024).toFixed(1) };
    });
    console.log(`\nJavaScript loaded by ${path}:`);
    console.table(rows);
    const verdict = (kb: number) => (kb <= BUDGET_KB ? "within" : "OVER");
    const initialKb = initial / 1024;
    const totalKb = total / 1024;
    console.log(
      `initial (entry + modulepreload): ${initialKb.toFixed(1)} KB gzip — ${verdict(initialKb)} ${BUDGET_KB} KB`,
    );
    console.log(
      `everything until network idle: ${totalKb.toFixed(1)} KB gzip — ${verdict(totalKb)} ${BUDGET_KB} KB`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
