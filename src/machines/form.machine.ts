import { Result, Schema } from "effect";
import { assign, fromPromise, setup } from "xstate";
import type { ContractSchema } from "../api/endpoint";
import { fieldIssues } from "../api/validation";
import { fieldErrorsOf, type Problem, toProblem } from "./problem";

export type FormEvent =
  /** The member pressed submit (or Enter) with these raw values (strings as typed). */
  | { type: "form.submit"; values: Record<string, unknown> }
  /** A field changed: its error goes away until the next submit. */
  | { type: "form.change"; field: string }
  /** Back to an empty form after a success (another registration, another SMS). */
  | { type: "form.reset" };

export interface FormInput {
  /**
   * The contract's schema of the request body: the same one the server decodes with, so the member sees
   * the same Russian field errors before the round trip as after it.
   */
  readonly schema: ContractSchema;
}

export interface FormContext {
  readonly schema: ContractSchema;
  /** Field name → Russian message, from client-side validation or the server's 400. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** A failure that is not one field's (wrong password, rate limited, offline). */
  readonly problem: Problem | null;
  /** What the last successful submit answered. */
  readonly result: unknown;
}

/**
 * One form's lifecycle: `editing` → (valid) `submitting` → `succeeded`, or back to `editing` with field
 * errors. Invalid input never leaves the browser. `submit` is the API call, provided per form.
 */
export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput,
  },
  actors: {
    submit: fromPromise<unknown, unknown>(() => {
      throw new Error("formMachine: provide the `submit` actor");
    }),
  },
  guards: {
    isInvalid: ({ context, event }) =>
      event.type === "form.submit" && Result.isFailure(decode(context.schema, event.values)),
  },
}).createMachine({
  id: "form",
  context: ({ input }) => ({ schema: input.schema, fieldErrors: {}, problem: null, result: undefined }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "form.submit": [
          {
            guard: "isInvalid",
            actions: assign({
              fieldErrors: ({ context, event }) => {
                const decoded = decode(context.schema, event.values);
                return Result.isFailure(decoded) ? fieldErrorsOf(fieldIssues(decoded.failure, "body")) : {};
              },
              problem: null,
            }),
          },
          { target: "submitting", actions: assign({ fieldErrors: {}, problem: null }) },
        ],
        "form.change": {
          guard: ({ context, event }) => event.field in context.fieldErrors || context.problem !== null,
          actions: assign({
            fieldErrors: ({ context, event }) => {
              const { [event.field]: _, ...rest } = context.fieldErrors;
              return rest;
            },
            problem: null,
          }),
        },
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "submit",
        src: "submit",
        // Sent as decoded (trimmed, lower-cased …), exactly what the server will see.
        input: ({ context, event }: { context: FormContext; event: FormEvent }) =>
          event.type === "form.submit" ? Result.getOrThrow(decode(context.schema, event.values)) : undefined,
        onDone: { target: "succeeded", actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: "editing",
          actions: assign(({ event }) => {
            const problem = toProblem(event.error);
            const hasFields = Object.keys(problem.fieldErrors).length > 0;
            return { fieldErrors: problem.fieldErrors, problem: hasFields ? null : problem };
          }),
        },
      },
    },
    succeeded: {
      on: { "form.reset": { target: "editing", actions: assign({ result: undefined }) } },
    },
  },
});

function decode(schema: ContractSchema, values: unknown) {
  return Schema.decodeUnknownResult(schema)(values, { errors: "all" });
}
