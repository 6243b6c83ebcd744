import { filter, map, merge, type Observable } from "rxjs";
import type { ServerEvent } from "../api/events";
import type { PagedListEvent, Row } from "../machines/lib/paged-list.machine";
import type { ResourceEvent } from "../machines/lib/resource.machine";
import { live$, ofType, resync$, serverEvents$ } from "./events.stream";

/**
 * The member's `team` notifications as they come (src/server/teams/membership.ts): an invitation (linking
 * to their teams page), a member joining their team or a team passing to them (linking to the team), each
 * `link` given; all when `link` is absent.
 */
export function teamNotified$(link?: string, events$: Observable<ServerEvent> = serverEvents$) {
  return ofType(events$, "notification").pipe(
    filter(
      (event) =>
        event.action === "create" &&
        event.payload.notification.type === "team" &&
        (link === undefined || event.payload.notification.link === link),
    ),
  );
}

const lives = () => merge(live$, resync$);

/** A member's teams and invitations read again when the member is told of a team, or the socket goes live. */
export function memberTeamsSignals(
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = lives(),
): Observable<ResourceEvent> {
  return merge(teamNotified$(undefined, events$), lives$).pipe(
    map((): ResourceEvent => ({ type: "resource.reload" })),
  );
}

/** What moves team `teamId`'s page: a member joined it, it passed to the member; the socket went live. */
function teamChanged(teamId: number, events$: Observable<ServerEvent>, lives$: Observable<number>) {
  return merge(teamNotified$(`/teams/${teamId}`, events$), lives$);
}

/** A team's page read again when it changed. */
export function teamSignals(
  teamId: number,
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = lives(),
): Observable<ResourceEvent> {
  return teamChanged(teamId, events$, lives$).pipe(map((): ResourceEvent => ({ type: "resource.reload" })));
}

/** A team's member list read again, in place, when it changed. */
export function teamMembersSignals<T extends Row>(
  teamId: number,
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = lives(),
): Observable<PagedListEvent<T>> {
  return teamChanged(teamId, events$, lives$).pipe(map((): PagedListEvent<T> => ({ type: "list.reload" })));
}
