import type { FriendsFilter } from "../../api/endpoints/friends";

/** Friendship on a member's profile, and the friends page (their chunks carry these strings). */
export const ruFriends = {
  /** The profile's buttons by where the viewer stands. */
  request: "Добавить в друзья",
  /** Issue 28: a request subscribes its sender; cancelling it unsubscribes too (VK's words). */
  requested: "Заявка отправлена, вы подписаны",
  withdraw: "Отменить заявку и отписаться",
  /** Issue 28: refused, or the friendship ended by the other: still their subscriber, as on VK. */
  subscribedToThem: "Вы подписаны",
  accept: "Принять заявку",
  refuse: "Отклонить",
  incoming: "Хочет добавить вас в друзья",
  friends: "У вас в друзьях",
  end: "Убрать из друзей",
  /** Ending a friendship is asked in the app's dialog. */
  endDialog: {
    header: "Убрать из друзей",
    text: (name: string) =>
      `${name ? `${name} больше не будет` : "Участник больше не будет"} у вас в друзьях. Вернуть дружбу можно только новой заявкой.`,
    confirm: "Убрать",
  },
  write: "Написать сообщение",
  saving: "Сохраняем…",
  actionsLabel: "Дружба",
  actionsOf: (name: string) => `Дружба: ${name}`,
  /** Online, or when last here (a profile). */
  online: "В сети",
  lastSeen: (ago: string) => `Был(а) в сети ${ago}`,
  /** The profile's counters. */
  friendsCount: (count: number) => `Друзья: ${count}`,
  mutualCount: (count: number) => `Общие друзья: ${count}`,
  subscribersCount: (count: number) => `Подписчики: ${count}`,
  subscriptionsCount: (count: number) => `Подписки: ${count}`,
  viewsCount: (count: number) => `Просмотры: ${count}`,
  /** Following without friendship. */
  subscribe: "Подписаться",
  unsubscribe: "Отписаться",
  /** The subscribers and subscriptions pages. */
  members: {
    subscribers: {
      title: "Подписчики",
      empty: "Подписчиков пока нет.",
      loading: "Загружаем подписчиков…",
      failed: "Не удалось загрузить подписчиков.",
    },
    subscriptions: {
      title: "Подписки",
      empty: "Пока ни одной подписки.",
      loading: "Загружаем подписки…",
      failed: "Не удалось загрузить подписки.",
    },
  },
  /** A member's home page: what waits for them. */
  home: {
    title: "Ваши люди",
    online: { title: "Друзья в сети", empty: "Сейчас никого из друзей нет в сети." },
    incoming: { title: "Заявки в друзья", empty: "Новых заявок нет." },
    suggestions: { title: "Возможные друзья", empty: "Предложения появятся, когда у вас будут друзья." },
  },
  /** The friends page. */
  title: "Друзья",
  tabsLabel: "Списки друзей",
  tabs: {
    all: "Все",
    online: "Онлайн",
    incoming: "Входящие заявки",
    outgoing: "Исходящие заявки",
    mutual: "Общие",
    suggestions: "Возможные друзья",
  } satisfies Record<FriendsFilter, string>,
  empty: {
    all: "Друзей пока нет. Найдите знакомых среди участников и добавьте их в друзья.",
    online: "Сейчас никого из друзей нет в сети.",
    incoming: "Новых заявок нет.",
    outgoing: "Вы никому не отправляли заявок.",
    mutual: "Общих друзей нет.",
    suggestions: "Пока некого предложить: предложения появятся, когда у вас будут друзья.",
  } satisfies Record<FriendsFilter, string>,
  mutualOf: (count: number) => (count > 0 ? `Общие друзья: ${count}` : ""),
  searchWithin: "Поиск по имени",
  nothingFound: "Никого с таким именем.",
  loading: "Загружаем друзей…",
  failed: "Не удалось загрузить друзей.",
  retry: "Повторить",
  more: "Показать ещё",
  open: (name: string) => `Открыть профиль: ${name}`,
  /** Before a member's name and details in a list's row, for screen readers (issue 29). */
  openPrefix: "Открыть профиль: ",
} as const;
