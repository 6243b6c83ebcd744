import type { AnyRouter } from "@tanstack/react-router";
import { selectChecked, selectIdentity } from "../../machines/session/session.selectors";
import type { SessionActor } from "./handle";

/**
 * Runs the open page's route guards again whenever the session says someone else is here: logged in,
 * logged out, expired, swapped, or given other roles. So logging out on /profile/5/settings leads to
 * /auth, and logging in on /auth leads where the visitor wanted to go (the `guestOnly` guard).
 */
export function revalidateOnSessionChange(router: AnyRouter, session: SessionActor): () => void {
  const identityOf = (snapshot: ReturnType<SessionActor["getSnapshot"]>) =>
    selectChecked(snapshot) ? selectIdentity(snapshot) : null;
  // The first answer is the check before the first page: its guards have not run yet. (A session that
  // has answered already when this starts counts as that first answer.)
  let seen = identityOf(session.getSnapshot());
  const { unsubscribe } = session.subscribe((snapshot) => {
    const identity = identityOf(snapshot);
    if (identity === null) return;
    if (seen !== null && identity !== seen) void router.invalidate();
    seen = identity;
  });
  return unsubscribe;
}
