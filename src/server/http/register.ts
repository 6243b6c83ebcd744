import { Result, Schema } from "effect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type {
  AnyEndpoint,
  BodyOf,
  ContractSchema,
  InputOf,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from "../../api/endpoint";
import type { FieldIssue } from "../../api/errors";
import { RoleId } from "../../api/schema/user";
import { describeIssues, fieldIssues } from "../../api/validation";
import { removeStored, type StoredUpload } from "../uploads/stream-to-disk";
import type { AuthContext } from "./caller";
import {
  type BufferedFiles,
  type FormUploads,
  fieldBudget,
  isFormRequest,
  readMultipart,
  type UploadedFile,
} from "./form-body";
import { HttpError } from "./http-error";
import { type RateCheck, type RateRule, rateLimiter } from "./rate-limit";

/**
 * Who may call an endpoint (ARCHITECTURE §9: every route states it):
 * - `anyone` — visitors too; `auth` is the caller when a valid token came along, else null;
 * - `member` — a valid token, else 401 UNAUTHORIZED;
 * - `admin` — a valid token (401) of a member with role 1 (403 FORBIDDEN).
 * Object ownership (a member's own chat, notification …) is the handler's check on top.
 */
export type Access = "anyone" | "member" | "admin";

/** How an endpoint is served: its access rule, the rate limits on it, where its streamed files go. */
export interface RouteOptions<A extends Access> {
  readonly access: A;
  readonly rateLimits?: ReadonlyArray<RateRule>;
  /** Required for an endpoint with `files` rules: its files are streamed there as they arrive. */
  readonly uploads?: FormUploads;
  /**
   * A form without file rules that still takes small files into memory (the profile's avatar): by field,
   * the most bytes each. Any other file part is refused at its first byte.
   */
  readonly buffered?: BufferedFiles;
}

/** What a handler receives: the caller, the decoded parts of the request, its files, Fastify's objects. */
export interface HandlerInput<E extends AnyEndpoint, A extends Access = Access> {
  readonly auth: A extends "anyone" ? AuthContext | null : AuthContext;
  readonly params: ParamsOf<E>;
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
  /** Params, query and body in one object: what a domain function takes as its `input`. */
  readonly input: InputOf<E>;
  /** Buffered files of a `form` endpoint without `files` rules (empty otherwise). */
  readonly files: ReadonlyArray<UploadedFile>;
  /**
   * Files of an endpoint with `files` rules, already on disk and checked. If the handler throws, they are
   * removed; once it returns, they are the handler's (it saved them, or removed them itself).
   */
  readonly uploads: ReadonlyArray<StoredUpload>;
  readonly request: FastifyRequest;
  /** For headers, cookies and a non-200 status; the body is what the handler returns. */
  readonly reply: FastifyReply;
}

/**
 * Returns the response in its decoded type; throws {@link HttpError} for an expected failure. A `file`
 * endpoint sends the file itself with `reply` and returns `reply`.
 */
export type Handler<E extends AnyEndpoint, A extends Access = Access> = (
  input: HandlerInput<E, A>,
) => ResponseOf<E> | Promise<ResponseOf<E>>;

function decodePart(
  schema: ContractSchema | undefined,
  value: unknown,
  where: FieldIssue["in"],
  issues: FieldIssue[],
): unknown {
  if (!schema) return undefined;
  // A body field the contract does not know is a client bug worth naming; a stray query parameter
  // (a cache buster) is not.
  const onExcessProperty = where === "body" ? "error" : "ignore";
  const decoded = Schema.decodeUnknownResult(schema)(value ?? {}, { errors: "all", onExcessProperty });
  if (Result.isSuccess(decoded)) return decoded.success;
  issues.push(...fieldIssues(decoded.failure, where));
  return undefined;
}

const safeMethods = new Set(["GET", "HEAD"]);

const unsupportedMediaType = () => new HttpError("VALIDATION", "Этот тип содержимого не поддерживается");

/** 401 / 403 by the access rule; the caller otherwise. */
function admit(access: Access, auth: AuthContext | null): void {
  if (access === "anyone") return;
  if (!auth) throw new HttpError("UNAUTHORIZED", "Войдите, чтобы продолжить");
  if (access === "admin" && !auth.roleIds.includes(RoleId.admin)) {
    throw new HttpError("FORBIDDEN", "Это доступно только администраторам");
  }
}

