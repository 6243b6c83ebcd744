import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Writes generated `files` (path → content) and removes the other files of `folder` (a machine gone from
 * the registry takes its exports with it); sub-folders are left to their own export.
 */
export function writeExports(folder: string, files: ReadonlyMap<string, string>): void {
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isFile() && !files.has(`${folder}/${name}`)) rmSync(path);
  }
  for (const [path, content] of files) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}

/** Where the transitions no test takes are listed, by machine (scripts/machine-coverage.ts --update). */
export const knownUntestedFile = "tests/machines/untested-transitions.json";

/** The transitions no test takes, by machine id (none when the list is absent). */
export function knownUntested(root = "."): Record<string, string[]> {
  const file = join(root, knownUntestedFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>) : {};
}
