import { useCallback, useRef, useSyncExternalStore } from "react";

/** What this needs of an actor: XState's ActorRef has it. */
export interface Watchable<S> {
  getSnapshot(): S;
  subscribe(next: () => void): { unsubscribe(): void };
}

/**
 * `selector` of the actor's snapshot; re-renders when the selected value changes. React's own store hook
 * rather than @xstate/react's, which would add its weight to the first page's JavaScript. The same
 * snapshot and selector give the same value, so a selector may build a new object. Without an actor
 * (one that starts later), `fallback`.
 */
export function useActorValue<S, T>(actor: Watchable<S>, selector: (snapshot: S) => T): T;
export function useActorValue<S, T>(
  actor: Watchable<S> | undefined,
  selector: (snapshot: S) => T,
  fallback: T,
): T;
export function useActorValue<S, T>(
  actor: Watchable<S> | undefined,
  selector: (snapshot: S) => T,
  fallback?: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const last = useRef<{ snapshot: S; selector: unknown; value: T } | null>(null);
  const read = () => {
    if (!actor) return fallback as T;
    const snapshot = actor.getSnapshot();
    const cached = last.current;
    if (cached && cached.snapshot === snapshot && cached.selector === selector) return cached.value;
    const value = selector(snapshot);
    last.current = { snapshot, selector, value };
    return value;
  };
  return useSyncExternalStore(subscribe, read, read);
}
