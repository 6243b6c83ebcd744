import { Alert, Stack, Text } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { login } from "../../../api/endpoints/auth";
import { loginLogic } from "../../app/wiring/account";
import {
  EmailField,
  MachineForm,
  PasswordField,
  ProblemAlert,
  SubmitButton,
} from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { AnchorLink } from "../../components/links";
import { ruAccount } from "../../i18n/ru.account";
import { useSessionActor } from "../../session/hooks";
import { ResendVerification } from "./resend-verification";

/** E-mail and password. Logged in → `redirect` (a checked path of this site) or the member's profile. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const session = useSessionActor();
  // The session owns the login call (session.machine.ts); this form validates and waits for its answer.
  const logic = useMemo(() => loginLogic(session), [session]);
  const form = useForm(logic, { schema: login.body });
  const user = form.result;
  const typedEmail = form.submission?.email;

  if (form.succeeded && user) {
    return redirect ? (
      // `href` wins over `to`: the checked path, with its own search and hash.
      <Navigate to="/" href={redirect} replace />
    ) : (
      <Navigate to="/profile/$id" params={{ id: user.id }} replace />
    );
  }

  // A reason `login` declares in the contract (tsc refuses one it does not).
  const notVerified = form.problem?.reason === "email_not_verified";
  return (
    <Stack gap="md">
      <MachineForm form={form}>
        <EmailField error={form.fieldErrors.email} />
        <PasswordField autoComplete="current-password" error={form.fieldErrors.password} />
        <AnchorLink to="/forgot-password" size="sm" style={{ justifySelf: "start" }}>
          {ruAccount.login.forgot}
        </AnchorLink>
        {form.problem && !notVerified ? (
          <ProblemAlert
            problem={
              form.problem.status === 401
                ? { ...form.problem, message: ruAccount.login.wrongCredentials }
                : form.problem
            }
          />
        ) : null}
        <SubmitButton form={form}>{ruAccount.login.submit}</SubmitButton>
      </MachineForm>
      {notVerified ? (
        <Alert color="yellow" variant="light" title={ruAccount.login.notVerifiedTitle}>
          <Stack gap="sm">
            <Text size="sm">{ruAccount.login.notVerified}</Text>
            <ResendVerification {...(typedEmail ? { email: typedEmail } : {})} />
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
