import { Alert } from "@mantine/core";
import { changePassword } from "../../../api/endpoints/users";
import type { FormCheck } from "../../../machines/lib/form.machine";
import { changePasswordLogic } from "../../app/wiring/profile";
import { MachineForm, PasswordField, ProblemAlert, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { ruAccount, ruSettingsPage } from "../../i18n/ru.account";
import { SettingsSection } from "./settings-section";

const t = ruSettingsPage.password;

/** The repeated password is not sent; it only has to match. */
const passwordsMatch: FormCheck = (values): Record<string, string> =>
  values.password === values.repeat ? {} : { repeat: ruAccount.passwordsDiffer };

/** The password: the current one, a new one twice; other sessions end, this one stays. */
export function PasswordSection() {
  const form = useForm(changePasswordLogic, { schema: changePassword.body, check: passwordsMatch });
  return (
    <SettingsSection id="password-title" title={t.title} text={t.text}>
      <MachineForm form={form}>
        <PasswordField
          name="currentPassword"
          autoComplete="current-password"
          label={t.current}
          error={form.fieldErrors.currentPassword}
        />
        <PasswordField
          autoComplete="new-password"
          label={ruAccount.fields.newPassword}
          description={ruAccount.fields.passwordHint}
          error={form.fieldErrors.password}
        />
        <PasswordField
          name="repeat"
          autoComplete="new-password"
          label={ruAccount.fields.repeatPassword}
          error={form.fieldErrors.repeat}
        />
        <ProblemAlert problem={form.problem} />
        {form.succeeded ? (
          <Alert color="green" role="status" p="xs">
            {t.done}
          </Alert>
        ) : null}
        <SubmitButton form={form}>{t.submit}</SubmitButton>
      </MachineForm>
    </SettingsSection>
  );
}
