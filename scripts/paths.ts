// npm run paths: the QA test plans of every machine of src/machines/registry.ts — the shortest way into
// each state and through each transition, and the simple paths up to a bound, as steps — in
// docs/machines/paths/ (Markdown and JSON).
// `npm test` checks the committed plans against the machines (tests/machines/charts-drift.test.ts).
import { pathFiles, pathsFolder } from "../src/machines/charts/exports";
import { machineRegistry } from "../src/machines/registry";
import { writeExports } from "./export-files";

const files = pathFiles(machineRegistry);
writeExports(pathsFolder, files);
console.log(`${files.size} файлов в ${pathsFolder}/ (${machineRegistry.length} машин)`);
