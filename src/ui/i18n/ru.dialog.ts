// The app's one dialog (spec §2 dialog host): its own chunk's words, out of the first page's JavaScript.

export const ruDialog = {
  cancel: "Отмена",
  close: "Закрыть",
  /** A dialog naming a body the app does not have. */
  /** An operation asked for without the id of what it acts on (a page's mistake, not the member's). */
  noObject: "Непонятно, к чему относится это действие. Обновите страницу.",
  noBody: "Это окно сейчас не открыть. Обновите страницу.",
} as const;
