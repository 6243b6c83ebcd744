/** The admin area's pages (their chunks carry these strings). */
export const ruAdmin = {
  home: {
    members: "Участников",
    online: "Сейчас в сети",
    newThisWeek: "Новых за неделю",
    counting: "Считаем…",
    countedAt: (time: string) => `Обновлено в ${time}, обновляется каждые 30 секунд`,
    refresh: "Обновить",
    toMembers: "Все пользователи и их роли",
  },
  users: {
    search: "Поиск",
    searchHint: "Имя или e-mail",
    role: "Роль",
    anyRole: "Все роли",
    roles: "Роли",
    rolesOf: (name: string) => `Роли: ${name}`,
    changeRoles: (name: string) => `Изменить роли: ${name}`,
    /** Role 2 is every account's. */
    memberRoleFixed: "Есть у каждого аккаунта",
    loading: "Загружаем участников…",
    failed: "Не удалось загрузить участников.",
    empty: "Никого не нашлось.",
    emptyRole: "Участников с этой ролью пока нет.",
    /** The toast once a change stood. */
    given: (role: string, name: string) => `Роль «${role}» выдана: ${name}`,
    taken: (role: string, name: string) => `Роль «${role}» снята: ${name}`,
    /** The administrator's rights are given and taken only once confirmed in the app's dialog. */
    grantAdmin: {
      header: "Сделать администратором?",
      text: (name: string) =>
        `${name} получит доступ ко всем разделам администрирования: участникам и их ролям, финансам, публикациям.`,
      confirm: "Сделать администратором",
    },
    revokeAdmin: {
      header: "Снять права администратора?",
      text: (name: string) => `${name} больше не сможет открыть разделы администрирования.`,
      /** When the administrator takes their own rights. */
      textSelf:
        "Вы больше не сможете открыть разделы администрирования — вернуть права сможет другой администратор.",
      confirm: "Снять права",
    },
  },
  /** /admin/results/referrals: the referral leaderboard. */
  referralResults: {
    text: "Участники по числу приглашённых за период: кто подтвердил почту, придя по их ссылке.",
    period: "Период",
    periods: {
      day: "За сутки",
      week: "За неделю",
      month: "За месяц",
      year: "За год",
      all: "За всё время",
      custom: "Свои даты",
    },
    range: "Даты",
    rangeHint: "С какого по какой день включительно",
    rangePlaceholder: "Выберите даты",
    order: "Порядок",
    orderDesc: "Сначала больше",
    orderAsc: "Сначала меньше",
    amount: "Сколько строк",
    loading: "Считаем приглашённых…",
    failed: "Не удалось загрузить итоги.",
    empty: "За этот период по ссылкам никто не пришёл.",
    pickRange: "Выберите первый и последний день периода.",
    caption: (period: string) => `Приглашённые участники, ${period.toLowerCase()}`,
    captionRange: (from: string, to: string) => `Приглашённые участники с ${from} по ${to}`,
    number: "№",
    member: "Участник",
    memberId: "ID участника",
    invited: "Приглашено",
    download: "Скачать CSV",
    /** The file's name, its period as `2026-03-01_2026-03-15` or `all`. */
    fileName: (period: string) => `referrals-${period}.csv`,
  },
} as const;
