import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** What is worth compressing: text. Pictures and sounds are compressed already. */
const compressible = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, at the highest levels: the work is
 * done once per build, not per request, and the server (src/server/spa.ts, @fastify/static's
 * `preCompressed`) sends the smallest copy the browser accepts. A copy that is not smaller is not kept.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "mir-precompress",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of filesUnder(outDir)) {
        if (!compressible.test(path)) continue;
        const source = readFileSync(path);
        if (source.length < minBytes) continue;
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip);
      }
    },
  };
}
