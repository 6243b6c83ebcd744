import { useRouteContext } from "@tanstack/react-router";
import { useActorValue } from "../components/use-actor-value";
import type { SessionActor, SessionSnapshot } from "./handle";

/**
 * The session actor of the router context (src/ui/router.ts): the one the guards ask, and in a test the
 * test's own. Views send it events. Views render after the root route's `beforeLoad`, which has awaited
 * the actor, so it is at hand here.
 */
export function useSessionActor(): SessionActor {
  return useRouteContext({ from: "__root__", select: (context) => context.session }).current();
}

/**
 * Reads the session through a named selector of src/machines/session/session.selectors.ts; re-renders when the
 * selected value changes.
 */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useActorValue(useSessionActor(), selector);
}
