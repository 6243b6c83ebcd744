import "../components/mantine-styles";
import { Alert, Button, Group, Loader, Modal, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { type CSSProperties, Suspense } from "react";
import type { ActorRefFrom } from "xstate";
import type { dialogMachine } from "../../machines/lib/dialog.machine";
import { selectBusy, selectFields, selectVisible } from "../../machines/lib/dialog.selectors";
import { ruDialog as t } from "../i18n/ru.dialog";
import { zIndex } from "../theme";
import { type DialogBodies, dialogBodies } from "./dialog-bodies";

export type DialogActor = ActorRefFrom<typeof dialogMachine>;

/** A dialog's `background`: a colour (#abc, rgb(…)) or the address of an image. */
function backgroundOf(background: string): CSSProperties | undefined {
  if (!background) return undefined;
  return /^(#|rgb|hsl)/.test(background)
    ? { background }
    : { backgroundImage: `url(${JSON.stringify(background)})`, backgroundSize: "cover" };
}

/**
 * Draws the app's one dialog machine (spec §3/§4 "Dialogs"): shown while it is visible; state A is its
 * header, text and confirm button, state B the body its `component` names (given every field). The
 * operation's failure stays in it; closing — the cross, Escape, «Отмена» — resets it, except while the
 * operation runs.
 */
export function DialogView({
  dialog,
  bodies = dialogBodies,
}: {
  dialog: DialogActor;
  bodies?: DialogBodies;
}) {
  const visible = useSelector(dialog, selectVisible);
  const busy = useSelector(dialog, selectBusy);
  const fields = useSelector(dialog, selectFields);
  const close = () => dialog.send({ type: "dialog.close" });
  const Body = fields.component ? bodies[fields.component] : undefined;
  return (
    <Modal
      opened={visible}
      onClose={close}
      title={fields.header}
      centered
      withinPortal={false}
      zIndex={zIndex.modal}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ "aria-label": t.close }}
      classNames={fields.classContainer ? { content: fields.classContainer } : undefined}
      styles={{ content: backgroundOf(fields.background) }}
    >
      <div data-dialog-layers={fields.layers} data-dialog-body={fields.component || "confirm"}>
        {fields.component ? (
          Body ? (
            <Suspense fallback={<Loader size="sm" role="status" aria-label={fields.header} />}>
              <Body
                fields={fields}
                busy={busy}
                choose={(choice) => dialog.send({ type: "dialog.confirm", choice })}
                close={close}
              />
            </Suspense>
          ) : (
            <Text size="sm">{t.noBody}</Text>
          )
        ) : (
          <Text size="sm">{fields.text}</Text>
        )}
        {fields.problem ? (
          <Alert color="red" mt="sm" role="alert">
            {fields.problem.message}
          </Alert>
        ) : null}
        {fields.component ? null : (
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close} disabled={busy}>
              {t.cancel}
            </Button>
            {fields.confirmLabel ? (
              <Button color="red" loading={busy} onClick={() => dialog.send({ type: "dialog.confirm" })}>
                {fields.confirmLabel}
              </Button>
            ) : null}
          </Group>
        )}
      </div>
    </Modal>
  );
}
