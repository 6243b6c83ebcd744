/**
 * The strings of the notifications pages (/profile/{id}/notifications/new and /archive): part of the
 * Russian interface of ./ru.ts, kept apart so that they load with those pages' chunk.
 */
export const ruNotifications = {
  newTitle: "Новые уведомления",
  archiveTitle: "Архив уведомлений",
  loading: "Загружаем уведомления…",
  failed: "Не удалось загрузить уведомления.",
  retry: "Повторить",
  more: "Показать ещё",
  emptyNew:
    "Новых уведомлений нет. Когда кто-то напишет вам или что-то изменится в аккаунте, вы узнаете здесь.",
  emptyArchive: "В архиве пусто: сюда попадают прочитанные уведомления.",
  markRead: "Отметить прочитанным",
  markAllRead: "Прочитать все",
  remove: "Удалить",
  clearArchive: "Очистить архив",
  actionFailed: "Не получилось. Попробуйте ещё раз.",
  /** Who the notification is from when no member is: the administration or the system. */
  fromMir: "МИР",
  open: "Открыть",
} as const;
