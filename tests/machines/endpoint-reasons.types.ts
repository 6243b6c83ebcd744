// Type-level tests of declared refusal reasons (`Endpoint.reasons`), checked by `tsc --noEmit` in
// `npm run check`: each `@ts-expect-error` below must stay an error, or tsc fails with "Unused
// '@ts-expect-error' directive". Nothing here runs.

import { createApiClient } from "../../src/api/client";
import { login, register, resetPassword } from "../../src/api/endpoints/auth";
import { submitTo } from "../../src/machines/lib/endpoint-actor";
import { type FormLogic, formOf } from "../../src/machines/lib/form.machine";
import type { Problem } from "../../src/machines/lib/problem";
import { refusal } from "../../src/server/http/http-error";

/** The problem a view gets from a form (what `useForm` returns as `problem`). */
type ProblemOf<L> = L extends FormLogic<unknown, unknown, infer R> ? Problem<R> : never;

export function server() {
  refusal(login, "FORBIDDEN", "…", "email_not_verified");
  refusal(resetPassword, "CONFLICT", "…", "expired");
  // @ts-expect-error a reason `login` does not declare
  refusal(login, "FORBIDDEN", "…", "email_not_verifed");
  // @ts-expect-error `register` declares no reasons at all
  refusal(register, "CONFLICT", "…", "taken");
}

export function views(
  loginProblem: ProblemOf<typeof loginForm>,
  registerProblem: ProblemOf<typeof registerForm>,
) {
  const declared: boolean = loginProblem.reason === "email_not_verified";
  // @ts-expect-error a misspelt reason is a compile error in the view
  const misspelt: boolean = loginProblem.reason === "email_not_verifed";
  // @ts-expect-error a form whose endpoint declares no reasons has none to match
  const none: boolean = registerProblem.reason === "email_not_verified";
  return [declared, misspelt, none];
}

const client = createApiClient();
const loginForm = formOf(submitTo(client, login));
const registerForm = formOf(submitTo(client, register));
