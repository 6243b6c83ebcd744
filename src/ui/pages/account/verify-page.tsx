import { Divider, Stack, Text } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { selectUserId } from "../../../machines/session/session.selectors";
import { verifyLinkLogic } from "../../app/wiring/account";
import { ButtonLink } from "../../components/links";
import { ru } from "../../i18n/ru";
import { ruAccount } from "../../i18n/ru.account";
import { useSession, useSessionActor } from "../../session/hooks";
import { AccountCard, DevMailHint } from "./account-card";
import { justVerified } from "./arrival";
import { LinkBusy, LinkFailed, LinkRefused, useLinkCode } from "./link-screens";
import { ResendVerification } from "./resend-verification";

const t = ruAccount.verify;

/** /reg/verify-{code}: confirms the address of a registration and logs in, then /welcome (which says so). */
export function VerifyPage({ code }: { code: string }) {
  const session = useSessionActor();
  // Checked first (verifycheck), then used through the session, which logs the member in.
  const logic = useMemo(() => verifyLinkLogic(session), [session]);
  const { stage, reason, problem, retry } = useLinkCode(logic, code, true);
  const ownId = useSession(selectUserId);

  if (stage === "done") return <Navigate to="/welcome" replace state={justVerified} />;

  return (
    <AccountCard title={ru.sections["/reg/verify-{$code}"].title}>
      {stage === "checking" ? <LinkBusy label={t.checking} /> : null}
      {stage === "valid" || stage === "using" ? <LinkBusy label={t.verifying} /> : null}
      {stage === "failed" ? <LinkFailed title={t.failedTitle} problem={problem} onRetry={retry} /> : null}
      {stage === "invalid" && reason === "used" ? (
        <LinkRefused reason="used" title={t.usedTitle} text={t.usedText}>
          {ownId ? (
            <ButtonLink to="/profile/$id" params={{ id: ownId }} style={{ alignSelf: "flex-start" }}>
              {t.toProfile}
            </ButtonLink>
          ) : (
            <ButtonLink to="/auth" search={{ page: "auth" }} style={{ alignSelf: "flex-start" }}>
              {ruAccount.toLogin}
            </ButtonLink>
          )}
        </LinkRefused>
      ) : null}
      {stage === "invalid" && reason !== "used" ? (
        <LinkRefused
          reason={reason ?? "unknown"}
          title={reason === "expired" ? t.expiredTitle : t.unknownTitle}
          text={reason === "expired" ? t.expiredText : t.unknownText}
        >
          <Divider />
          <Stack gap="xs">
            <Text fw={600}>{t.newLetter}</Text>
            <Text size="sm" c="dimmed">
              {t.newLetterHint}
            </Text>
          </Stack>
          <ResendVerification label={t.newLetter} />
          <DevMailHint />
          <ButtonLink
            to="/auth"
            search={{ page: "auth" }}
            variant="subtle"
            style={{ alignSelf: "flex-start" }}
          >
            {ruAccount.toLogin}
          </ButtonLink>
        </LinkRefused>
      ) : null}
    </AccountCard>
  );
}
