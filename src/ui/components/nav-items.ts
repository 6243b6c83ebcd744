/**
 * The link lists of the shell: header, burger menus, profile sub-navigation and the admin side menu.
 * Profile and admin entries are section keys of ru.ts, which are also their route paths.
 */
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
