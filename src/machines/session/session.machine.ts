import { NEVER } from "rxjs";
import { assertEvent, assign, emit, fromEventObservable, fromPromise, setup } from "xstate";
import { ApiError } from "../../api/errors";
import type { AuthResult, SessionUser } from "../../api/schema/account";
import { failure, type Problem, toProblem } from "../lib/problem";

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** What the outside world tells a logged-in session (src/streams/session.stream.ts). */
export type SessionSignal =
  /** A `role` socket event (spec §4 "Role change"): ask the server who we are now. */
  | { type: "session.recheck" }
  /** Any call answered 401: the token is gone (revoked elsewhere, expired). */
  | { type: "session.expired" };

export type SessionEvent =
  /** The login form: e-mail and password. */
  | ({ type: "session.login" } & Credentials)
  /** The verification link: `/reg/verify-{code}`. */
  | { type: "session.verify"; code: string }
  /** Switch to a linked account (spec §7 `accounts/auth/{id}`; its UI comes with linked accounts). */
  | { type: "session.swap"; accountId: number }
  | { type: "session.logout" }
  /**
   * The member is deleting their account: stop hearing the socket until `session.logout` or
   * `session.stay`. The server ends the account's sessions before its answer arrives, and a re-check
   * heard then would end this one on the settings page, whose guard would send the member to /auth.
   */
  | { type: "session.leave" }
  /** The deletion was refused: listen again. */
  | { type: "session.stay" }
  /**
   * The account was deleted: its sessions ended on the server, whose answer cleared the cookie — nobody
   * is logged in, and there is nothing left to log out.
   */
  | { type: "session.ended" }
  /** Another flow logged us in (a password reset answered `{ user, accessToken }`). */
  | { type: "session.signedIn"; user: SessionUser }
  /** The member changed their own data (name, avatar, phone): the server's new copy. */
  | { type: "session.userUpdated"; user: SessionUser }
  | SessionSignal;

/** What the session tells its onlookers once (the header's toast), beside its state. */
export type SessionEmitted =
  /** A logout the server did not hear: the member is still logged in. */
  { type: "session.logoutFailed"; problem: Problem };

export interface SessionContext {
  /** The logged-in member; null while anonymous or still checking. */
  readonly user: SessionUser | null;
  /** Why the last login, verification, swap or logout failed; cleared by the next attempt. */
  readonly problem: Problem | null;
}

// The side effects, replaced through .provide() by session.actors.ts (the API) or by tests.
const unprovided = (name: string) => () => {
  throw new Error(`sessionMachine: provide the \`${name}\` actor`);
};

/**
 * The longest a logout waits for what the member did to reach the server first (`flushing`): a deletion
 * waiting out its undo time, a change on its way. Past it, the logout goes on regardless.
 */
export const sessionFlushLimitMs = 3_000;

