import { concatMap, filter, map, merge, type Observable } from "rxjs";
import type { ServerEvent } from "../api/events";
import type { Notification, NotificationCounters, NotificationType } from "../api/schema/notification";
import type { LiveCountEvent } from "../machines/lib/live-count.machine";
import type { PagedListEvent } from "../machines/lib/paged-list.machine";
import { live$, ofType, resync$, serverEvents$ } from "./events.stream";
import { realtimeSessionSignals, type SessionSnapshot, type Watchable } from "./realtime.stream";

/** What moves the bell (a live count, src/machines/lib/live-count.machine.ts). */
export type CounterEvent = LiveCountEvent<NotificationCounters>;

/** The counters a `notification` event carries (every one does: after a creation, a read, a deletion). */
export function notificationCounters$(events$: Observable<ServerEvent> = serverEvents$) {
  return ofType(events$, "notification").pipe(map((event) => event.payload.counters));
}

/**
 * The bell's `signals`: the session's member as it changes, the counters of
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
      map((signal): CounterEvent => ({ type: "count.member", userId: signal.userId })),
    ),
    notificationCounters$(events$).pipe(
      map((counters): CounterEvent => ({ type: "count.value", value: counters })),
    ),
    resyncs$.pipe(map((): CounterEvent => ({ type: "count.changed" }))),
  );
}

/** Each notification created for the member (its `notification`/`create` event). */
export function notificationCreated$(events$: Observable<ServerEvent> = serverEvents$) {
  return ofType(events$, "notification").pipe(
    filter((event): event is Extract<typeof event, { action: "create" }> => event.action === "create"),
  );
}

/**
 * A notifications list kept live (its `signals`): a new notification goes on top of the new ones
 * (`unread`) when the list shows its type, in place of the row it grew from (a group); any other change
 * (read or deleted in another tab) asks for the first page again, and the socket going live reloads it —
 * the list may have loaded before, and missed a read or a deletion.
 */
export function notificationListSignals(
  { filter: shown, type }: { filter: "unread" | "read"; type?: NotificationType | undefined },
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = live$,
): Observable<PagedListEvent<Notification>> {
  type Event = PagedListEvent<Notification>;
  return merge(
    notificationCreated$(events$).pipe(
      concatMap(({ payload }): Event[] => [
        ...(payload.replaces === undefined ? [] : [{ type: "list.remove" as const, id: payload.replaces }]),
        ...(shown === "unread" && (!type || payload.notification.type === type)
          ? [{ type: "list.upsert" as const, row: payload.notification }]
          : []),
      ]),
    ),
    notificationCounters$(events$).pipe(map((): Event => ({ type: "list.refresh" }))),
    lives$.pipe(map((): Event => ({ type: "list.reload" }))),
  );
}
