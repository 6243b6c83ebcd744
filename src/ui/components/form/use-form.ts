import { useActorRef, useSelector } from "@xstate/react";
import type { ChangeEvent } from "react";
import type { FormFiles, FormInput, FormLogic } from "../../../machines/lib/form.machine";
import {
  selectConfirming,
  selectFieldErrors,
  selectFormProblem,
  selectResult,
  selectSubmission,
  selectSubmitting,
  selectSucceeded,
} from "../../../machines/lib/form.selectors";
import type { Problem } from "../../../machines/lib/problem";

/** The text fields of a form as typed (file inputs are passed separately as `files`). */
export function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * A form driven by the form machine (src/machines/lib/form.machine.ts): the contract's schema checks the
 * input before any request, errors come back per field, the submit button waits while sending.
 * `logic` is `formOf(submit)`, made once per form at module level: `result` and `submission` are typed by it.
 */
export function useForm<I, O, R extends string = never>(logic: FormLogic<I, O, R>, input: FormInput) {
  const ref = useActorRef(logic, { input });
  const fieldErrors = useSelector(ref, selectFieldErrors);
  // Refused only with the reasons its endpoint declares (FormLogic's phantom `R`).
  const problem = useSelector(ref, selectFormProblem) as Problem<R> | null;
  const submitting = useSelector(ref, selectSubmitting);
  const confirming = useSelector(ref, selectConfirming);
  const succeeded = useSelector(ref, selectSucceeded);
  // What `formOf` typed from the form's submit actor (FormLogic's phantom types): the machine keeps it unknown.
  const result = useSelector(ref, selectResult) as O | undefined;
  const submission = useSelector(ref, selectSubmission) as I | undefined;

  /** Sends the form's values (and files); on client-side errors moves focus to the first bad field. */
  function submit(form: HTMLFormElement, extra?: { values?: Record<string, unknown>; files?: FormFiles }) {
    ref.send({
      type: "form.submit",
      values: { ...valuesOf(form), ...extra?.values },
      ...(extra?.files ? { files: extra.files } : {}),
    });
    const first = Object.keys(ref.getSnapshot().context.fieldErrors)[0];
    const field = first ? form.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  }

  return {
    ref,
    fieldErrors,
    problem,
    submitting,
    confirming,
    succeeded,
    result,
    submission,
    submit,
    /** Typing in a field hides its error until the next submit (put on the <form>). */
    onChange: (event: ChangeEvent<HTMLFormElement>) => {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === "string" && name) ref.send({ type: "form.change", field: name });
    },
    reset: () => ref.send({ type: "form.reset" }),
  };
}

/** What {@link useForm} gives a form. */
export type FormKit = ReturnType<typeof useForm<unknown, unknown, string>>;
