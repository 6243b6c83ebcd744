import { Schema } from "effect";
import { defineEndpoint } from "../endpoint";
import {
  Accepted,
  AuthResult,
  CodeCheck,
  Email,
  LinkCode,
  Password,
  ReferralCode,
  SessionUser,
  UserName,
} from "../schema/account";

// Registration, login and the session (spec §7 "Users, registration and session"). Every body is JSON.
// Who may call each: see `access` in src/server/routes/auth.routes.ts.

/**
 * Registers a member and mails a link to `/reg/verify-{code}`. Answers the same whether or not the
 * address already has an account (the owner of an existing one gets a "you already have an account"
 * mail instead), so registration cannot reveal who is a member.
 */
export const register = defineEndpoint({
  method: "POST",
  path: "/api/users/reg",
  body: Schema.Struct({
    name: UserName,
    email: Email,
    password: Password,
    ref: Schema.optionalKey(ReferralCode),
  }),
  response: Accepted,
});

/** Sends the verification link again to an address that registered and has not confirmed yet. */
export const resendVerification = defineEndpoint({
  method: "POST",
  path: "/api/mail/regcontinue",
  body: Schema.Struct({ email: Email }),
  response: Accepted,
});

/** Tells whether a verification code can still be used (the `/reg/verify-{code}` guard). */
export const checkVerification = defineEndpoint({
  method: "POST",
  path: "/api/users/verifycheck",
  body: Schema.Struct({ code: LinkCode }),
  response: CodeCheck,
});

/** Confirms the e-mail with the code from the link and logs the member in (cookie `l`). Single use, 24 h. */
export const verify = defineEndpoint({
  method: "PUT",
  path: "/api/users/verify",
  body: Schema.Struct({ code: LinkCode }),
  response: AuthResult,
});

/** Logs in. A wrong address and a wrong password get the same 401 (no account enumeration). */
export const login = defineEndpoint({
  method: "POST",
  path: "/api/users/auth",
  body: Schema.Struct({ email: Email, password: Password }),
  response: AuthResult,
});

/** The member the token (cookie `l` or bearer) belongs to; 401 when it is missing, expired or revoked. */
export const checkToken = defineEndpoint({
  method: "POST",
  path: "/api/users/checktoken",
  response: SessionUser,
});

/** Revokes the current token and clears the cookie (spec §7 shows no such call; ours). */
export const logout = defineEndpoint({
  method: "POST",
  path: "/api/users/logout",
  response: Schema.Struct({ ok: Schema.Literal(true) }),
});

/** Mails a link to `/new-password-{code}` if the address has an account; the same answer if not. */
export const forgotPassword = defineEndpoint({
  method: "POST",
  path: "/api/users/password/forgot",
  body: Schema.Struct({ email: Email }),
  response: Accepted,
});

/** Tells whether a password-reset code can still be used (the `/new-password-{code}` page). */
export const checkPasswordReset = defineEndpoint({
  method: "POST",
  path: "/api/users/password/check",
  body: Schema.Struct({ code: LinkCode }),
  response: CodeCheck,
});

/** Sets a new password with the code from the mail, revokes every other session and logs in. */
export const resetPassword = defineEndpoint({
  method: "PUT",
  path: "/api/users/password/reset",
  body: Schema.Struct({ code: LinkCode, password: Password }),
  response: AuthResult,
});
