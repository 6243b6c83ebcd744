import type { AnyEndpoint, ReasonOf } from "../../api/endpoint";
import { type ErrorBody, type ErrorCode, type FieldIssue, statusOfErrorCode } from "../../api/errors";

/**
 * A failure meant for the caller: throw it from a handler and it is answered in the error shape of
 * src/api/errors.ts with the status of its code. `message` is Russian, for people.
 */
export class HttpError extends Error {
  override name = "HttpError";
  readonly code: ErrorCode;
  readonly details: unknown;
  /** Headers that go with the answer, such as `Retry-After` of RATE_LIMITED. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ErrorCode, message: string, details?: unknown, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get status(): number {
    return statusOfErrorCode[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

export const notFound = (message = "Не найдено") => new HttpError("NOT_FOUND", message);
export const forbidden = (message = "Недостаточно прав") => new HttpError("FORBIDDEN", message);

/**
 * A refusal the client must tell apart: `details.reason` is one of the reasons `endpoint` declares
 * (`Endpoint.reasons`), and `tsc` refuses any other, so the server cannot send a reason the client
 * would not pass on.
 */
export function refusal<E extends AnyEndpoint>(
  endpoint: E,
  code: ErrorCode,
  message: string,
  reason: ReasonOf<E>,
): HttpError {
  // `tsc` already refuses an undeclared reason; this catches one that got past it through a cast.
  if (!endpoint.reasons.includes(reason)) throw new Error(`${endpoint.path} does not declare "${reason}"`);
  return new HttpError(code, message, { reason });
}

/**
 * A refusal naming one field of the request (`{ issues: [{ in, path, message }] }`, as a schema failure
 * names its fields): 400 VALIDATION by default, TOO_LARGE for a file over its limit, CONFLICT for a value
 * another record holds (an address taken). The one way to say
 * "this field is wrong" outside the contract's schemas.
 */
export function fieldError(
  field: string,
  message: string,
  { where = "body", code = "VALIDATION", summary = message }: FieldErrorOptions = {},
): HttpError {
  return new HttpError(code, summary, {
    issues: [{ in: where, path: field, message }] satisfies FieldIssue[],
  });
}

export interface FieldErrorOptions {
  /** Where the field is; the body by default. */
  readonly where?: FieldIssue["in"];
  readonly code?: "VALIDATION" | "TOO_LARGE" | "CONFLICT";
  /** The answer's message when it should say more than the field's (e.g. name the field). */
  readonly summary?: string;
}
