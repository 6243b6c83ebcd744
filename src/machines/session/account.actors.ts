import { type ActorRefFrom, fromPromise, waitFor } from "xstate";
import type { ApiClient } from "../../api/client";
import {
  checkPasswordReset,
  checkVerification,
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
} from "../../api/endpoints/auth";
import { ApiError } from "../../api/errors";
import type { SessionUser } from "../../api/schema/account";
import { refusingAs, submitTo } from "../lib/endpoint-actor";
import type { Problem } from "../lib/problem";
import type { SessionEvent, sessionMachine } from "./session.machine";

/** The app's session actor (src/ui/session/session.ts), or a test's. */
export type SessionRef = ActorRefFrom<typeof sessionMachine>;

/** A Problem the session kept, thrown again as the ApiError it came from, so a form machine can show it. */
export function problemError(problem: Problem): ApiError {
  const issues = Object.entries(problem.fieldErrors).map(([path, message]) => ({
    in: "body" as const,
    path,
    message,
  }));
  return new ApiError(
    problem.status,
    {
      error: {
        code: problem.code,
        message: problem.message,
        details: { issues, ...(problem.reason ? { reason: problem.reason } : {}) },
      },
    },
    problem.reason,
  );
}

/**
 * Sends a login or verification to the session, which owns those calls (session.machine.ts), and waits
 * for its answer: the member, or the session's Problem thrown as an ApiError. If the session is already
 * running the same call (a page that re-mounted), it waits for that one instead of sending a second.
 */
async function throughSession(
  session: SessionRef,
  event: SessionEvent,
  busyState: "loggingIn" | "verifying",
  signal: AbortSignal,
): Promise<SessionUser> {
  let snapshot = await waitFor(session, (s) => !s.hasTag("busy") || s.matches(busyState), { signal });
  if (!snapshot.matches(busyState)) {
    session.send(event);
    snapshot = session.getSnapshot();
  }
  if (snapshot.matches(busyState)) {
    snapshot = await waitFor(session, (s) => !s.matches(busyState), { signal });
    const { user, problem } = snapshot.context;
    if (problem) throw problemError(problem);
    if (user) return user;
  } else if (snapshot.hasTag("authorized") && snapshot.context.user) {
    // Logged in already (another tab, a double submit): nothing to do.
    return snapshot.context.user;
  }
  throw new ApiError(0, { error: { code: "INTERNAL", message: "Не удалось войти. Попробуйте ещё раз." } });
}

/** Tells a session that can take it (not mid-call) that someone else's call logged a member in or out. */
export async function tellSession(session: SessionRef, event: SessionEvent): Promise<void> {
  await waitFor(session, (s) => !s.hasTag("busy"));
  session.send(event);
}

/**
 * The `submit` of a form machine (`formOf(formSubmit(…))`): it sends `I`, the values the form machine
 * decoded with the endpoint's schema, and answers `O`; both reach the view typed.
 */
export function formSubmit<I, O>(call: (input: I, signal: AbortSignal) => Promise<O>) {
  return fromPromise<O, I>(({ input, signal }) => call(input, signal));
}

/**
 * Side effects of the account pages: registration, login, verification, password reset. Each is the
 * `submit` of a form machine or the `check`/`use` of a link-code machine.
 */
/**
 * Side effects of the account pages through `client`: registration, login, verification, password reset.
 * Each is the `submit` of a form machine or the `check`/`use` of a link-code machine.
 */
export function accountActors(client: ApiClient) {
  return {
    register: submitTo(client, register),
    resendVerification: submitTo(client, resendVerification),
    forgotPassword: submitTo(client, forgotPassword),
    checkVerification: submitTo(client, checkVerification),
    checkPasswordReset: submitTo(client, checkPasswordReset),

    /** Login through the session (`session.login`); resolves with the member, refused as `login` is. */
    login: (session: SessionRef) =>
      refusingAs(
        login,
        formSubmit((input: { email: string; password: string }, signal) =>
          throughSession(session, { type: "session.login", ...input }, "loggingIn", signal),
        ),
      ),

    /** E-mail verification through the session (`session.verify`); resolves with the member. */
    verify: (session: SessionRef) =>
      fromPromise<unknown, { code: string }>(({ input, signal }) =>
        throughSession(session, { type: "session.verify", code: input.code }, "verifying", signal),
      ),

    /** Sets the new password; the answer logs the member in, which the session learns (`session.signedIn`). */
    resetPassword: (session: SessionRef) =>
      refusingAs(
        resetPassword,
        formSubmit(async (body: typeof resetPassword.body.Type, signal) => {
          const { user } = await client.call(resetPassword, { body, signal });
          await tellSession(session, { type: "session.signedIn", user });
          return user;
        }),
      ),
  };
}
