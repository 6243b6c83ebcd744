import type { FormCheck } from "../../../machines/lib/form.machine";
import { ruAccount } from "../../i18n/ru.account";
import { PasswordField } from "./fields";

/** The form check of {@link NewPasswordFields}: the repeated password is not sent, it only has to match. */
export const passwordsMatch: FormCheck = (values): Record<string, string> =>
  values.password === values.repeat ? {} : { repeat: ruAccount.passwordsDiffer };

/** A new password (`password`) and its repetition (`repeat`), with their errors: reset and change share it. */
export function NewPasswordFields({ errors }: { errors: Readonly<Record<string, string | undefined>> }) {
  return (
    <>
      <PasswordField
        autoComplete="new-password"
        label={ruAccount.fields.newPassword}
        description={ruAccount.fields.passwordHint}
        error={errors.password}
      />
      <PasswordField
        name="repeat"
        autoComplete="new-password"
        label={ruAccount.fields.repeatPassword}
        error={errors.repeat}
      />
    </>
  );
}
