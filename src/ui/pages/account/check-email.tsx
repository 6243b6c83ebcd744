import { Button, Stack, Text, Title } from "@mantine/core";
import { ruAccount } from "../../i18n/ru.account";
import css from "./account.module.css";
import { DevMailHint } from "./account-card";
import { ResendVerification } from "./resend-verification";

/**
 * After registration: where the letter went, how long the link lives, and what to do if it does not come.
 * The server answers the same for any address, so this screen is the same for any address too.
 */
export function CheckEmail({ email, onOtherAddress }: { email: string; onOtherAddress: () => void }) {
  return (
    <Stack gap="md" data-screen="check-email">
      <Title order={2} size="h3">
        {ruAccount.checkEmail.title}
      </Title>
      <Text>
        {ruAccount.checkEmail.sentTo} <span className={css.address}>{email}</span>.{" "}
        {ruAccount.checkEmail.instructions}
      </Text>
      <Text size="sm" c="dimmed">
        {ruAccount.checkEmail.noMail}
      </Text>
      <ResendVerification email={email} />
      <DevMailHint />
      <Button variant="subtle" onClick={onOtherAddress} style={{ alignSelf: "flex-start" }}>
        {ruAccount.checkEmail.otherAddress}
      </Button>
    </Stack>
  );
}
