import "./mantine-styles";
import { Alert, Paper, Text } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import type { ChangeEvent, FormEvent, ReactNode } from "react";
import type { FormFiles, FormInput, formMachine } from "../../../machines/form.machine";
import {
  selectConfirming,
  selectFieldErrors,
  selectFormProblem,
  selectResult,
  selectSubmission,
  selectSubmitting,
  selectSucceeded,
} from "../../../machines/form.selectors";
import type { Problem } from "../../../machines/problem";
import { ru } from "../../i18n/ru";
import css from "./account.module.css";
import { AnchorLink } from "./links";

/** The text fields of a form as typed (file inputs are passed separately as `files`). */
export function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * A form driven by the form machine (src/machines/form.machine.ts): the contract's schema checks the
 * input before any request, errors come back per field, the submit button waits while sending.
 * `logic` is `formMachine.provide({ actors: { submit } })`, made once per form at module level.
 */
export function useForm(logic: typeof formMachine, input: FormInput) {
  const ref = useActorRef(logic, { input });
  const fieldErrors = useSelector(ref, selectFieldErrors);
  const problem = useSelector(ref, selectFormProblem);
  const submitting = useSelector(ref, selectSubmitting);
  const confirming = useSelector(ref, selectConfirming);
  const succeeded = useSelector(ref, selectSucceeded);
  const result = useSelector(ref, selectResult);
  const submission = useSelector(ref, selectSubmission);

  /** Sends the form's values (and files); on client-side errors moves focus to the first bad field. */
  function submit(form: HTMLFormElement, extra?: { values?: Record<string, string>; files?: FormFiles }) {
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
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submit(event.currentTarget);
    },
    /** Typing in a field hides its error until the next submit (put on the <form>). */
    onChange: (event: ChangeEvent<HTMLFormElement>) => {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === "string" && name) ref.send({ type: "form.change", field: name });
    },
    reset: () => ref.send({ type: "form.reset" }),
  };
}

/** A failure that belongs to no field, in Russian, announced to screen readers. */
export function ProblemAlert({
  problem,
  title,
  children,
}: {
  problem: Problem | null;
  title?: string;
  children?: ReactNode;
}) {
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" title={title} data-problem-status={problem.status}>
      <Text size="sm">{problem.message}</Text>
      {children}
    </Alert>
  );
}

/** The card every account page sits in: a heading, an optional lead paragraph, the content. */
export function AccountCard({
  title,
  lead,
  children,
  wide = false,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={wide ? css.wide : css.page} aria-labelledby="account-title">
      <Paper withBorder radius="lg" className={css.card}>
        <div style={{ display: "grid", gap: "var(--mantine-spacing-md)" }}>
          <h1 id="account-title" className={css.title}>
            {title}
          </h1>
          {lead ? <p className={css.lead}>{lead}</p> : null}
          {children}
        </div>
      </Paper>
    </section>
  );
}

/**
 * Where the letter is when no mail server is configured. The browser cannot know whether one is, so it
 * says so conditionally and links the /dev page (which itself tells whether it has anything).
 */
export function DevMailHint() {
  return (
    <Text size="sm" c="dimmed">
      {ru.account.devMail.text}{" "}
      <AnchorLink to="/dev" size="sm">
        «{ru.account.devMail.link}»
      </AnchorLink>
      .
    </Text>
  );
}
