import { NEVER, type Observable } from "rxjs";
import { createActor, fromEventObservable, fromPromise, type SimulatedClock, waitFor } from "xstate";
import { ApiError } from "../../src/api/errors";
import type { AuthResult, SessionUser } from "../../src/api/schema/account";
import {
  type Credentials,
  type SessionSignal,
  sessionMachine,
} from "../../src/machines/session/session.machine";

// What the session tests of every layer (machines, model, ui) build the same way: members, the API's
// failures, a real session machine whose calls answer as the test says, and a promise to settle later.

/** A member as `checktoken` answers: id `id`, roles by id (2 = member), the rest derived from the id. */
export function member(id: number, roleIds: readonly number[] = [2], name = `Участник ${id}`): SessionUser {
  return {
    id,
    name,
    avatar: null,
    roles: roleIds.map((roleId) => ({ id: roleId, name: `роль ${roleId}` })),
    createdAt: "2026-01-01T00:00:00.000Z",
    email: `m${id}@mir.test`,
    emailVerified: true,
    phone: null,
    phoneVerified: false,
    referralCode: `ref-${id}`,
    pendingEmail: null,
  };
}

/** A failed call as the API client rejects: 401 UNAUTHORIZED, 0 (no connection) INTERNAL, else FORBIDDEN. */
export const apiError = (status: number, message: string) =>
  new ApiError(status, {
    error: { code: status === 401 ? "UNAUTHORIZED" : status === 0 ? "INTERNAL" : "FORBIDDEN", message },
  });
export const unauthorized = apiError(401, "Войдите, чтобы продолжить");
export const offline = apiError(0, "Нет связи с сервером. Проверьте подключение.");

/** The session's calls, each answered by the test. */
export interface SessionStubs {
  checkToken?: () => Promise<SessionUser>;
  login?: (input: Credentials) => Promise<AuthResult>;
  verify?: (input: { code: string }) => Promise<AuthResult>;
  swap?: (input: { accountId: number }) => Promise<AuthResult>;
  logout?: () => Promise<void>;
  /** The member's pending actions carried out before a logout (the app's `PendingActions.flush`). */
  flush?: () => Promise<void>;
  /** What the outside world signals while logged in (role events, 401 of other calls). */
  signals?: Observable<SessionSignal>;
}

/**
 * A real session machine, started, whose calls answer as `stubs` say. A call without a stub answers as
 * a visitor's would: the check 401, login, verification and swap "no connection", logout done, nothing
 * pending. `clock` is the machine's (a `SimulatedClock` lets a test pass the logout's wait by hand).
 */
export function stubSession(stubs: SessionStubs = {}, clock?: SimulatedClock) {
  return createActor(
    sessionMachine.provide({
      actors: {
        checkToken: fromPromise(() => stubs.checkToken?.() ?? Promise.reject(unauthorized)),
        login: fromPromise(({ input }) => stubs.login?.(input) ?? Promise.reject(offline)),
        verify: fromPromise(({ input }) => stubs.verify?.(input) ?? Promise.reject(offline)),
        swap: fromPromise(({ input }) => stubs.swap?.(input) ?? Promise.reject(offline)),
        logout: fromPromise(() => stubs.logout?.() ?? Promise.resolve()),
        flush: fromPromise(() => stubs.flush?.() ?? Promise.resolve()),
        signals: fromEventObservable(() => stubs.signals ?? NEVER),
      },
    }),
    clock ? { clock } : {},
  ).start();
}

/** The session's snapshot once no call runs (the check answered, a login finished …). */
export const settled = (session: ReturnType<typeof stubSession>) =>
  waitFor(session, (s) => !s.hasTag("busy"));

/** A promise the test settles later: to look at the app while a call is still running. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
