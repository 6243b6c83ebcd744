import type { ApiClient } from "../../api/client";
import { ApiError } from "../../api/errors";

/**
 * `client`, telling `report` about every 401 any of its calls receives (and still rejecting with it): the
 * app's client (src/ui/app/api.ts) tells the session, so that a token revoked elsewhere ends the session
 * at the next call, not at the next page load.
 */
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
