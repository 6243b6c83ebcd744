import { useEffect, useSyncExternalStore } from "react";
import type { SnapshotFrom } from "xstate";
import type { NotificationCounters } from "../../api/schema/notification";
import { selectVariant } from "../../machines/app/burger.selectors";
import type { realtimeMachine } from "../../machines/app/realtime.machine";
import { selectUnreadMessages } from "../../machines/messenger/unread-messages.selectors";
import {
  selectNotificationCounters,
  selectUnreadNotifications,
} from "../../machines/notifications/notification-counters.selectors";
import { selectAuthorized, selectBurgerVariant } from "../../machines/session/session.selectors";
import { useActorValue } from "../components/use-actor-value";
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

/** Reads the realtime machine through a selector of src/machines/app/realtime.selectors.ts. */
export function useRealtime<T>(
  selector: (snapshot: SnapshotFrom<typeof realtimeMachine>) => T,
  fallback: T,
): T {
  return useActorValue(useRealtimeRuntime()?.realtime, selector, fallback);
}

/**
 * The burger menu's variant (spec §4), read through the burger machine's selector: it switches at once on
 * the socket's `admin` and `user` events. Until the machine has started, the session's roles say the same.
 */
export function useBurgerVariant(): "user" | "admin" {
  const fromSession = useSession(selectBurgerVariant);
  const fromMachine = useActorValue(useRealtimeRuntime()?.burger, selectVariant, null);
  return fromMachine ?? fromSession;
}

/** The member's new notifications (the header's bell); 0 until the machine has started. */
export function useUnreadNotifications(): number {
  return useActorValue(useRealtimeRuntime()?.notifications, selectUnreadNotifications, 0);
}

/** The member's notification counters (the notifications pages' tabs); null until the first answer. */
export function useNotificationCounters(): NotificationCounters | null {
  return useActorValue(useRealtimeRuntime()?.notifications, selectNotificationCounters, null);
}

/** The member's unread messages over every chat (the header's badge); 0 until the machine has started. */
export function useUnreadMessages(): number {
  return useActorValue(useRealtimeRuntime()?.unread, selectUnreadMessages, 0);
}
