import { Result, Schema } from "effect";
import { assign, fromPromise, setup } from "xstate";
import type { ContractSchema } from "../../api/endpoint";
import { sendSms, verifyPhone } from "../../api/endpoints/phone";
import type { SessionUser } from "../../api/schema/account";
import { fieldIssues } from "../../api/validation";
import { fieldErrorsOf, type Problem, toProblem } from "../lib/problem";

export type PhoneEvent =
  /** Send an SMS with a code to this number (as typed: spaces, brackets and dashes are fine). */
  | { type: "phone.send"; phone: string }
  /** Another SMS to the same number (the first did not arrive, or its code expired). */
  | { type: "phone.resend" }
  /** No SMS gateway: ask the server for the code of the latest SMS (spec §7 `phonecode`). */
  | { type: "phone.fetchCode" }
  /** The code field changed. */
  | { type: "phone.codeInput"; code: string }
  /** The phone field changed: its error goes away. */
  | { type: "phone.phoneInput" }
  /** Confirm the number with the code in the field. */
  | { type: "phone.confirm" }
  /** Type another number (from the code step, or to replace a confirmed one). */
  | { type: "phone.edit" }
  /** Leave the number as it was confirmed. */
  | { type: "phone.cancel" };

/** One attempt to send an SMS: the number and its Idempotency-Key, kept until the SMS is known to be sent. */
export interface SmsAttempt {
  readonly phone: string;
  readonly key: string;
}

export interface PhoneInput {
  /** The member's number as the session knows it. */
  readonly phone: string | null;
  readonly verified: boolean;
  /** Makes Idempotency-Keys; a random UUID by default (tests pass their own). */
  readonly newKey?: () => string;
}

export interface PhoneContext {
  /** The confirmed number, or null. */
  readonly verifiedPhone: string | null;
  /** The number the code step is about (normalised), or the member's number before any SMS. */
  readonly phone: string;
  /**
   * The SMS attempt in flight or last failed. Retrying the same number reuses its key, so a request
   * that did reach the server before the connection dropped is answered again, not sent twice.
   */
  readonly attempt: SmsAttempt | null;
  readonly newKey: () => string;
  /** The code field. */
  readonly code: string;
  /** When the latest code stops working (ISO time), once an SMS went out. */
  readonly expiresAt: string | null;
  /** After `phone.fetchCode`: whether the code also reached the clipboard. */
  readonly copied: boolean | null;
  /** An SMS went to `phone` and its code can be typed (so a failed resend returns to the code step). */
  readonly codeSent: boolean;
  /** The number was confirmed just now, in this form (not before it opened). */
  readonly justConfirmed: boolean;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly problem: Problem | null;
}

/** What the code actor answers: the code, its expiry, and whether the clipboard took it. */
export interface FetchedCode {
  readonly code: string;
  readonly expiresAt: string;
  readonly copied: boolean;
}

/**
 * Phone numbers as people type them → the contract's form (`+79991234567`): spaces, brackets, dots and
 * dashes go; a Russian number written with the trunk prefix 8 (`8 999 123-45-67`) becomes +7.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s().-]/g, "");
  if (/^8[0-9]{10}$/.test(compact)) return `+7${compact.slice(1)}`;
  return compact;
}

/** A fresh Idempotency-Key: a random UUID (also where `crypto.randomUUID` is missing, e.g. plain http). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const phoneBody = sendSms.body;
const confirmBody = verifyPhone.body;

function errorsOf(schema: ContractSchema, values: unknown): Record<string, string> {
  const result = Schema.decodeUnknownResult(schema)(values, { errors: "all" });
  return Result.isFailure(result) ? fieldErrorsOf(fieldIssues(result.failure, "body")) : {};
}

const failed = (error: unknown) => {
  const problem = toProblem(error);
  const hasFields = Object.keys(problem.fieldErrors).length > 0;
  return { fieldErrors: problem.fieldErrors, problem: hasFields ? null : problem };
};

/**
 * Confirming the member's phone (spec §7): `entering` a number → `sending` the SMS (with an
 * Idempotency-Key per attempt, reused when the same number is retried) → `awaitingCode` (the code can be
 * typed, or fetched with `phone.fetchCode` since there is no SMS gateway) → `confirming` → `confirmed`.
 * Numbers and codes are checked with the contract's schemas before any request.
 */
