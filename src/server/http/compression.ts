import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Compresses answers made per request (JSON pages, SVG avatars) above 1 KB, brotli or gzip as the
 * browser accepts. Brotli at quality 4: near gzip's speed with smaller output; the highest levels are for
 * the build's static copies (scripts/vite-precompress.ts), which are sent as they are. Partial answers
 * (206, a seek in a voice message) are never compressed: their byte ranges describe the file itself.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
