import { Alert, Text } from "@mantine/core";
import { useMemo } from "react";
import { changeEmail } from "../../../api/endpoints/settings";
import type { SessionUser } from "../../../api/schema/account";
import { changeEmailLogic } from "../../app/wiring/profile";
import {
  EmailField,
  MachineForm,
  PasswordField,
  ProblemAlert,
  SubmitButton,
} from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { ruEmail as t } from "../../i18n/ru.settings";
import { useSessionActor } from "../../session/hooks";
import { SettingsSection } from "./settings-section";

/**
 * The e-mail address: the current one, a new one pending its link, and the form that asks for a new one
 * (with the password: whoever holds a session must not move the account away). The link goes to the new
 * address; until it is opened the old one stays the login.
 */
export function EmailSection({ user }: { user: SessionUser }) {
  const session = useSessionActor();
  const logic = useMemo(() => changeEmailLogic(session), [session]);
  const form = useForm(logic, { schema: changeEmail.body });
  return (
    <SettingsSection id="email-title" title={t.title} text={t.text} data-section="email">
      <Text size="sm" data-email="current">
        {t.current(user.email)}
      </Text>
      {user.pendingEmail ? (
        <Alert color="yellow" variant="light" p="xs" role="status" data-email="pending">
          {t.pending(user.pendingEmail)}
        </Alert>
      ) : null}
      <MachineForm form={form}>
        <EmailField label={t.newEmail} placeholder="" error={form.fieldErrors.email} />
        <PasswordField autoComplete="current-password" label={t.password} error={form.fieldErrors.password} />
        <ProblemAlert problem={form.problem} />
        {form.succeeded && form.result ? (
          <Alert color="green" role="status" p="xs">
            {t.sent(form.result.pendingEmail)}
          </Alert>
        ) : null}
        <SubmitButton form={form}>{t.submit}</SubmitButton>
      </MachineForm>
    </SettingsSection>
  );
}
