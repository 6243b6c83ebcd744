import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminAreas, profileAreas } from "../../src/ui/components/nav-items";
import { ru } from "../../src/ui/i18n/ru";
import { idParams } from "../../src/ui/routes/-params/ids";
import { specRoutes } from "../helpers/spec-routes";

/** Full paths the generated route tree knows (its `FileRoutesByFullPath` keys). */
const routeTree = readFileSync(new URL("../../src/ui/routeTree.gen.ts", import.meta.url), "utf8");
const block = routeTree.match(/export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/)?.[1] ?? "";
const fullPaths = new Set([...block.matchAll(/'([^']+)'/g)].map((m) => (m[1] ?? "").replace(/(.)\/$/, "$1")));

describe("route tree", () => {
  it("has every route of spec §2", () => {
    const missing = specRoutes.filter((p) => !fullPaths.has(p));
    expect(missing).toEqual([]);
  });

  it("has a Russian title and description for every page but home", () => {
    const sections: Record<string, { title: string; description: string } | undefined> = ru.sections;
    const missing = specRoutes.filter((p) => p !== "/" && !sections[p]?.title);
    expect(missing).toEqual([]);
  });

  it("lists all 31 admin pages in the admin menu", () => {
    expect(adminAreas).toHaveLength(31);
    expect(new Set(adminAreas)).toEqual(new Set(specRoutes.filter((p) => p.startsWith("/admin"))));
  });

  it("offers only real profile routes in the profile menu", () => {
    for (const to of profileAreas) expect(fullPaths.has(to)).toBe(true);
  });
});

describe("id params", () => {
  const { parse, stringify } = idParams("id", "postId");

  it("parses positive integers", () => {
    expect(parse({ id: "12", postId: "3" })).toEqual({ id: 12, postId: 3 });
    expect(stringify({ id: 12, postId: 3 })).toEqual({ id: "12", postId: "3" });
  });

  it.each(["abc", "0", "-1", "1.5", "01", "1e3", " 7", "", "99999999999"])(
    "rejects %j (the route does not match → 404)",
    (raw) => {
      expect(parse({ id: raw, postId: "1" })).toBe(false);
      expect(parse({ id: "1", postId: raw })).toBe(false);
    },
  );
});
