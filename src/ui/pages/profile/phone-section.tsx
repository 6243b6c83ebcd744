import { Alert, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { SessionUser } from "../../../api/schema/account";
import {
  selectCode,
  selectCodeExpiresAt,
  selectConfirmingPhone,
  selectCopied,
  selectFetchingCode,
  selectJustConfirmed,
  selectPhone,
  selectPhoneErrors,
  selectPhoneProblem,
  selectPhoneStep,
  selectResending,
  selectSending,
  selectVerifiedPhone,
} from "../../../machines/profile/phone.selectors";
import { phoneLogic } from "../../app/wiring/account";
import { timeLabel } from "../../components/dates/format";
import { ProblemAlert } from "../../components/form/fields";
import { ruSettingsPage } from "../../i18n/ru.account";
import { useSessionActor } from "../../session/hooks";
import { formatPhone } from "./format";
import css from "./profile.module.css";
import { SettingsSection } from "./settings-section";

const t = ruSettingsPage.phone;

/** Phone confirmation (spec §7): number → SMS → 6-digit code → a confirmed number with a badge. */
export function PhoneSection({ user }: { user: SessionUser }) {
  const session = useSessionActor();
  const logic = useMemo(() => phoneLogic(session), [session]);
  const phone = useActorRef(logic, { input: { phone: user.phone, verified: user.phoneVerified } });
  const step = useSelector(phone, selectPhoneStep);
  const verified = useSelector(phone, selectVerifiedPhone);
  const problem = useSelector(phone, selectPhoneProblem);
  const justConfirmed = useSelector(phone, selectJustConfirmed);

  return (
    <SettingsSection id="phone-title" title={t.title} text={t.text} data-phone-step={step}>
      {step === "confirmed" && verified ? (
        <Stack gap="sm">
          <Group gap="sm">
            <Text fw={600} data-phone-number="">
              {formatPhone(verified)}
            </Text>
            <Badge color="green" variant="light">
              {t.confirmed}
            </Badge>
          </Group>
          {justConfirmed ? (
            <Text size="sm" c="green" role="status">
              {t.done}
            </Text>
          ) : null}
          <Button
            variant="default"
            onClick={() => phone.send({ type: "phone.edit" })}
            style={{ alignSelf: "flex-start" }}
          >
            {t.change}
          </Button>
        </Stack>
      ) : null}
      {step === "number" ? <NumberStep phone={phone} /> : null}
      {step === "code" ? <CodeStep phone={phone} /> : null}
      <ProblemAlert problem={problem} />
    </SettingsSection>
  );
}

type PhoneRef = ActorRefFrom<ReturnType<typeof phoneLogic>>;

function NumberStep({ phone }: { phone: PhoneRef }) {
  const current = useSelector(phone, selectPhone);
  const verified = useSelector(phone, selectVerifiedPhone);
  const errors = useSelector(phone, selectPhoneErrors);
  const sending = useSelector(phone, selectSending);
  return (
    <form
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get("phone");
        phone.send({ type: "phone.send", phone: typeof value === "string" ? value : "" });
        if (Object.keys(phone.getSnapshot().context.fieldErrors).length > 0) {
          (event.currentTarget.elements.namedItem("phone") as HTMLInputElement | null)?.focus();
        }
      }}
    >
      <Stack gap="sm">
        <TextInput
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          label={t.label}
          placeholder={t.placeholder}
          description={t.hint}
          defaultValue={current || "+7"}
          error={errors.phone ?? errors.headers}
          onChange={() => phone.send({ type: "phone.phoneInput" })}
        />
        <div className={css.actions} style={{ marginTop: 0 }}>
          <Button type="submit" loading={sending}>
            {t.send}
          </Button>
          {verified ? (
            <Button variant="default" onClick={() => phone.send({ type: "phone.cancel" })} disabled={sending}>
              {t.cancel}
            </Button>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}

function CodeStep({ phone }: { phone: PhoneRef }) {
  const number = useSelector(phone, selectPhone);
  const code = useSelector(phone, selectCode);
  const expiresAt = useSelector(phone, selectCodeExpiresAt);
  const copied = useSelector(phone, selectCopied);
  const errors = useSelector(phone, selectPhoneErrors);
  const fetching = useSelector(phone, selectFetchingCode);
  const confirming = useSelector(phone, selectConfirmingPhone);
  const resending = useSelector(phone, selectResending);
  const busy = fetching || confirming || resending;
  return (
    <Stack gap="sm">
      <Text>
        {t.sentTo(formatPhone(number))} {expiresAt ? t.expires(timeLabel(expiresAt)) : null}
      </Text>
      <Alert color="blue" variant="light" role="note" title={t.noGatewayTitle}>
        <Text size="sm">{t.noGateway}</Text>
      </Alert>
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          phone.send({ type: "phone.confirm" });
        }}
      >
        <Stack gap="sm">
          <TextInput
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            // The step appears after the member asked for an SMS: the code field is where they go next.
            data-autofocus
            autoFocus
            label={t.codeLabel}
            description={t.codeHint}
            value={code}
            error={errors.code}
            onChange={(event) => phone.send({ type: "phone.codeInput", code: event.currentTarget.value })}
            styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
          />
          {copied !== null && code ? (
            <Text size="sm" role="status">
              {copied ? t.copied(code) : t.notCopied(code)}
            </Text>
          ) : null}
          <div className={css.actions} style={{ marginTop: 0 }}>
            <Button type="submit" loading={confirming} disabled={fetching || resending}>
              {t.confirm}
            </Button>
            <Button
              variant="light"
              loading={fetching}
              disabled={confirming || resending}
              onClick={() => phone.send({ type: "phone.fetchCode" })}
            >
              {t.fetchCode}
            </Button>
          </div>
        </Stack>
      </form>
      <Group gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          loading={resending}
          disabled={busy}
          onClick={() => phone.send({ type: "phone.resend" })}
        >
          {t.resend}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={busy}
          onClick={() => phone.send({ type: "phone.edit" })}
        >
          {t.change}
        </Button>
      </Group>
    </Stack>
  );
}
