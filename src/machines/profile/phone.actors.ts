import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import { idempotencyKeyHeader, phoneCode, sendSms, verifyPhone } from "../../api/endpoints/phone";
import type { SessionUser } from "../../api/schema/account";
import { type SessionRef, tellSession } from "../session/account.actors";
import type { FetchedCode, SmsAttempt } from "./phone.machine";

/** Puts text on the clipboard; resolves false when the browser refused (no permission, no focus). */
export type CopyText = (text: string) => Promise<boolean>;

/** Side effects of phone confirmation through `client` (phone.machine.ts names them). */
export function phoneActors(client: ApiClient) {
  return {
    /** One SMS attempt; its Idempotency-Key makes a retry of the same attempt safe. */
    sendSms: fromPromise<{ phone: string; expiresAt: string }, SmsAttempt>(({ input, signal }) =>
      client.call(sendSms, {
        body: { phone: input.phone },
        headers: { [idempotencyKeyHeader]: input.key },
        signal,
      }),
    ),

    /** The code of the latest SMS (there is no SMS gateway), also put on the clipboard when allowed. */
    fetchCode: (copy: CopyText) =>
      fromPromise<FetchedCode, { phone: string }>(async ({ input, signal }) => {
        const { code, expiresAt } = await client.call(phoneCode, { body: input, signal });
        return { code, expiresAt, copied: await copy(code) };
      }),

    /** Confirms the number; the session gets the member with the confirmed phone. */
    verify: (session: SessionRef) =>
      fromPromise<SessionUser, { phone: string; code: string }>(async ({ input, signal }) => {
        const user = await client.call(verifyPhone, { params: { type: "sms" }, body: input, signal });
        await tellSession(session, { type: "session.userUpdated", user });
        return user;
      }),
  };
}
