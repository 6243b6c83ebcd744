import { useEffect, useSyncExternalStore } from "react";
import type { AnyActorRef } from "xstate";

// The page's own actors (an open chat, a friendship in view), for the machines' inspector (/dev and its
// panel on every page, issue 16). A page names its actor here while it runs; the global actors (session,
// connection, menu, counters) the inspector finds by itself. Tiny on purpose: every page carries it.

/** A running actor the inspector can show: its machine's id (the registry's), and what it is about. */
export interface PageActor {
  readonly machineId: string;
  readonly label: string;
  readonly actor: AnyActorRef;
}

let actors: ReadonlyArray<PageActor> = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's running actors, newest last. */
export const usePageActors = (): ReadonlyArray<PageActor> =>
  useSyncExternalStore(
    subscribe,
    () => actors,
    () => actors,
  );

/** Shows `actor` (a machine of the registry) in the inspector while the calling component is mounted. */
export function useInspectable(
  machineId: string,
  actor: AnyActorRef | null | undefined,
  label: string,
): void {
  useEffect(() => {
    if (!actor) return;
    const entry: PageActor = { machineId, label, actor };
    actors = [...actors, entry];
    for (const listener of listeners) listener();
    return () => {
      actors = actors.filter((one) => one !== entry);
      for (const listener of listeners) listener();
    };
  }, [machineId, actor, label]);
}
