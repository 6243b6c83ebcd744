import { Alert, Button, Stack, Text } from "@mantine/core";
import { resendVerification } from "../../../api/endpoints/auth";
import { resendLogic } from "../../app/wiring/account";
import { EmailField, MachineForm, ProblemAlert, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { ruAccount } from "../../i18n/ru.account";

/**
 * "Send the letter again" (`POST /api/mail/regcontinue`). With `email` it is one button (the address is
 * known: just registered, or typed in the login form); without, the member types the address. The answer
 * is the same whether or not the address waits for confirmation, and so is the wording.
 */
export function ResendVerification({ email, label }: { email?: string; label?: string }) {
  const form = useForm(resendLogic, { schema: resendVerification.body });

  if (form.succeeded) {
    return (
      <Alert color="green" variant="light" role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{ruAccount.resend.done}</Text>
          <Button variant="subtle" size="compact-sm" onClick={form.reset}>
            {ruAccount.resend.again}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <MachineForm
      form={form}
      onSubmit={(element) => form.submit(element, email === undefined ? undefined : { values: { email } })}
    >
      {email === undefined ? (
        <EmailField error={form.fieldErrors.email} />
      ) : form.fieldErrors.email ? (
        <Text size="sm" c="red">
          {form.fieldErrors.email}
        </Text>
      ) : null}
      <ProblemAlert problem={form.problem} />
      <SubmitButton
        form={form}
        variant={email === undefined ? "filled" : "light"}
        fullWidth={email === undefined}
      >
        {label ?? ruAccount.resend.submit}
      </SubmitButton>
    </MachineForm>
  );
}
