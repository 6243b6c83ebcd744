import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/api/errors";
import {
  newIdempotencyKey,
  normalizePhone,
  phoneMachine,
  type SmsAttempt,
} from "../../src/machines/profile/phone.machine";

const offline = () => new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
const sentOk = (attempt: SmsAttempt) => ({ phone: attempt.phone, expiresAt: "2026-01-01T10:10:00.000Z" });

function start(options: {
  sendSms: (attempt: SmsAttempt) => Promise<{ phone: string; expiresAt: string }>;
  verify?: (input: { phone: string; code: string }) => Promise<unknown>;
  fetchCode?: () => Promise<{ code: string; expiresAt: string; copied: boolean }>;
  verified?: string;
}) {
  let n = 0;
  return createActor(
    phoneMachine.provide({
      actors: {
        sendSms: fromPromise(({ input }) => options.sendSms(input)),
        verify: fromPromise(async ({ input }) => {
          await options.verify?.(input);
          return { phone: input.phone } as never;
        }),
        fetchCode: fromPromise(async () => options.fetchCode?.() ?? Promise.reject(offline())),
      },
    }),
    {
      input: {
        phone: options.verified ?? null,
        verified: options.verified !== undefined,
        newKey: () => `key-${++n}`,
      },
    },
  ).start();
}

