import { test as base } from "@playwright/test";

/**
 * Playwright's `test`, closing at its end every browser context the test opened (`browser.newContext()`,
 * the helpers' members and admins). Playwright closes only the contexts of its own `page`/`context`
 * fixtures; a context left open keeps its pages running — sockets, timers, live renders — and traced, in
 * every later test of the worker's browser, which then slowed the whole run down as it went.
 */
export const test = base.extend<{ closesItsContexts: undefined }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
