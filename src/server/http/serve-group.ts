import type { FastifyInstance } from "fastify";
import type { AnyEndpoint } from "../../api/endpoint";
import type { EndpointGroup } from "../../api/group";
import { type Access, type Handler, type RouteOptions, register } from "./register";

/**
 * How one endpoint is served: who may call it and its rate limits (ARCHITECTURE §9: every route states
 * it), where its streamed files go, and its handler, typed from the endpoint and the access — `auth` is
 * the caller, never null, for `member` and `admin`.
 */
export type Row<E extends AnyEndpoint, A extends Access = Access> = RouteOptions<A> & {
  readonly handler: Handler<E, A>;
};

/** A row of any access; `access` tells the compiler which handler type applies. */
export type AnyRow<E extends AnyEndpoint> = Row<E, "anyone"> | Row<E, "member"> | Row<E, "admin">;

/**
 * A group's handler table: one row for each of its endpoints, and nothing else. An endpoint without a
 * row, or a row for no endpoint, fails `tsc` (tests/server/serve-group.types.ts shows both).
 */
export type HandlerTable<G extends EndpointGroup> = { readonly [K in keyof G]: AnyRow<G[K]> };

/**
 * The endpoints of `group` named in `names`: a part served by another domain than the group's own (the
 * profile read model serves the profile calls of usersApi). Served with {@link withoutEndpoints} of the
 * same names by the group's domain, every endpoint has exactly one row.
 */
export function endpointsOf<G extends EndpointGroup, K extends keyof G & string>(
  group: G,
  names: ReadonlyArray<K>,
): Pick<G, K> {
  return Object.fromEntries(names.map((name) => [name, group[name]])) as Pick<G, K>;
}

/** The endpoints of `group` but those named in `names` (see {@link endpointsOf}). */
export function withoutEndpoints<G extends EndpointGroup, K extends keyof G & string>(
  group: G,
  names: ReadonlyArray<K>,
): Omit<G, K> {
  const left: Record<string, unknown> = { ...group };
  for (const name of names) delete left[name];
  return left as Omit<G, K>;
}

/** Serves every endpoint of `group` through register() (decode, access, limits, encode) by its row. */
export function serveGroup<G extends EndpointGroup>(
  app: FastifyInstance,
  group: G,
  table: HandlerTable<G>,
): void {
  for (const name of Object.keys(group) as Array<keyof G & string>) {
    const endpoint = group[name];
    const row = table[name] as AnyRow<AnyEndpoint> | undefined;
    // The compiler already refuses this; a caller from plain JavaScript (or a cast) is stopped at start.
    if (!endpoint || !row)
      throw new Error(`serveGroup: у вызова «${name}» нет строки в таблице обработчиков`);
    register(app, endpoint, row, row.handler as Handler<AnyEndpoint, Access>);
  }
}
