import { EMPTY, map, merge, type Observable } from "rxjs";
import { unauthorized$ } from "../machines/lib/api";
import type { SessionSignal } from "../machines/session/session.machine";

/**
 * What a logged-in session must hear from outside (the session machine's `signals` actor):
 * - every 401 of the API client → `session.expired` (the token was revoked or ran out elsewhere);
 * - every `role` event of the socket (spec §4 "Role change") → `session.recheck`.
 *
 * `role$` is the entry for the socket: the app passes `recheck$` of ./events.stream.ts (the `role` events
 * this tab receives, and a socket refused as unauthorized); see src/ui/session/session.ts.
 */
export function sessionSignals(role$: Observable<unknown> = EMPTY): Observable<SessionSignal> {
  return merge(
    unauthorized$.pipe(map((): SessionSignal => ({ type: "session.expired" }))),
    role$.pipe(map((): SessionSignal => ({ type: "session.recheck" }))),
  );
}
