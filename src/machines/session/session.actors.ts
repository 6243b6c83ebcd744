import { fromPromise } from "xstate";
import { type ApiClient, createApiClient } from "../../api/client";
import { checkToken, login, logout, verify } from "../../api/endpoints/auth";
import { getUser } from "../../api/endpoints/users";
import { ApiError } from "../../api/errors";
import type { AuthResult, SessionUser } from "../../api/schema/account";
import type { PublicUser } from "../../api/schema/user";
import { submitTo } from "../lib/endpoint-actor";

/** The session machine's side effects through `client` (session.machine.ts names them). */
export function sessionActors(client: ApiClient) {
  return {
    checkToken: fromPromise<SessionUser, void>(({ signal }) => client.call(checkToken, { signal })),
    login: submitTo(client, login),
    verify: submitTo(client, verify),
    swap: fromPromise<AuthResult, { accountId: number }>(async () => {
      // Linked accounts (spec §7 `POST /api/users/accounts/auth/{id}`) arrive with their own issue.
      throw new ApiError(404, {
        error: { code: "NOT_FOUND", message: "Связанные аккаунты пока недоступны" },
      });
    }),
    logout: fromPromise<void, void>(async ({ signal }) => {
      await client.call(logout, { signal });
    }),
  };
}

/**
 * The session's `checkToken` whose first call answers from a request already on its way: the check
 * before the first page, which the page sends before the session's code has loaded
 * (src/ui/session/app-session.ts), decoded as any answer of `checkToken`. `"no session"` when the page
 * knew there was none to check (no session hint cookie): the first check is then a 401 without a call.
 * Later calls (re-checks) ask the server again, through `client`.
 */
export function checkTokenSentEarly(client: ApiClient, sent: Promise<Response> | "no session") {
  let early: Promise<Response> | "no session" | null = sent;
  return fromPromise<SessionUser, void>(async ({ signal }) => {
    const response = early;
    early = null;
    if (response === "no session") {
      throw new ApiError(401, { error: { code: "UNAUTHORIZED", message: "Сессии нет" } });
    }
    if (!response) return client.call(checkToken, { signal });
    return createApiClient({ fetch: () => response }).call(checkToken, { signal });
  });
}

/**
 * The public card of any member (`GET /api/users/one/{id}`), for the rules that depend on whose page is
 * open — the digests guard checks the viewed profile's roles (spec §6). Null for an unknown or deleted
 * member (404); rejects with the ApiError of any other failure.
 */
export async function findPublicUser(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<PublicUser | null> {
  try {
    return await client.call(getUser, { params: { id }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
