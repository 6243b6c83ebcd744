import { Result, Schema } from "effect";
import { type AnyEndpoint, type ContractSchema, fillPath, type ResponseOf } from "./endpoint";
import { ApiError, ErrorBody, errorCodeOfStatus, type FieldIssue } from "./errors";
import { describeIssues, fieldIssues } from "./validation";

/** How a client reaches the API. */
export interface ApiClientOptions {
  /** Prefix of every path, e.g. `http://localhost:3000`; empty (same origin) by default. */
  readonly baseUrl?: string;
  /**
   * Bearer token for non-browser callers (spec §7); a function is asked on every call, so a session
   * that changes its token needs no new client. Browsers rely on the `l` cookie instead.
   */
  readonly token?: string | (() => string | null | undefined);
  /** The fetch to use; the global one by default. */
  readonly fetch?: typeof globalThis.fetch;
}

/** A part of the input: required when its schema has required fields, absent when there is no schema. */
type Part<Key extends string, S> = S extends ContractSchema
  ? object extends S["Type"]
    ? { readonly [K in Key]?: S["Type"] }
    : { readonly [K in Key]: S["Type"] }
  : { readonly [K in Key]?: undefined };

/** What a call takes: the endpoint's params, query and body (decoded types), files and a signal. */
export type CallInput<E extends AnyEndpoint> = Part<"params", E["params"]> &
  Part<"query", E["query"]> &
  Part<"body", E["body"]> & {
    /** Files of a `form` endpoint, by field name; a list sends the field several times. */
    readonly files?: Readonly<Record<string, Blob | ReadonlyArray<Blob>>>;
    /** Aborts the request (an actor that stops cancels its call). */
    readonly signal?: AbortSignal;
    /** Extra request headers, such as `Idempotency-Key` (spec §7 `sendsms`). */
    readonly headers?: Readonly<Record<string, string>>;
    /**
     * The request outlives the page (fetch's `keepalive`): a change carried out as the page goes away
     * still reaches the server. Small bodies only (browsers allow 64 KiB in all).
     */
    readonly keepalive?: boolean;
  };

/** The input is optional when nothing in it is required. */
export type CallArgs<E extends AnyEndpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** A typed API client made by {@link createApiClient}. */
export interface ApiClient {
  /** Calls an endpoint; resolves with the decoded response or rejects with an {@link ApiError}. */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  /**
   * Like `call`, through XMLHttpRequest so that upload progress can be reported (0–100, spec §4's
   * upload toast). Outside a browser it falls back to `call` and reports 100 when done.
   */
  upload<E extends AnyEndpoint>(
    endpoint: E,
    input: CallInput<E>,
    onProgress: (percent: number) => void,
  ): Promise<ResponseOf<E>>;
}

interface PreparedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | FormData | undefined;
}

function encodeOrThrow(schema: ContractSchema, value: unknown, where: FieldIssue["in"]): unknown {
  const result = Schema.encodeUnknownResult(schema)(value, { errors: "all" });
  if (Result.isSuccess(result)) return result.success;
  // Caught before the round trip, answered exactly as the server would have.
  const issues = fieldIssues(result.failure, where);
  throw new ApiError(400, {
    error: { code: "VALIDATION", message: describeIssues(issues), details: { issues } },
  });
}

function appendField(target: URLSearchParams | FormData, name: string, value: unknown): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) appendField(target, name, item);
    return;
  }
  target.append(
    name,
    value === null ? "" : typeof value === "object" ? JSON.stringify(value) : String(value),
  );
}

