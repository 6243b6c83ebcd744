// The server's own import picture (ARCHITECTURE §2, src/server/README.md «Floors»): every folder of
// src/server stands on a floor of the README's table, imports only from floors below it (infrastructure
// in its own order), reaches another domain only through that domain's index.ts, and no folders import
// each other in a circle. Biome refuses the same arrows as they are typed (biome.json); this test is the
// picture of the whole, and fails naming each offending arrow.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve("src/server");

interface Floor {
  /** 0 is infrastructure; `composition` is app.ts and main.ts, which may import any floor. */
  readonly level: number | "composition";
  /** Folders (`db`) and top-level files (`config`), as the table names them, in its order. */
  readonly parts: ReadonlyArray<string>;
}

/** The table of src/server/README.md: `| 3 | \`users/\` | … |`; what is to come is not in backticks. */
function floorsOfReadme(): Floor[] {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const rows = readme.split("\n").filter((line) => /^\|\s*(\d+|—)\s*\|/.test(line));
  return rows.map((row) => {
    const [, level = "", folders = ""] = row.split("|").map((cell) => cell.trim());
    const parts = [...folders.matchAll(/`([\w-]+)(?:\/|\.ts)`/g)].map((match) => match[1] ?? "");
    return { level: level === "—" ? "composition" : Number(level), parts };
  });
}

/** A folder of src/server, or a file directly in it (without `.ts`): the nodes of the picture. */
const partOf = (file: string) => {
  const [first = "", ...rest] = relative(root, file).split("/");
  return rest.length > 0 ? first : first.replace(/\.ts$/, "");
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

/** Import and export specifiers of a file: static (also `import type`), side-effect and dynamic. */
function specifiersOf(source: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\s[\w\s{},*$]*?\sfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ""));
}

/** The file a relative specifier names: `../auth` is `../auth/index.ts`. */
function resolveFile(from: string, specifier: string): string {
  const target = resolve(dirname(from), specifier);
  if (existsSync(target) && statSync(target).isDirectory()) return join(target, "index.ts");
  return target.endsWith(".ts") ? target : `${target}.ts`;
}

/** The part of biome.json this test reads: the import rules of each override. */
interface Biome {
  readonly overrides: ReadonlyArray<{
    readonly includes: ReadonlyArray<string>;
    readonly linter?: {
      readonly rules?: {
        readonly style?: {
          readonly noRestrictedImports?: {
            readonly options?: {
              readonly patterns?: ReadonlyArray<{ readonly group: ReadonlyArray<string> }>;
            };
          };
        };
      };
    };
  }>;
}

interface Arrow {
  readonly from: string;
  readonly to: string;
  /** The importing file and the imported one, relative to src/server. */
  readonly fromFile: string;
  readonly toFile: string;
}

function arrowsOf(files: ReadonlyArray<string>): Arrow[] {
  return files.flatMap((file) =>
    specifiersOf(readFileSync(file, "utf8"))
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => resolveFile(file, specifier))
      .filter((target) => target.startsWith(`${root}/`))
      .map((target) => ({
        from: partOf(file),
        to: partOf(target),
        fromFile: relative(root, file),
        toFile: relative(root, target),
      }))
      .filter((arrow) => arrow.from !== arrow.to),
  );
}

