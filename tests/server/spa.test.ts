// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sessionLifetimeSeconds } from "../../src/server/http/session-cookie";
import { createMember } from "./helpers/accounts";
import { backends, useTestApp } from "./helpers/test-app";

function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), "mir-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), '<!doctype html><html lang="ru"><div id="root"></div></html>');
  writeFileSync(join(dir, "assets", "x-abc123.js"), "console.log('app')");
  writeFileSync(join(dir, "build.json"), JSON.stringify({ buildId: "b1" }));
  return dir;
}

describe.each(backends)("SPA on $name", (backend) => {
  const ctx = useTestApp(backend, { env: { CLIENT_DIR: builtClient() } });

  it("answers a deep link with index.html, revalidated every time", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/profile/5/chat?user=3" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain('<div id="root">');
  });

  it("serves the root the same way", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("puts the session hint right on every page load: set for a live session, cleared with a dead one", async () => {
    const member = await createMember(ctx().database.db);
    const page = (url: string, cookie?: string) =>
      ctx().app.inject({ method: "GET", url, ...(cookie ? { headers: { cookie } } : {}) });
    const cookies = (response: { cookies: Array<{ name: string; value: string; maxAge?: number }> }) =>
      Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));

    const live = cookies(await page("/profile/5", `l=${member.token}`));
    expect(live.mir_session).toMatchObject({ value: "1", maxAge: sessionLifetimeSeconds });
    expect(live.mir_session).not.toHaveProperty("httpOnly", true);
    // Already there: nothing to send.
    expect((await page("/", `l=${member.token}; mir_session=1`)).cookies).toEqual([]);
    // A visitor without cookies: nothing either.
    expect((await page("/")).cookies).toEqual([]);
    // A session that ended: both cookies go, so the page does not ask checktoken for nothing.
    const dead = cookies(await page("/", "l=revoked-token; mir_session=1"));
    expect(dead.l?.value).toBe("");
    expect(dead.mir_session?.value).toBe("");
    // Only pages: the API and files leave the cookies alone.
    for (const url of ["/assets/x-abc123.js", "/build.json", "/api/health"]) {
      expect((await page(url, "l=revoked-token; mir_session=1")).cookies, url).toEqual([]);
    }
  });

  it("caches hashed assets for a year", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/assets/x-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe("console.log('app')");
  });

  it("never caches the build manifest", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/build.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json()).toEqual({ buildId: "b1" });
  });

  it("answers a missing asset with 404, not with HTML", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/assets/gone-123.js" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<html");
  });

  it("falls back for HEAD but not for other methods", async () => {
    const head = await ctx().app.inject({ method: "HEAD", url: "/admin/users" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toMatch(/text\/html/);
    const post = await ctx().app.inject({ method: "POST", url: "/admin/users" });
    expect(post.statusCode).toBe(404);
  });
});

describe.each(backends)("SPA without a build on $name", (backend) => {
  const ctx = useTestApp(backend, { env: { CLIENT_DIR: join(tmpdir(), "mir-no-client-here") } });

  it("says to run the build instead of a blank page", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/profile/5" });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain("npm run build");
  });

  it("still answers the API", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
  });
});
