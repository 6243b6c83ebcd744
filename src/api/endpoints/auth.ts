import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import {
  Accepted,
  AuthResult,
  CodeCheck,
  Email,
  LinkCode,
  linkRefusals,
  Password,
  ReferralCode,
  SessionUser,
  UserName,
} from "../schema/account";

// Registration, login and the session (spec §7 "Users, registration and session"). Every body is JSON.
// Who may call each: see `access` in src/server/auth/routes.ts; the rate limits (429 RATE_LIMITED
// with `Retry-After`) are in src/server/http/limits.ts.
//
// Link codes (verification 24 h, password reset 1 h) are single-use; mailing a new one ends the older
// ones of the same kind, which then count as "expired". Using a code is refused with:
// - 404 NOT_FOUND, `details.reason = "unknown"`: no such code, a code of the other kind, or its account
//   was deleted;
// - 409 CONFLICT, `details.reason = "used" | "expired"`.
// A refused call changes nothing. The matching `…check` call answers the same reason without using it.

/**
 * Registers a member and mails a link to `/reg/verify-{code}`. Answers the same whether or not the
 * address already has an account (the owner of an existing one gets a "you already have an account"
 * mail instead), so registration cannot reveal who is a member.
 *
 * An address registered but not confirmed yet is taken over by the newest registration (name, password
 * and referrer replaced, older links end). `ref` is a member's referral code: an unknown one is ignored,
 * never an error, so a mistyped link does not stop anyone from joining.
 */
export const register = define.post("/api/users/reg", Accepted, {
  body: Schema.Struct({
    name: UserName,
    email: Email,
    password: Password,
    ref: Schema.optionalKey(ReferralCode),
  }),
});

/**
 * Sends a new verification link (older ones end) to an address that registered and has not confirmed
 * yet; `{ accepted: true }` whatever the address.
 */
export const resendVerification = define.post("/api/mail/regcontinue", Accepted, {
  body: Schema.Struct({ email: Email }),
});

/**
 * Tells whether a verification code can still be used (the `/reg/verify-{code}` guard): `{ valid: true }`
 * or `{ valid: false, reason: "unknown" | "used" | "expired" }` (a deleted account's code is "unknown").
 */
export const checkVerification = define.post("/api/users/verifycheck", CodeCheck, {
  body: Schema.Struct({ code: LinkCode }),
});

/**
 * Confirms the e-mail with the code from the link and logs the member in (cookie `l`). Single use, 24 h;
 * of two concurrent uses exactly one succeeds. Refusals: 404 / 409 as described at the top of this file.
 */
export const verify = define.put("/api/users/verify", AuthResult, {
  body: Schema.Struct({ code: LinkCode }),
  reasons: linkRefusals,
});

/**
 * Logs in. A wrong address, a wrong password and a deleted account get the same 401 (no account
 * enumeration). The right password of an address not confirmed yet → 403 FORBIDDEN with
 * `details.reason = "email_not_verified"` (offer `resendVerification`).
 */
export const login = define.post("/api/users/auth", AuthResult, {
  body: Schema.Struct({ email: Email, password: Password }),
  reasons: ["email_not_verified"],
});

/**
 * A readable companion of the HttpOnly session cookie `l`, holding no secret, only "there is a session":
 * the page asks `checkToken` only when it is there, so that a visitor's page makes no call that must fail
 * (a 401 in every visitor's console). The server sets and clears it with `l`, and puts it right on every
 * page load (src/server/spa.ts).
 */
export const sessionHintCookie = "mir_session";

/** The member the token (cookie `l` or bearer) belongs to; 401 when it is missing, expired or revoked. */
export const checkToken = define.post("/api/users/checktoken", SessionUser);

/**
 * Revokes the current token and clears the cookie (spec §7 shows no such call; ours). Anyone may call it:
 * without a live token it still answers `{ ok: true }` and clears the cookie.
 */
export const logout = define.post("/api/users/logout", Schema.Struct({ ok: Schema.Literal(true) }));

/**
 * Mails a link to `/new-password-{code}` (1 h, older ones end) if the address has a confirmed account;
 * the same answer if not.
 */
export const forgotPassword = define.post("/api/users/password/forgot", Accepted, {
  body: Schema.Struct({ email: Email }),
});

/** Tells whether a password-reset code can still be used (the `/new-password-{code}` page), like verifycheck. */
export const checkPasswordReset = define.post("/api/users/password/check", CodeCheck, {
  body: Schema.Struct({ code: LinkCode }),
});

/**
 * Sets a new password with the code from the mail, revokes every session the member had, confirms the
 * e-mail (the link proved the mailbox) and logs in with a new session. Refusals as for `verify`.
 */
export const resetPassword = define.put("/api/users/password/reset", AuthResult, {
  body: Schema.Struct({ code: LinkCode, password: Password }),
  reasons: linkRefusals,
});

/** Registration, login and the session: the group the server serves from src/server/auth/routes.ts. */
export const authApi = {
  register,
  resendVerification,
  checkVerification,
  verify,
  login,
  checkToken,
  logout,
  forgotPassword,
  checkPasswordReset,
  resetPassword,
} as const satisfies EndpointGroup;
