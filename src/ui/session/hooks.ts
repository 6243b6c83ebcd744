import { useRouteContext } from "@tanstack/react-router";
import { useCallback, useRef, useSyncExternalStore } from "react";
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
 * Reads the session through a named selector of src/machines/session.selectors.ts; re-renders when the
 * selected value changes. (React's own store hook rather than @xstate/react's, which would add its
 * weight to the first page's JavaScript.)
 */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  const session = useSessionActor();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = session.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [session],
  );
  // The same snapshot and selector give the same value, so a selector may build a new object.
  const last = useRef<{ snapshot: SessionSnapshot; selector: unknown; value: T } | null>(null);
  const read = () => {
    const snapshot = session.getSnapshot();
    const cached = last.current;
    if (cached && cached.snapshot === snapshot && cached.selector === selector) return cached.value;
    const value = selector(snapshot);
    last.current = { snapshot, selector, value };
    return value;
  };
  return useSyncExternalStore(subscribe, read, read);
}
