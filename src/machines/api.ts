import { createApiClient } from "../api/client";

/**
 * The app's API client: same origin, the HttpOnly cookie `l` carries the session (the browser attaches
 * it; no script can read it). Every `*.actors.ts` calls the server through it.
 */
export const api = createApiClient();
