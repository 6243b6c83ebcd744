import { Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { selectUserId } from "../../../machines/session/session.selectors";
import { emailLinkLogic } from "../../app/wiring/profile";
import { ButtonLink } from "../../components/links";
import { ru } from "../../i18n/ru";
import { ruEmail as t } from "../../i18n/ru.settings";
import { useSession, useSessionActor } from "../../session/hooks";
import { AccountCard } from "./account-card";
import { LinkBusy, LinkFailed, LinkRefused, useLinkCode } from "./link-screens";

/** The address a successful confirmation answered (`{ email }`), if it did. */
const confirmedEmail = (result: unknown) =>
  typeof result === "object" && result !== null && "email" in result && typeof result.email === "string"
    ? result.email
    : null;

/**
 * /email-confirm-{code}: the link mailed to a new address makes it the account's — in any browser, logged
 * in or not (the code is the proof); a logged-in tab's session takes the new address at once.
 */
export function EmailConfirmPage({ code }: { code: string }) {
  const session = useSessionActor();
  const logic = useMemo(() => emailLinkLogic(session), [session]);
  const { stage, reason, problem, result, retry } = useLinkCode(logic, code, true);
  const email = confirmedEmail(result);
  const ownId = useSession(selectUserId);
  const onward = ownId ? (
    <ButtonLink to="/profile/$id/settings" params={{ id: ownId }} style={{ alignSelf: "flex-start" }}>
      {t.toSettings}
    </ButtonLink>
  ) : (
    <ButtonLink to="/" style={{ alignSelf: "flex-start" }}>
      {t.toHome}
    </ButtonLink>
  );

  return (
    <AccountCard title={ru.sections["/email-confirm-{$code}"].title}>
      {stage === "checking" || stage === "valid" || stage === "using" ? (
        <LinkBusy label={t.confirming} />
      ) : null}
      {stage === "done" ? (
        <Stack gap="md" data-email-confirmed="">
          <Title order={2} size="h3">
            {t.confirmed}
          </Title>
          <Text>{email ? t.confirmedText(email) : t.confirmedPlain}</Text>
          {onward}
        </Stack>
      ) : null}
      {stage === "failed" ? <LinkFailed title={t.failedTitle} problem={problem} onRetry={retry} /> : null}
      {stage === "invalid" ? (
        <LinkRefused
          reason={reason ?? "unknown"}
          title={reason === "used" ? t.usedTitle : reason === "expired" ? t.expiredTitle : t.unknownTitle}
          text={reason === "used" ? t.usedText : reason === "expired" ? t.expiredText : t.unknownText}
        >
          {onward}
        </LinkRefused>
      ) : null}
    </AccountCard>
  );
}
