// npm run charts: exports every machine of src/machines/registry.ts to docs/machines/ (SVG laid out by ELK,
// Mermaid, JSON and an index). `npm test` checks the committed exports against the machines (tests/machines/charts-drift.test.ts).
import ELK from "elkjs/lib/elk.bundled.js";
import { chartFiles, chartsFolder } from "../src/machines/charts/exports";
import { machineRegistry } from "../src/machines/registry";
import { svgFiles } from "../src/ui/components/state-chart/svg-files";
import { knownUntested, writeExports } from "./export-files";

async function main() {
  const files = new Map([
    ...chartFiles(machineRegistry),
    ...(await svgFiles(machineRegistry, new ELK(), knownUntested())),
  ]);
  writeExports(chartsFolder, files);
  console.log(`${files.size} файлов в ${chartsFolder}/ (${machineRegistry.length} машин)`);
}

void main();
