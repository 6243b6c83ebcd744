import type { AnyEventObject } from "xstate";
import type { SessionUser } from "../../../src/api/schema/account";
import { type Problem, toProblem } from "../../../src/machines/lib/problem";
import { sessionFlushLimitMs } from "../../../src/machines/session/session.machine";

// What the session must do, written from the spec (§4 Session, §6) and the product's rules — not from the
// machine: the model walk checks the real machine against this after every step, so a guard inverted or a
// transition retargeted in src/machines/session/session.machine.ts fails here (issue 16).

export interface ExpectedSession {
  readonly value: string;
  readonly user: SessionUser | null;
  readonly problem: Problem | null;
}

/** The logout's wait for the member's pending actions ran out (the machine's `after` event). */
export const flushLimitPassed = `xstate.after.${sessionFlushLimitMs}.session.flushing`;

export const sessionStart: ExpectedSession = { value: "checking", user: null, problem: null };

const isUnauthorized = (error: unknown) => (error as { status?: number } | undefined)?.status === 401;

/** Where the session must be after `event`; unchanged when the event means nothing there. */
export function expectedSession(now: ExpectedSession, event: AnyEventObject): ExpectedSession {
  const output = (event as { output?: unknown }).output;
  const error = (event as { error?: unknown }).error;
  const signedIn = (output as { user?: SessionUser } | undefined)?.user;
  const to = (value: string, change: Partial<ExpectedSession> = {}): ExpectedSession => ({
    ...now,
    value,
    ...change,
  });
  switch (now.value) {
    case "checking":
      // A session cookie is checked first: a member, or nobody (any failure: nobody for now).
      if (event.type === "xstate.done.actor.checkToken")
        return to("authorized", { user: output as SessionUser });
      if (event.type === "xstate.error.actor.checkToken") return to("anonymous");
      return now;
    case "anonymous":
      // A visitor logs in, opens a mail link, or is signed in by a registration; a new try forgets the old reason.
      if (event.type === "session.login") return to("loggingIn", { problem: null });
      if (event.type === "session.verify") return to("verifying", { problem: null });
      if (event.type === "session.signedIn") {
        return to("authorized", { user: (event as unknown as { user: SessionUser }).user });
      }
      return now;
    case "loggingIn":
      if (event.type === "xstate.done.actor.login") return to("authorized", { user: signedIn ?? null });
      if (event.type === "xstate.error.actor.login") return to("anonymous", { problem: toProblem(error) });
      return now;
    case "verifying":
      if (event.type === "xstate.done.actor.verify") return to("authorized", { user: signedIn ?? null });
      // A used link keeps whoever was logged in (and says why); a visitor stays a visitor.
      if (event.type === "xstate.error.actor.verify") {
        return to(now.user ? "authorized" : "anonymous", { problem: toProblem(error) });
      }
      return now;
    case "authorized":
      switch (event.type) {
        // What the member did that has not reached the server yet goes first, while the token still opens it.
        case "session.logout":
          return to("flushing", { problem: null });
        case "session.recheck":
          return to("rechecking");
        case "session.swap":
          return to("swapping", { problem: null });
        case "session.leave":
          return to("leaving");
        case "session.userUpdated":
        case "session.signedIn":
          return to("authorized", { user: (event as unknown as { user: SessionUser }).user });
        // A token revoked elsewhere: nobody, at once.
        case "session.expired":
          return to("anonymous", { user: null });
        case "session.verify":
          return to("verifying", { problem: null });
        default:
          return now;
      }
    case "leaving":
      // Deleted: the server ended the session and cleared its cookie. Refused: the member stays.
      if (event.type === "session.ended") return to("anonymous", { user: null });
      if (event.type === "session.stay") return to("authorized");
      return now;
    case "rechecking":
      if (event.type === "xstate.done.actor.recheckToken") {
        return to("authorized", { user: output as SessionUser });
      }
      // Only a 401 ends the session; an unreachable server keeps the member.
      if (event.type === "xstate.error.actor.recheckToken") {
        return isUnauthorized(error) ? to("anonymous", { user: null }) : to("authorized");
      }
      return now;
    case "swapping":
      if (event.type === "xstate.done.actor.swap") return to("authorized", { user: signedIn ?? null });
      if (event.type === "xstate.error.actor.swap") {
        return isUnauthorized(error)
          ? to("anonymous", { user: null })
          : to("authorized", { problem: toProblem(error) });
      }
      return now;
    case "flushing":
      // Carried out, failed, or not answered in time: the logout goes on all the same.
      if (
        event.type === "xstate.done.actor.flush" ||
        event.type === "xstate.error.actor.flush" ||
        event.type === flushLimitPassed
      )
        return to("loggingOut");
      return now;
    case "loggingOut":
      // Heard: nobody (the server ends the session and clears the cookie, also one already dead).
      // Unheard: the cookie still opens the session, so the member stays logged in, told why.
      if (event.type === "xstate.done.actor.logout") return to("anonymous", { user: null });
      if (event.type === "xstate.error.actor.logout") return to("authorized", { problem: toProblem(error) });
      return now;
    default:
      throw new Error(`the session's expectations know no state «${now.value}»`);
  }
}
