import type { Schema } from "effect";

/** HTTP methods the contract uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * How a request body travels: `json` (application/json) or `form` (multipart/form-data, the way
 * spec §7 sends messenger calls; files ride next to the fields, see `CallInput.files`).
 */
export type BodyKind = "json" | "form";

/**
 * How an answer travels: `json` (encoded with the response schema, and never stored: `Cache-Control:
 * no-store`, as nearly every answer is someone's or differs by who asks) or `file` (the bytes of a stored
 * file with its own Content-Type and caching, e.g. a messenger attachment; the response schema is
 * `Schema.Void`).
 */
export type ResponseKind = "json" | "file";

/**
 * What one file field of a `form` endpoint accepts. The server streams such files to disk as they
 * arrive (never whole in memory) and checks them on the way: the type is detected from the file's first
 * bytes, never from its name or declared type, and a declared type that contradicts the bytes is refused.
 */
export interface FileRule {
  /** How many files the field may carry in one request. */
  readonly maxCount: number;
  /** The largest file, in bytes; one byte more → 413 TOO_LARGE naming the field. */
  readonly maxBytes: number;
  /** Content types accepted, as detected from the content (e.g. `image/png`, `audio/webm`). */
  readonly types: ReadonlyArray<string>;
}

/**
 * A schema usable in the contract: pure (no services needed to decode or encode), so the browser
 * and the server run it the same way.
 */
export type ContractSchema = Schema.Codec<unknown, unknown, never, never>;

/**
 * One call of the API, shared by the browser client and the server route: the single source of
 * every payload type (ARCHITECTURE §4).
 *
 * `path` uses `:name` placeholders (`/api/users/one/:id`), each decoded by `params`.
 */
export interface Endpoint<
  Params extends ContractSchema | undefined = ContractSchema | undefined,
  Query extends ContractSchema | undefined = ContractSchema | undefined,
  Body extends ContractSchema | undefined = ContractSchema | undefined,
  Response extends ContractSchema = ContractSchema,
  Reason extends string = never,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly bodyKind: BodyKind;
  /** The file fields of a `form` endpoint whose files are streamed to disk; undefined when none. */
  readonly files: Readonly<Record<string, FileRule>> | undefined;
  readonly responseKind: ResponseKind;
  readonly response: Response;
  /**
   * The refusals a client must tell apart, sent as `details.reason` of the error body (e.g. login's
   * `email_not_verified`). The client passes on only these (as `ApiError.reason`), so a machine or a view
   * can match a reason only if the contract declares it, and `tsc` catches a misspelt one.
   */
  readonly reasons: ReadonlyArray<Reason>;
}

/** Any endpoint, whatever its schemas: the constraint of generic helpers (client, server register). */
export type AnyEndpoint = Endpoint<
  ContractSchema | undefined,
  ContractSchema | undefined,
  ContractSchema | undefined,
  ContractSchema,
  string
>;

/**
 * Declares an endpoint. Omitted parts mean "none": an endpoint without `params` has no placeholders,
 * one without `body` takes no body. `bodyKind` and `responseKind` default to `json`; `files` declares the
 * file fields of a `form` endpoint that are streamed to disk ({@link FileRule}).
 *
 * @example
 * export const getUser = defineEndpoint({
 *   method: "GET",
 *   path: "/api/users/one/:id",
 *   params: Schema.Struct({ id: IdFromString }),
 *   response: PublicUser,
 * });
 */
export function defineEndpoint<
  Response extends ContractSchema,
  Params extends ContractSchema | undefined = undefined,
  Query extends ContractSchema | undefined = undefined,
  Body extends ContractSchema | undefined = undefined,
  Reason extends string = never,
>(definition: {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  readonly bodyKind?: BodyKind;
  readonly files?: Readonly<Record<string, FileRule>>;
  readonly responseKind?: ResponseKind;
  readonly response: Response;
  readonly reasons?: ReadonlyArray<Reason>;
}): Endpoint<Params, Query, Body, Response, Reason> {
  return {
    method: definition.method,
    path: definition.path,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    bodyKind: definition.bodyKind ?? "json",
    files: definition.files,
    responseKind: definition.responseKind ?? "json",
    response: definition.response,
    reasons: definition.reasons ?? [],
  };
}

/** An endpoint's parts besides its method, path and response (see {@link defineEndpoint}). */
type EndpointParts<
  Params extends ContractSchema | undefined,
  Query extends ContractSchema | undefined,
  Body extends ContractSchema | undefined,
  Reason extends string,
> = Omit<
  Parameters<typeof defineEndpoint<ContractSchema, Params, Query, Body, Reason>>[0],
  "method" | "path" | "response"
>;

/** The endpoint of one method: `(path, response, { params, query, body, … })`. */
const withMethod =
  (method: HttpMethod) =>
  <
    Response extends ContractSchema,
    Params extends ContractSchema | undefined = undefined,
    Query extends ContractSchema | undefined = undefined,
    Body extends ContractSchema | undefined = undefined,
    Reason extends string = never,
  >(
    path: string,
    response: Response,
    parts: EndpointParts<Params, Query, Body, Reason> = {},
  ): Endpoint<Params, Query, Body, Response, Reason> =>
    defineEndpoint({ method, path, response, ...parts });

/**
 * {@link defineEndpoint} by method, as Effect's HttpApiEndpoint.get/post/… are: the method in the name,
 * then the path and the response, then the rest —
 * `define.put("/api/notifications/:id", NotificationCounters, { params, body })`.
 */
export const define = {
  get: withMethod("GET"),
  post: withMethod("POST"),
  put: withMethod("PUT"),
  patch: withMethod("PATCH"),
  delete: withMethod("DELETE"),
};

/** The decoded (in-program) type of an optional endpoint part; `undefined` when the part is absent. */
export type TypeOf<S> = S extends ContractSchema ? S["Type"] : undefined;

/** The decoded params of an endpoint. */
export type ParamsOf<E extends AnyEndpoint> = TypeOf<E["params"]>;
/** The decoded query of an endpoint. */
export type QueryOf<E extends AnyEndpoint> = TypeOf<E["query"]>;
/** The decoded body of an endpoint. */
export type BodyOf<E extends AnyEndpoint> = TypeOf<E["body"]>;
/** A part an endpoint has, or nothing to merge. */
type PartOf<T> = T extends undefined ? unknown : T;
/**
 * What a call says, as one object: its decoded params, query and body merged. A server domain function
 * takes it as its `input` — `(deps, caller, input)` — so ids cannot be passed in the wrong order.
 */
export type InputOf<E extends AnyEndpoint> = PartOf<ParamsOf<E>> & PartOf<QueryOf<E>> & PartOf<BodyOf<E>>;
/** The decoded response of an endpoint. */
export type ResponseOf<E extends AnyEndpoint> = E["response"]["Type"];
/** The refusal reasons an endpoint declares (`never` when none). */
export type ReasonOf<E extends AnyEndpoint> = E["reasons"][number];

/**
 * Fills the `:name` placeholders of a path with already-encoded params (strings), URL-escaped.
 * Throws when a placeholder has no value: that is a programming error, not user input.
 */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Нет значения для параметра пути «${name}»`);
    return encodeURIComponent(String(value));
  });
}
