import { type Observable, Subject } from "rxjs";
import { type ApiClient, createApiClient } from "../../api/client";
import type { ApiError } from "../../api/errors";
import { reportUnauthorized } from "../../machines/lib/api";

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
