import { useRouteContext } from "@tanstack/react-router";
import { use } from "react";
import { useActorValue } from "../components/use-actor-value";
import type { SessionActor, SessionSnapshot } from "./handle";

/**
 * The session actor of the router context (src/ui/router.ts): the one the guards ask, and in a test the
 * test's own. Views send it events. With a session to check, views render after the root route has
 * awaited the actor, so it is at hand; on a visitor's first page it may still be on its way, and the view
 * suspends until it comes — the nearest `<Suspense>` shows what a visitor sees meanwhile (the header's and
 * the home page's sign-in buttons: src/ui/app/header.tsx, src/ui/pages/home/home-page.tsx).
 */
export function useSessionActor(): SessionActor {
  const handle = useRouteContext({ from: "__root__", select: (context) => context.session });
  return handle.peek() ?? use(handle.ready);
}

/**
 * Reads the session through a named selector of src/machines/session/session.selectors.ts; re-renders when the
 * selected value changes.
 */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useActorValue(useSessionActor(), selector);
}
