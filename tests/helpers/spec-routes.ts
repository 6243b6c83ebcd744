/**
 * Every route of spec §2, verbatim in TanStack syntax (`$id` params): the route-tree test checks the app has
 * each, and the accessibility sweep (tests/e2e/accessibility.spec.ts) visits each.
 */
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

export const specRoutes = [
  "/",
  ...top.split(" ").map((p) => `/${p}`),
  ...parameterised,
  "/profile/$id",
  ...profile.split(" ").map((p) => `/profile/$id/${p}`),
  "/admin",
  ...admin.split(" ").map((p) => `/admin/${p}`),
];

/** A spec route with its params filled: `$id` → `id`, `$postId` / `$mediaId` → 1, codes → a dummy. */
export function concreteRoute(route: string, id: number): string {
  return route
    .replaceAll("$postId", "1")
    .replaceAll("$mediaId", "1")
    .replaceAll("$name", "city")
    .replaceAll("{$code}", "0123456789abcdef")
    .replaceAll("$id", String(id));
}
