import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page } from "@playwright/test";
import { memberPage } from "./helpers/accounts";
import { test } from "./helpers/test";

// Issue 12, item 3, in a real Chromium: the Content-Security-Policy lets the whole app work — its scripts,
// styles, pictures, sounds and socket — and stops what it is for: another site framing a member's page.

/** Collects every CSP violation the page reports in `window.__violations`. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test("a visitor's and a member's pages run under the policy without a single violation", async ({
  browser,
  page,
}) => {
  await watchViolations(page);
  await page.goto("/");
  await expect(page.locator("[data-chrome]")).toBeVisible();
  await page.goto("/auth");
  await expect(page.getByRole("textbox").first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  const { page: memberTab, member } = await memberPage(browser);
  await watchViolations(memberTab);
  const socket = memberTab.waitForEvent("websocket", (ws) => ws.url().includes("/api/sockets/"));
  await memberTab.goto(`/profile/${member.id}/chat`);
  await (await socket).waitForEvent("framereceived");
  await memberTab.goto(`/profile/${member.id}`);
  await expect(memberTab.getByText(member.name).first()).toBeVisible();
  expect(await violations(memberTab)).toEqual([]);
});

test("another site cannot frame a member's chat", async ({ browser, baseURL }) => {
  const { page, member } = await memberPage(browser);
  const ours = new URL(String(baseURL));
  // Another site: a server of its own on another port, whose page embeds our chat.
  const other = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<iframe src="${ours.origin}/profile/${member.id}/chat" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = other.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    // Chromium answers a refused frame with its own error page instead of ours.
    await expect
      .poll(() => page.frames().map((frame) => frame.url()), { timeout: 10_000 })
      .toContain("chrome-error://chromewebdata/");
    expect(page.frames().filter((frame) => frame.url().startsWith(ours.origin))).toEqual([]);
  } finally {
    other.close();
  }
});
