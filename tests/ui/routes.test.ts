import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminAreas, profileAreas } from "../../src/ui/components/nav-items";
import { ru } from "../../src/ui/i18n/ru";
import { idParams } from "../../src/ui/routes/-params/ids";

/** Full paths the generated route tree knows (its `FileRoutesByFullPath` keys). */
const routeTree = readFileSync(new URL("../../src/ui/routeTree.gen.ts", import.meta.url), "utf8");
const block = routeTree.match(/export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/)?.[1] ?? "";
const fullPaths = new Set([...block.matchAll(/'([^']+)'/g)].map((m) => (m[1] ?? "").replace(/(.)\/$/, "$1")));

// Spec §2, verbatim in TanStack syntax.
const top =
  "dev auth welcome ai tv uc jobs news taxi blogs books games radio sales sport visio dating derive events orders stores travel about-project academy coupons digests rentals rewards tvguide weather benefits channels division republic resources education forgot-password freelance kinderneo translate order_desk blogosphere classifieds food_delivery suppermarkets discount_cards business_market films-and-shows earnmoney";
const parameterised = [
  "/services",
  "/services/type/$id",
  "/services/favourites",
  "/teams/$id",
  "/visio/$id",
  "/visio/author/$id",
  "/visio/settings",
  "/division/$id",
  "/resources/$id",
  "/resources/city/$id",
  "/resources/country/$id",
  "/resources/category/$id",
  "/resources/$name/$id",
  "/books/$id",
  "/classifieds/$id",
  "/blogs/user/$id",
  "/blogs/$id/post/$postId",
  "/digests/$id",
  "/digests/author/$id",
  "/digests/$id/post/$postId",
  "/digests/settings",
  "/channels/$id",
  "/channels/$id/post/$postId",
  "/channels/settings",
  "/blogosphere/authors/$id",
  "/blogosphere/$id/post/$postId",
  "/blogosphere/settings",
  "/new-password-{$code}",
  "/reg/verify-{$code}",
  "/the_game/structure",
  "/the_game/structure/$id",
];
const profile =
  "chat teams digests friends accounts channels settings interests referrals resources feed classifieds photo-video sponsorship subscribers achievements subscriptions finances finances/courses finances/applications favorites media/$mediaId blogosphere notifications/new notifications/archive publications publications/posts publications/visio publications/records publications/articles publications/resources publications/management publications/photo-video publications/subscribers";
const admin =
  "derive control finance location admin-list users users/wards users/owners users/curators users/sponsors users/franchisees advertisement installs results results/points results/partners results/senators results/referrals achievements achievements/awards achievements/titles achievements/diplomas achievements/consignment achievements/trade-union achievements/civilservice publications publications/posts publications/visio publications/articles publications/photo-video";

const specRoutes = [
  "/",
  ...top.split(" ").map((p) => `/${p}`),
  ...parameterised,
  "/profile/$id",
  ...profile.split(" ").map((p) => `/profile/$id/${p}`),
  "/admin",
  ...admin.split(" ").map((p) => `/admin/${p}`),
];

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
