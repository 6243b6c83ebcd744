import { Button, Stack, Text, Title } from "@mantine/core";
import { forgotPassword } from "../../../api/endpoints/auth";
import { forgotLogic } from "../../app/wiring/account";
import { EmailField, MachineForm, ProblemAlert, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { AnchorLink, ButtonLink } from "../../components/links";
import { ru } from "../../i18n/ru";
import { ruAccount } from "../../i18n/ru.account";
import { AccountCard, DevMailHint } from "./account-card";

const t = ruAccount.forgot;

/**
 * /forgot-password: an address → "if it is registered, the link is on its way". The answer is the same
 * for any address (no enumeration), and so is this screen.
 */
export function ForgotPasswordPage() {
  const form = useForm(forgotLogic, { schema: forgotPassword.body });
  const page = ru.sections["/forgot-password"];

  if (form.succeeded && form.submission) {
    const { email } = form.submission;
    return (
      <AccountCard title={page.title}>
        <Stack gap="md" data-screen="reset-sent">
          <Title order={2} size="h3">
            {t.sentTitle}
          </Title>
          <Text>{t.sentText(email)}</Text>
          <DevMailHint />
          <div style={{ display: "flex", flexWrap: "wrap", gap: "var(--mantine-spacing-sm)" }}>
            <Button variant="light" onClick={form.reset}>
              {t.again}
            </Button>
            <ButtonLink to="/auth" search={{ page: "auth" }} variant="subtle">
              {ruAccount.toLogin}
            </ButtonLink>
          </div>
        </Stack>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={page.title} lead={page.description}>
      <MachineForm form={form}>
        <EmailField error={form.fieldErrors.email} />
        <ProblemAlert problem={form.problem} />
        <SubmitButton form={form}>{t.submit}</SubmitButton>
      </MachineForm>
      <Text size="sm" ta="center">
        {t.remembered}{" "}
        <AnchorLink to="/auth" search={{ page: "auth" }} size="sm">
          {ruAccount.login.submit}
        </AnchorLink>
      </Text>
    </AccountCard>
  );
}
