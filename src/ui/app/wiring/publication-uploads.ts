import type { SaveUploads } from "../../../machines/publications/publications.actors";
import { startUploadToast } from "../../components/upload-toast/upload-toasts";
import { ruPublications } from "../../i18n/ru.publications";

const t = ruPublications.upload;

/**
 * Upload-progress toasts (spec §4) for saves of a publication with files: one per save, top-right,
 * «Сохраняем публикацию» with its bar and '{progress}% Загружено'; then what became of the publication
 * («Публикация опубликована», «Черновик сохранён» …) with the way to it, or «Публикация не сохранена» and
 * the server's reason. The files are the save's means, not its news: the toast does not name them. A
 * failed save is tried again from the editor (its own buttons), so the toast offers no retry of its own.
 */
export function toastPublicationUploads(): SaveUploads {
  return {
    start() {
      const toast = startUploadToast({ summary: t.saving });
      return {
        progress: (percent) => toast.progress(percent),
        succeed: (saved) =>
          toast.succeed(t.saved[saved.status], {
            summary: null,
            link: { label: t.open, href: `/blogs/${saved.author.id}/post/${saved.id}` },
          }),
        fail: (problem) => toast.fail(problem.message, { summary: t.failed }),
      };
    },
  };
}
