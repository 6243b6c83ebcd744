import { chartOf } from "../../../machines/charts/chart";
import { chartsFolder } from "../../../machines/charts/exports";
import type { RegisteredMachine } from "../../../machines/registry";
import { type LayoutEngine, layoutChart } from "./layout";
import { drawingToSvg } from "./svg";

/** The SVG of every machine, by path (`docs/machines/<id>.svg`): laid out by ELK, drift-checked like the rest. */
export async function svgFiles(
  registry: ReadonlyArray<RegisteredMachine>,
  engine: LayoutEngine,
  /** By machine id, the transitions no test takes (tests/machines/untested-transitions.json): dashed. */
  untested: Readonly<Record<string, ReadonlyArray<string>>> = {},
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const { machine, title } of registry) {
    const drawing = await layoutChart(chartOf(machine), engine, new Set(untested[machine.id] ?? []));
    files.set(`${chartsFolder}/${machine.id}.svg`, drawingToSvg(drawing, title));
  }
  return files;
}
