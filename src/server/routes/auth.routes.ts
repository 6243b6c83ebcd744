import type { FastifyInstance, FastifyReply } from "fastify";
import {
  checkPasswordReset,
  checkToken,
  checkVerification,
  forgotPassword,
  login,
  logout,
  register as registerEndpoint,
  resendVerification as resendEndpoint,
  resetPassword as resetEndpoint,
  verify,
} from "../../api/endpoints/auth";
import type { AuthResult } from "../../api/schema/account";
import { checkLinkCode } from "../auth/link-codes";
import { checkCredentials, dummyPasswordHash } from "../auth/login";
import { requestPasswordReset, resetPassword } from "../auth/password-reset";
import { type AccountDeps, registerAccount, resendVerification, verifyEmail } from "../auth/registration";
import { clearSessionCookie, openSession, revokeSession, setSessionCookie } from "../auth/sessions";
import { HttpError } from "../http/http-error";
import { limits } from "../http/limits";
import { register } from "../http/register";
import { findSessionUser } from "../users/session-user";
import type { RouteDeps } from "./deps";

const accepted = { accepted: true } as const;

/** Registration, verification, login, the session and password reset (src/api/endpoints/auth.ts). */
export function authRoutes(app: FastifyInstance, { db, config, mailer }: RouteDeps): void {
  const secure = config.publicUrl.startsWith("https:");
  const accounts: AccountDeps = { db, mailer, publicUrl: config.publicUrl };
  // Made now, so that the first login with an unknown address is not slower than the others.
  void dummyPasswordHash();

  /** The answer of every call that logs in: the member, the token in the body and in cookie `l`. */
  async function signedIn(reply: FastifyReply, userId: number, token: string): Promise<AuthResult> {
    const user = await findSessionUser(db, userId);
    // Deleted between the check and here: the session is useless anyway.
    if (!user) throw new HttpError("UNAUTHORIZED", "Аккаунт недоступен");
    setSessionCookie(reply, token, secure);
    return { user, accessToken: token };
  }

  register(app, registerEndpoint, { access: "anyone", rateLimits: limits.register }, async ({ body }) => {
    await registerAccount(accounts, body);
    return accepted;
  });

  register(
    app,
    resendEndpoint,
    { access: "anyone", rateLimits: limits.resendVerification },
    async ({ body }) => {
      await resendVerification(accounts, body.email);
      return accepted;
    },
  );

  register(app, checkVerification, { access: "anyone", rateLimits: limits.linkCode }, ({ body }) =>
    checkLinkCode(db, body.code, "verify_email"),
  );

  register(app, verify, { access: "anyone", rateLimits: limits.linkCode }, async ({ body, reply }) => {
    const { userId, token } = await verifyEmail(db, body.code);
    return signedIn(reply, userId, token);
  });

  register(app, login, { access: "anyone", rateLimits: limits.login }, async ({ body, reply }) => {
    const userId = await checkCredentials(db, body.email, body.password);
    return signedIn(reply, userId, await openSession(db, userId));
  });

  register(app, checkToken, { access: "member" }, async ({ auth }) => {
    const user = await findSessionUser(db, auth.userId);
    if (!user) throw new HttpError("UNAUTHORIZED", "Войдите, чтобы продолжить");
    return user;
  });

  // Anyone: logging out with a token that already died must still clear the cookie.
  register(app, logout, { access: "anyone" }, async ({ auth, reply }) => {
    if (auth) {
      await revokeSession(db, auth.sessionId);
      app.realtime.sessionsEnded(auth.userId);
    }
    clearSessionCookie(reply, secure);
    return { ok: true } as const;
  });

  register(app, forgotPassword, { access: "anyone", rateLimits: limits.forgotPassword }, async ({ body }) => {
    await requestPasswordReset(accounts, body.email);
    return accepted;
  });

  register(app, checkPasswordReset, { access: "anyone", rateLimits: limits.linkCode }, ({ body }) =>
    checkLinkCode(db, body.code, "reset_password"),
  );

  register(app, resetEndpoint, { access: "anyone", rateLimits: limits.linkCode }, async ({ body, reply }) => {
    const { userId, token } = await resetPassword(db, body.code, body.password);
    // Every other session has ended: its sockets close (a stolen session stops listening too).
    app.realtime.sessionsEnded(userId);
    return signedIn(reply, userId, token);
  });
}
