import { type NotificationData, notifications } from "@mantine/notifications";
import { createActor } from "xstate";
import { type UploadToastInput, uploadToastMachine } from "../../../machines/lib/upload-toast.machine";
import { selectStatus } from "../../../machines/lib/upload-toast.selectors";
import { ruMessenger } from "../../i18n/ru.messenger";
import { type ToastLink, type UploadToastActor, UploadToastBody } from "./upload-toast-body";

export type { ToastLink };

export interface UploadToastOptions extends Omit<UploadToastInput, "retryable"> {
  /** Sends the upload again; given only when the owner can (the toast then offers "Повторить"). */
  readonly onRetry?: () => void;
}

/**
 * What a finished upload's toast is headed with instead of its summary (`null`: no heading, the detail
 * says it all — a save that files were only part of), and where it leads.
 */
export interface UploadFinish {
  readonly summary?: string | null;
  readonly link?: ToastLink;
}

/** One upload's toast, for its owner to feed; each method is a no-op once the toast has closed. */
export interface UploadToast {
  readonly actor: UploadToastActor;
  /** Bytes sent so far, in percent (any number: clamped to 0–100 and rounded). */
  progress(percent: number): void;
  succeed(detail: string, finish?: UploadFinish): void;
  fail(detail: string, finish?: UploadFinish): void;
  /** Takes the toast away now (the owner gave up on the upload). */
  close(): void;
}

type Status = ReturnType<typeof selectStatus>;

/** The toast's frame per status: the bar and caption carry "pending", the colour carries the result. */
const frame: Record<Exclude<Status, "closed">, Partial<NotificationData>> = {
  pending: { color: "indigo" },
  success: { color: "teal" },
  error: { color: "red" },
};

let sequence = 0;

/**
 * Shows an upload-progress toast top-right (spec §4, §9) and returns its handle: one call per upload.
 * The toast's life is the `uploadToast` machine's, not Mantine's: Mantine only draws it, and hides it
 * when the machine has closed it (the member's close button, or its life after the upload finished).
 */
export function startUploadToast(options: UploadToastOptions): UploadToast {
  const { onRetry, ...input } = options;
  const actor = createActor(uploadToastMachine.provide({ actions: { retry: () => onRetry?.() } }), {
    input: { ...input, retryable: onRetry !== undefined },
  }).start();
  const id = `upload-toast-${++sequence}`;
  const closable = actor.getSnapshot().context.closable;
  notifications.show({
    id,
    ...frame.pending,
    title: options.summary,
    message: <UploadToastBody actor={actor} />,
    autoClose: false,
    withCloseButton: closable,
    allowClose: closable,
    closeButtonProps: { "aria-label": ruMessenger.uploadToast.close },
    // Mantine's close button, swipe or clean-up: the machine decides (a non-closable toast stays).
    onClose: () => actor.send({ type: "toast.close" }),
    onMouseEnter: () => actor.send({ type: "toast.hold" }),
    onMouseLeave: () => actor.send({ type: "toast.release" }),
    "data-upload-toast": id,
  });
  let shown: Status = "pending";
  // How the upload finished, as its owner said: the toast's heading and link once it is no longer pending.
  let finish: UploadFinish = {};
  const subscription = actor.subscribe((snapshot) => {
    const status = selectStatus(snapshot);
    if (status === shown) return;
    shown = status;
    if (status === "closed") {
      subscription.unsubscribe();
      notifications.hide(id);
      return;
    }
    const done = status !== "pending";
    const title = done && finish.summary !== undefined ? finish.summary : options.summary;
    notifications.update({
      id,
      title,
      message: <UploadToastBody actor={actor} link={done ? finish.link : undefined} />,
      ...frame[status],
    });
  });
  return {
    actor,
    progress: (percent) => actor.send({ type: "upload.progress", progress: percent }),
    succeed: (detail, how = {}) => {
      finish = how;
      actor.send({ type: "upload.succeed", detail });
    },
    fail: (detail, how = {}) => {
      finish = how;
      actor.send({ type: "upload.fail", detail });
    },
    close: () => {
      subscription.unsubscribe();
      notifications.hide(id);
      actor.stop();
    },
  };
}
