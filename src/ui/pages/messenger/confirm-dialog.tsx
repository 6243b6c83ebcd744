import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { dialogMachine } from "../../../machines/lib/dialog.machine";
import {
  selectBusy,
  selectConfirmLabel,
  selectHeader,
  selectProblem,
  selectText,
  selectVisible,
} from "../../../machines/lib/dialog.selectors";
import { ruMessenger } from "../../i18n/ru.messenger";

export type DialogActor = ActorRefFrom<typeof dialogMachine>;

/**
 * Draws a `dialog` machine (spec §3/§4 "Dialogs"): shown while it is visible, its header, text and
 * confirm button; the operation's failure stays in it; closing — the cross, Escape, «Отмена» — resets it.
 */
export function ConfirmDialog({ dialog }: { dialog: DialogActor }) {
  const visible = useSelector(dialog, selectVisible);
  const busy = useSelector(dialog, selectBusy);
  const header = useSelector(dialog, selectHeader);
  const text = useSelector(dialog, selectText);
  const confirmLabel = useSelector(dialog, selectConfirmLabel);
  const problem = useSelector(dialog, selectProblem);
  const close = () => dialog.send({ type: "dialog.close" });
  return (
    <Modal
      opened={visible}
      onClose={close}
      title={header}
      centered
      closeButtonProps={{ "aria-label": ruMessenger.chatPage.deleteDialog.cancel }}
    >
      <Text size="sm">{text}</Text>
      {problem ? (
        <Alert color="red" mt="sm" role="alert">
          {problem.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close} disabled={busy}>
          {ruMessenger.chatPage.deleteDialog.cancel}
        </Button>
        {confirmLabel ? (
          <Button color="red" loading={busy} onClick={() => dialog.send({ type: "dialog.confirm" })}>
            {confirmLabel}
          </Button>
        ) : null}
      </Group>
    </Modal>
  );
}
