import { type Chart, type ChartState, triggerLabel } from "./chart";

// A chart as Mermaid's stateDiagram-v2 (GitHub and most editors draw it): the text export of
// `npm run charts`, one file per machine in docs/machines/.

/** A state's name in the diagram: its id without dots (Mermaid takes letters, digits and `_`). */
const nameOf = (id: string) => id.replace(/[^A-Za-z0-9_]/g, "_");

/** A label without what Mermaid would read as syntax. */
const label = (text: string) => text.replace(/[:;#]/g, " ").replace(/\s+/g, " ").trim();

function block(chart: Chart, state: ChartState, indent: string): string[] {
  const children = chart.states.filter((child) => child.parent === state.id);
  const lines: string[] = [];
  const name = nameOf(state.id);
  if (children.length === 0) {
    lines.push(`${indent}state "${state.key}" as ${name}`);
    return lines;
  }
  lines.push(`${indent}state "${state.key}" as ${name} {`);
  if (state.type === "parallel") {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}  --`);
      lines.push(...block(chart, child, `${indent}  `));
    });
  } else {
    if (state.initial) lines.push(`${indent}  [*] --> ${nameOf(state.initial)}`);
    for (const child of children) lines.push(...block(chart, child, `${indent}  `));
    for (const child of children.filter((one) => one.type === "final")) {
      lines.push(`${indent}  ${nameOf(child.id)} --> [*]`);
    }
  }
  lines.push(`${indent}}`);
  return lines;
}

/** The Mermaid text of `chart`, headed by its title. */
export function toMermaid(chart: Chart, title: string): string {
  const root = chart.states.find((state) => state.parent === null);
  if (!root) throw new Error(`${chart.id}: a chart without its root state`);
  const lines = ["---", `title: ${title}`, "---", "stateDiagram-v2"];
  const top = chart.states.filter((state) => state.parent === root.id);
  if (root.initial) lines.push(`  [*] --> ${nameOf(root.initial)}`);
  if (root.type === "parallel") {
    top.forEach((state, index) => {
      if (index > 0) lines.push("  --");
      lines.push(...block(chart, state, "  "));
    });
  } else {
    for (const state of top) lines.push(...block(chart, state, "  "));
    for (const state of top.filter((one) => one.type === "final"))
      lines.push(`  ${nameOf(state.id)} --> [*]`);
  }
  // What the machine takes in any state: a note beside its first state.
  const anywhere = chart.transitions.filter((transition) => transition.source === root.id);
  if (anywhere.length > 0 && root.initial) {
    lines.push(`  note right of ${nameOf(root.initial)}`);
    lines.push("    В любом состоянии");
    for (const transition of anywhere) {
      const to = transition.targets.map((target) => chart.states.find((s) => s.id === target)?.key ?? target);
      lines.push(`    ${label(triggerLabel(transition))}${to.length > 0 ? ` → ${to.join(", ")}` : ""}`);
    }
    lines.push("  end note");
  }
  for (const transition of chart.transitions) {
    if (transition.source === root.id) continue;
    const from = nameOf(transition.source);
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
    for (const target of targets) {
      lines.push(`  ${from} --> ${nameOf(target)}: ${label(triggerLabel(transition))}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
