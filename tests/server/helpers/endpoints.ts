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

/** Where a call goes: values for the `:name` placeholders of its path (any not given is 1), a query. */
export interface Address {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number>>;
}

/**
 * The URL of a call of `endpoint` at `address`, each value escaped by `escaped` — the identity for values
 * escaped already, such as bytes no decoder takes. Built from the contract, so a test names the call,
 * never a path typed again.
 */
export function urlOf(
  endpoint: AnyEndpoint,
  { params = {}, query = {} }: Address = {},
  escaped: (value: string) => string = encodeURIComponent,
): string {
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) =>
    escaped(String(params[name] ?? 1)),
  );
  const search = Object.entries(query)
    .map(([name, value]) => `${name}=${escaped(String(value))}`)
    .join("&");
  return search ? `${path}?${search}` : path;
}
