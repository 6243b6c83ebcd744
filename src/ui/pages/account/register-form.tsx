import { Alert, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { register } from "../../../api/endpoints/auth";
import { accountActors } from "../../../machines/account.actors";
import { formMachine } from "../../../machines/form.machine";
import { ru } from "../../i18n/ru";
import { CheckEmail } from "./check-email";
import { ProblemAlert, useForm } from "./form-kit";

const registerForm = formMachine.provide({ actors: { submit: accountActors.register } });

/** Name, e-mail, password (and the referral code of a `?ref=` link) → "check your mail". */
export function RegisterForm({ referral }: { referral?: string }) {
  const form = useForm(registerForm, { schema: register.body });

  if (form.succeeded) {
    const { email } = form.submission as { email: string };
    return <CheckEmail email={email} onOtherAddress={form.reset} />;
  }

  return (
    <form noValidate aria-busy={form.submitting} onChange={form.onChange} onSubmit={form.onSubmit}>
      <Stack gap="sm">
        {referral ? (
          <Alert color="indigo" variant="light" role="status">
            {ru.account.register.invited(referral)}
          </Alert>
        ) : null}
        {referral ? <input type="hidden" name="ref" value={referral} /> : null}
        <TextInput
          name="name"
          autoComplete="name"
          required
          label={ru.account.fields.name}
          description={ru.account.fields.nameHint}
          error={form.fieldErrors.name}
        />
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
          autoComplete="new-password"
          required
          label={ru.account.fields.password}
          description={ru.account.fields.passwordHint}
          error={form.fieldErrors.password}
          aria-invalid={form.fieldErrors.password ? true : undefined}
          visibilityToggleButtonProps={{ "aria-label": ru.account.fields.showPassword }}
        />
        <ProblemAlert problem={form.problem} />
        {form.fieldErrors.ref ? (
          <Text size="sm" c="red">
            {form.fieldErrors.ref}
          </Text>
        ) : null}
        <Button type="submit" loading={form.submitting} fullWidth>
          {ru.account.register.submit}
        </Button>
      </Stack>
    </form>
  );
}
