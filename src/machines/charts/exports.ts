import type { RegisteredMachine } from "../registry";
import { chartOf } from "./chart";
import { toMermaid } from "./mermaid";
import { pathPlan, planMarkdown } from "./paths";

/** Where the exports live, from the repository's root. */
export const chartsFolder = "docs/machines";

/** Where the QA test plans live (`npm run paths`). */
export const pathsFolder = `${chartsFolder}/paths`;

/**
 * The files `npm run charts` writes besides the SVGs (src/ui/components/state-chart/svg-files.ts: they need
 * the layout engine), by path: per machine its Mermaid diagram and its JSON (states and transitions), and
 * an index. The drift check (tests/machines/charts-drift.test.ts) compares the same
 * files with the committed ones: one source for both.
 */
export function chartFiles(registry: ReadonlyArray<RegisteredMachine>): Map<string, string> {
  const files = new Map<string, string>();
  const rows: string[] = [];
  for (const { machine, title, purpose, domain } of registry) {
    const chart = chartOf(machine);
    files.set(`${chartsFolder}/${chart.id}.mmd`, toMermaid(chart, title));
    files.set(
      `${chartsFolder}/${chart.id}.json`,
      `${JSON.stringify({ id: chart.id, title, purpose, domain, states: chart.states, transitions: chart.transitions }, null, 2)}\n`,
    );
    const states = chart.states.filter((state) => state.parent !== null).length;
    rows.push(
      `| ${title} | \`${chart.id}\` | ${domain} | ${purpose} | ${states} | ${chart.transitions.length} | [SVG](${chart.id}.svg) · [Mermaid](${chart.id}.mmd) · [JSON](${chart.id}.json) · [план проверки](paths/${chart.id}.md) |`,
    );
  }
  files.set(
    `${chartsFolder}/README.md`,
    [
      "# Машины состояний МИРа",
      "",
      "Выгружено командой `npm run charts` из `src/machines/registry.ts` — не правьте руками: `npm test`",
      "сверяет эти файлы с кодом и падает, если машину изменили без новой выгрузки.",
      "",
      "| Машина | id | Домен | Назначение | Состояний | Переходов | Файлы |",
      "|---|---|---|---|---|---|---|",
      ...rows,
      "",
    ].join("\n"),
  );
  return files;
}

/**
 * Every file `npm run paths` writes: per machine its QA test plan (the shortest way into each state and
 * through each transition, and simple paths up to a bound) in Markdown and JSON. Drift-checked like the charts.
 */
export function pathFiles(registry: ReadonlyArray<RegisteredMachine>): Map<string, string> {
  const files = new Map<string, string>();
  for (const { machine, title } of registry) {
    const plan = pathPlan(chartOf(machine));
    files.set(`${pathsFolder}/${plan.id}.md`, planMarkdown(plan, title));
    files.set(`${pathsFolder}/${plan.id}.json`, `${JSON.stringify(plan, null, 2)}\n`);
  }
  return files;
}