describe("phone machine", () => {
  it("normalises numbers as people type them", () => {
    expect(normalizePhone("+7 (999) 123-45-67")).toBe("+79991234567");
    expect(normalizePhone("8 999 123 45 67")).toBe("+79991234567");
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalizePhone("123")).toBe("123");
  });

  it("makes UUID keys, also where crypto.randomUUID is missing (plain http)", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    // An own property shadows the prototype's method; deleting it brings the method back.
    Object.defineProperty(globalThis.crypto, "randomUUID", { value: undefined, configurable: true });
    const random = vi.spyOn(globalThis.crypto, "getRandomValues");
    try {
      const a = newIdempotencyKey();
      expect(a).toMatch(uuid);
      expect(newIdempotencyKey()).not.toBe(a);
      expect(random).toHaveBeenCalledTimes(2);
    } finally {
      random.mockRestore();
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe("function");
  });

  it("refuses a malformed number in Russian without sending anything", () => {
    const sendSms = vi.fn(async (a: SmsAttempt) => sentOk(a));
    const phone = start({ sendSms });
    phone.send({ type: "phone.send", phone: "12-34" });
    expect(phone.getSnapshot().value).toBe("entering");
    expect(phone.getSnapshot().context.fieldErrors).toEqual({
      phone: "Введите номер в международном формате: +79991234567",
    });
    expect(sendSms).not.toHaveBeenCalled();
    phone.send({ type: "phone.phoneInput" });
    expect(phone.getSnapshot().context.fieldErrors).toEqual({});
  });

  /** A phone machine whose SMS calls fail as if offline until `recover()`; every attempt is kept. */
  function startOffline() {
    const attempts: SmsAttempt[] = [];
    let fail = true;
    const phone = start({
      sendSms: async (attempt) => {
        attempts.push(attempt);
        if (fail) throw offline();
        return sentOk(attempt);
      },
    });
    return { phone, attempts, recover: () => (fail = false) };
  }

  it("retries the same number after a network failure with the same Idempotency-Key", async () => {
    const { phone, attempts, recover } = startOffline();
    phone.send({ type: "phone.send", phone: "+7 999 123-45-67" });
    await waitFor(phone, (s) => s.matches("entering"));
    expect(phone.getSnapshot().context.problem?.status).toBe(0);
    recover();
    phone.send({ type: "phone.send", phone: "+79991234567" });
    await waitFor(phone, (s) => s.matches("awaitingCode"));
    expect(attempts).toEqual([
      { phone: "+79991234567", key: "key-1" },
      { phone: "+79991234567", key: "key-1" },
    ]);
  });

  it("uses a new key for another number, and for a deliberate second SMS", async () => {
    const { phone, attempts, recover } = startOffline();
    phone.send({ type: "phone.send", phone: "+79991234567" });
    await waitFor(phone, (s) => s.matches("entering"));
    recover();
    phone.send({ type: "phone.send", phone: "+79997654321" });
    await waitFor(phone, (s) => s.matches("awaitingCode"));
    phone.send({ type: "phone.resend" });
    await waitFor(phone, (s) => s.matches("awaitingCode"));
    expect(attempts.map((a) => a.key)).toEqual(["key-1", "key-2", "key-3"]);
    expect(attempts[2]?.phone).toBe("+79997654321");
  });

  it("a failed resend keeps the code step (the earlier code may still work)", async () => {
    let calls = 0;
    const phone = start({
      sendSms: async (attempt) => {
        calls++;
        if (calls > 1)
          throw new ApiError(429, { error: { code: "RATE_LIMITED", message: "Слишком много SMS" } });
        return sentOk(attempt);
      },
    });
    phone.send({ type: "phone.send", phone: "+79991234567" });
    await waitFor(phone, (s) => s.matches("awaitingCode"));
    phone.send({ type: "phone.resend" });
    await waitFor(phone, (s) => !s.matches("sending"));
    expect(phone.getSnapshot().value).toBe("awaitingCode");
    expect(phone.getSnapshot().context.problem?.message).toBe("Слишком много SMS");
  });

  it("a code that cannot be fetched leaves the code step to type it, saying why", async () => {
    const phone = start({ sendSms: async (attempt) => sentOk(attempt) });
    phone.send({ type: "phone.send", phone: "+79991234567" });
    await waitFor(phone, (s) => s.matches("awaitingCode"));
    phone.send({ type: "phone.fetchCode" });
    expect(phone.getSnapshot().value).toBe("fetchingCode");
    await waitFor(phone, (s) => !s.matches("fetchingCode"));
    expect(phone.getSnapshot().value).toBe("awaitingCode");
    expect(phone.getSnapshot().context.problem?.message).toBe("Нет связи с сервером");
    expect(phone.getSnapshot().context.code).toBe("");
  });

  it("fills the code it fetched, checks a typed code before confirming, shows the server's code error", async () => {
    const verified: unknown[] = [];
    let wrong = true;
    const phone = start({
      sendSms: async (a) => sentOk(a),
      fetchCode: async () => ({ code: "654321", expiresAt: "2026-01-01T10:10:00.000Z", copied: false }),
      verify: async (input) => {
        verified.push(input);
        if (wrong) {
          throw new ApiError(400, {
            error: {
              code: "VALIDATION",
              message: "Неверный код",
              details: {
                issues: [{ in: "body", path: "code", message: "Неверный код. Осталось попыток: 4" }],
              },
            },
          });
        }
      },
    });
    phone.send({ type: "phone.send", phone: "+79991234567" });
    await waitFor(phone, (s) => s.matches("awaitingCode"));
    phone.send({ type: "phone.codeInput", code: "12" });
    phone.send({ type: "phone.confirm" });
    expect(phone.getSnapshot().context.fieldErrors).toEqual({ code: "Код — 6 цифр" });
    expect(verified).toEqual([]);

    phone.send({ type: "phone.codeInput", code: "111111" });
    phone.send({ type: "phone.confirm" });
    await waitFor(phone, (s) => s.matches("awaitingCode"));
    expect(phone.getSnapshot().context.fieldErrors).toEqual({ code: "Неверный код. Осталось попыток: 4" });

    phone.send({ type: "phone.fetchCode" });
    await waitFor(phone, (s) => s.matches("awaitingCode"));
    expect(phone.getSnapshot().context).toMatchObject({ code: "654321", copied: false });
    wrong = false;
    phone.send({ type: "phone.confirm" });
    await waitFor(phone, (s) => s.matches("confirmed"));
    expect(verified.at(-1)).toEqual({ phone: "+79991234567", code: "654321" });
    expect(phone.getSnapshot().context).toMatchObject({ verifiedPhone: "+79991234567", justConfirmed: true });
  });

  it("starts confirmed for a confirmed number; cancel returns to it", () => {
    const phone = start({ sendSms: async (a) => sentOk(a), verified: "+79990000000" });
    expect(phone.getSnapshot().value).toBe("confirmed");
    phone.send({ type: "phone.edit" });
    expect(phone.getSnapshot().value).toBe("entering");
    phone.send({ type: "phone.cancel" });
    expect(phone.getSnapshot().value).toBe("confirmed");
    expect(phone.getSnapshot().context.verifiedPhone).toBe("+79990000000");
  });
});
