import { assign, fromPromise, setup } from "xstate";
import type { AuthResult, SessionUser } from "../api/schema/account";
import { type Problem, toProblem } from "./problem";

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export type SessionEvent =
  /** The login form: e-mail and password. */
  | ({ type: "session.login" } & Credentials)
  /** The verification link: `/reg/verify-{code}`. */
  | { type: "session.verify"; code: string }
  /** Switch to a linked account (spec §7 `accounts/auth/{id}`; its UI comes with linked accounts). */
  | { type: "session.swap"; accountId: number }
  | { type: "session.logout" }
  /** A `role` socket event (spec §4 "Role change"): ask the server who we are now. */
  | { type: "session.recheck" }
  /** Another flow logged us in (a password reset answered `{ user, accessToken }`). */
  | { type: "session.signedIn"; user: SessionUser }
  /** The member changed their own data (name, avatar, phone): the server's new copy. */
  | { type: "session.userUpdated"; user: SessionUser }
  /** Any call answered 401: the token is gone (revoked elsewhere, expired). */
  | { type: "session.expired" };

export interface SessionContext {
  /** The logged-in member; null while anonymous or still checking. */
  readonly user: SessionUser | null;
  /** Why the last login, verification or swap failed; cleared by the next attempt. */
  readonly problem: Problem | null;
}

// The side effects, replaced through .provide() by session.actors.ts (the API) or by tests.
const unprovided = (name: string) => () => {
  throw new Error(`sessionMachine: provide the \`${name}\` actor`);
};

/**
 * The session of spec §4: a check runs before the first page renders (`checking`), then the visitor is
 * `anonymous` or `authorized`. Login, verification and account swap each authorize; logout, an expired
 * token or a failed re-check end it. The token itself is the HttpOnly cookie `l`: this machine never
 * sees it, only who it belongs to.
 *
 * Tags: `busy` while a call runs (guards wait for it to clear); `authorized` while a member is known.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** `POST /api/users/checktoken`: the member, or rejects (401 = no session). */
    checkToken: fromPromise<SessionUser, void>(unprovided("checkToken")),
    login: fromPromise<AuthResult, Credentials>(unprovided("login")),
    verify: fromPromise<AuthResult, { code: string }>(unprovided("verify")),
    swap: fromPromise<AuthResult, { accountId: number }>(unprovided("swap")),
    /** Revokes the token and clears the cookie; the session ends even if it fails. */
    logout: fromPromise<void, void>(unprovided("logout")),
  },
  actions: {
    clearProblem: assign({ problem: null }),
    forget: assign({ user: null }),
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
          const { email, password } = event as Extract<SessionEvent, { type: "session.login" }>;
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
        input: ({ event }) => ({ code: (event as Extract<SessionEvent, { type: "session.verify" }>).code }),
        onDone: { target: "authorized", actions: assign({ user: ({ event }) => event.output.user }) },
        onError: { target: "anonymous", actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
      },
    },
    authorized: {
      tags: ["authorized"],
      on: {
        "session.logout": { target: "loggingOut" },
        "session.recheck": { target: "rechecking" },
        "session.swap": { target: "swapping" },
        "session.userUpdated": { actions: assign({ user: ({ event }) => event.user }) },
        "session.signedIn": { actions: assign({ user: ({ event }) => event.user }) },
        "session.expired": { target: "anonymous", actions: "forget" },
        // A verification link opened while logged in (e.g. another account's): log in as its owner.
        "session.verify": { target: "verifying" },
      },
    },
    rechecking: {
      tags: ["busy", "authorized"],
      invoke: {
        id: "recheckToken",
        src: "checkToken",
        onDone: { target: "authorized", actions: assign({ user: ({ event }) => event.output }) },
        onError: { target: "anonymous", actions: "forget" },
      },
    },
    swapping: {
      tags: ["busy", "authorized"],
      entry: "clearProblem",
      invoke: {
        id: "swap",
        src: "swap",
        input: ({ event }) => ({
          accountId: (event as Extract<SessionEvent, { type: "session.swap" }>).accountId,
        }),
        onDone: { target: "authorized", actions: assign({ user: ({ event }) => event.output.user }) },
        // The current account stays logged in when the swap is refused.
        onError: {
          target: "authorized",
          actions: assign({ problem: ({ event }) => toProblem(event.error) }),
        },
      },
    },
    loggingOut: {
      tags: ["busy"],
      invoke: {
        id: "logout",
        src: "logout",
        onDone: { target: "anonymous", actions: "forget" },
        onError: { target: "anonymous", actions: "forget" },
      },
    },
  },
});
