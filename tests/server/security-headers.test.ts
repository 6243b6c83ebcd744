// @vitest-environment node
// Issue 12, item 3: every answer — the app's pages, its assets, the API, errors — carries the security
// headers of ARCHITECTURE §9, so no other site can frame a member's chat or run a script in our origin.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createMember, testPassword } from "./helpers/accounts";
import { calls, json } from "./helpers/messenger";
import { contractBackends, useTestApp } from "./helpers/test-app";

function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), "mir-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), '<!doctype html><html lang="ru"><div id="root"></div></html>');
  writeFileSync(join(dir, "assets", "x-abc123.js"), "console.log('app')");
  return dir;
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header, "Content-Security-Policy is missing").toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

const answers = [
  ["/", "the app's root"],
  ["/profile/5/chat", "a deep link (SPA fallback)"],
  ["/assets/x-abc123.js", "a hashed asset"],
  ["/api/health", "an API call"],
  ["/api/users/one/999999", "an API error"],
  ["/api/nothing-here", "an unknown API path"],
] as const;

describe.each(contractBackends)("security headers on $name", (backend) => {
  const ctx = useTestApp(backend, { env: { CLIENT_DIR: builtClient() } });

  for (const [url, what] of answers) {
    it(`${what} (${url}): CSP, no framing, nosniff, referrer and permissions policies, no HSTS on http`, async () => {
      const response = await ctx().app.inject({ method: "GET", url });
      const csp = directives(response.headers["content-security-policy"]);
      expect(csp.get("script-src")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["permissions-policy"]).toContain("microphone=(self)");
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    });
  }
});

describe.each(contractBackends)("security headers behind https on $name", (backend) => {
  const ctx = useTestApp(backend, { env: { CLIENT_DIR: builtClient(), PUBLIC_URL: "https://mir.example" } });

  it("adds Strict-Transport-Security when PUBLIC_URL is https", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});

describe.each(contractBackends)(
  "answers of the API are never stored (issue 27 §4 item 8) on $name",
  (backend) => {
    const ctx = useTestApp(backend);
    const api = calls(ctx);

    it("a member's account, a login's token, notifications, even a public profile: Cache-Control no-store", async () => {
      const anna = await createMember(ctx().database.db);
      const answers = [
        await api.inject("GET", `/api/users/one/account/${anna.id}`, anna),
        await api.inject(
          "POST",
          "/api/users/auth",
          undefined,
          json({ email: anna.email, password: testPassword }),
        ),
        await api.inject("GET", "/api/notifications/user", anna),
        await api.inject("GET", "/api/publications/drafts", anna),
        // Whoever asks: an answer to a visitor on a shared computer is no one else's either.
        await api.inject("GET", `/api/users/one/${anna.id}`, undefined),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.headers["cache-control"], answer.body.slice(0, 100)).toBe("no-store");
      }
      // A file says its own: a generated avatar is the same for everyone.
      const avatar = await api.inject("GET", `/api/avatars/${anna.id}.svg`, undefined);
      expect(avatar.headers["cache-control"]).toMatch(/^public/);
    });
  },
);
