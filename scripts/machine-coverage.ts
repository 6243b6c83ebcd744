// The machines' transitions the tests took (issue 16), after `vitest run` (npm run test:unit): each test
// file adds what its actors took to .tmp/machine-coverage/ (tests/setup/machine-coverage.ts). Prints each
// machine's coverage; with --check it fails when a transition no test takes is not in the known list
// (tests/machines/untested-transitions.json), naming it — a new machine or transition comes with its
// tests; with --update it writes that list anew (a transition that gained a test leaves it), which
// `npm run charts` then draws dashed.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chartOf, placeOf, transitionName } from "../src/machines/charts/chart";
import { machineRegistry } from "../src/machines/registry";
import { knownUntested, knownUntestedFile } from "./export-files";

const folder = ".tmp/machine-coverage";

if (!existsSync(folder)) {
  console.error(`Нет ${folder}: сначала запустите тесты (npm run test:unit).`);
  process.exit(1);
}
const taken = new Set(
  readdirSync(folder).flatMap((name) => readFileSync(join(folder, name), "utf8").split("\n").filter(Boolean)),
);
const untested: Record<string, string[]> = {};
const rows = machineRegistry.map(({ machine }) => {
  const chart = chartOf(machine);
  const missing = chart.transitions.filter((transition) => !taken.has(placeOf(machine.id, transition)));
  if (missing.length > 0) untested[machine.id] = missing.map(transitionName);
  const total = chart.transitions.length;
  return {
    machine: machine.id,
    transitions: total,
    tested: total - missing.length,
    "%": total === 0 ? "—" : `${Math.round(((total - missing.length) / total) * 100)} %`,
  };
});
console.table(rows);

if (process.argv.includes("--update")) {
  writeFileSync(knownUntestedFile, `${JSON.stringify(untested, null, 2)}\n`);
  console.log(`Записано: ${knownUntestedFile}`);
} else if (process.argv.includes("--check")) {
  const known = knownUntested();
  const fresh = Object.entries(untested).flatMap(([id, names]) =>
    names.filter((name) => !known[id]?.includes(name)).map((name) => `${id}: ${name}`),
  );
  const nowTested = Object.entries(known).flatMap(([id, names]) =>
    names.filter((name) => !untested[id]?.includes(name)).map((name) => `${id}: ${name}`),
  );
  if (nowTested.length > 0) {
    console.log(
      `Эти переходы теперь покрыты тестами — уберите их из ${knownUntestedFile} (npx tsx scripts/machine-coverage.ts --update):\n  ${nowTested.join("\n  ")}`,
    );
  }
  if (fresh.length > 0) {
    console.error(`Ни один тест не проходит эти переходы — добавьте тест:\n  ${fresh.join("\n  ")}`);
    process.exit(1);
  }
  const listed = Object.values(untested).flat().length;
  console.log(
    listed === 0
      ? "Каждый переход каждой машины покрыт тестом."
      : `Каждый переход машин либо покрыт тестом, либо в известном списке непокрытых (${listed}).`,
  );
}
