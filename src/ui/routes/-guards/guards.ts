/**
 * Route guards of spec §6, one named guard per rule. Each route names its guards in `beforeLoad`
 * (through {@link guard}) so that the rules are visible next to the route they protect.
 *
 * A guard asks the session (router context, see ./context.ts) who the visitor is. It first waits while
 * the session is `busy` — the check before the first page, a login in flight — so that it never judges
 * a half-known visitor. It lets the navigation through by returning, or throws TanStack's `redirect()`
 * (replacing the refused address in history, so Back does not bounce) or `notFound()`.
 *
 * Visitors sent to log in go to `/auth?page=auth&redirect=<where they wanted to go>`; once logged in,
 * {@link guestOnly} takes them there. The session re-runs the open page's guards whenever the member
 * changes (src/ui/session/revalidate.ts), so logging out of an owner-only page leaves it at once.
 */
import { notFound, type ParsedLocation, redirect } from "@tanstack/react-router";
import { RoleId } from "../../../api/schema/user";
import { safeRedirect } from "../../pages/account/auth-search";
import { whenSession } from "../../session/handle";
import { parseId } from "../-params/ids";
import type { RouterContext } from "./context";

export type { RouterContext } from "./context";

/** What a guard gets from `beforeLoad`: the router context, where we are going, parsed params and search. */
export interface GuardContext {
  readonly context: RouterContext;
  readonly location: ParsedLocation;
  readonly params: Readonly<Record<string, unknown>>;
  readonly search: unknown;
  /** True while the router only preloads the route (a link is hovered): nothing is shown yet. */
  readonly preload: boolean;
  readonly abortController: AbortController;
}

/** A guard returns normally to let the navigation through, or throws `redirect()` / `notFound()`. */
export type Guard = (ctx: GuardContext) => void | Promise<void>;

/** The search parameter of /auth that holds where a visitor sent to log in wanted to go. */
export const REDIRECT_PARAM = "redirect";

interface Member {
  readonly id: number;
  readonly roles: ReadonlyArray<{ readonly id: number }>;
}

const hasRole = (who: Member, roleId: number) => who.roles.some((role) => role.id === roleId);

/** The member once the session is settled, or null for a visitor. */
async function settledMember({ context, abortController }: GuardContext): Promise<Member | null> {
  const session = await context.session.ready;
  const snapshot = await whenSession(session, (s) => !s.hasTag("busy"), abortController.signal);
  return snapshot.hasTag("authorized") ? snapshot.context.user : null;
}

function toLogin(location: ParsedLocation): never {
  // `redirect` is read by guestOnly once the visitor has logged in (and may be by the /auth page).
  const search = { page: "auth" as const, [REDIRECT_PARAM]: location.href };
  throw redirect({ to: "/auth", search, replace: true });
}

function toHome(): never {
  throw redirect({ to: "/", replace: true });
}

/** The member, or a redirect to /auth for a visitor. */
async function memberOrLogin(ctx: GuardContext): Promise<Member> {
  return (await settledMember(ctx)) ?? toLogin(ctx.location);
}

/** The `id` path param of a /profile/{id}/… route (already a number once the profile layout parsed it). */
function profileIdOf(params: GuardContext["params"]): number | undefined {
  const raw = params.id;
  return typeof raw === "number" ? raw : parseId(String(raw));
}

/**
 * Profile routes other than /profile/{id} (and /welcome, /visio/settings, /channels/settings, the profile
 * media viewer): a valid token, else /auth?page=auth&redirect=<this address>.
 */
export const requireAuth: Guard = async (ctx) => {
  await memberOrLogin(ctx);
};

/**
 * Profile sub-pages digests, finances (and its sub-pages), notifications (new, archive), chat, settings,
 * interests, feed, favorites, publications (and all its sub-pages), accounts: only the profile's owner.
 * A visitor goes to /auth first (as {@link requireAuth}); any other member goes to /.
 */
export const ownerOnly: Guard = async (ctx) => {
  const member = await memberOrLogin(ctx);
  if (member.id !== profileIdOf(ctx.params)) toHome();
};

