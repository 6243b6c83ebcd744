// Issue 16: the committed charts (docs/machines/) are the machines' own — a machine changed without a
// new export fails here with the command that fixes it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ELK from "elkjs/lib/elk.bundled.js";
import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import { knownUntested } from "../../scripts/export-files";
import { chartFiles, chartsFolder, pathFiles, pathsFolder } from "../../src/machines/charts/exports";
import { toggleMachine } from "../../src/machines/lib/toggle.machine";
import { machineRegistry } from "../../src/machines/registry";
import { svgFiles } from "../../src/ui/components/state-chart/svg-files";

const repository = join(__dirname, "../..");

/** What differs between the exports and the committed files: paths, each with why. */
function drift(files: ReadonlyMap<string, string>, folder = chartsFolder): string[] {
  const problems: string[] = [];
  for (const [path, content] of files) {
    const file = join(repository, path);
    if (!existsSync(file)) problems.push(`${path}: нет в репозитории`);
    else if (readFileSync(file, "utf8") !== content) problems.push(`${path}: не совпадает с машиной`);
  }
  const root = join(repository, folder);
  const entries = existsSync(root) ? readdirSync(root, { withFileTypes: true }) : [];
  for (const name of entries.filter((entry) => entry.isFile()).map((entry) => entry.name)) {
    if (!files.has(`${folder}/${name}`)) problems.push(`${folder}/${name}: такой машины больше нет`);
  }
  return problems;
}

describe("the exported charts", () => {
  it("are the machines' own (docs/machines/)", async () => {
    const files = new Map([
      ...chartFiles(machineRegistry),
      ...(await svgFiles(machineRegistry, new ELK(), knownUntested(repository))),
    ]);
    expect(drift(files), "the charts are stale: run `npm run charts` and commit docs/machines/").toEqual([]);
  });

  it("and so are the QA test plans (docs/machines/paths/)", () => {
    expect(
      drift(pathFiles(machineRegistry), pathsFolder),
      "the plans are stale: run `npm run paths` and commit docs/machines/paths/",
    ).toEqual([]);
  });

  it("would catch a machine changed without a new export", async () => {
    // The toggle machine with one transition retargeted, as an edit of its code would leave it.
    const edited = createMachine({
      ...toggleMachine.config,
      states: { ...toggleMachine.config.states, off: { on: { "toggle.flip": { target: "on" } } } },
    });
    const registry = machineRegistry.map((one) =>
      one.machine === toggleMachine ? { ...one, machine: edited } : one,
    );
    const files = new Map([
      ...chartFiles(registry),
      ...(await svgFiles(registry, new ELK(), knownUntested(repository))),
    ]);
    expect(drift(files)).toEqual([
      `${chartsFolder}/toggle.mmd: не совпадает с машиной`,
      `${chartsFolder}/toggle.json: не совпадает с машиной`,
      `${chartsFolder}/toggle.svg: не совпадает с машиной`,
    ]);
  });
});
