import { changePassword } from "../../../api/endpoints/users";
import { changePasswordLogic } from "../../app/wiring/profile";
import { FormOutcome, MachineForm, PasswordField, SubmitButton } from "../../components/form/fields";
import { NewPasswordFields, passwordsMatch } from "../../components/form/new-password-fields";
import { useForm } from "../../components/form/use-form";
import { ruSettingsPage } from "../../i18n/ru.account";
import { SettingsSection } from "./settings-section";

const t = ruSettingsPage.password;

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
        <NewPasswordFields errors={form.fieldErrors} />
        <FormOutcome form={form} saved={t.done} />
        <SubmitButton form={form}>{t.submit}</SubmitButton>
      </MachineForm>
    </SettingsSection>
  );
}
