import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import { Phone, SessionUser, SmsCode } from "../schema/account";

// Confirming the member's phone (spec §7 "Users, registration and session"). Members only; JSON bodies.
// Each call acts on the caller's own account. Access and limits: src/server/phone/routes.ts.

/** The header `sendsms` requires: 1–255 visible ASCII characters, a fresh one (a UUID) per new SMS. */
export const idempotencyKeyHeader = "idempotency-key";

/** How long an SMS code stays valid, and how many wrong tries it survives before a new SMS is needed. */
export const smsCodeRules = { lifetimeMinutes: 10, maxAttempts: 5 } as const;

/**
 * Sends a 6-digit code by SMS to confirm a phone (spec §7); the code lives
 * {@link smsCodeRules}`.lifetimeMinutes`, and a newer SMS replaces every older code of the member.
 *
 * Requires the {@link idempotencyKeyHeader} header (the client makes one key per attempt and reuses it
 * on a retry), remembered per member for 24 h:
 * - no key, or a malformed one → 400 VALIDATION naming the header (`in: "headers"`);
 * - the same key with the same body → the first answer again (header `idempotent-replayed: true`),
 *   no second SMS, and the replay does not count toward the SMS rate limit;
 * - the same key with another body → 422 UNPROCESSABLE;
 * - the same key while the first request is still running → 409 CONFLICT (retry a moment later).
 * Only a successful answer is remembered: after a refusal (409, 429…) nothing was sent, so the same
 * key may be tried again.
 *
 * Other answers: 409 CONFLICT when the phone is already confirmed by another account; 429 with
 * `Retry-After` over the limit (5 SMS an hour per member, 20 per IP).
 */
export const sendSms = define.post(
  "/api/users/sendsms",
  Schema.Struct({ phone: Phone, expiresAt: Schema.String }),
  { body: Schema.Struct({ phone: Phone }) },
);

/**
 * Confirms the member's phone with the code of their latest SMS to it. `type` names the channel: `sms`
 * (the code of `sendsms`) is the only one today; the parameter keeps room for a call or a messenger.
 * Answers the session user with `phone` set and `phoneVerified: true`.
 *
 * A wrong code → 400 VALIDATION naming `code` and counting the attempt; after
 * {@link smsCodeRules}`.maxAttempts` wrong ones the code is dead. An expired, used, dead or never sent
 * code → 400 naming `code` with the reason (ask for a new SMS). 409 CONFLICT when another account
 * confirmed this phone meanwhile. Rate limited per member (10 tries per 15 min).
 */
export const verifyPhone = define.put("/api/users/verify/phone/:type", SessionUser, {
  params: Schema.Struct({ type: Schema.Literals(["sms"]) }),
  body: Schema.Struct({ phone: Phone, code: SmsCode }),
});

/**
 * The code of the member's latest unexpired, unused SMS to `phone`, for the client to copy to the
 * clipboard (spec §7); 404 NOT_FOUND when there is none. It exists because the product has no SMS
 * gateway: every SMS lands in the outbox (ARCHITECTURE §1), so this call is how a member gets the code
 * at all. Hence a confirmed phone proves only that the member typed it; once a real gateway is wired
 * in, this call must answer 404 so that the code can come from the phone alone.
 */
export const phoneCode = define.put(
  "/api/users/verify/phonecode",
  Schema.Struct({ code: SmsCode, expiresAt: Schema.String }),
  { body: Schema.Struct({ phone: Phone }) },
);

/** Confirming a member's phone by SMS: served from src/server/phone/routes.ts. */
export const phoneApi = {
  sendSms,
  verifyPhone,
  phoneCode,
} as const satisfies EndpointGroup;
