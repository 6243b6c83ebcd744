import { ApiError, type ErrorCode, type FieldIssue } from "../../api/errors";

/**
 * A failed call as machines keep it in their context: plain data (no Error instance), ready for a view
 * to show: the Russian `message`, the Russian error of each invalid field, and the server's `reason`
 * when it gave one (`email_not_verified`, `used`, `expired` …).
 */
export type Problem<Reason extends string = string> = ProblemBase &
  // A call that declares no reasons has no `reason` to match: a view that tries is a compile error.
  ([Reason] extends [never] ? unknown : { readonly reason?: Reason });

/** What every {@link Problem} has, whatever its call. */
export interface ProblemBase {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: ErrorCode;
  readonly message: string;
  /** Field name → message, for the form fields to show under themselves. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** Field name → first message, from the issues of a 400 (or of client-side validation). */
export function fieldErrorsOf(issues: ReadonlyArray<FieldIssue>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.split(".")[0] || issue.in;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Any thrown value → a {@link Problem}; an unexpected one becomes a generic Russian message. */
export function toProblem(error: unknown): Problem {
  if (error instanceof ApiError) {
    const details = error.body.error.details as { issues?: FieldIssue[] } | undefined;
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      fieldErrors: fieldErrorsOf(details?.issues ?? []),
      ...(error.reason === undefined ? {} : { reason: error.reason }),
    };
  }
  return {
    status: 0,
    code: "INTERNAL",
    message: "Что-то пошло не так. Попробуйте ещё раз.",
    fieldErrors: {},
  };
}

/**
 * The params of a guard or action that looks at why an invoked call failed: `{ error }` of its `onError`
 * event (`guard: { type: "stale", params: failure }`), so that the guard is typed without a cast.
 */
export const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
