/** The admin area's pages (their chunks carry these strings). */
export const ruAdmin = {
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
