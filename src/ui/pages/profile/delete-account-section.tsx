import { Button, Group, Modal, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { deleteAccount } from "../../../api/endpoints/users";
import { formMachine } from "../../../machines/form.machine";
import { profileActors } from "../../../machines/profile.actors";
import { ru } from "../../i18n/ru";
import { zIndex } from "../../theme";
import { ProblemAlert, useForm } from "../account/form-kit";
import { useSessionRef } from "../account/use-session";
import css from "./profile.module.css";

const t = ru.settingsPage.remove;

/** Account deletion: the password, a confirming dialog, then the session ends and the member is on /. */
export function DeleteAccountSection() {
  const session = useSessionRef();
  const logic = useMemo(
    () => formMachine.provide({ actors: { submit: profileActors.deleteAccount(session) } }),
    [session],
  );
  // `confirm: true`: a valid password first opens the dialog; only its "yes" sends the request.
  const form = useForm(logic, { schema: deleteAccount.body, confirm: true });
  if (form.succeeded) return <Navigate to="/" replace />;

  return (
    <section className={css.section} aria-labelledby="delete-title">
      <Title order={2} id="delete-title" className={css.sectionTitle}>
        {t.title}
      </Title>
      <Text size="sm" c="dimmed">
        {t.text}
      </Text>
      <form noValidate aria-busy={form.submitting} onChange={form.onChange} onSubmit={form.onSubmit}>
        <Stack gap="sm">
          <PasswordInput
            name="password"
            autoComplete="current-password"
            required
            label={t.passwordLabel}
            error={form.fieldErrors.password}
            aria-invalid={form.fieldErrors.password ? true : undefined}
            visibilityToggleButtonProps={{ "aria-label": ru.account.fields.showPassword }}
          />
          <ProblemAlert problem={form.problem} />
          <Button type="submit" color="red" variant="light" style={{ alignSelf: "flex-start" }}>
            {t.submit}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={form.confirming || form.submitting}
        onClose={() => form.ref.send({ type: "form.cancel" })}
        title={t.confirmTitle}
        centered
        zIndex={zIndex.modal}
        closeButtonProps={{ "aria-label": t.close }}
        closeOnClickOutside={!form.submitting}
        closeOnEscape={!form.submitting}
        withCloseButton={!form.submitting}
      >
        <Stack gap="md">
          <Text>{t.confirmText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              disabled={form.submitting}
              onClick={() => form.ref.send({ type: "form.cancel" })}
            >
              {t.cancel}
            </Button>
            <Button
              color="red"
              loading={form.submitting}
              onClick={() => form.ref.send({ type: "form.confirm" })}
            >
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}
