// The app's one dialog (spec §2 dialog host): its own chunk's words, out of the first page's JavaScript.

export const ruDialog = {
  cancel: "Отмена",
  close: "Закрыть",
  /** A dialog naming a body the app does not have. */
  noBody: "Это окно сейчас не открыть. Обновите страницу.",
} as const;
