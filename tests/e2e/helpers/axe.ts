import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

// axe-core's WCAG 2.2 AA rules in a real page (issue 12, "Accessibility"): the sweep of every route
// (accessibility.spec.ts) and the pages whose states a sweep does not reach (rows with buttons, badges).

const axeSource: string = createRequire(import.meta.url)("axe-core").source;
const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Puts axe-core into the page (once per document: a reload loses it). */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/**
 * The serious and critical violations on the page, one line each, with the first few elements: of the
 * WCAG 2.2 AA rules, or only of `rules` (axe's rule ids).
 */
export async function violations(page: Page, rules?: ReadonlyArray<string>): Promise<string[]> {
  const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: wcag };
  const result = (await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: only, resultTypes: ["violations"] },
      ),
    runOnly,
  )) as AxeResults;
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}
