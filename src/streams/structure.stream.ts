import { filter, map, merge, type Observable } from "rxjs";
import type { ServerEvent } from "../api/events";
import type { PagedListEvent, Row } from "../machines/lib/paged-list.machine";
import type { ResourceEvent } from "../machines/lib/resource.machine";
import type { StructureEvent } from "../machines/structure/structure.machine";
import { live$, ofType, resync$, serverEvents$ } from "./events.stream";

/**
 * A newcomer joined `ownerId`'s structure at level 1: the `referral` notification the server makes for
 * the member whose link they registered through (src/server/structure/join.ts), which leads to that
 * member's structure page. Only its owner hears it: nobody else is told of their newcomers.
 */
export function referralJoined$(ownerId: number, events$: Observable<ServerEvent> = serverEvents$) {
  const page = `/profile/${ownerId}/referrals`;
  return ofType(events$, "notification").pipe(
    filter(
      (event) =>
        event.action === "create" &&
        event.payload.notification.type === "referral" &&
        event.payload.notification.link === page,
    ),
  );
}

/**
 * When what is shown of `ownerId`'s structure may be stale: a newcomer joined it, the socket went live
 * (the page may have read it before), or events were lost (`resync`).
 */
function structureChanged(
  ownerId: number,
  events$: Observable<ServerEvent>,
  lives$: Observable<number>,
): Observable<unknown> {
  return merge(referralJoined$(ownerId, events$), lives$);
}

/** A structure's summary (its counts per level, the newest) read again when it may have changed. */
export function referralSummarySignals(
  ownerId: number,
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = merge(live$, resync$),
): Observable<ResourceEvent> {
  return structureChanged(ownerId, events$, lives$).pipe(
    map((): ResourceEvent => ({ type: "resource.reload" })),
  );
}

/**
 * A level's list of a structure kept live: level 1 takes a newcomer in (its first page again in place of
 * what is shown: the count moves, and the newcomer stands where the tree's order puts them); any level is
 * read again when the socket goes live or events were lost.
 */
export function referralLevelSignals<T extends Row>(
  { ownerId, level }: { ownerId: number; level: number },
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = merge(live$, resync$),
): Observable<PagedListEvent<T>> {
  const changed$ = level === 1 ? structureChanged(ownerId, events$, lives$) : lives$;
  return changed$.pipe(map((): PagedListEvent<T> => ({ type: "list.reload" })));
}

/** The structure tree of `ownerId` read again where it is shown, when it may have changed. */
export function structureTreeSignals(
  ownerId: number,
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = merge(live$, resync$),
): Observable<StructureEvent> {
  return structureChanged(ownerId, events$, lives$).pipe(
    map((): StructureEvent => ({ type: "structure.refresh" })),
  );
}
