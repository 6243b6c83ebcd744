import { Schema } from "effect";
import { assign, fromPromise, setup } from "xstate";
import { type CodeCheck, LinkCode, type LinkRefusal, linkRefusals } from "../../api/schema/account";
import { type Problem, toProblem } from "../lib/problem";

export type { LinkRefusal };

export type LinkCodeEvent =
  /** Use the checked code (the verification page does it by itself: `autoUse`). */
  | { type: "link.use" }
  /** After a failure that says nothing about the code (offline, rate limited): ask again. */
  | { type: "link.retry" };

export interface LinkCodeInput {
  /** The code from the link: `/reg/verify-{code}`, `/new-password-{code}`. */
  readonly code: string;
  /** Use the code as soon as it proves valid (e-mail verification); otherwise wait for `link.use`. */
  readonly autoUse?: boolean;
}

export interface LinkCodeContext {
  readonly code: string;
  readonly autoUse: boolean;
  /** Set in `invalid`: which of unknown / used / expired, for the page to say plainly. */
  readonly reason: LinkRefusal | null;
  /** Set in `failed`: a failure that is not the code's fault. */
  readonly problem: Problem | null;
  /** What `use` answered. */
  readonly result: unknown;
}

/** The refusal a failed `use` carries (the endpoints declare these `reasons`), or null for any other failure. */
const isRefusal = Schema.is(Schema.Literals(linkRefusals));
const refusalOf = (error: unknown): LinkRefusal | null => {
  const { reason } = toProblem(error);
  return isRefusal(reason) ? reason : null;
};
const isWellFormed = Schema.is(LinkCode);

/**
 * A one-time link from a mail: `checking` whether its code can still be used (verifycheck,
 * password/check), then `valid` (→ `using` → `done`), `invalid` with the reason, or `failed` when the
 * server could not say (retry). A code that is not even shaped like one is `invalid` ("unknown") without
 * a request. Using it may still be refused (the link was used in another tab meanwhile): that is
 * `invalid` too, with the server's reason.
 */
export const linkCodeMachine = setup({
  types: {
    context: {} as LinkCodeContext,
    events: {} as LinkCodeEvent,
    input: {} as LinkCodeInput,
  },
  actors: {
    check: fromPromise<CodeCheck, { code: string }>(() => {
      throw new Error("linkCodeMachine: provide the `check` actor");
    }),
    use: fromPromise<unknown, { code: string }>(() => {
      throw new Error("linkCodeMachine: provide the `use` actor");
    }),
  },
  guards: {
    malformed: ({ context }) => !isWellFormed(context.code),
    autoUse: ({ context }) => context.autoUse,
  },
}).createMachine({
  id: "linkCode",
  context: ({ input }) => ({
    code: input.code,
    autoUse: input.autoUse ?? false,
    reason: null,
    problem: null,
    result: undefined,
  }),
  initial: "start",
  states: {
    start: {
      always: [
        { guard: "malformed", target: "invalid", actions: assign({ reason: "unknown" }) },
        { target: "checking" },
      ],
    },
    checking: {
      tags: ["busy"],
      invoke: {
        id: "check",
        src: "check",
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          { guard: ({ event }) => event.output.valid, target: "valid" },
          {
            target: "invalid",
            actions: assign({ reason: ({ event }) => event.output.reason ?? "unknown" }),
          },
        ],
        onError: { target: "failed", actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
      },
    },
    valid: {
      always: { guard: "autoUse", target: "using" },
      on: { "link.use": { target: "using" } },
    },
    using: {
      tags: ["busy"],
      invoke: {
        id: "use",
        src: "use",
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: "done", actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          {
            guard: ({ event }) => refusalOf(event.error) !== null,
            target: "invalid",
            actions: assign({ reason: ({ event }) => refusalOf(event.error) }),
          },
          { target: "failed", actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
        ],
      },
    },
    done: { type: "final" },
    invalid: { type: "final" },
    failed: {
      on: { "link.retry": { target: "checking", actions: assign({ problem: null }) } },
    },
  },
});
