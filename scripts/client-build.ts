import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..");
const outDir = join(root, "dist", "client");
const stampFile = join(outDir, ".source-hash");

// What the SPA is built from. Server code is not among them: changing it needs no client build.
const inputs = ["index.html", "vite.config.ts", "package-lock.json", "public", "src"];
const notInputs = [join("src", "server")];

function* filesUnder(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    const child = join(path, entry);
    if (notInputs.includes(relative(root, child)) || entry === "routeTree.gen.ts") continue;
    yield* filesUnder(child);
  }
}

/** A hash of every file the SPA is built from: content, not mtimes, so a fresh clone compares right. */
export function sourceHash(): string {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

/** Builds the SPA into dist/client unless the build there was made from the same sources. */
export async function ensureClientBuild(log: (line: string) => void = console.log): Promise<void> {
  const wanted = sourceHash();
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (built === wanted && existsSync(join(outDir, "index.html"))) return;
  log(built ? "Исходники клиента изменились — пересобираю…" : "Собираю клиентское приложение…");
  const started = Date.now();
  const { build } = await import("vite");
  await build({ root, logLevel: "warn" });
  writeFileSync(stampFile, wanted);
  log(`Клиент собран за ${((Date.now() - started) / 1000).toFixed(1)} с.`);
}