/**
 * Serves an endpoint of the contract, in this order:
 * 1. a state-changing call that a browser sent from another site with our cookie alone → 403;
 * 2. the access rule → 401 / 403; both before the body is read (a member calling an admin call gets
 *    403 whatever the body);
 * 3. the rate limits per IP and per member → 429 with Retry-After, before a form's files are read;
 * 4. the body: JSON for `json` endpoints; form fields (multipart or urlencoded) or JSON for `form`
 *    endpoints, whose files are buffered, or — with `files` rules — streamed to disk and checked
 *    (src/server/http/form-body.ts); then the rate limits keyed by a body field;
 * 5. params, query and body decoded with the endpoint's schemas → 400 VALIDATION naming the fields
 *    (an unknown body field too);
 * 6. the handler; its result is *encoded* with the response schema, so a field the schema does not list
 *    (a password hash…) can never reach the wire, and sent with `Cache-Control: no-store`. A `file`
 *    endpoint's handler sends the file itself, with its own caching.
 * Streamed files of a request that fails before the handler returns are removed.
 */
export function register<E extends AnyEndpoint, A extends Access>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions<A>,
  handler: Handler<E, A>,
): void {
  const rules = options.rateLimits ?? [];
  const byCaller: RateCheck[] = rules
    .filter((rule) => typeof rule.per === "string")
    .map((rule) => rateLimiter(app, rule));
  const byBody: RateCheck[] = rules
    .filter((rule) => typeof rule.per !== "string")
    .map((rule) => rateLimiter(app, rule));
  if (endpoint.files && !options.uploads) {
    throw new Error(`${endpoint.method} ${endpoint.path}: у вызова с файлами не задано, куда их писать`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // A JSON or urlencoded body as large as the contract's fields allow (a long article), never below the
    // app's own limit: the same budget as a multipart form's fields (form-body.ts).
    bodyLimit: Math.max(app.initialConfig.bodyLimit ?? 0, fieldBudget(endpoint).total),
    // Before the body is even read: a visitor cannot make us parse (or buffer) an upload for a call they
    // may not make, and a member calling an admin call gets 403 whatever the body.
    onRequest: async (request) => {
      const auth = await app.authenticate(request);
      const unsafe = !safeMethods.has(request.method);
      if (unsafe && auth?.via !== "bearer" && app.isCrossSite(request)) {
        throw new HttpError("FORBIDDEN", "Запрос с другого сайта отклонён");
      }
      admit(options.access, auth);
    },
    handler: async (request, reply) => {
      const auth = await app.authenticate(request); // resolved once, in onRequest
      for (const check of byCaller) await check(request, auth, undefined);
      const form = endpoint.bodyKind === "form";
      if (!form && isFormRequest(request)) throw unsupportedMediaType();
      let rawBody: unknown = request.body;
      let files: UploadedFile[] = [];
      let uploads: StoredUpload[] = [];
      if (form && request.isMultipart()) {
        ({
          fields: rawBody,
          files,
          uploads,
        } = await readMultipart(request, endpoint, options.uploads, options.buffered));
      }
      let result: ResponseOf<E>;
      try {
        for (const check of byBody) await check(request, auth, rawBody);
        const issues: FieldIssue[] = [];
        const params = decodePart(endpoint.params, request.params, "params", issues);
        const query = decodePart(endpoint.query, request.query, "query", issues);
        const body = decodePart(endpoint.body, rawBody, "body", issues);
        if (issues.length > 0) throw new HttpError("VALIDATION", describeIssues(issues), { issues });

        result = await handler({
          auth: auth as HandlerInput<E, A>["auth"],
          params: params as ParamsOf<E>,
          query: query as QueryOf<E>,
          body: body as BodyOf<E>,
          input: { ...(params as object), ...(query as object), ...(body as object) } as InputOf<E>,
          files,
          uploads,
          request,
          reply,
        });
      } catch (error) {
        if (uploads.length > 0 && options.uploads) {
          await removeStored(
            options.uploads.uploadDir,
            uploads.map((upload) => upload.storedPath),
          );
        }
        throw error;
      }
      if (endpoint.responseKind === "file") return reply;
      const encoded = Schema.encodeUnknownResult(endpoint.response)(result);
      // A handler that returns something off-contract is our bug: the error handler logs it as a 500.
      if (Result.isFailure(encoded)) {
        throw new Error(
          `Ответ ${endpoint.method} ${endpoint.path} не соответствует схеме: ${encoded.failure.message}`,
        );
      }
      // ARCHITECTURE §9: answers with personal data are never stored. The rule is every JSON answer, as
      // nearly every one is someone's (an account, a token, drafts, notifications, `mine` on reactions) or
      // differs by who asks, and a public one is cheap and changes by the second: no shared cache or
      // browser may keep one member's answer for the next person at that computer.
      return reply.header("cache-control", "no-store").send(encoded.success);
    },
  });
}
