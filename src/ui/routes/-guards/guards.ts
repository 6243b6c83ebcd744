/**
 * Route guards of spec §6, one named guard per rule. Each route names its guards in `beforeLoad`
 * (through {@link guard}) so that the rules are visible next to the route they protect.
 *
 * For now every guard lets everyone through: the session machine that can answer "who is this?" arrives
 * in issue 3, which fills the bodies in (redirects to /auth, /, /profile/{own id}).
 */
import type { ParsedLocation } from "@tanstack/react-router";

/** What a guard gets from `beforeLoad`: where we are going, with parsed params and search. */
export interface GuardContext {
  readonly location: ParsedLocation;
  readonly params: Readonly<Record<string, unknown>>;
  readonly search: unknown;
}

/** A guard returns normally to let the navigation through, or throws `redirect()` / `notFound()`. */
export type Guard = (ctx: GuardContext) => void | Promise<void>;

/** Profile routes other than /profile/{id}: a valid token, else /auth?page=auth. */
export const requireAuth: Guard = () => {
  // Issue 3: check the session; without a valid token throw redirect({ to: "/auth", search: { page: "auth" } }).
};

/** Profile sub-pages digests, finances, notifications, chat, settings, interests, feed, favorites, publications, accounts. */
export const ownerOnly: Guard = () => {
  // Issue 3: unless params.id is the signed-in user's id, throw redirect({ to: "/" }).
};

/** Profile digests: the viewer and the viewed profile must both have role 7. */
export const digestsRole7: Guard = () => {
  // Issue 3: without role 7 on the session user and on the viewed profile, throw redirect({ to: "/" }).
};

/** Profile editing (`/profile/{id}?type=edit`): owner only, else /. */
export const editOwnerOnly: Guard = () => {
  // Issue 3: when search.type is "edit" and the profile is not the user's own, throw redirect({ to: "/" }).
};

/** Admin routes: a token and role 1; no token or a failed check → /auth, no role 1 → /. */
export const adminOnly: Guard = () => {
  // Issue 3: check the token, then role 1; redirect to /auth or / as spec §6 says.
};

/** /admin/finance: a finance guard (its rule is not shown in the spec). */
export const financeGuard: Guard = () => {
  // Issue 3: the finance rule, once decided.
};

/** /admin/results and its sub-pages: an admin-result guard (rule not shown). */
export const adminResultGuard: Guard = () => {
  // Issue 3: the admin-result rule, once decided.
};

/** /reg/verify-{code}: a verify guard (rule not shown). */
export const verifyGuard: Guard = () => {
  // Issue 3: check the verification code before the page renders.
};

/** /auth and registration: an already authorised user goes to /profile/{own id}. */
export const guestOnly: Guard = () => {
  // Issue 3: when authorised, throw redirect({ to: "/profile/$id", params: { id: ownId } }).
};

/** /visio/{id}, the post pages of blogs, digests, channels, blogosphere and profile media: save-position guard. */
export const savePosition: Guard = () => {
  // Issue 3: remember where the reader came from (and the scroll position) so closing the viewer returns there.
};

/** Runs the given guards in order as one `beforeLoad`. */
export function guard(...guards: readonly Guard[]): (ctx: GuardContext) => Promise<void> {
  return async (ctx) => {
    for (const g of guards) await g(ctx);
  };
}
