import type { NotificationType } from "../../api/schema/notification";

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
  /** Clearing the archive is asked in the app's dialog. */
  clearDialog: {
    header: "Очистить архив",
    text: "Все прочитанные уведомления удалятся. Отменить это нельзя.",
    confirm: "Очистить",
  },
  actionFailed: "Не получилось. Попробуйте ещё раз.",
  open: "Открыть",
  /** What several members did, after «… и ещё N» (a group's row). */
  grouped: {
    chat: "начали с вами чаты",
    reaction: "отреагировали на ваше сообщение",
    comment: "прокомментировали вашу публикацию",
  } as Partial<Record<NotificationType, string>>,
  /** The same, for a group about a publication. */
  groupedOnPublication: {
    reaction: "отреагировали на вашу публикацию",
  } as Partial<Record<NotificationType, string>>,
  /** The tabs: every type, and each type by name. */
  allTypes: "Все",
  types: {
    chat: "Чаты",
    friend: "Друзья",
    reaction: "Реакции",
    referral: "Структура",
    team: "Команды",
    publication: "Публикации",
    comment: "Комментарии",
    role: "Роли",
    sponsorship: "Спонсорство",
    signin: "Входы",
    system: "От администрации",
  } satisfies Record<NotificationType, string>,
  tabsLabel: "Типы уведомлений",
  markTypeRead: (name: string) => `Прочитать: ${name}`,
  removed: "Уведомление удалено",
  undo: "Отменить",
  /** The limit of the archive, told under it (src/api/endpoints/notifications.ts). */
  archiveBound: (limit: number) => `В архиве хранятся последние ${limit} прочитанных уведомлений.`,
} as const;

/** The notifications section of /profile/{id}/settings. */
export const ruNotificationSettings = {
  title: "Уведомления",
  text: "Что показывать, что озвучивать и о чём напоминать, когда вкладка МИРа не на экране.",
  show: "Показывать",
  sound: "Звук",
  desktop: "На рабочем столе",
  from: "От кого",
  everyone: "От всех",
  friends: "От друзей",
  nobody: "Ни от кого",
  systemAlways: "Сообщения администрации приходят всегда.",
  volume: "Громкость звуков",
  loading: "Загружаем настройки уведомлений…",
  failed: "Не удалось загрузить настройки уведомлений.",
  saveFailed: "Настройка не сохранилась. Попробуйте ещё раз.",
  retry: "Повторить",
  saving: "Сохраняем…",
  allowDesktop: "Разрешить уведомления браузера",
  desktopDenied: "Браузер запретил уведомления МИРа: разрешите их в настройках сайта.",
  desktopAllowed: "Уведомления браузера разрешены.",
  desktopUnsupported: "Этот браузер не показывает уведомления на рабочем столе.",
} as const;

/** The bell's dropdown in the header. */
export const ruBell = {
  title: "Уведомления",
  empty: "Новых уведомлений нет.",
  all: "Все уведомления",
} as const;
