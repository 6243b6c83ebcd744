import type { UploadTracking } from "../../../machines/messenger/chat.actors";
import type { SendInput } from "../../../machines/messenger/chat.machine";
import { startUploadToast, type UploadToast } from "../../components/upload-toast/upload-toasts";
import { ruMessenger } from "../../i18n/ru.messenger";

const t = ruMessenger.chatPage.upload;

/** The toast's heading: the recording, or the first file's name (and how many more). */
export function uploadSummary(input: Pick<SendInput, "attachments" | "audio">): string {
  if (input.audio) return t.voice;
  const [first, ...rest] = input.attachments;
  return t.files(first?.name ?? "", rest.length);
}

/**
 * Upload-progress toasts (spec §4) for messages with files: one per message, top-right, with its bar and
 * '{progress}% Загружено', then «Сообщение отправлено» or the server's reason with «Повторить». The
 * toast's own «Повторить» keeps the toast for the next try; a try started from the message (its «Отправить
 * ещё раз») replaces a failed toast with a new one.
 */
export function toastUploads(): UploadTracking {
  const toasts = new Map<string, UploadToast>();
  const retriedFromToast = new Set<string>();
  return {
    start(input, retry) {
      const { localId } = input;
      let toast = toasts.get(localId);
      if (!toast || !retriedFromToast.delete(localId)) {
        toast?.close();
        toast = startUploadToast({
          summary: uploadSummary(input),
          onRetry: () => {
            retriedFromToast.add(localId);
            retry();
          },
        });
        toasts.set(localId, toast);
      }
      const shown = toast;
      return {
        progress: (percent) => shown.progress(percent),
        succeed: () => {
          shown.succeed(t.sent);
          toasts.delete(localId);
        },
        fail: (problem) => shown.fail(problem.message),
      };
    },
  };
}
