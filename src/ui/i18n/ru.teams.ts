// Teams and divisions (issue 29): /profile/{id}/teams, /teams/{id}, /division and /division/{id}. Part of
// the Russian interface of ./ru.ts, kept apart so that it loads with those pages' chunks.

const russianPlural = new Intl.PluralRules("ru");
/** The Russian form for `n`: one (1, 21 …), few (2–4, 22 …) or many (5–20, 25 …). */
const formOf = (n: number, one: string, few: string, many: string) => {
  const form = russianPlural.select(n);
  return form === "one" ? one : form === "few" ? few : many;
};
const members = (n: number) => `${n} ${formOf(n, "участник", "участника", "участников")}`;
const teams = (n: number) => `${n} ${formOf(n, "команда", "команды", "команд")}`;

export const ruTeams = {
  retry: "Повторить",
  members,
  teams,

  /** A team's card in a list. */
  card: {
    leader: (name: string) => `Лидер: ${name}`,
    noLeader: "Лидер покинул МИР",
    division: (name: string) => `Подразделение «${name}»`,
    leads: "Вы лидер",
  },

  /** /profile/{id}/teams. */
  memberTeams: {
    title: "Команды",
    loading: "Загружаем команды…",
    failed: "Не удалось загрузить команды.",
    own: "Ваши команды",
    others: "Команды участника",
    emptyOwn: "Вы пока не состоите ни в одной команде. Основайте свою или примите приглашение.",
    empty: "Участник пока не состоит ни в одной команде.",
    since: (date: string) => `в команде с ${date}`,
    leader: "лидер",
    found: {
      title: "Основать команду",
      text: "Вы станете её лидером: сможете приглашать участников и делиться ссылкой команды. У команды сразу появится свой чат.",
      name: "Название команды",
      submit: "Основать команду",
    },
    invitations: {
      title: "Приглашения",
      from: (name: string) => `Приглашает ${name}`,
      accept: "Принять",
      acceptOf: (team: string) => `Принять приглашение в команду «${team}»`,
      decline: "Отклонить",
      declineOf: (team: string) => `Отклонить приглашение в команду «${team}»`,
      accepted: (team: string) => `Вы вступили в команду «${team}»`,
      declined: (team: string) => `Приглашение в команду «${team}» отклонено`,
    },
  },

  /** /teams/{id}. */
  team: {
    loading: "Загружаем команду…",
    failed: "Не удалось загрузить команду.",
    avatarOf: (name: string) => `Команда «${name}»`,
    noDivision: "Не входит в подразделение",
    counters: {
      label: "Команда в числах",
      members: "Участников",
      referrals: "Пригласили в МИР, будучи в команде",
      invitations: "Ждут ответа на приглашение",
    },
    chat: "Чат команды",
    link: {
      title: "Ссылка команды",
      text: "Кто откроет её, сможет сразу вступить в команду.",
      label: "Ссылка для вступления",
      copy: "Скопировать",
      copied: "Ссылка скопирована",
      copyFailed: "Браузер не дал скопировать. Выделите ссылку и скопируйте её сами.",
    },
    standing: {
      leader: "Вы лидер этой команды",
      member: "Вы в этой команде",
      invited: "Вас пригласили в эту команду",
      outside: "Вступить можно по приглашению лидера или по ссылке команды.",
      visitor: "Войдите, чтобы вступить в команду.",
    },
    join: "Вступить в команду",
    joinByLink: "Вас пригласили по ссылке команды.",
    leave: "Выйти из команды",
    leaveHint: {
      leader: "Если вы выйдете, лидером станет участник, который в команде дольше всех.",
      last: "Вы единственный участник: если выйдете, команда и её чат перестанут существовать.",
    },
    left: "Вы вышли из команды",
    ended: "Вы вышли, и команда перестала существовать.",
    rename: {
      title: "Название",
      label: "Новое название",
      submit: "Переименовать",
      done: "Команда переименована",
    },
    invite: {
      title: "Пригласить участника",
      search: "Имя участника",
      find: "Найти",
      hint: "Найдите участника по имени и пригласите его. Приглашение придёт ему в уведомления.",
      loading: "Ищем участников…",
      failed: "Не удалось найти участников.",
      empty: "Никого не нашли.",
      submit: "Пригласить",
      submitOf: (name: string) => `Пригласить ${name}`,
      sent: (name: string) => `${name}: приглашение отправлено`,
    },
    members: {
      title: "Участники",
      loading: "Загружаем участников…",
      failed: "Не удалось загрузить участников.",
      empty: "В команде пока никого нет.",
      leader: "Лидер команды",
      since: (date: string) => `в команде с ${date}`,
      referrals: (n: number) => `пригласил(а) в МИР, будучи в команде: ${n}`,
      remove: "Исключить",
      removeOf: (name: string) => `Исключить ${name} из команды`,
    },
    place: {
      title: "Подразделение команды",
      label: "Подразделение",
      none: "Вне подразделений",
      submit: "Сохранить",
      done: "Подразделение сохранено",
      loading: "Загружаем подразделения…",
    },
  },

  /** /division and /division/{id}. */
  divisions: {
    title: "Подразделения и их команды",
    loading: "Загружаем подразделения…",
    failed: "Не удалось загрузить подразделения.",
    empty: "Подразделений пока нет.",
    emptyTeams: "В подразделении пока нет команд.",
    summary: (teamCount: number, memberCount: number) => `${teams(teamCount)}, ${members(memberCount)}`,
    open: (name: string) => `Подразделение «${name}»`,
    feed: "Публикации о подразделениях",
    create: {
      title: "Новое подразделение",
      label: "Название подразделения",
      submit: "Создать",
      hint: "Команду помещает в подразделение администратор на странице команды.",
    },
    rename: {
      label: (name: string) => `Новое название подразделения «${name}»`,
      submit: "Переименовать",
      done: "Подразделение переименовано",
    },
  },
} as const;
