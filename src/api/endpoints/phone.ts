import { Schema } from "effect";
import { defineEndpoint } from "../endpoint";
import { Phone, SessionUser, SmsCode } from "../schema/account";

// Confirming the member's phone (spec §7 "Users, registration and session"). Members only; JSON bodies.
// Who may call each: see src/server/routes/phone.routes.ts.

/**
 * Sends a 6-digit code by SMS to confirm a phone (spec §7). Requires the `Idempotency-Key` header: the
 * same key with the same body answers the first answer again and sends no second SMS; the same key with
 * another body → 422; no key → 400.
 */
export const sendSms = defineEndpoint({
  method: "POST",
  path: "/api/users/sendsms",
  body: Schema.Struct({ phone: Phone }),
  response: Schema.Struct({ phone: Phone, expiresAt: Schema.String }),
});

/**
 * Confirms the member's phone with the code that reached it. `type` names the channel: `sms` (the code
 * of `sendsms`) is the only one today; the parameter keeps room for a call or messenger channel.
 */
export const verifyPhone = defineEndpoint({
  method: "PUT",
  path: "/api/users/verify/phone/:type",
  params: Schema.Struct({ type: Schema.Literals(["sms"]) }),
  body: Schema.Struct({ phone: Phone, code: SmsCode }),
  response: SessionUser,
});

/**
 * The code of the last SMS sent to the member's own pending phone, for the client to copy to the
 * clipboard (spec §7). Only while no SMS gateway is configured (the outbox mode of a laptop or a demo,
 * ARCHITECTURE §1): with real delivery it answers 404, since the code must come from the phone.
 */
export const phoneCode = defineEndpoint({
  method: "PUT",
  path: "/api/users/verify/phonecode",
  body: Schema.Struct({ phone: Phone }),
  response: Schema.Struct({ code: SmsCode, expiresAt: Schema.String }),
});
