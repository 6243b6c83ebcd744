import { asyncScheduler, map, merge, type Observable, throttleTime } from "rxjs";
import type { ServerEvent } from "../api/events";
import type { PagedListEvent, Row } from "../machines/lib/paged-list.machine";
import type { ResourceEvent } from "../machines/lib/resource.machine";
import type { StructureEvent } from "../machines/structure/structure.machine";
import { live$, ofType, resync$, serverEvents$ } from "./events.stream";

/**
 * The structure's events the member hears — a newcomer joined their structure at any level, or an admin
 * moved part of it (src/api/events/structure.ts: only the upline of whoever joined or moved hears it) —
 * at most one a second while a large structure grows fast, the last of a burst always passed on.
 */
export function structureMoved$(
  events$: Observable<ServerEvent> = serverEvents$,
  scheduler = asyncScheduler,
) {
  return ofType(events$, "structure").pipe(throttleTime(1000, scheduler, { leading: true, trailing: true }));
}

/**
 * When what is shown of a structure may be stale: the viewer's structure changed (when they look at a
 * part of it, that part may have), the socket went live (the page may have read it before), or events
 * were lost (`resync`).
 */
function structureChanged(events$: Observable<ServerEvent>, lives$: Observable<number>): Observable<unknown> {
  return merge(structureMoved$(events$), lives$);
}

/** A structure's summary (its counts per level, the newest) read again when it may have changed. */
export function referralSummarySignals(
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = merge(live$, resync$),
): Observable<ResourceEvent> {
  return structureChanged(events$, lives$).pipe(map((): ResourceEvent => ({ type: "resource.reload" })));
}

/**
 * A level's list of a structure kept live: read again (its first page in place of what is shown: the
 * count moves, and a newcomer stands where the tree's order puts them) when the structure changed, the
 * socket went live or events were lost.
 */
export function referralLevelSignals<T extends Row>(
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = merge(live$, resync$),
): Observable<PagedListEvent<T>> {
  return structureChanged(events$, lives$).pipe(map((): PagedListEvent<T> => ({ type: "list.reload" })));
}

/** The structure tree read again where it is shown, when it may have changed. */
export function structureTreeSignals(
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = merge(live$, resync$),
): Observable<StructureEvent> {
  return structureChanged(events$, lives$).pipe(map((): StructureEvent => ({ type: "structure.refresh" })));
}
