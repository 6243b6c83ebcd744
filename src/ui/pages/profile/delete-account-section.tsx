import { Button } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { deleteAccount } from "../../../api/endpoints/users";
import { dialogOperation } from "../../../machines/lib/dialog-operations";
import { deleteAccountLogic } from "../../app/wiring/profile";
import { useDialogs } from "../../components/dialogs/dialogs-port";
import { MachineForm, PasswordField, ProblemAlert } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { ruSettingsPage } from "../../i18n/ru.account";
import { useSessionActor } from "../../session/hooks";
import { SettingsSection } from "./settings-section";

const t = ruSettingsPage.remove;

/**
 * Account deletion: the password, the app's dialog asking for a yes, then the deletion (the button
 * waits), the member is on / and the session ends. A wrong password is said under the field.
 */
export function DeleteAccountSection() {
  const session = useSessionActor();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const logic = useMemo(() => {
    const leave = () => navigate({ to: "/", replace: true });
    return deleteAccountLogic(session, leave, ({ yes, no }) =>
      dialogs.show(
        {
          header: t.confirmTitle,
          text: t.confirmText,
          confirmLabel: t.confirm,
          operation: dialogOperation.deleteAccount,
          entity: "account",
        },
        { onConfirmed: yes, onClosed: no },
      ),
    );
  }, [session, navigate, dialogs]);
  // `confirm: true`: a valid password first asks (the dialog); only its "yes" sends the request.
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
        <Button
          type="submit"
          color="red"
          variant="light"
          loading={form.submitting}
          disabled={form.confirming}
          style={{ alignSelf: "flex-start" }}
        >
          {t.submit}
        </Button>
      </MachineForm>
    </SettingsSection>
  );
}
