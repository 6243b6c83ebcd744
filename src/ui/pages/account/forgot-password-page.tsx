import { Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { forgotPassword } from "../../../api/endpoints/auth";
import { accountActors } from "../../../machines/account.actors";
import { formMachine } from "../../../machines/form.machine";
import { ru } from "../../i18n/ru";
import { AccountCard, DevMailHint, ProblemAlert, useForm } from "./form-kit";
import { AnchorLink, ButtonLink } from "./links";

const forgotForm = formMachine.provide({ actors: { submit: accountActors.forgotPassword } });
const t = ru.account.forgot;

/**
 * /forgot-password: an address → "if it is registered, the link is on its way". The answer is the same
 * for any address (no enumeration), and so is this screen.
 */
export function ForgotPasswordPage() {
  const form = useForm(forgotForm, { schema: forgotPassword.body });
  const page = ru.sections["/forgot-password"];

  if (form.succeeded) {
    const { email } = form.submission as { email: string };
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
              {ru.account.toLogin}
            </ButtonLink>
          </div>
        </Stack>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={page.title} lead={page.description}>
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
          <ProblemAlert problem={form.problem} />
          <Button type="submit" loading={form.submitting} fullWidth>
            {t.submit}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t.remembered}{" "}
        <AnchorLink to="/auth" search={{ page: "auth" }} size="sm">
          {ru.account.login.submit}
        </AnchorLink>
      </Text>
    </AccountCard>
  );
}
