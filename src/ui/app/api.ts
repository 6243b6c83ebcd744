import { type Observable, Subject } from "rxjs";
import { type ApiClient, createApiClient } from "../../api/client";
import type { ApiError } from "../../api/errors";
import { reportUnauthorized } from "../../machines/lib/api";
import { createPendingActions, type PendingActions } from "../../machines/lib/pending-actions";

// The app's one API client, which every domain's actors are made over (src/ui/app/wiring/*.ts,
// src/ui/session/session.ts): the machines' *.actors.ts are factories over a client, so that tests and
// /dev run them over their own.

const unauthorized = new Subject<ApiError>();

/**
 * Every 401 any call of {@link api} receives. While a member is logged in, the session hears these
 * (src/streams/session.stream.ts → `session.expired`). Before that (checking, login) a 401 is an ordinary
 * answer the session machine handles itself, and nobody listens.
 */
export const unauthorized$: Observable<ApiError> = unauthorized.asObservable();

/**
 * Same origin; the HttpOnly cookie `l` carries the session (the browser attaches it; no script can read
 * it).
 */
export const api: ApiClient = reportUnauthorized(createApiClient(), (error) => unauthorized.next(error));

/**
 * What the member did that has not reached the server yet (a deletion waiting out its undo time, a change
 * on its way): the domains' actors put it here, and the session flushes it before a logout, the page
 * before it goes away (src/ui/session/session.ts).
 */
export const pendingActions: PendingActions = createPendingActions();
