import { filter, map, merge, type Observable } from "rxjs";
import type { ServerEvent } from "../api/events";
import type { CounterEvent } from "../machines/notifications/notification-counters.machine";
import { live$, ofType, resync$, serverEvents$ } from "./events.stream";
import { realtimeSessionSignals, type SessionSnapshot, type Watchable } from "./realtime.stream";

/** The counters a `notification` event carries (every one does: after a creation, a read, a deletion). */
export function notificationCounters$(events$: Observable<ServerEvent> = serverEvents$) {
  return ofType(events$, "notification").pipe(map((event) => event.payload.counters));
}

/**
 * The notification counters machine's `signals`: the session's member as it changes, the counters of
 * every `notification` event, and every resync — or the socket going live, since the first counters may
 * predate it.
 */
export function counterSignals(
  session: Watchable<SessionSnapshot>,
  events$: Observable<ServerEvent> = serverEvents$,
  resyncs$: Observable<number> = merge(resync$, live$),
): Observable<CounterEvent> {
  return merge(
    realtimeSessionSignals(session).pipe(
      map((signal): CounterEvent => ({ type: "counters.member", userId: signal.userId })),
    ),
    notificationCounters$(events$).pipe(
      map((counters): CounterEvent => ({ type: "counters.changed", counters })),
    ),
    resyncs$.pipe(map((): CounterEvent => ({ type: "counters.resync" }))),
  );
}

/** Each notification created for the member (its `notification`/`create` event). */
export function notificationCreated$(events$: Observable<ServerEvent> = serverEvents$) {
  return ofType(events$, "notification").pipe(
    filter((event): event is Extract<typeof event, { action: "create" }> => event.action === "create"),
  );
}
