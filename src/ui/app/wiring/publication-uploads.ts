import type { SaveUploads } from "../../../machines/publications/publications.actors";
import { startUploadToast } from "../../components/upload-toast/upload-toasts";
import { ruPublications } from "../../i18n/ru.publications";

const t = ruPublications.upload;

/**
 * Upload-progress toasts (spec §4) for saves of a publication with files: one per save, top-right, with
 * its bar and '{progress}% Загружено', then «Публикация сохранена» or the server's reason. A failed save
 * is tried again from the editor (its own buttons), so the toast offers no retry of its own.
 */
export function toastPublicationUploads(): SaveUploads {
  return {
    start({ files }) {
      const names = [files.preview, ...files.attachments].flatMap((file) =>
        file ? [(file as { name?: string }).name ?? ""] : [],
      );
      const toast = startUploadToast({ summary: t.files(names[0] ?? "", names.length - 1) });
      return {
        progress: (percent) => toast.progress(percent),
        succeed: () => toast.succeed(t.saved),
        fail: (problem) => toast.fail(problem.message),
      };
    },
  };
}
