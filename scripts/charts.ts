// npm run charts: exports every machine of src/machines/registry.ts to docs/machines/ (Mermaid, JSON and
// an index). `npm test` checks the committed exports against the machines (tests/machines/charts-drift.test.ts).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { chartFiles, chartsFolder } from "../src/machines/charts/exports";
import { machineRegistry } from "../src/machines/registry";

const files = chartFiles(machineRegistry);
mkdirSync(chartsFolder, { recursive: true });
// A machine gone from the registry takes its files with it.
for (const name of readdirSync(chartsFolder)) {
  if (!files.has(`${chartsFolder}/${name}`)) rmSync(`${chartsFolder}/${name}`);
}
for (const [path, content] of files) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
console.log(`${files.size} файлов в ${chartsFolder}/ (${machineRegistry.length} машин)`);
