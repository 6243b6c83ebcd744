import { fromPromise } from "xstate";
import { checkToken, login, logout, verify } from "../api/endpoints/auth";
import { getUser } from "../api/endpoints/users";
import { ApiError } from "../api/errors";
import type { AuthResult, SessionUser } from "../api/schema/account";
import type { PublicUser } from "../api/schema/user";
import { api } from "./api";
import type { Credentials } from "./session.machine";

/** The session machine's side effects: the real API (session.machine.ts names them). */
export const sessionActors = {
  checkToken: fromPromise<SessionUser, void>(({ signal }) => api.call(checkToken, { signal })),
  login: fromPromise(({ input, signal }: { input: Credentials; signal: AbortSignal }) =>
    api.call(login, { body: input, signal }),
  ),
  verify: fromPromise(({ input, signal }: { input: { code: string }; signal: AbortSignal }) =>
    api.call(verify, { body: input, signal }),
  ),
  swap: fromPromise<AuthResult, { accountId: number }>(async () => {
    // Linked accounts (spec §7 `POST /api/users/accounts/auth/{id}`) arrive with their own issue.
    throw new ApiError(404, {
      error: { code: "NOT_FOUND", message: "Связанные аккаунты пока недоступны" },
    });
  }),
  logout: fromPromise<void, void>(async ({ signal }) => {
    await api.call(logout, { signal });
  }),
};

/**
 * The public card of any member (`GET /api/users/one/{id}`), for the rules that depend on whose page is
 * open — the digests guard checks the viewed profile's roles (spec §6). Rejects with an ApiError (404
 * for an unknown or deleted member).
 */
export function fetchPublicUser(id: number, signal?: AbortSignal): Promise<PublicUser> {
  return api.call(getUser, { params: { id }, ...(signal ? { signal } : {}) });
}
