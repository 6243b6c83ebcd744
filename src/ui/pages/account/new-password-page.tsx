import { Text } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { resetPassword } from "../../../api/endpoints/auth";
import { newPasswordLogic, resetLinkLogic } from "../../app/wiring/account";
import { MachineForm, ProblemAlert, SubmitButton } from "../../components/form/fields";
import { NewPasswordFields, passwordsMatch } from "../../components/form/new-password-fields";
import { useForm } from "../../components/form/use-form";
import { ButtonLink } from "../../components/links";
import { ru } from "../../i18n/ru";
import { ruAccount } from "../../i18n/ru.account";
import { useSessionActor } from "../../session/hooks";
import { AccountCard } from "./account-card";
import { LinkBusy, LinkFailed, LinkRefused, useLinkCode } from "./link-screens";

const t = ruAccount.newPassword;
const refusedTexts = {
  unknown: { title: t.unknownTitle, text: t.unknownText },
  used: { title: t.usedTitle, text: t.usedText },
  expired: { title: t.expiredTitle, text: t.expiredText },
} as const;

/** /new-password-{code}: checks the link, then a new password (twice) → logged in → own profile. */
export function NewPasswordPage({ code }: { code: string }) {
  const { stage, reason, problem, retry } = useLinkCode(resetLinkLogic, code);
  const page = ru.sections["/new-password-{$code}"];

  return (
    <AccountCard title={page.title} lead={stage === "valid" ? page.description : undefined}>
      {stage === "checking" ? <LinkBusy label={ruAccount.verify.checking} /> : null}
      {stage === "failed" ? (
        <LinkFailed title={ruAccount.verify.failedTitle} problem={problem} onRetry={retry} />
      ) : null}
      {stage === "invalid" ? (
        <LinkRefused reason={reason ?? "unknown"} {...refusedTexts[reason ?? "unknown"]}>
          <ButtonLink to="/forgot-password" style={{ alignSelf: "flex-start" }}>
            {t.requestNew}
          </ButtonLink>
        </LinkRefused>
      ) : null}
      {stage === "valid" ? <NewPasswordForm code={code} /> : null}
    </AccountCard>
  );
}

function NewPasswordForm({ code }: { code: string }) {
  const session = useSessionActor();
  const logic = useMemo(() => newPasswordLogic(session), [session]);
  const form = useForm(logic, { schema: resetPassword.body, check: passwordsMatch });
  const user = form.result;
  if (form.succeeded && user) return <Navigate to="/profile/$id" params={{ id: user.id }} replace />;

  // One of the link refusals `resetPassword` declares: the link is no good, a new one is the way on.
  const refused = form.problem?.reason;
  return (
    <MachineForm form={form}>
      <input type="hidden" name="code" value={code} />
      <NewPasswordFields errors={form.fieldErrors} />
      <Text size="sm" c="dimmed">
        {t.note}
      </Text>
      <ProblemAlert problem={form.problem}>
        {refused ? (
          <ButtonLink to="/forgot-password" variant="light" size="xs" mt="xs">
            {t.requestNew}
          </ButtonLink>
        ) : null}
      </ProblemAlert>
      <SubmitButton form={form}>{t.submit}</SubmitButton>
    </MachineForm>
  );
}
