/**
 * The strings of /dev (the outbox and the realtime panel): part of the Russian interface of ./ru.ts, kept
 * apart only so that they load with that page's chunk, not with the first page.
 */

/** /dev: what a developer needs on a laptop without a mail server (ARCHITECTURE §1). */
export const ruDev = {
  outboxTitle: "Исходящие письма и SMS",
  outboxText:
    "Когда почтовый сервер не настроен, письма и SMS не уходят, а складываются сюда — отсюда можно открыть ссылку подтверждения или сброса пароля. Новые сверху.",
  refresh: "Обновить",
  loading: "Загружаем письма…",
  empty: "Пока ни одного письма. Зарегистрируйтесь или запросите сброс пароля — письмо появится здесь.",
  forbiddenTitle: "Нет доступа",
  forbidden:
    "Исходящие письма содержат ссылки входа всех участников, поэтому их видит только администратор или тот, кто открыл МИР на самом сервере (localhost).",
  notFoundTitle: "Письма отправляются по-настоящему",
  notFound: "Почтовый сервер настроен: письма уходят адресатам, поэтому здесь их нет.",
  failedTitle: "Не удалось загрузить письма",
  kindMail: "Письмо",
  kindSms: "SMS",
  to: "Кому:",
  noSubject: "Без темы",
  linksLabel: "Ссылки из сообщения",
} as const;

/** /dev: the state charts of every machine, and the live state of this tab's actors. */
export const ruMachines = {
  title: "Машины состояний",
  text: "Каждая машина МИРа, нарисованная по её коду. Выберите состояние, чтобы увидеть, куда из него можно перейти; у машин этой вкладки текущее состояние подсвечено.",
  loading: "Загружаем машины…",
  choose: "Машина",
  live: "живая",
  now: "Сейчас:",
  notRunning: "Эта машина сейчас не запущена в этой вкладке.",
  laying: "Раскладываем диаграмму…",
  failed: "Не удалось нарисовать диаграмму",
  notInRegistry: (id: string) => `Машины «${id}» нет в реестре`,
  zoomIn: "Крупнее",
  zoomOut: "Мельче",
  zoomReset: (percent: number) => `Исходный масштаб, сейчас ${percent} %`,
  zoomLevel: (percent: number) => `${percent} %`,
  stateTitle: (id: string) => `Состояние ${id}`,
  chooseState: "Выберите состояние на диаграмме — здесь появятся его переходы.",
  noTransitions: "Из этого состояния переходов нет.",
  anywhere: "В любом состоянии",
  stays: "остаётся",
  counts: (states: number, transitions: number) => `Состояний: ${states}, переходов: ${transitions}`,
  context: "Контекст",
  logTitle: "Последние шаги машин этой вкладки",
  /** The steps' table, a scrolling region of its own. */
  logTable: "Таблица шагов",
  pause: "Пауза",
  resume: "Продолжить",
  copyPath: (machine: string) => `Скопировать путь: ${machine}`,
  copied: "Путь скопирован — вставьте его в план проверки.",
  copyFailed: "Браузер не дал скопировать: выделите шаги в таблице вручную.",
  noSteps: "Шагов пока нет: войдите, выйдите или откройте страницу — они появятся здесь.",
  columns: { time: "Время", machine: "Машина", event: "Событие", step: "Было → стало" },
  /** The inspector beside every page (src/ui/app/inspector.tsx). */
  inspectorSwitch: "Инспектор машин на каждой странице",
  inspectorHint:
    "В этом браузере на каждой странице появится кнопка «Машины»: диаграммы с машинами самой страницы — открытым чатом, дружбой в профиле.",
  inspectorOpen: "Машины",
  inspectorTitle: "Машины этой страницы",
  inspectorClose: "Закрыть инспектор",
  pageActor: (label: string) => `страница: ${label}`,
} as const;

/** The realtime connection on /dev (spec §4 "Realtime connection"). */
export const ruRealtime = {
  title: "Соединение в реальном времени",
  text: "Сокет один на все вкладки браузера: его держит одна вкладка и делится событиями с остальными. Последние события — сверху.",
  stateLabel: "Состояние",
  states: {
    idle: "Не подключено",
    connecting: "Подключаемся…",
    open: "Подключено",
    reconnecting: "Переподключаемся…",
    refused: "Сервер отказал в подключении",
  },
  signInHint: "Войдите, чтобы получать события.",
  holderLabel: "Вкладка",
  leader: "Соединение держит эта вкладка",
  follower: "События приходят через другую вкладку",
  undecided: "Вкладки договариваются, кто держит соединение",
  seqLabel: "Последний seq",
  noSeq: "—",
  eventsTitle: "Последние события",
  noEvents: "Событий пока нет. Они появятся здесь, как только придут.",
  columns: { type: "Тип", action: "Действие", seq: "seq", time: "Время" },
  noAction: "—",
  /** The Russian name of each event type (the type itself is shown beside it). */
  types: {
    messenger: "Сообщения",
    friend: "Друзья",
    subscription: "Подписки",
    background: "Фон страницы",
    structure: "Структура",
    achievement: "Достижения",
    role: "Роли",
    sponsorship: "Спонсорство",
    article: "Публикации",
    transaction: "Финансы",
    action: "Действия",
    complaint: "Жалобы",
    notification: "Уведомления",
    admin: "Стал администратором",
    user: "Больше не администратор",
  },
} as const;
