// @vitest-environment node
// Issue 12, "assets are served uncompressed": the build's .br and .gz copies are sent to browsers that
// accept them (never compressed per request), and JSON answers above 1 KB are compressed on the fly.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { backends, useTestApp } from "./helpers/test-app";

const script = `console.log(${JSON.stringify("МИР ".repeat(2000))});`;
const page = `<!doctype html><html lang="ru"><div id="root"></div>${"<!-- padding -->".repeat(200)}</html>`;

function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), "mir-client-"));
  mkdirSync(join(dir, "assets"));
  for (const [name, text] of [
    ["index.html", page],
    ["assets/app-abc123.js", script],
  ] as const) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  return dir;
}

describe.each(backends)("compression on $name", (backend) => {
  const ctx = useTestApp(backend, { env: { CLIENT_DIR: builtClient() } });
  const get = (url: string, encoding?: string) =>
    ctx().app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

  it("sends the brotli copy of a hashed asset to a browser that accepts br, still cached for a year", async () => {
    const response = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
  });

  it("sends the gzip copy to a browser that accepts only gzip, and the file itself to one that accepts neither", async () => {
    const gzip = await get("/assets/app-abc123.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends index.html compressed for a deep link too", async () => {
    const response = await get("/profile/5/chat", "br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  it("compresses a JSON answer above 1 KB and leaves a small one alone", async () => {
    // The validation error of a long unknown field names it: well above 1 KB.
    const big = await ctx().app.inject({
      method: "POST",
      url: "/api/users/auth",
      headers: { "accept-encoding": "gzip", "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.ru", password: "x".repeat(10), [`f${"x".repeat(2000)}`]: 1 }),
    });
    expect(big.statusCode).toBe(400);
    expect(big.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).error.code).toBe("VALIDATION");
    const small = await get("/api/health", "gzip, br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ status: "ok" });
  });
});
