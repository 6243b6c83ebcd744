import { Result, Schema } from "effect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AnyEndpoint, BodyOf, ContractSchema, ParamsOf, QueryOf, ResponseOf } from "../../api/endpoint";
import type { FieldIssue } from "../../api/errors";
import { describeIssues, fieldIssues } from "../../api/validation";
import { splitFormBody, type UploadedFile } from "./form-body";
import { HttpError } from "./http-error";

/** What a handler receives: the decoded parts of the request, its files, and Fastify's objects. */
export interface HandlerInput<E extends AnyEndpoint> {
  readonly params: ParamsOf<E>;
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
  /** Files of a `form` endpoint (empty otherwise). */
  readonly files: ReadonlyArray<UploadedFile>;
  readonly request: FastifyRequest;
  /** For headers, cookies and a non-200 status; the body is what the handler returns. */
  readonly reply: FastifyReply;
}

/** Returns the response in its decoded type; throws {@link HttpError} for an expected failure. */
export type Handler<E extends AnyEndpoint> = (
  input: HandlerInput<E>,
) => ResponseOf<E> | Promise<ResponseOf<E>>;

function decodePart(
  schema: ContractSchema | undefined,
  value: unknown,
  where: FieldIssue["in"],
  issues: FieldIssue[],
): unknown {
  if (!schema) return undefined;
  const decoded = Schema.decodeUnknownResult(schema)(value ?? {}, { errors: "all" });
  if (Result.isSuccess(decoded)) return decoded.success;
  issues.push(...fieldIssues(decoded.failure, where));
  return undefined;
}

/**
 * Serves an endpoint of the contract: decodes params, query and body with its schemas (invalid input
 * → 400 VALIDATION naming the fields), runs the handler and *encodes* the result with the response
 * schema, so a field the schema does not list (a password hash…) can never reach the wire.
 */
export function register<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      let rawBody: unknown = request.body;
      let files: UploadedFile[] = [];
      if (endpoint.bodyKind === "form" && request.isMultipart()) {
        ({ fields: rawBody, files } = await splitFormBody(request.body));
      }
      const issues: FieldIssue[] = [];
      const params = decodePart(endpoint.params, request.params, "params", issues);
      const query = decodePart(endpoint.query, request.query, "query", issues);
      const body = decodePart(endpoint.body, rawBody, "body", issues);
      if (issues.length > 0) throw new HttpError("VALIDATION", describeIssues(issues), { issues });

      const result = await handler({
        params: params as ParamsOf<E>,
        query: query as QueryOf<E>,
        body: body as BodyOf<E>,
        files,
        request,
        reply,
      });
      const encoded = Schema.encodeUnknownResult(endpoint.response)(result);
      // A handler that returns something off-contract is our bug: the error handler logs it as a 500.
      if (Result.isFailure(encoded)) {
        throw new Error(
          `Ответ ${endpoint.method} ${endpoint.path} не соответствует схеме: ${encoded.failure.message}`,
        );
      }
      return reply.send(encoded.success);
    },
  });
}