/**
 * Profile digests: the member must have role 7 (digest author) and so must the viewed profile, whose
 * roles are read from the server (`GET /api/users/one/{id}`) — for the owner that is the same person,
 * but the server's copy is the one that counts. Else /. A visitor goes to /auth; an unknown profile is
 * the 404 screen. While a link is only preloaded the server is not asked (the real visit asks).
 */
export const digestsRole7: Guard = async (ctx) => {
  const member = await memberOrLogin(ctx);
  if (!hasRole(member, RoleId.digestAuthor)) toHome();
  const id = profileIdOf(ctx.params);
  if (id === undefined) throw notFound();
  if (ctx.preload) return;
  const viewed = await ctx.context.findProfile(id, ctx.abortController.signal);
  if (!viewed) throw notFound();
  if (!hasRole(viewed, RoleId.digestAuthor)) toHome();
};

/**
 * Profile editing (`/profile/{id}?type=edit`): the owner only. Any other member goes to /; a visitor
 * goes to /auth with this address kept, since logging in as the owner is the way to edit it. Without
 * `type=edit` the profile is public and this guard lets everyone through.
 */
export const editOwnerOnly: Guard = async (ctx) => {
  if ((ctx.search as { type?: unknown } | undefined)?.type !== "edit") return;
  const member = await memberOrLogin(ctx);
  if (member.id !== profileIdOf(ctx.params)) toHome();
};

/**
 * Admin routes (/admin and everything under it): a token and role 1. No token, or a check that failed
 * (the session is anonymous then) → /auth?page=auth&redirect=…; a member without role 1 → /.
 */
export const adminOnly: Guard = async (ctx) => {
  const member = await memberOrLogin(ctx);
  if (!hasRole(member, RoleId.admin)) toHome();
};

/**
 * /admin/finance (platform money; the spec does not show its rule): role 1 (admin), checked again here
 * even though the admin layout already requires it, so that opening the admin area to other roles
 * later (curators, senators) never opens the money page with it. Visitor → /auth, other members → /.
 */
export const financeGuard: Guard = (ctx) => adminOnly(ctx);

/**
 * /admin/results and its sub-pages points, partners, senators, referrals (rule not shown): role 1
 * (admin) as well, for the same reason as {@link financeGuard}: these pages show every member's
 * earnings. Visitor → /auth, other members → /.
 */
export const adminResultGuard: Guard = (ctx) => adminOnly(ctx);

/**
 * /reg/verify-{code} (rule not shown): lets every link through. Whether its code is known, used or
 * expired — or not even shaped like one (cut short when copied) — is for the page to say, with a way to
 * ask for a new letter: an invalid link is not a missing page (issue 28; the password-reset links
 * explain themselves the same way). Anyone may open the link: a member who opens another account's link
 * becomes its owner (the session machine's `session.verify`).
 */
export const verifyGuard: Guard = () => {};

/**
 * /auth (login and registration): an already authorised member goes to the address in `redirect`
 * (when it is one of ours, see `safeRedirect`), else to /profile/{own id}.
 */
export const guestOnly: Guard = async (ctx) => {
  const member = await settledMember(ctx);
  if (!member) return;
  const target = safeRedirect((ctx.location.search as Record<string, unknown>)[REDIRECT_PARAM]);
  if (target) throw redirect({ href: target, replace: true });
  throw redirect({ to: "/profile/$id", params: { id: member.id }, replace: true });
};

/**
 * /visio/{id}, the post pages of blogs, digests, channels and blogosphere, and profile media: the
 * save-position guard. On entering, it keeps the list on screen (address and scroll position); coming
 * back to that list from the viewer — Back or the viewer's close link — scrolls it to where it was.
 * See ./save-position.ts.
 */
export const savePosition: Guard = ({ context, location, preload }) => {
  if (!preload) context.positions.enter(location.href);
};

/** Runs the given guards in order as one `beforeLoad`. */
export function guard(...guards: readonly Guard[]): (ctx: GuardContext) => Promise<void> {
  return async (ctx) => {
    for (const g of guards) await g(ctx);
  };
}
