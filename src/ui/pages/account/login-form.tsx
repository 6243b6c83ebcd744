import { Alert, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { login } from "../../../api/endpoints/auth";
import type { SessionUser } from "../../../api/schema/account";
import { accountActors } from "../../../machines/account.actors";
import { formMachine } from "../../../machines/form.machine";
import type { Problem } from "../../../machines/problem";
import { ru } from "../../i18n/ru";
import { ProblemAlert, useForm } from "./form-kit";
import { AnchorLink } from "./links";
import { ResendVerification } from "./resend-verification";
import { useSessionRef } from "./use-session";

const isNotVerified = (problem: Problem | null) =>
  problem?.status === 403 && problem.reason === "email_not_verified";

/** E-mail and password. Logged in → `redirect` (a checked path of this site) or the member's profile. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const session = useSessionRef();
  // The session owns the login call (session.machine.ts); this form validates and waits for its answer.
  const logic = useMemo(
    () => formMachine.provide({ actors: { submit: accountActors.login(session) } }),
    [session],
  );
  const form = useForm(logic, { schema: login.body });
  const user = form.result as SessionUser | undefined;
  const typedEmail = (form.submission as { email?: string } | undefined)?.email;

  if (form.succeeded && user) {
    return redirect ? (
      // `href` wins over `to`: the checked path, with its own search and hash.
      <Navigate to="/" href={redirect} replace />
    ) : (
      <Navigate to="/profile/$id" params={{ id: user.id }} replace />
    );
  }

  const notVerified = isNotVerified(form.problem);
  return (
    <Stack gap="md">
      <form noValidate aria-busy={form.submitting} onChange={form.onChange} onSubmit={form.onSubmit}>
        <Stack gap="sm">
          <TextInput
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            label={ru.account.fields.email}
            placeholder={ru.account.fields.emailPlaceholder}
            error={form.fieldErrors.email}
          />
          <PasswordInput
            name="password"
            autoComplete="current-password"
            required
            label={ru.account.fields.password}
            error={form.fieldErrors.password}
            aria-invalid={form.fieldErrors.password ? true : undefined}
            visibilityToggleButtonProps={{ "aria-label": ru.account.fields.showPassword }}
          />
          <AnchorLink to="/forgot-password" size="sm" style={{ justifySelf: "start" }}>
            {ru.account.login.forgot}
          </AnchorLink>
          {form.problem && !notVerified ? (
            <ProblemAlert
              problem={
                form.problem.status === 401
                  ? { ...form.problem, message: ru.account.login.wrongCredentials }
                  : form.problem
              }
            />
          ) : null}
          <Button type="submit" loading={form.submitting} fullWidth>
            {ru.account.login.submit}
          </Button>
        </Stack>
      </form>
      {notVerified ? (
        <Alert color="yellow" variant="light" title={ru.account.login.notVerifiedTitle}>
          <Stack gap="sm">
            <Text size="sm">{ru.account.login.notVerified}</Text>
            <ResendVerification {...(typedEmail ? { email: typedEmail } : {})} />
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
