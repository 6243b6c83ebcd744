import { EMPTY, map, merge, type Observable } from "rxjs";
import type { SessionSignal } from "../machines/session/session.machine";

/**
 * What a logged-in session must hear from outside (the session machine's `signals` actor):
 * - every 401 of the API client (`unauthorized$`: src/ui/app/api.ts) → `session.expired` (the token was
 *   revoked or ran out elsewhere);
 * - every `role` event of the socket (spec §4 "Role change") → `session.recheck`.
 *
 * `role$` is the entry for the socket: the app passes `recheck$` of ./events.stream.ts (the `role` events
 * this tab receives, and a socket refused as unauthorized); see src/ui/session/session.ts.
 */
export function sessionSignals(
  unauthorized$: Observable<unknown>,
  role$: Observable<unknown> = EMPTY,
): Observable<SessionSignal> {
  return merge(
    unauthorized$.pipe(map((): SessionSignal => ({ type: "session.expired" }))),
    role$.pipe(map((): SessionSignal => ({ type: "session.recheck" }))),
  );
}
