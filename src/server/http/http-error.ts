import { type ErrorBody, type ErrorCode, statusOfErrorCode } from "../../api/errors";

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