function prepare(
  options: ApiClientOptions,
  endpoint: AnyEndpoint,
  input: CallInput<AnyEndpoint>,
): PreparedRequest {
  const params = endpoint.params ? encodeOrThrow(endpoint.params, input.params, "params") : undefined;
  let url = (options.baseUrl ?? "") + fillPath(endpoint.path, params as Record<string, unknown> | undefined);
  if (endpoint.query) {
    const search = new URLSearchParams();
    const query = encodeOrThrow(endpoint.query, input.query ?? {}, "query") as Record<string, unknown>;
    for (const [name, value] of Object.entries(query)) appendField(search, name, value);
    const text = search.toString();
    if (text) url += `?${text}`;
  }
  const headers: Record<string, string> = { ...input.headers, accept: "application/json" };
  const token = typeof options.token === "function" ? options.token() : options.token;
  if (token) headers.authorization = `Bearer ${token}`;

  let body: string | FormData | undefined;
  if (endpoint.bodyKind === "form") {
    const form = new FormData();
    const fields = endpoint.body ? encodeOrThrow(endpoint.body, input.body, "body") : {};
    for (const [name, value] of Object.entries(fields as Record<string, unknown>))
      appendField(form, name, value);
    for (const [name, files] of Object.entries(input.files ?? {})) {
      for (const file of Array.isArray(files) ? files : [files]) form.append(name, file);
    }
    body = form; // the browser sets multipart/form-data with its boundary
  } else if (endpoint.body) {
    body = JSON.stringify(encodeOrThrow(endpoint.body, input.body, "body"));
    headers["content-type"] = "application/json";
  }
  return { url, method: endpoint.method, headers, body };
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error's `details.reason` when the endpoint declares it; anything else stays in `details` only. */
function declaredReason(endpoint: AnyEndpoint, body: ErrorBody): string | undefined {
  const details = body.error.details;
  const reason =
    typeof details === "object" && details !== null && "reason" in details ? details.reason : undefined;
  return typeof reason === "string" && endpoint.reasons.includes(reason) ? reason : undefined;
}

/** Turns a status and the body text into the decoded response, or throws the matching ApiError. */
function settle<E extends AnyEndpoint>(endpoint: E, status: number, text: string): ResponseOf<E> {
  const json = parseJson(text);
  if (status >= 200 && status < 300) {
    const decoded = Schema.decodeUnknownResult(endpoint.response)(json, { errors: "all" });
    if (Result.isSuccess(decoded)) return decoded.success as ResponseOf<E>;
    throw new ApiError(status, {
      error: {
        code: "INTERNAL",
        message: "Ответ сервера не соответствует ожидаемому формату",
        details: { issues: fieldIssues(decoded.failure, "body") },
      },
    });
  }
  const error = Schema.decodeUnknownResult(ErrorBody)(json);
  if (Result.isSuccess(error))
    throw new ApiError(status, error.success, declaredReason(endpoint, error.success));
  throw new ApiError(status, {
    error: { code: errorCodeOfStatus(status), message: `Сервер ответил ошибкой ${status}` },
  });
}

const networkError = () =>
  new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером. Проверьте подключение." } });

/** Creates a typed client for the endpoints of `src/api/endpoints`. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // Called through a wrapper: a bare `fetch` stored on an object throws "Illegal invocation" in browsers.
  const doFetch: typeof globalThis.fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));

  async function call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
    const input = (args[0] ?? {}) as CallInput<AnyEndpoint>;
    const request = prepare(options, endpoint, input);
    let response: Response;
    try {
      response = await doFetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body ?? null,
        credentials: "include",
        signal: input.signal ?? null,
        ...(input.keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      if (input.signal?.aborted) throw cause;
      throw networkError();
    }
    return settle(endpoint, response.status, await response.text());
  }

  function upload<E extends AnyEndpoint>(
    endpoint: E,
    input: CallInput<E>,
    onProgress: (percent: number) => void,
  ): Promise<ResponseOf<E>> {
    if (typeof XMLHttpRequest === "undefined") {
      return (call as (e: E, i: CallInput<E>) => Promise<ResponseOf<E>>)(endpoint, input).then((result) => {
        onProgress(100);
        return result;
      });
    }
    const request = prepare(options, endpoint, input as CallInput<AnyEndpoint>);
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      };
      xhr.onload = () => {
        try {
          resolve(settle(endpoint, xhr.status, xhr.responseText));
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => reject(networkError());
      xhr.onabort = () => reject(new DOMException("Загрузка отменена", "AbortError"));
      input.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send(request.body ?? null);
    });
  }

  return { call, upload };
}
