import "./mantine-styles";
import {
  Alert,
  Button,
  type ButtonProps,
  Paper,
  PasswordInput,
  type PasswordInputProps,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import type { ChangeEvent, ReactNode } from "react";
import type { FormFiles, FormInput, formMachine } from "../../../machines/lib/form.machine";
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
 * A form driven by the form machine (src/machines/lib/form.machine.ts): the contract's schema checks the
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
    /** Typing in a field hides its error until the next submit (put on the <form>). */
    onChange: (event: ChangeEvent<HTMLFormElement>) => {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === "string" && name) ref.send({ type: "form.change", field: name });
    },
    reset: () => ref.send({ type: "form.reset" }),
  };
}

/** What {@link useForm} gives a form. */
export type FormKit = ReturnType<typeof useForm>;

/**
 * The `<form>` of a {@link useForm} form: the browser's own validation off (the contract's schemas answer
 * in Russian), busy while sending, typing clears a field's error, Enter submits. `onSubmit` replaces
 * the plain `form.submit(element)` when a form adds values or files of its own.
 */
export function MachineForm({
  form,
  onSubmit = form.submit,
  gap = "sm",
  children,
}: {
  form: FormKit;
  onSubmit?: (element: HTMLFormElement) => void;
  gap?: "sm" | "lg";
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-busy={form.submitting}
      onChange={form.onChange}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}

/** The submit button of a {@link MachineForm}: full width, a spinner while the form is sending. */
export function SubmitButton({
  form,
  children,
  ...props
}: ButtonProps & { form: FormKit; children: ReactNode }) {
  return (
    <Button type="submit" loading={form.submitting} fullWidth {...props}>
      {children}
    </Button>
  );
}

/** The e-mail field: the name the contract expects, the browser's autofill and e-mail keyboard. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      label={ru.account.fields.email}
      placeholder={ru.account.fields.emailPlaceholder}
      {...props}
    />
  );
}

/** The member's name (registration, profile edit), with the rule it must follow. */
export function NameField(props: TextInputProps) {
  return (
    <TextInput
      name="name"
      autoComplete="name"
      required
      label={ru.account.fields.name}
      description={ru.account.fields.nameHint}
      {...props}
    />
  );
}

/**
 * A password with its show/hide button, named in Russian. `autoComplete` says which password it is, so
 * that password managers fill the current one and offer to save a new one. Mantine does not mark the
 * input of a PasswordInput invalid by itself, hence `aria-invalid`.
 */
export function PasswordField({
  error,
  ...props
}: PasswordInputProps & { autoComplete: "current-password" | "new-password" }) {
  return (
    <PasswordInput
      name="password"
      required
      label={ru.account.fields.password}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ "aria-label": ru.account.fields.showPassword }}
      {...props}
    />
  );
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
