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
} as const;
