// npm run charts: exports every machine of src/machines/registry.ts to docs/machines/ (Mermaid, JSON and
// an index). `npm test` checks the committed exports against the machines (tests/machines/charts-drift.test.ts).
import { chartFiles, chartsFolder } from "../src/machines/charts/exports";
import { machineRegistry } from "../src/machines/registry";
import { writeExports } from "./export-files";

const files = chartFiles(machineRegistry);
writeExports(chartsFolder, files);
console.log(`${files.size} файлов в ${chartsFolder}/ (${machineRegistry.length} машин)`);
