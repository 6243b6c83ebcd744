import type { FastifyInstance, FastifyReply } from "fastify";
import { authApi } from "../../api/endpoints/auth";
import type { AuthResult } from "../../api/schema/account";
import type { RouteDeps } from "../deps";
import { HttpError } from "../http/http-error";
import { limits } from "../http/limits";
import { serveGroup } from "../http/serve-group";
import { clearSessionCookie, setSessionCookie } from "../http/session-cookie";
import type { Notifier } from "../notifications";
import { checkLinkCode } from "./link-codes";
import { checkCredentials, dummyPasswordHash } from "./login";
import type { AccountDeps } from "./mail-link";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { type OnConfirmed, registerAccount, resendVerification, verifyEmail } from "./registration";
import { openSession, revokeSession } from "./sessions";
import { noticeSignIn } from "./sign-in-notice";

const accepted = { accepted: true } as const;

/** Registration, verification, login, the session and password reset (src/api/endpoints/auth.ts). */
export function authRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    mailer,
    accounts,
    events,
    notifier,
    onConfirmed,
  }: RouteDeps & { readonly notifier: Notifier; readonly onConfirmed: OnConfirmed },
): void {
  const secure = config.publicUrl.startsWith("https:");
  const registration: AccountDeps = { db, mailer, publicUrl: config.publicUrl };
  // Made now, so that the first login with an unknown address is not slower than the others.
  void dummyPasswordHash();

  /** The answer of every call that logs in: the member, the token in the body and in cookie `l`. */
  async function signedIn(reply: FastifyReply, userId: number, token: string): Promise<AuthResult> {
    const user = await accounts.sessionUser(userId);
    // Deleted between the check and here: the session is useless anyway.
    if (!user) throw new HttpError("UNAUTHORIZED", "Аккаунт недоступен");
    setSessionCookie(reply, token, secure);
    return { user, accessToken: token };
  }

  serveGroup(app, authApi, {
    register: {
      access: "anyone",
      rateLimits: limits.register,
      handler: async ({ body }) => {
        await registerAccount(registration, body);
        return accepted;
      },
    },
    resendVerification: {
      access: "anyone",
      rateLimits: limits.resendVerification,
      handler: async ({ body }) => {
        await resendVerification(registration, body.email);
        return accepted;
      },
    },
    checkVerification: {
      access: "anyone",
      rateLimits: limits.linkCode,
      handler: ({ body }) => checkLinkCode(db, body.code, "verify_email"),
    },
    verify: {
      access: "anyone",
      rateLimits: limits.linkCode,
      handler: async ({ body, reply }) => {
        const { userId, token } = await verifyEmail(events, body.code, onConfirmed);
        return signedIn(reply, userId, token);
      },
    },
    login: {
      access: "anyone",
      rateLimits: limits.login,
      handler: async ({ body, reply, request }) => {
        const userId = await checkCredentials(db, body.email, body.password);
        const token = await events.transaction(async (tx, publish) => {
          await noticeSignIn(notifier, tx, publish, { userId, userAgent: request.headers["user-agent"] });
          return openSession(tx, userId);
        });
        return signedIn(reply, userId, token);
      },
    },
    checkToken: {
      access: "member",
      handler: async ({ auth }) => {
        const user = await accounts.sessionUser(auth.userId);
        if (!user) throw new HttpError("UNAUTHORIZED", "Войдите, чтобы продолжить");
        return user;
      },
    },
    // Anyone: logging out with a token that already died must still clear the cookie.
    logout: {
      access: "anyone",
      handler: async ({ auth, reply }) => {
        if (auth) {
          await revokeSession(db, auth.sessionId);
          app.realtime.sessionsEnded(auth.userId);
        }
        clearSessionCookie(reply, secure);
        return { ok: true } as const;
      },
    },
    forgotPassword: {
      access: "anyone",
      rateLimits: limits.forgotPassword,
      handler: async ({ body }) => {
        await requestPasswordReset(registration, body.email);
        return accepted;
      },
    },
    checkPasswordReset: {
      access: "anyone",
      rateLimits: limits.linkCode,
      handler: ({ body }) => checkLinkCode(db, body.code, "reset_password"),
    },
    resetPassword: {
      access: "anyone",
      rateLimits: limits.linkCode,
      handler: async ({ body, reply }) => {
        const { userId, token } = await resetPassword(db, body.code, body.password);
        // Every other session has ended: its sockets close (a stolen session stops listening too).
        app.realtime.sessionsEnded(userId);
        return signedIn(reply, userId, token);
      },
    },
  });
}
