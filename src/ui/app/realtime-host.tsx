import { useEffect, useSyncExternalStore } from "react";
import type { SnapshotFrom } from "xstate";
import { selectVariant } from "../../machines/app/burger.selectors";
import { selectAuthorized, selectBurgerVariant } from "../../machines/session/session.selectors";
import { useActorValue, type Watchable } from "../components/use-actor-value";
import { useSession, useSessionActor } from "../session/hooks";

// In the first page's JavaScript, so types only from XState and the machines: the socket, the machines and
// XState itself arrive in ./realtime.ts, a chunk fetched once a member is logged in.

import type { RealtimeRuntime } from "./realtime";

let runtime: RealtimeRuntime | null = null;
let starting: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribeRuntime(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * Starts the realtime actors once a member is logged in, after the first paint (the shell renders it
 * inside `AfterFirstPaint`). They then live as long as the page: logging out makes the connection idle.
 */
export function RealtimeStarter() {
  const authorized = useSession(selectAuthorized);
  const session = useSessionActor();
  useEffect(() => {
    if (!authorized || starting) return;
    starting = import("./realtime").then(({ startRealtime }) => {
      runtime = startRealtime(session);
      for (const listener of listeners) listener();
    });
    // A chunk that failed to load: the next login tries again.
    starting.catch(() => {
      starting = null;
    });
  }, [authorized, session]);
  return null;
}

/** The realtime actors, or null before they have started (nobody logged in yet, chunk on its way). */
export function useRealtimeRuntime(): RealtimeRuntime | null {
  return useSyncExternalStore(
    subscribeRuntime,
    () => runtime,
    () => runtime,
  );
}

/**
 * A value of one of the app's global actors — the table is {@link RealtimeRuntime} (./realtime.ts):
 * `realtime`, `burger`, `unread` (messages), `notifications` (counters) — read through a named selector
 * of its machine; `fallback` until they have started (nobody logged in yet, their chunk on its way).
 */
export function useGlobalActor<K extends keyof RealtimeRuntime, T>(
  name: K,
  selector: (snapshot: SnapshotFrom<RealtimeRuntime[K]>) => T,
  fallback: T,
): T {
  // Each entry of the table is an actor of exactly that snapshot; TypeScript cannot relate the two
  // through a generic key, so the one cast of the table is here.
  const actor = useRealtimeRuntime()?.[name] as Watchable<SnapshotFrom<RealtimeRuntime[K]>> | undefined;
  return useActorValue(actor, selector, fallback);
}

/**
 * The burger menu's variant (spec §4), read through the burger machine's selector: it switches at once on
 * the socket's `admin` and `user` events. Until the machine has started, the session's roles say the same.
 */
export function useBurgerVariant(): "user" | "admin" {
  const fromSession = useSession(selectBurgerVariant);
  const fromMachine = useGlobalActor("burger", selectVariant, null);
  return fromMachine ?? fromSession;
}
