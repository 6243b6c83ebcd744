import type { PrivacyLevel } from "../../api/schema/settings";

// The settings of issue 14 beyond the account's own (src/ui/i18n/ru.account.ts): the profile's words,
// the Russian date picker, interests, privacy, a new e-mail address, favorites.

export const ruProfileDetails = {
  about: "О себе",
  aboutPlaceholder: "Чем вы занимаетесь, что любите",
  city: "Город",
  birthday: "День рождения",
  birthdayPlaceholder: "Выберите дату",
  /** The card's lines. */
  cityLine: (city: string) => `Город: ${city}`,
  birthdayLine: (day: string) => `День рождения: ${day}`,
  interestsLabel: "Интересы",
  detailsLabel: "О участнике",
} as const;

/** The date picker's controls (its day, month and year names are spec §9's, in ru.ts `dates`). */
export const ruDatePicker = {
  previousMonth: "Предыдущий месяц",
  nextMonth: "Следующий месяц",
  previousYear: "Предыдущий год",
  nextYear: "Следующий год",
  previousDecade: "Предыдущее десятилетие",
  nextDecade: "Следующее десятилетие",
  monthLevel: "Выбрать месяц",
  yearLevel: "Выбрать год",
  clear: "Очистить дату",
  time: "Время",
  done: "Готово",
} as const;

export const ruInterests = {
  title: "Интересы",
  text: "Темы, которые видят на вашем профиле: по ним вас находят единомышленники.",
  label: "Ваши интересы",
  placeholder: "Введите тему и нажмите Enter",
  hint: (max: number) => `До ${max} тем, каждая — от 2 до 40 символов.`,
  suggestions: [
    "Фотография",
    "Путешествия",
    "Спорт",
    "Бег",
    "Музыка",
    "Кино",
    "Книги",
    "Программирование",
    "Кулинария",
    "Горы",
    "Йога",
    "Бизнес",
    "Дизайн",
    "Настольные игры",
  ],
  save: "Сохранить интересы",
  saved: "Интересы сохранены",
  empty: "Интересов пока нет — добавьте первую тему.",
} as const;

export const ruPrivacy = {
  title: "Приватность",
  text: "Кто может писать вам и видеть ваших друзей. Число друзей на профиле видно всем.",
  write: "Кто может писать мне",
  friends: "Кто видит моих друзей",
  levels: { everyone: "Все", friends: "Только друзья", nobody: "Никто" } satisfies Record<
    PrivacyLevel,
    string
  >,
  loading: "Загружаем настройки приватности…",
  loadFailed: "Не удалось загрузить настройки приватности",
  retry: "Повторить",
  save: "Сохранить",
  saved: "Настройки приватности сохранены",
  /** On another's profile whose privacy leaves the viewer out. */
  friendsHidden: "Участник скрыл список друзей",
  writeClosed: "Участник не принимает сообщения от вас",
} as const;

export const ruEmail = {
  title: "Электронная почта",
  text: "Адрес для входа и писем МИР. Новый адрес начнёт работать, когда вы откроете ссылку из письма на него.",
  current: (email: string) => `Сейчас: ${email}`,
  pending: (email: string) => `Ждёт подтверждения: ${email}. Откройте ссылку из письма на этот адрес.`,
  newEmail: "Новый адрес",
  password: "Пароль",
  submit: "Сменить адрес",
  sent: (email: string) => `Письмо со ссылкой отправлено на ${email}.`,
  /** The link's page. */
  confirming: "Подтверждаем новый адрес…",
  confirmed: "Адрес подтверждён",
  confirmedText: (email: string) => `Теперь вы входите в МИР с адресом ${email}.`,
  confirmedPlain: "Теперь вы входите в МИР с новым адресом.",
  failedTitle: "Не удалось подтвердить адрес",
  usedTitle: "Ссылка уже использована",
  usedText: "Этот адрес уже подтверждён этой ссылкой.",
  expiredTitle: "Срок действия ссылки истёк",
  expiredText: "Запросите смену адреса ещё раз в настройках.",
  unknownTitle: "Ссылка недействительна",
  unknownText: "Проверьте, что ссылка скопирована целиком, или запросите смену адреса ещё раз.",
  toSettings: "К настройкам",
  toHome: "На главную",
} as const;

export const ruFavorites = {
  title: "Избранное",
  add: "В избранное",
  added: "В избранном",
  /** The button's accessible name on a message. */
  addMessage: "Добавить сообщение в избранное",
  removeMessage: "Убрать сообщение из избранного",
  kinds: { all: "Всё", member: "Участники", message: "Сообщения" },
  loading: "Загружаем избранное…",
  failed: "Не удалось загрузить избранное.",
  empty:
    "Здесь пока пусто. Добавляйте участников кнопкой «В избранное» на их профиле, а сообщения — из меню сообщения.",
  remove: "Убрать",
  removeOf: (what: string) => `Убрать из избранного: ${what}`,
  removed: (what: string) => `Убрано из избранного: ${what}`,
  undo: "Вернуть",
  openChat: "Открыть чат",
  withFiles: "Вложение",
  messageOf: (name: string) => `Сообщение от ${name}`,
  more: "Показать ещё",
  retry: "Повторить",
} as const;

export const ruProfileSection = {
  title: "Профиль",
  text: "Имя, фото, город, день рождения и несколько слов о себе; интересы — на отдельной странице.",
  edit: "Редактировать профиль",
  interests: "Интересы",
  favorites: "Избранное",
} as const;

export const ruResources = {
  title: "Ресурсы",
  loading: "Загружаем ресурсы…",
  empty: "Открытых чатов, ботов и каналов у участника пока нет.",
  types: { 1: "Чат", 2: "Бот", 3: "Канал" },
  retry: "Повторить",
} as const;
