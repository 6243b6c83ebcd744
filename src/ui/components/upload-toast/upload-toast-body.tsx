import { Anchor, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { uploadToastMachine } from "../../../machines/lib/upload-toast.machine";
import {
  selectCanRetry,
  selectDetail,
  selectProgress,
  selectStatus,
} from "../../../machines/lib/upload-toast.selectors";
import { ruMessenger } from "../../i18n/ru.messenger";

export type UploadToastActor = ActorRefFrom<typeof uploadToastMachine>;

/** Height of the toast's progress bar (spec §9). */
export const progressBarHeightPx = 6;

/** Where a finished upload leads (the saved publication): an address of the app. */
export interface ToastLink {
  readonly label: string;
  readonly href: string;
}

/**
 * What an upload toast says (spec §4): the bar and '{progress}% Загружено' while pending, then the
 * success or error detail, with "Повторить" when the owner can send the file again, and the `link` its
 * owner gave.
 */
export function UploadToastBody({ actor, link }: { actor: UploadToastActor; link?: ToastLink | undefined }) {
  const status = useSelector(actor, selectStatus);
  const progress = useSelector(actor, selectProgress);
  const detail = useSelector(actor, selectDetail);
  const canRetry = useSelector(actor, selectCanRetry);
  if (status === "pending") {
    const caption = ruMessenger.uploadToast.progress(progress);
    return (
      <Stack gap={6} data-upload-status="pending">
        <Progress value={progress} size={progressBarHeightPx} aria-label={caption} transitionDuration={150} />
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
      </Stack>
    );
  }
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" data-upload-status={status}>
      <Text size="sm">{detail}</Text>
      {link ? <ToastLinkAnchor link={link} /> : null}
      {canRetry ? (
        <Button size="compact-sm" variant="light" onClick={() => actor.send({ type: "toast.retry" })}>
          {ruMessenger.uploadToast.retry}
        </Button>
      ) : null}
    </Group>
  );
}

/** The toast's link: the router's navigation (the toast lives in the app's shell), a real `href` for the rest. */
function ToastLinkAnchor({ link }: { link: ToastLink }) {
  const navigate = useNavigate();
  return (
    <Anchor
      href={link.href}
      size="sm"
      underline="always"
      onClick={(event) => {
        // A new tab or window (modifier keys, another button) is the browser's own.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate({ href: link.href });
      }}
    >
      {link.label}
    </Anchor>
  );
}
