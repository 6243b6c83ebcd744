import { Schema } from "effect";

/** Every error code the server answers with; each has one HTTP status ({@link statusOfErrorCode}). */
export const ErrorCode = Schema.Literals([
  "VALIDATION",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "UNPROCESSABLE",
  "RATE_LIMITED",
  "TOO_LARGE",
  "INTERNAL",
]);
export type ErrorCode = typeof ErrorCode.Type;

/** The HTTP status that goes with each {@link ErrorCode}. */
export const statusOfErrorCode: Readonly<Record<ErrorCode, number>> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** The error code that best describes a bare HTTP status (for answers that carry no error body). */
export function errorCodeOfStatus(status: number): ErrorCode {
  const exact = (Object.keys(statusOfErrorCode) as ErrorCode[]).find(
    (code) => statusOfErrorCode[code] === status,
  );
  if (exact) return exact;
  return status >= 400 && status < 500 ? "VALIDATION" : "INTERNAL";
}

/** One invalid field of a request: where it was (params, query, body or headers), its path, what is wrong. */
export const FieldIssue = Schema.Struct({
  in: Schema.Literals(["params", "query", "body", "headers"]),
  path: Schema.String,
  message: Schema.String,
});
export type FieldIssue = typeof FieldIssue.Type;

/**
 * The one error body of the whole API (ARCHITECTURE §4): `{ error: { code, message, details? } }`.
 * `message` is Russian and meant for people; `details` is for programs (for VALIDATION:
 * `{ issues: FieldIssue[] }`).
 */
export const ErrorBody = Schema.Struct({
  error: Schema.Struct({
    code: ErrorCode,
    message: Schema.String,
    details: Schema.optionalKey(Schema.Unknown),
  }),
});
export type ErrorBody = typeof ErrorBody.Type;

/**
 * A failed API call as the client sees it: the HTTP status (0 when the server could not be reached)
 * and the decoded error body.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /**
   * Which declared refusal this is (`details.reason`), when the endpoint declares it (`Endpoint.reasons`);
   * an undeclared reason is not passed on.
   */
  readonly reason: string | undefined;

  constructor(status: number, body: ErrorBody, reason?: string) {
    super(body.error.message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.reason = reason;
  }

  /** The error code, e.g. `NOT_FOUND`. */
  get code(): ErrorCode {
    return this.body.error.code;
  }

  /** True when the request never got an answer (offline, DNS, connection refused). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}
