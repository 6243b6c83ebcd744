import { Alert, Text } from "@mantine/core";
import { register } from "../../../api/endpoints/auth";
import { registerLogic } from "../../app/wiring/account";
import {
  EmailField,
  MachineForm,
  NameField,
  PasswordField,
  ProblemAlert,
  SubmitButton,
} from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { ruAccount } from "../../i18n/ru.account";
import { CheckEmail } from "./check-email";

/** Name, e-mail, password (and the referral code of a `?ref=` link) → "check your mail". */
export function RegisterForm({ referral }: { referral?: string }) {
  const form = useForm(registerLogic, { schema: register.body });

  if (form.succeeded && form.submission) {
    const { email } = form.submission;
    return <CheckEmail email={email} onOtherAddress={form.reset} />;
  }

  return (
    <MachineForm form={form}>
      {referral ? (
        <Alert color="indigo" variant="light" role="status">
          {ruAccount.register.invited(referral)}
        </Alert>
      ) : null}
      {referral ? <input type="hidden" name="ref" value={referral} /> : null}
      <NameField error={form.fieldErrors.name} />
      <EmailField error={form.fieldErrors.email} />
      <PasswordField
        autoComplete="new-password"
        description={ruAccount.fields.passwordHint}
        error={form.fieldErrors.password}
      />
      <ProblemAlert problem={form.problem} />
      {form.fieldErrors.ref ? (
        <Text size="sm" c="red">
          {form.fieldErrors.ref}
        </Text>
      ) : null}
      <SubmitButton form={form}>{ruAccount.register.submit}</SubmitButton>
    </MachineForm>
  );
}
