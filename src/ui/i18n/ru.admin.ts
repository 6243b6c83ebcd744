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
    give: (role: string) => `Дать роль «${role}»`,
    take: (role: string) => `Снять роль «${role}»`,
    /** Role 2 is every account's. */
    memberRoleFixed: "Есть у каждого аккаунта",
    loading: "Загружаем участников…",
    failed: "Не удалось загрузить участников.",
    empty: "Никого не нашлось.",
    emptyRole: "Участников с этой ролью пока нет.",
  },
} as const;