/** A 401 means "this token no longer opens anything"; other failures (network, 5xx) say nothing about it. */
const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The session of spec §4: a check runs before the first page renders (`checking`), then the visitor is
 * `anonymous` or `authorized`. Login, verification and account swap each authorize; logout, an expired
 * token or a refused re-check end it. The token itself is the HttpOnly cookie `l`: this machine never
 * sees it, only who it belongs to.
 *
 * Before the logout revokes the token, `flushing` carries out what the member did that has not reached
 * the server yet (src/machines/lib/pending-actions.ts: a deletion waiting out its undo time, a change on
 * its way), and waits for it at most {@link sessionFlushLimitMs}: sent after the logout, it would be
 * refused (401) and lost.
 *
 * Tags: `busy` while a call runs (route guards wait for it to clear); `authorized` while a member is known.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** `POST /api/users/checktoken`: the member, or rejects (401 = no session). */
    checkToken: fromPromise<SessionUser, void>(unprovided("checkToken")),
    login: fromPromise<AuthResult, Credentials>(unprovided("login")),
    verify: fromPromise<AuthResult, { code: string }>(unprovided("verify")),
    swap: fromPromise<AuthResult, { accountId: number }>(unprovided("swap")),
    /** Revokes the token and clears the cookie; the session ends even if it fails. */
    logout: fromPromise<void, void>(unprovided("logout")),
    /**
     * Carries out the member's pending actions and waits for them (the app's `PendingActions.flush`).
     * Nothing pending unless provided, so a test that does not care about them need not say so.
     */
    flush: fromPromise<void, void>(async () => {}),
    /**
     * Role events and 401 answers while logged in (src/streams/session.stream.ts). Silent unless
     * provided, so a test that does not care about them need not say so.
     */
    signals: fromEventObservable<SessionSignal, void>(() => NEVER),
  },
  actions: {
    clearProblem: assign({ problem: null }),
    forget: assign({ user: null }),
  },
  guards: {
    /** The failed call's error (an `onError` event's, handed in as params) says the token is gone. */
    unauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
  },
}).createMachine({
  id: "session",
  context: { user: null, problem: null },
  initial: "checking",
  states: {
    checking: {
      tags: ["busy"],
      invoke: {
        id: "checkToken",
        src: "checkToken",
        onDone: { target: "authorized", actions: assign({ user: ({ event }) => event.output }) },
        // 401 is the ordinary "nobody is logged in"; an unreachable server is anonymous for now too,
        // and the pages say so when their own calls fail.
        onError: { target: "anonymous" },
      },
    },
    anonymous: {
      on: {
        "session.login": { target: "loggingIn" },
        "session.verify": { target: "verifying" },
        "session.signedIn": { target: "authorized", actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    loggingIn: {
      tags: ["busy"],
      entry: "clearProblem",
      invoke: {
        id: "login",
        src: "login",
        input: ({ event }) => {
          assertEvent(event, "session.login");
          const { email, password } = event;
          return { email, password };
        },
        onDone: { target: "authorized", actions: assign({ user: ({ event }) => event.output.user }) },
        onError: { target: "anonymous", actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
      },
    },
    verifying: {
      tags: ["busy"],
      entry: "clearProblem",
      invoke: {
        id: "verify",
        src: "verify",
        input: ({ event }) => {
          assertEvent(event, "session.verify");
          return { code: event.code };
        },
        onDone: { target: "authorized", actions: assign({ user: ({ event }) => event.output.user }) },
        // A refused link (used, expired) changes nobody's session: a member who opened it stays logged in.
        onError: [
          {
            guard: ({ context }) => context.user !== null,
            target: "authorized",
            actions: assign({ problem: ({ event }) => toProblem(event.error) }),
          },
          { target: "anonymous", actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
        ],
      },
    },
    authorized: {
      tags: ["authorized"],
      invoke: { id: "signals", src: "signals" },
      on: {
        "session.logout": { target: "flushing" },
        "session.recheck": { target: "rechecking" },
        "session.swap": { target: "swapping" },
        "session.leave": { target: "leaving" },
        "session.userUpdated": { actions: assign({ user: ({ event }) => event.user }) },
        "session.signedIn": { actions: assign({ user: ({ event }) => event.user }) },
        "session.expired": { target: "anonymous", actions: "forget" },
        // A verification link opened while logged in (e.g. another account's): log in as its owner.
        "session.verify": { target: "verifying" },
      },
    },
    // Not `busy`: the deletion that led here tells the session its outcome through tellSession.
    leaving: {
      tags: ["authorized"],
      on: {
        "session.ended": { target: "anonymous", actions: "forget" },
        "session.stay": { target: "authorized" },
      },
    },
    rechecking: {
      tags: ["busy", "authorized"],
      invoke: {
        id: "recheckToken",
        src: "checkToken",
        onDone: { target: "authorized", actions: assign({ user: ({ event }) => event.output }) },
        // Only a 401 says the token is gone; a network hiccup keeps the member we know.
        onError: [
          { guard: { type: "unauthorized", params: failure }, target: "anonymous", actions: "forget" },
          { target: "authorized" },
        ],
      },
    },
    swapping: {
      tags: ["busy", "authorized"],
      entry: "clearProblem",
      invoke: {
        id: "swap",
        src: "swap",
        input: ({ event }) => {
          assertEvent(event, "session.swap");
          return { accountId: event.accountId };
        },
        onDone: { target: "authorized", actions: assign({ user: ({ event }) => event.output.user }) },
        onError: [
          // Our own token died meanwhile: nobody is logged in any more.
          { guard: { type: "unauthorized", params: failure }, target: "anonymous", actions: "forget" },
          // The current account stays logged in when the swap is refused.
          { target: "authorized", actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
        ],
      },
    },
    // The member's last actions reach the server while the token still opens it; not waited for long.
    flushing: {
      tags: ["busy"],
      entry: "clearProblem",
      invoke: { id: "flush", src: "flush", onDone: "loggingOut", onError: "loggingOut" },
      after: { [sessionFlushLimitMs]: "loggingOut" },
    },
    loggingOut: {
      tags: ["busy"],
      invoke: {
        id: "logout",
        src: "logout",
        onDone: { target: "anonymous", actions: "forget" },
        // Unheard (no connection, a server error): the cookie, which only the server's answer clears,
        // still opens the session — a reload would bring the member back. So it goes on, and says why.
        // (The server answers a logout with a dead token too: it clears the cookie, never 401.)
        onError: {
          target: "authorized",
          actions: [
            assign({ problem: ({ event }) => toProblem(event.error) }),
            emit(({ event }) => ({ type: "session.logoutFailed" as const, problem: toProblem(event.error) })),
          ],
        },
      },
    },
  },
});
