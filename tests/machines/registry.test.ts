// Issue 16: every machine is in the registry once, and its chart says what the machine does.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { StateMachine } from "xstate";
import { chartOf, triggerLabel } from "../../src/machines/charts/chart";
import { pathLine, pathPlan } from "../../src/machines/charts/paths";
import { toggleMachine } from "../../src/machines/lib/toggle.machine";
import { publicationEditorMachine } from "../../src/machines/publications/publication-editor.machine";
import { machineRegistry } from "../../src/machines/registry";

const root = join(__dirname, "../../src/machines");

function machineFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? machineFiles(join(folder, entry.name))
      : entry.name.endsWith(".machine.ts")
        ? [join(folder, entry.name)]
        : [],
  );
}

describe("the machine registry", () => {
  it("holds every machine exported by src/machines/**/*.machine.ts, once", async () => {
    const registered = new Set(machineRegistry.map((one) => one.machine));
    const missing: string[] = [];
    for (const file of machineFiles(root)) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (value instanceof StateMachine && !registered.has(value)) {
          missing.push(`${name} (${relative(root, file)}, id «${value.id}»)`);
        }
      }
    }
    expect(missing, "add these machines to src/machines/registry.ts").toEqual([]);
    const ids = machineRegistry.map((one) => one.machine.id);
    expect(ids.length, "a machine is registered twice").toBe(new Set(ids).size);
    for (const one of machineRegistry) {
      expect(one.title, `${one.machine.id}: a Russian title`).toMatch(/[а-яё]/i);
      expect(one.purpose, `${one.machine.id}: its purpose`).toMatch(/[а-яё].+\.$/i);
    }
  });
});

describe("a machine's chart", () => {
  it("has its states with their kinds and initial children, and its transitions with triggers and guards", () => {
    const chart = chartOf(toggleMachine);
    expect(chart.states.map((state) => [state.id, state.type, state.initial])).toEqual([
      ["toggle", "compound", "toggle.settling"],
      ["toggle.settling", "atomic", null],
      ["toggle.off", "atomic", null],
      ["toggle.on", "atomic", null],
      ["toggle.saving", "atomic", null],
    ]);
    expect(chart.transitions.map((t) => [t.source, triggerLabel(t), t.targets])).toEqual([
      ["toggle.settling", "сразу [isOn]", ["toggle.on"]],
      ["toggle.settling", "сразу", ["toggle.off"]],
      ["toggle.off", "toggle.flip", ["toggle.saving"]],
      ["toggle.on", "toggle.flip", ["toggle.saving"]],
      ["toggle.saving", "готово: change", ["toggle.settling"]],
      ["toggle.saving", "ошибка: change", ["toggle.settling"]],
    ]);
  });

  it("names a delayed transition by its delay", () => {
    const delayed = chartOf(publicationEditorMachine).transitions.filter((t) => t.kind === "delayed");
    expect(delayed.map((t) => [t.source, triggerLabel(t), t.targets])).toEqual([
      ["publicationEditor.dirty", "через 1500 мс [autosaves]", ["publicationEditor.savingDraft"]],
    ]);
  });

  it("gives a QA plan: the shortest way into each state and through each transition, and simple paths, as steps", () => {
    const plan = pathPlan(chartOf(toggleMachine));
    const into = new Map(plan.toStates.map((one) => [one.state, pathLine(one.path)]));
    expect(into.get("toggle.saving")).toBe(
      "вход: toggle.settling → событие сразу [isOn] → toggle.on → событие toggle.flip → toggle.saving",
    );
    expect(plan.throughTransitions.map((one) => one.transition)).toContain(
      "toggle.saving — ошибка: change → toggle.settling",
    );
    expect(plan.throughTransitions).toHaveLength(chartOf(toggleMachine).transitions.length);
    expect(plan.unreachable).toEqual([]);
    // Besides the shortest, the other simple ways in: into saving from off too.
    const simple = new Map(plan.simple.map((one) => [one.state, one.paths.map(pathLine)]));
    expect(simple.get("toggle.saving")).toEqual([
      "вход: toggle.settling → событие сразу [isOn] → toggle.on → событие toggle.flip → toggle.saving",
      "вход: toggle.settling → событие сразу → toggle.off → событие toggle.flip → toggle.saving",
    ]);
  });
});