export const phoneMachine = setup({
  types: {
    context: {} as PhoneContext,
    events: {} as PhoneEvent,
    input: {} as PhoneInput,
  },
  actors: {
    sendSms: fromPromise<{ phone: string; expiresAt: string }, SmsAttempt>(() => {
      throw new Error("phoneMachine: provide the `sendSms` actor");
    }),
    fetchCode: fromPromise<FetchedCode, { phone: string }>(() => {
      throw new Error("phoneMachine: provide the `fetchCode` actor");
    }),
    /** Answers the member with the confirmed phone (and tells the session). */
    verify: fromPromise<SessionUser, { phone: string; code: string }>(() => {
      throw new Error("phoneMachine: provide the `verify` actor");
    }),
  },
  guards: {
    alreadyConfirmed: ({ context }) => context.verifiedPhone !== null,
    codeSent: ({ context }) => context.codeSent,
    phoneInvalid: ({ event }) =>
      event.type === "phone.send" &&
      Object.keys(errorsOf(phoneBody, { phone: normalizePhone(event.phone) })).length > 0,
    codeInvalid: ({ context }) =>
      Object.keys(errorsOf(confirmBody, { phone: context.phone, code: context.code.trim() })).length > 0,
  },
  actions: {
    clearErrors: assign({ fieldErrors: {}, problem: null }),
  },
}).createMachine({
  id: "phone",
  context: ({ input }) => ({
    verifiedPhone: input.verified && input.phone ? input.phone : null,
    phone: input.phone ?? "",
    attempt: null,
    newKey: input.newKey ?? newIdempotencyKey,
    code: "",
    expiresAt: null,
    copied: null,
    codeSent: false,
    justConfirmed: false,
    fieldErrors: {},
    problem: null,
  }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "alreadyConfirmed", target: "confirmed" }, { target: "entering" }],
    },
    entering: {
      on: {
        "phone.send": [
          {
            guard: "phoneInvalid",
            actions: assign({
              fieldErrors: ({ event }) => errorsOf(phoneBody, { phone: normalizePhone(event.phone) }),
              problem: null,
            }),
          },
          {
            target: "sending",
            actions: assign(({ context, event }) => {
              const phone = normalizePhone(event.phone);
              const reuse = context.attempt?.phone === phone;
              return {
                phone,
                attempt: reuse && context.attempt ? context.attempt : { phone, key: context.newKey() },
                codeSent: false,
                fieldErrors: {},
                problem: null,
              };
            }),
          },
        ],
        "phone.phoneInput": { actions: "clearErrors" },
        "phone.cancel": { guard: "alreadyConfirmed", target: "confirmed", actions: "clearErrors" },
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        id: "sendSms",
        src: "sendSms",
        input: ({ context }) => context.attempt ?? { phone: context.phone, key: context.newKey() },
        // Sent: the key is spent; the next SMS (resend) is a new attempt with a new key.
        onDone: {
          target: "awaitingCode",
          actions: assign({
            attempt: null,
            code: "",
            copied: null,
            codeSent: true,
            expiresAt: ({ event }) => event.output.expiresAt,
          }),
        },
        // The attempt (and its key) stays: trying the same number again is a retry of this SMS.
        // A failed resend goes back to the code step: the earlier code may still work.
        onError: [
          { guard: "codeSent", target: "awaitingCode", actions: assign(({ event }) => failed(event.error)) },
          { target: "entering", actions: assign(({ event }) => failed(event.error)) },
        ],
      },
    },
    awaitingCode: {
      on: {
        "phone.codeInput": {
          actions: assign(({ context, event }) => {
            const { code: _, ...rest } = context.fieldErrors;
            return { code: event.code, fieldErrors: rest, problem: null };
          }),
        },
        "phone.confirm": [
          {
            guard: "codeInvalid",
            actions: assign({
              fieldErrors: ({ context }) =>
                errorsOf(confirmBody, { phone: context.phone, code: context.code.trim() }),
              problem: null,
            }),
          },
          { target: "confirming", actions: "clearErrors" },
        ],
        "phone.fetchCode": { target: "fetchingCode", actions: "clearErrors" },
        "phone.resend": {
          target: "sending",
          actions: assign(({ context }) => ({
            attempt: { phone: context.phone, key: context.newKey() },
            fieldErrors: {},
            problem: null,
          })),
        },
        "phone.edit": { target: "entering", actions: [assign({ codeSent: false }), "clearErrors"] },
      },
    },
    fetchingCode: {
      tags: ["busy"],
      invoke: {
        id: "fetchCode",
        src: "fetchCode",
        input: ({ context }) => ({ phone: context.phone }),
        onDone: {
          target: "awaitingCode",
          actions: assign({
            code: ({ event }) => event.output.code,
            expiresAt: ({ event }) => event.output.expiresAt,
            copied: ({ event }) => event.output.copied,
          }),
        },
        onError: { target: "awaitingCode", actions: assign(({ event }) => failed(event.error)) },
      },
    },
    confirming: {
      tags: ["busy"],
      invoke: {
        id: "verify",
        src: "verify",
        input: ({ context }) => ({ phone: context.phone, code: context.code.trim() }),
        onDone: {
          target: "confirmed",
          actions: assign(({ context, event }) => ({
            verifiedPhone: event.output.phone ?? context.phone,
            code: "",
            copied: null,
            codeSent: false,
            justConfirmed: true,
            expiresAt: null,
          })),
        },
        onError: { target: "awaitingCode", actions: assign(({ event }) => failed(event.error)) },
      },
    },
    confirmed: {
      on: {
        "phone.edit": { target: "entering", actions: [assign({ justConfirmed: false }), "clearErrors"] },
      },
    },
  },
});
