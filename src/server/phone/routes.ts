import type { FastifyInstance } from "fastify";
import { phoneApi, sendSms, smsCodeRules } from "../../api/endpoints/phone";
import type { RouteDeps } from "../deps";
import { fieldError, HttpError, notFound } from "../http/http-error";
import { idempotencyKeyOf, idempotent } from "../http/idempotency";
import { limits } from "../http/limits";
import { rateLimiter } from "../http/rate-limit";
import { serveGroup } from "../http/serve-group";
import {
  confirmPhone,
  issuePhoneCode,
  livePhoneCode,
  type PhoneConfirmation,
  phoneTakenByOther,
} from "./phone-codes";

const takenMessage = "Этот номер уже подтверждён другим аккаунтом";

/** Confirming the member's phone by SMS (src/api/endpoints/phone.ts). Every call acts on the caller. */
export function phoneRoutes(app: FastifyInstance, { db, mailer, accounts }: RouteDeps): void {
  // Checked inside the handler, after the Idempotency-Key: a replayed request sends nothing, so it
  // must not use up the member's SMS allowance.
  const smsLimits = limits.sendSms.map((rule) => rateLimiter(app, rule));

  serveGroup(app, phoneApi, {
    sendSms: {
      access: "member",
      handler: async ({ auth, body, request, reply }) => {
        const key = idempotencyKeyOf(request);
        const { response, replayed } = await idempotent(
          { db, userId: auth.userId, key, endpoint: sendSms, body },
          async () => {
            for (const check of smsLimits) await check(request, auth, body);
            // After the limit: asking about phones one by one must cost SMS allowance.
            if (await phoneTakenByOther(db, auth.userId, body.phone))
              throw new HttpError("CONFLICT", takenMessage);
            const { code, expiresAt } = await issuePhoneCode(db, auth.userId, body.phone);
            await mailer.sendSms({ to: body.phone, body: `Код МИР: ${code}` });
            return { phone: body.phone, expiresAt: expiresAt.toISOString() };
          },
        );
        if (replayed) reply.header("idempotent-replayed", "true");
        return response;
      },
    },
    // There is no SMS gateway (every SMS lands in the outbox), so the member gets the code from here.
    phoneCode: {
      access: "member",
      handler: async ({ auth, body }) => {
        const live = await livePhoneCode(db, auth.userId, body.phone);
        if (!live) throw notFound("Для этого номера нет действующего кода — запросите SMS");
        return { code: live.code, expiresAt: live.expiresAt.toISOString() };
      },
    },
    verifyPhone: {
      access: "member",
      rateLimits: limits.verifyPhone,
      handler: async ({ auth, body }) => {
        const result = await confirmPhone(db, auth.userId, body.phone, body.code);
        if (result.outcome !== "confirmed") throw refusal(result);
        app.realtime.accountChanged(auth.userId);
        const user = await accounts.sessionUser(auth.userId);
        if (!user) throw new HttpError("UNAUTHORIZED", "Аккаунт не найден");
        return user;
      },
    },
  });
}

/** The answer to a confirmation that did not confirm: 409 for a taken phone, else 400 naming `code`. */
function refusal(result: Exclude<PhoneConfirmation, { outcome: "confirmed" }>): HttpError {
  if (result.outcome === "taken") return new HttpError("CONFLICT", takenMessage);
  const message = codeMessage(result);
  return fieldError("code", message);
}

function codeMessage(result: Exclude<PhoneConfirmation, { outcome: "confirmed" | "taken" }>): string {
  switch (result.outcome) {
    case "none":
      return "На этот номер код не отправлялся — запросите SMS";
    case "used":
      return "Этот код уже использован — запросите новый SMS";
    case "expired":
      return `Код действует ${smsCodeRules.lifetimeMinutes} минут, этот уже истёк — запросите новый SMS`;
    case "exhausted":
      return "Слишком много неверных попыток — запросите новый SMS";
    case "wrong":
      return result.attemptsLeft > 0
        ? `Неверный код. Осталось попыток: ${result.attemptsLeft}`
        : "Неверный код. Попытки закончились — запросите новый SMS";
  }
}
