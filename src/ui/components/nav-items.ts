/**
 * The link lists of the shell: header, burger menus, profile sub-navigation and the admin side menu.
 * Profile and admin entries are section keys of ru.ts, which are also their route paths.
 */
import { RoleId } from "../../api/schema/user";
import type { SectionKey } from "../i18n/ru";
import { ru } from "../i18n/ru";

/** Main areas shown in the header (and in the burger menu on narrow screens). */
export const mainAreas = [
  { to: "/", label: ru.nav.home },
  { to: "/blogs", label: ru.nav.blogs },
  { to: "/channels", label: ru.nav.channels },
  { to: "/digests", label: ru.nav.digests },
  { to: "/visio", label: ru.nav.visio },
  { to: "/news", label: ru.nav.news },
  { to: "/services", label: ru.nav.services },
] as const;

/** Areas offered on the home page, beyond the header's. */
export const homeAreas = [
  "/blogs",
  "/blogosphere",
  "/channels",
  "/digests",
  "/visio",
  "/news",
  "/services",
  "/resources",
  "/classifieds",
  "/jobs",
  "/events",
  "/academy",
] as const satisfies readonly SectionKey[];

type ProfileKey = Extract<SectionKey, `/profile/$id${string}`>;

/** Profile sub-navigation (layout user-profile) and the user burger menu. */
export const profileAreas = [
  "/profile/$id",
  "/profile/$id/feed",
  "/profile/$id/chat",
  "/profile/$id/friends",
  "/profile/$id/notifications/new",
  "/profile/$id/publications",
  "/profile/$id/blogosphere",
  "/profile/$id/channels",
  "/profile/$id/digests",
  "/profile/$id/photo-video",
  "/profile/$id/classifieds",
  "/profile/$id/resources",
  "/profile/$id/teams",
  "/profile/$id/referrals",
  "/profile/$id/sponsorship",
  "/profile/$id/subscribers",
  "/profile/$id/subscriptions",
  "/profile/$id/achievements",
  "/profile/$id/interests",
  "/profile/$id/favorites",
  "/profile/$id/finances",
  "/profile/$id/accounts",
  "/profile/$id/settings",
] as const satisfies readonly ProfileKey[];

export type ProfileArea = (typeof profileAreas)[number];

/**
 * Who may open each profile area (spec §6, as the routes' guards enforce it; tests/ui/router-guards.test.ts
 * checks that they agree): `anyone` — a visitor too, /profile/{id} alone; `member` — any logged-in member;
 * `owner` — the profile's owner alone (digests also need role 7, the digest author).
 */
const profileAreaAccess: Readonly<Record<ProfileArea, "anyone" | "member" | "owner">> = {
  "/profile/$id": "anyone",
  "/profile/$id/feed": "owner",
  "/profile/$id/chat": "owner",
  "/profile/$id/friends": "member",
  "/profile/$id/notifications/new": "owner",
  "/profile/$id/publications": "owner",
  "/profile/$id/blogosphere": "member",
  "/profile/$id/channels": "member",
  "/profile/$id/digests": "owner",
  "/profile/$id/photo-video": "member",
  "/profile/$id/classifieds": "member",
  "/profile/$id/resources": "member",
  "/profile/$id/teams": "member",
  "/profile/$id/referrals": "member",
  "/profile/$id/sponsorship": "member",
  "/profile/$id/subscribers": "member",
  "/profile/$id/subscriptions": "member",
  "/profile/$id/achievements": "member",
  "/profile/$id/interests": "owner",
  "/profile/$id/favorites": "owner",
  "/profile/$id/finances": "owner",
  "/profile/$id/accounts": "owner",
  "/profile/$id/settings": "owner",
};

/** Who looks at a profile: a member with their roles, or null for a visitor. */
interface Viewer {
  readonly id: number;
  readonly roles: ReadonlyArray<{ readonly id: number }>;
}

/** The areas of member `profileId`'s profile that `viewer` may open: the tabs they are offered. */
export function profileAreasFor(viewer: Viewer | null, profileId: number): ProfileArea[] {
  return profileAreas.filter((to) => {
    const access = profileAreaAccess[to];
    if (access === "anyone") return true;
    if (!viewer) return false;
    if (access === "member") return true;
    if (viewer.id !== profileId) return false;
    return to !== "/profile/$id/digests" || viewer.roles.some((role) => role.id === RoleId.digestAuthor);
  });
}

/** Sub-pages of /profile/{id}/publications. */
export const publicationAreas = [
  "/profile/$id/publications",
  "/profile/$id/publications/posts",
  "/profile/$id/publications/articles",
  "/profile/$id/publications/records",
  "/profile/$id/publications/visio",
  "/profile/$id/publications/photo-video",
  "/profile/$id/publications/resources",
  "/profile/$id/publications/subscribers",
  "/profile/$id/publications/management",
] as const satisfies readonly ProfileKey[];

/** Tabs of the profile-finance layout. */
export const financeAreas = [
  "/profile/$id/finances",
  "/profile/$id/finances/courses",
  "/profile/$id/finances/applications",
] as const satisfies readonly ProfileKey[];

type AdminKey = Extract<SectionKey, `/admin${string}`>;

/** Every admin page of spec §2, in menu order; nested pages are indented under their parent. */
export const adminAreas = [
  "/admin",
  "/admin/users",
  "/admin/users/wards",
  "/admin/users/owners",
  "/admin/users/curators",
  "/admin/users/sponsors",
  "/admin/users/franchisees",
  "/admin/admin-list",
  "/admin/control",
  "/admin/finance",
  "/admin/derive",
  "/admin/location",
  "/admin/advertisement",
  "/admin/installs",
  "/admin/results",
  "/admin/results/points",
  "/admin/results/partners",
  "/admin/results/senators",
  "/admin/results/referrals",
  "/admin/achievements",
  "/admin/achievements/awards",
  "/admin/achievements/titles",
  "/admin/achievements/diplomas",
  "/admin/achievements/consignment",
  "/admin/achievements/trade-union",
  "/admin/achievements/civilservice",
  "/admin/publications",
  "/admin/publications/posts",
  "/admin/publications/visio",
  "/admin/publications/articles",
  "/admin/publications/photo-video",
] as const satisfies readonly AdminKey[];

/** Nesting depth of an admin page in the menu: /admin and /admin/x are 0, /admin/x/y is 1. */
export function adminDepth(path: AdminKey): number {
  return Math.max(0, path.split("/").length - 3);
}

/** Footer links. */
export const footerLinks = [
  { to: "/about-project", label: ru.footer.about },
  { to: "/resources", label: ru.footer.resources },
  { to: "/services", label: ru.footer.services },
  { to: "/academy", label: ru.footer.academy },
  { to: "/benefits", label: ru.footer.benefits },
] as const;
