import { Result, Schema } from "effect";
import {
  type AnyActorLogic,
  assign,
  fromPromise,
  type InputFrom,
  type OutputFrom,
  type PromiseActorLogic,
  setup,
} from "xstate";
import type { ContractSchema } from "../../api/endpoint";
import { fieldIssues } from "../../api/validation";
import type { ReasonsOf } from "./endpoint-actor";
import { fieldErrorsOf, type Problem, toProblem } from "./problem";

/** Files picked in a form, by field name (`avatar`); `null` means "none picked". */
export type FormFiles = Readonly<Record<string, Blob | null | undefined>>;

export type FormEvent =
  /**
   * The member pressed submit (or Enter) with these raw values (strings as typed) and, for a form with
   * file fields, the picked files.
   */
  | { type: "form.submit"; values: Record<string, unknown>; files?: FormFiles }
  /** A field changed: its error goes away until the next submit. */
  | { type: "form.change"; field: string }
  /** In a form that asks first (`confirm: true`): yes, go ahead. */
  | { type: "form.confirm" }
  /** In a form that asks first: no, back to editing. */
  | { type: "form.cancel" }
  /** Back to an empty form after a success (another registration, another SMS). */
  | { type: "form.reset" };

/**
 * Checks the contract schema cannot express, because they involve what is not sent (a repeated
 * password) or a file: field name → Russian message. Pure, run in the browser only.
 */
export type FormCheck = (
  values: Readonly<Record<string, unknown>>,
  files: FormFiles,
) => Readonly<Record<string, string>>;

export interface FormInput {
  /**
   * The contract's schema of the request body: the same one the server decodes with, so the member sees
   * the same Russian field errors before the round trip as after it.
   */
  readonly schema: ContractSchema;
  /** Extra client-side checks (see {@link FormCheck}); the schema's message wins for the same field. */
  readonly check?: FormCheck;
  /**
   * Ask before sending: a valid submit waits in `confirming` (running the `askFirst` action the form
   * provides) for `form.confirm` or `form.cancel` (account deletion).
   */
  readonly confirm?: boolean;
}

export interface FormContext {
  readonly schema: ContractSchema;
  readonly check: FormCheck | undefined;
  readonly confirm: boolean;
  /** Field name → Russian message, from client-side validation or the server's 400. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** A failure that is not one field's (wrong password, rate limited, offline). */
  readonly problem: Problem | null;
  /**
   * What a valid submit will send (and what the `submit` actor gets): the decoded values — trimmed,
   * lower-cased …, exactly what the server will see — plus `files` when the submit carried any.
   */
  readonly submission: unknown;
  /** What the last successful submit answered. */
  readonly result: unknown;
}

/**
 * One form's lifecycle: `editing` → (valid) `submitting` → `succeeded`, or back to `editing` with field
 * errors. Invalid input never leaves the browser. A form made with `confirm: true` passes through
 * `confirming` first. `submit` is the API call, provided per form.
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
      event.type === "form.submit" && Object.keys(validate(context, event)).length > 0,
    asksFirst: ({ context }) => context.confirm,
  },
  actions: {
    // Provided by a form that asks first: shows the question (the app's dialog), which answers with
    // `form.confirm` or `form.cancel`.
    askFirst: () => {},
    showErrors: assign({
      fieldErrors: ({ context, event }) => (event.type === "form.submit" ? validate(context, event) : {}),
      problem: null,
    }),
    keepSubmission: assign({
      submission: ({ context, event }) =>
        event.type === "form.submit" ? submissionOf(context, event) : null,
      fieldErrors: {},
      problem: null,
    }),
  },
}).createMachine({
  id: "form",
  context: ({ input }) => ({
    schema: input.schema,
    check: input.check,
    confirm: input.confirm ?? false,
    fieldErrors: {},
    problem: null,
    submission: undefined,
    result: undefined,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "form.submit": [
          { guard: "isInvalid", actions: "showErrors" },
          { guard: "asksFirst", target: "confirming", actions: "keepSubmission" },
          { target: "submitting", actions: "keepSubmission" },
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
    confirming: {
      entry: "askFirst",
      on: {
        "form.confirm": { target: "submitting" },
        "form.cancel": { target: "editing", actions: assign({ submission: undefined }) },
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "submit",
        src: "submit",
        input: ({ context }: { context: FormContext }) => context.submission,
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
      on: {
        "form.reset": { target: "editing", actions: assign({ result: undefined, submission: undefined }) },
      },
    },
  },
});

function decode(schema: ContractSchema, values: unknown) {
  return Schema.decodeUnknownResult(schema)(values, { errors: "all" });
}

type Submit = Extract<FormEvent, { type: "form.submit" }>;

function validate(context: FormContext, event: Submit): Readonly<Record<string, string>> {
  const decoded = decode(context.schema, event.values);
  const schemaErrors = Result.isFailure(decoded) ? fieldErrorsOf(fieldIssues(decoded.failure, "body")) : {};
  const extra = context.check?.(event.values, event.files ?? {}) ?? {};
  return { ...extra, ...schemaErrors };
}

function submissionOf(context: FormContext, event: Submit): unknown {
  const values = Result.getOrThrow(decode(context.schema, event.values));
  const files = Object.fromEntries(
    Object.entries(event.files ?? {}).filter((entry): entry is [string, Blob] => entry[1] != null),
  );
  return Object.keys(files).length > 0 ? { ...(values as object), files } : values;
}

/**
 * A form machine whose `submit` sends `I`, answers `O` and may be refused with the reasons `R` (the
 * phantom types say which): made by {@link formOf}, read by the form hook (src/ui/components/form), so that
 * views get `result`, `submission` and `problem.reason` typed. The machine itself keeps them `unknown`:
 * XState cannot type a generic machine's invoke, so the one place that knows — `formOf`, from the submit
 * actor's own types — records them here.
 */
export type FormLogic<I, O, R extends string = never> = typeof formMachine & {
  readonly __form?: { readonly input: I; readonly output: O; readonly reasons: R };
};

/**
 * The form machine submitting with `submit`; what it sends, answers and may be refused with are typed by
 * `submit` (`submitTo(endpoint)` or `refusingAs(endpoint, …)` carry the endpoint's reasons).
 */
export function formOf<L extends AnyActorLogic>(
  submit: L,
): FormLogic<InputFrom<L>, OutputFrom<L>, ReasonsOf<L>> {
  return formMachine.provide({
    actors: { submit: submit as unknown as PromiseActorLogic<unknown, unknown> },
  });
}