/** Groups of folders that import each other in a circle (Tarjan's strongly connected components). */
function cyclesOf(arrows: ReadonlyArray<Arrow>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of arrows) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) group.push(member);
    } while (member !== node && member !== undefined);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe("the server's floors", () => {
  const floors = floorsOfReadme();
  const floorOf = new Map(floors.flatMap((floor) => floor.parts.map((part) => [part, floor] as const)));
  const files = sourceFiles(root);
  const arrows = arrowsOf(files);
  const describeArrow = (arrow: Arrow) =>
    `${arrow.fromFile} → ${arrow.toFile} (floor ${floorOf.get(arrow.from)?.level} → ${floorOf.get(arrow.to)?.level})`;

  it("has a floor for every folder and top-level file (src/server/README.md)", () => {
    expect(floors.length).toBeGreaterThan(3);
    const unplaced = [...new Set(files.map(partOf))].filter((part) => !floorOf.has(part));
    expect(unplaced, "not on any floor of src/server/README.md").toEqual([]);
  });

  it("has no arrow back up: a folder imports only floors below it (infrastructure: the ones before it)", () => {
    const order = (part: string) => floorOf.get(part)?.parts.indexOf(part) ?? -1;
    const upward = arrows.filter(({ from, to }) => {
      const [a, b] = [floorOf.get(from)?.level, floorOf.get(to)?.level];
      if (a === "composition") return false; // app.ts composes every floor; main.ts starts it
      if (a === undefined || b === undefined || b === "composition") return true;
      if (a === 0 && b === 0) return order(to) > order(from);
      return b >= a;
    });
    const pairs = new Set(upward.map(({ from, to }) => `${from} → ${to}`));
    expect(upward.map(describeArrow), `${pairs.size} arrows back up between folders`).toEqual([]);
  });

  it("reaches another domain only through its index.ts", () => {
    const deep = arrows.filter(({ to, toFile }) => {
      const level = floorOf.get(to)?.level;
      return typeof level === "number" && level > 0 && toFile !== `${to}/index.ts`;
    });
    expect(deep.map(describeArrow), `${deep.length} imports of another domain's inner files`).toEqual([]);
  });

  it("is what Biome refuses as imports are typed: biome.json's allow-list of each folder is its floor's", () => {
    const overrides = (JSON.parse(readFileSync("biome.json", "utf8")) as Biome).overrides;
    const isFolder = (part: string) =>
      existsSync(join(root, part)) && statSync(join(root, part)).isDirectory();
    const entryOf = (part: string) => (isFolder(part) && infrastructure.has(part) ? `${part}/**` : part);
    const infrastructure = new Set(floors.find((floor) => floor.level === 0)?.parts ?? []);
    const mismatches = floors.flatMap((floor) =>
      floor.parts.map((part, at) => {
        const below =
          floor.level === 0
            ? floor.parts.slice(0, at)
            : floors.flatMap((other) =>
                other.level === 0 ||
                (typeof other.level === "number" &&
                  (floor.level === "composition" || other.level < floor.level))
                  ? other.parts
                  : [],
              );
        const composition = floor.level === "composition" ? ["app"] : [];
        const expected = new Set(["api/**", ...[...below, ...composition].map(entryOf)]);
        const include = isFolder(part) ? `src/server/${part}/**` : `src/server/${part}.ts`;
        // A later override replaces an earlier one's options: the last that names the folder rules it.
        const rule = overrides.findLast((override) => override.includes.includes(include));
        const patterns = rule?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [];
        const allowed = new Set(
          patterns
            .flatMap((pattern) => pattern.group)
            .filter((entry) => entry.startsWith("!"))
            .map((entry) => entry.slice(1).replace(/^(\.\.?\/)+/, "")),
        );
        const same = allowed.size === expected.size && [...expected].every((entry) => allowed.has(entry));
        return same
          ? undefined
          : `${include}: allows ${[...allowed].sort()}, its floor ${[...expected].sort()}`;
      }),
    );
    expect(mismatches.filter(Boolean), "biome.json and src/server/README.md disagree").toEqual([]);
  });

  it("has no folders that import each other, however far round", () => {
    const pairs = new Set(arrows.map(({ from, to }) => `${from} ⇄ ${to}`));
    const mutual = [...pairs].filter((pair) => {
      const [a = "", b = ""] = pair.split(" ⇄ ");
      return a < b && pairs.has(`${b} ⇄ ${a}`);
    });
    expect(mutual, `${mutual.length} pairs of folders that import each other`).toEqual([]);
    expect(
      cyclesOf(arrows).map((group) => group.join(" ⇄ ")),
      "import cycles between folders",
    ).toEqual([]);
  });
});
