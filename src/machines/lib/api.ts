import { type Observable, Subject } from "rxjs";
import { type ApiClient, createApiClient } from "../../api/client";
import { ApiError } from "../../api/errors";

const unauthorized = new Subject<ApiError>();

/**
 * Every 401 any call of {@link api} receives. While a member is logged in, the session hears these
 * (src/streams/session.stream.ts → `session.expired`): a token revoked elsewhere ends the session here
 * at the next call, not at the next page load. Before that (checking, login) a 401 is an ordinary answer
 * the session machine handles itself, and nobody listens.
 */
export const unauthorized$: Observable<ApiError> = unauthorized.asObservable();

/** `client`, telling `report` about every 401 any of its calls receives (and still rejecting with it). */
export function reportUnauthorized(client: ApiClient, report: (error: ApiError) => void): ApiClient {
  const watch = <T>(pending: Promise<T>): Promise<T> =>
    pending.catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) report(error);
      throw error;
    });
  return {
    call: (endpoint, ...args) => watch(client.call(endpoint, ...args)),
    upload: (endpoint, input, onProgress) => watch(client.upload(endpoint, input, onProgress)),
  };
}

/**
 * The app's API client: same origin, the HttpOnly cookie `l` carries the session (the browser attaches
 * it; no script can read it). Every `*.actors.ts` calls the server through it.
 */
export const api: ApiClient = reportUnauthorized(createApiClient(), (error) => unauthorized.next(error));
