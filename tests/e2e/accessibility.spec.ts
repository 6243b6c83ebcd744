import { expect, type Page } from "@playwright/test";
import { concreteRoute, specRoutes } from "../helpers/spec-routes";
import { adminPage, memberPage } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { test } from "./helpers/test";

// Issue 12, "Accessibility": axe-core's WCAG 2.2 AA rules over every route of spec §2, as a visitor, a
// member and the admin, in the light and the dark scheme: no serious or critical violation anywhere.
// Routes are reached as a member reaches them inside the app (the router, no reload: axe is injected once
// per tab), and a route that lands on a page already checked (a visitor sent to /auth by a guard) is not
// checked twice.

/** Counts the page's requests in flight (`window.__inflight`), so a check can wait for a page's data. */
async function countRequests(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __inflight: number };
    w.__inflight = 0;
    const original = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      w.__inflight += 1;
      return original(...args).finally(() => {
        w.__inflight -= 1;
      });
    };
  });
}

/** Goes to `path` through the app's router, as a click on a link would, and waits for the page's data. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
  // Lazy chunks and the page's data, then two frames for React to paint what arrived.
  await page.waitForFunction(() => (window as unknown as { __inflight: number }).__inflight === 0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const roles = ["visitor", "member", "admin"] as const;
type Scheme = "light" | "dark";
const other = (scheme: Scheme): Scheme => (scheme === "light" ? "dark" : "light");
/**
 * The schemes differ in colours only: the light one is checked with every rule, the dark one with the
 * rules that read colours (a third less work per page).
 */
const colourRules = ["color-contrast", "link-in-text-block"];

/** Switches the system's colour scheme; the app follows it without a reload (the scheme is «auto»). */
async function switchScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
}

/**
 * What a page looks like when it is only a section's name and its empty state («Здесь пока пусто»), in
 * its layout; null for any other page. Such pages differ in their words only, so one of each is checked.
 */
function lookAlike(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const section = document.querySelector("main [data-section]");
    const parts = section ? [...section.children] : [];
    if (parts.length !== 2 || !parts[1]?.classList.contains("mantine-EmptyState-root")) return null;
    const main = document.querySelector("main");
    const theme = document.querySelector("[data-theme]")?.getAttribute("data-theme") ?? "";
    return `empty section in «${main?.className} ${main?.dataset.wrapper ?? ""} ${theme}»`;
  });
}

// One journey per role: each page is reached once and checked in both schemes (the colours are what the
// schemes change), so the routes' data is loaded once, not twice; of the pages still empty, one per layout.
for (const role of roles) {
  test(`every route as ${role}, light and dark: no serious or critical axe violation`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    let page: Page;
    let self = 1;
    if (role === "visitor") page = await (await browser.newContext()).newPage();
    else if (role === "admin") page = await adminPage(browser);
    else
      ({
        page,
        member: { id: self },
      } = await memberPage(browser));
    await countRequests(page);
    await page.goto("/");
    // Evaluated, not added as a <script>: our Content-Security-Policy refuses inline scripts, as it should.
    await injectAxe(page);
    // Colours fade from one scheme to the other (CSS transitions): axe must see where they end, at once.
    await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
    let current: Scheme = "light";
    await switchScheme(page, current);
    const reached = new Set<string>();
    const checked = new Set<string>();
    const found: string[] = [];
    for (const route of specRoutes) {
      await navigate(page, concreteRoute(route, self));
      const landed = new URL(page.url()).pathname;
      if (reached.has(landed)) continue;
      reached.add(landed);
      const kind = (await lookAlike(page)) ?? landed;
      if (checked.has(kind)) continue;
      checked.add(kind);
      // The scheme the last page ended in first, then the other: one switch per page, not two.
      const order: Scheme[] = [current, other(current)];
      for (const scheme of order) {
        if (scheme !== current) await switchScheme(page, scheme);
        current = scheme;
        const rules = scheme === "dark" ? colourRules : undefined;
        found.push(...(await violations(page, rules)).map((line) => `${landed} (${scheme}): ${line}`));
      }
    }
    expect(found, `axe-core found violations as ${role}`).toEqual([]);
    // A sweep that stopped early (a reload lost axe, a guard sent everything to one page) checks nothing.
    expect(reached.size, "the sweep reached the pages it is meant to reach").toBeGreaterThan(
      role === "visitor" ? 40 : 90,
    );
    expect(checked.size, "the pages that are not alike were checked").toBeGreaterThan(
      role === "visitor" ? 10 : 30,
    );
  });
}
