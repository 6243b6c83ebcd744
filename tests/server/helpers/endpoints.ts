import type { AnyEndpoint } from "../../../src/api/endpoint";
import { apiGroups } from "../../../src/api/endpoints";

/** One endpoint of the contract with its name, `group.endpoint` (e.g. `messenger.createChat`). */
export interface NamedEndpoint {
  readonly name: string;
  readonly endpoint: AnyEndpoint;
}

/** Every endpoint of every group of `src/api/endpoints/index.ts`. */
export const everyEndpoint: ReadonlyArray<NamedEndpoint> = Object.entries(apiGroups).flatMap(
  ([group, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({
      name: `${group}.${name}`,
      endpoint: endpoint as AnyEndpoint,
    })),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a request `method url` (a concrete URL, query allowed) is a call of `endpoint`. */
export function isCallOf(endpoint: AnyEndpoint, method: string, url: string): boolean {
  if (endpoint.method !== method) return false;
  const path = url.split("?")[0] ?? "";
  const pattern = endpoint.path
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part.startsWith(":") ? "[^/]+" : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${pattern}$`).test(path);
}

/**
 * The endpoints no request of `requests` calls, by name: a sweep that must cover the whole contract
 * fails with this list, so a new endpoint cannot slip in without its row.
 */
export function uncovered(
  requests: ReadonlyArray<{ readonly method: string; readonly url: string }>,
  endpoints: ReadonlyArray<NamedEndpoint> = everyEndpoint,
): string[] {
  return endpoints
    .filter(({ endpoint }) => !requests.some((request) => isCallOf(endpoint, request.method, request.url)))
    .map(({ name, endpoint }) => `${name} (${endpoint.method} ${endpoint.path})`);
}
