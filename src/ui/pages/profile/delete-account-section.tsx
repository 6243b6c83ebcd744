import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { deleteAccount } from "../../../api/endpoints/users";
import { deleteAccountLogic } from "../../app/wiring/profile";
import { MachineForm, PasswordField, ProblemAlert } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { ruSettingsPage } from "../../i18n/ru.account";
import { useSessionActor } from "../../session/hooks";
import { zIndex } from "../../theme";
import { SettingsSection } from "./settings-section";

const t = ruSettingsPage.remove;

/** Account deletion: the password, a confirming dialog, then the member is on / and the session ends. */
export function DeleteAccountSection() {
  const session = useSessionActor();
  const navigate = useNavigate();
  const logic = useMemo(() => {
    const leave = () => navigate({ to: "/", replace: true });
    return deleteAccountLogic(session, leave);
  }, [session, navigate]);
  // `confirm: true`: a valid password first opens the dialog; only its "yes" sends the request.
  const form = useForm(logic, { schema: deleteAccount.body, confirm: true });

  return (
    <SettingsSection id="delete-title" title={t.title} text={t.text}>
      <MachineForm form={form}>
        <PasswordField
          autoComplete="current-password"
          label={t.passwordLabel}
          error={form.fieldErrors.password}
        />
        <ProblemAlert problem={form.problem} />
        {/* No spinner here: the request leaves from the dialog, whose button shows it. */}
        <Button type="submit" color="red" variant="light" style={{ alignSelf: "flex-start" }}>
          {t.submit}
        </Button>
      </MachineForm>
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
    </SettingsSection>
  );
}
