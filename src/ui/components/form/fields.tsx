import "../mantine-styles";
import {
  Alert,
  Button,
  type ButtonProps,
  PasswordInput,
  type PasswordInputProps,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import type { ReactNode } from "react";
import type { Problem } from "../../../machines/lib/problem";
import { ru } from "../../i18n/ru";
import { ruAccount } from "../../i18n/ru.account";
import type { FormKit } from "./use-form";

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

/**
 * How a {@link MachineForm}'s last try ended: the failure that belongs to no field, or `saved` once it
 * succeeded (announced politely) — above its submit button.
 */
export function FormOutcome({ form, saved }: { form: FormKit; saved: string }) {
  return (
    <>
      <ProblemAlert problem={form.problem} />
      {form.succeeded ? (
        <Alert color="green" role="status" p="xs">
          {saved}
        </Alert>
      ) : null}
    </>
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
      label={ruAccount.fields.email}
      placeholder={ruAccount.fields.emailPlaceholder}
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
      label={ruAccount.fields.name}
      description={ruAccount.fields.nameHint}
      {...props}
    />
  );
}

/**
 * A password with its show/hide button, named in Russian. `autoComplete` says which password it is, so
 * that password managers fill the current one and offer to save a new one. Mantine does not mark the
 * input of a PasswordInput invalid by itself, hence `aria-invalid`. Its rule (`description`) is shown
 * until it is broken: then the error says it, and the rule is not said twice.
 */
export function PasswordField({
  error,
  description,
  ...props
}: PasswordInputProps & { autoComplete: "current-password" | "new-password" }) {
  return (
    <PasswordInput
      name="password"
      required
      label={ruAccount.fields.password}
      description={error ? undefined : description}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ "aria-label": ruAccount.fields.showPassword }}
      {...props}
    />
  );
}

/** A failure that belongs to no field, in Russian, announced to screen readers. */
export function ProblemAlert({
  problem,
  title,
  onRetry,
  children,
}: {
  problem: Problem | null;
  title?: string;
  /** Offers «Повторить», which calls it (a failed load or save that may be tried again). */
  onRetry?: () => void;
  children?: ReactNode;
}) {
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" title={title} data-problem-status={problem.status}>
      <Text size="sm">{problem.message}</Text>
      {onRetry ? (
        <Button size="xs" variant="subtle" onClick={onRetry}>
          {ru.retry}
        </Button>
      ) : null}
      {children}
    </Alert>
  );
}
