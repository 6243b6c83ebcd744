/**
 * Every visible string of the interface (ARCHITECTURE §6). One object, so that a missing or
 * misspelt key is a type error and a translator finds everything in one place — but for the areas
 * that load as chunks of their own: their strings sit beside this file (ru.messenger.ts) so that the
 * first page does not carry them (ARCHITECTURE §8, 170 KB).
 */

/** A page of the product: its heading, what it is for and, optionally, what to do while it is empty. */
export interface SectionText {
  readonly title: string;
  readonly description: string;
  readonly emptyHint?: string;
}

/**
 * Section texts keyed by the route path they belong to (TanStack Router's path syntax, no trailing
 * slash), so a route file names its entry by its own path.
 */
const sections = {
  // Top-level pages (spec §2)
  "/dev": {
    title: "Для разработчиков",
    description: "Служебная страница: исходящие письма и SMS, состояние соединения и машин состояний.",
  },
  "/auth": {
    title: "Вход в МИР",
    description: "Войдите или зарегистрируйтесь, чтобы общаться, публиковать и вести свой профиль.",
  },
  "/welcome": {
    title: "Добро пожаловать",
    description: "Первые шаги после регистрации: заполните профиль, найдите друзей и интересные каналы.",
  },
  "/ai": {
    title: "Искусственный интеллект",
    description: "Помощники на основе ИИ для текстов, поиска и переводов.",
  },
  "/tv": { title: "Телевидение", description: "Прямые эфиры и телеканалы сообщества." },
  "/uc": { title: "Учебный центр", description: "Курсы и программы обучения для участников." },
  "/jobs": { title: "Работа", description: "Вакансии и резюме участников сообщества." },
  "/news": { title: "Новости", description: "Главные события сообщества и мира." },
  "/taxi": { title: "Такси", description: "Поездки с водителями — участниками сообщества." },
  "/blogs": { title: "Блоги", description: "Личные блоги участников: заметки, истории и мнения." },
  "/books": { title: "Книги", description: "Библиотека книг, которые написали и советуют участники." },
  "/games": { title: "Игры", description: "Игры и развлечения сообщества." },
  "/radio": { title: "Радио", description: "Радиостанции и подкасты." },
  "/sales": { title: "Распродажи", description: "Скидки и выгодные предложения магазинов." },
  "/sport": { title: "Спорт", description: "Спортивные новости, команды и соревнования." },
  "/visio": { title: "Визио", description: "Видеозвонки, трансляции и видеовстречи с участниками." },
  "/dating": { title: "Знакомства", description: "Знакомства по интересам." },
  "/derive": { title: "Вывод средств", description: "Заявки на вывод средств с вашего баланса." },
  "/events": { title: "События", description: "Мероприятия и встречи сообщества." },
  "/orders": { title: "Заказы", description: "Ваши заказы в магазинах и сервисах." },
  "/stores": { title: "Магазины", description: "Магазины участников и партнёров." },
  "/travel": { title: "Путешествия", description: "Поездки, маршруты и попутчики." },
  "/about-project": { title: "О проекте", description: "Что такое МИР, кто его делает и зачем." },
  "/academy": { title: "Академия", description: "Обучающие программы и наставники." },
  "/coupons": { title: "Купоны", description: "Купоны на скидки от партнёров." },
  "/digests": { title: "Дайджесты", description: "Подборки лучших материалов от авторов." },
  "/rentals": { title: "Аренда", description: "Объявления об аренде жилья, транспорта и вещей." },
  "/rewards": { title: "Награды", description: "Награды за активность в сообществе." },
  "/tvguide": { title: "Телепрограмма", description: "Расписание передач телеканалов." },
  "/weather": { title: "Погода", description: "Прогноз погоды в вашем городе." },
  "/benefits": { title: "Преимущества", description: "Что даёт участие в МИРе." },
  "/channels": { title: "Каналы", description: "Тематические каналы с новостями и публикациями." },
  "/division": { title: "Подразделения", description: "Подразделения сообщества и их участники." },
  "/republic": { title: "Республика", description: "Общественная жизнь и самоуправление сообщества." },
  "/resources": {
    title: "Ресурсы",
    description: "Чаты, боты и каналы участников по городам, странам и категориям.",
  },
  "/education": { title: "Образование", description: "Курсы, школы и учебные материалы." },
  "/forgot-password": {
    title: "Восстановление пароля",
    description: "Укажите почту, с которой вы регистрировались, — мы пришлём ссылку для нового пароля.",
  },
  "/freelance": { title: "Фриланс", description: "Разовые заказы и исполнители." },
  "/kinderneo": { title: "Киндернео", description: "Раздел для детей и родителей." },
  "/translate": { title: "Переводчик", description: "Перевод текстов между языками." },
  "/order_desk": { title: "Стол заказов", description: "Приём и обработка заказов." },
  "/blogosphere": { title: "Блогосфера", description: "Авторы МИРа: их блоги и лучшие публикации." },
  "/classifieds": { title: "Объявления", description: "Частные объявления: куплю, продам, отдам." },
  "/food_delivery": { title: "Доставка еды", description: "Еда из кафе и ресторанов с доставкой." },
  "/suppermarkets": { title: "Супермаркеты", description: "Продукты и товары из супермаркетов." },
  "/discount_cards": { title: "Дисконтные карты", description: "Скидочные карты магазинов в одном месте." },
  "/business_market": { title: "Бизнес-маркет", description: "Товары и услуги для бизнеса." },
  "/films-and-shows": { title: "Фильмы и сериалы", description: "Кино, сериалы и шоу." },
  "/earnmoney": { title: "Заработок", description: "Способы заработать в МИРе." },
  "/services": { title: "Сервисы", description: "Все сервисы МИРа, собранные по типам." },
  "/services/type/$id": { title: "Сервисы по типу", description: "Сервисы выбранного типа." },
  "/services/favourites": {
    title: "Избранные сервисы",
    description: "Сервисы, которые вы отметили, чтобы быстро к ним возвращаться.",
  },

  // Parameterised pages
  "/teams/$id": { title: "Команда", description: "Участники команды и её достижения." },
  "/visio/$id": { title: "Видеовстреча", description: "Видеовстреча во весь экран." },
  "/visio/author/$id": { title: "Автор в Визио", description: "Видеозаписи и трансляции автора." },
  "/visio/settings": { title: "Настройки Визио", description: "Камера, микрофон и параметры видеовстреч." },
  "/division/$id": { title: "Подразделение", description: "Состав подразделения и его новости." },
  "/resources/$id": { title: "Ресурс", description: "Чат, бот или канал участника." },
  "/resources/city/$id": { title: "Ресурсы города", description: "Чаты, боты и каналы выбранного города." },
  "/resources/country/$id": { title: "Ресурсы страны", description: "Чаты, боты и каналы выбранной страны." },
  "/resources/category/$id": {
    title: "Ресурсы категории",
    description: "Чаты, боты и каналы одной тематики.",
  },
  "/resources/$name/$id": { title: "Ресурсы", description: "Чаты, боты и каналы выбранного раздела." },
  "/books/$id": { title: "Книга", description: "Описание книги и отзывы читателей." },
  "/classifieds/$id": { title: "Объявление", description: "Подробности объявления и контакты автора." },
  "/blogs/user/$id": { title: "Блог участника", description: "Все записи блога одного автора." },
  "/blogs/$id/post/$postId": { title: "Запись блога", description: "Запись блога и обсуждение." },
  "/digests/$id": { title: "Дайджест", description: "Материалы одного дайджеста." },
  "/digests/author/$id": { title: "Автор дайджестов", description: "Дайджесты, которые собрал автор." },
  "/digests/$id/post/$postId": {
    title: "Материал дайджеста",
    description: "Материал дайджеста и обсуждение.",
  },
  "/digests/settings": {
    title: "Настройки дайджестов",
    description: "Рубрики и оформление ваших дайджестов.",
  },
  "/channels/$id": { title: "Канал", description: "Публикации канала." },
  "/channels/$id/post/$postId": {
    title: "Публикация канала",
    description: "Публикация канала и обсуждение.",
  },
  "/channels/settings": { title: "Настройки каналов", description: "Оформление и авторы ваших каналов." },
  "/blogosphere/authors/$id": { title: "Автор блогосферы", description: "Все публикации автора." },
  "/blogosphere/$id/post/$postId": {
    title: "Публикация",
    description: "Публикация блогосферы и обсуждение.",
  },
  "/blogosphere/settings": {
    title: "Настройки блога",
    description: "Название, описание и обложка вашего блога в блогосфере.",
  },
  "/new-password-{$code}": {
    title: "Новый пароль",
    description: "Придумайте новый пароль для входа в МИР.",
  },
  "/email-confirm-{$code}": {
    title: "Подтверждение нового адреса",
    description: "Подтверждаем новый адрес электронной почты.",
  },
  "/reg/verify-{$code}": {
    title: "Подтверждение регистрации",
    description: "Подтверждаем вашу почту.",
  },
  "/the_game/structure": { title: "Структура", description: "Структура участников игры." },
  "/the_game/structure/$id": {
    title: "Структура участника",
    description: "Структура, которую построил участник.",
  },

  // Profile pages (layout user-profile)
  "/profile/$id": {
    title: "Профиль",
    description: "Страница участника: о себе, публикации, друзья и достижения.",
  },
  "/profile/$id/chat": {
    title: "Сообщения",
    description: "Личные переписки и групповые чаты.",
    emptyHint: "Начните переписку со страницы любого участника.",
  },
  "/profile/$id/teams": { title: "Команды", description: "Команды, в которых состоит участник." },
  "/profile/$id/digests": { title: "Мои дайджесты", description: "Дайджесты, которые вы собираете." },
  "/profile/$id/friends": {
    title: "Друзья",
    description: "Друзья и заявки в друзья.",
    emptyHint: "Найдите знакомых в блогах и каналах и добавьте их в друзья.",
  },
  "/profile/$id/accounts": {
    title: "Связанные аккаунты",
    description: "Переключайтесь между своими аккаунтами без повторного входа.",
  },
  "/profile/$id/channels": { title: "Каналы", description: "Каналы участника." },
  "/profile/$id/settings": {
    title: "Настройки",
    description: "Телефон, безопасность и удаление аккаунта.",
  },
  "/profile/$id/interests": { title: "Интересы", description: "Темы, которые вам интересны." },
  "/profile/$id/referrals": { title: "Рефералы", description: "Приглашённые участники и их уровни." },
  "/profile/$id/resources": { title: "Ресурсы", description: "Чаты, боты и каналы участника." },
  "/profile/$id/feed": { title: "Лента", description: "Публикации друзей и подписок." },
  "/profile/$id/classifieds": { title: "Объявления", description: "Объявления участника." },
  "/profile/$id/photo-video": { title: "Фото и видео", description: "Фотографии и видео участника." },
  "/profile/$id/sponsorship": { title: "Спонсорство", description: "Спонсоры и подопечные участника." },
  "/profile/$id/subscribers": { title: "Подписчики", description: "Кто подписан на участника." },
  "/profile/$id/achievements": { title: "Достижения", description: "Награды, звания и дипломы участника." },
  "/profile/$id/subscriptions": { title: "Подписки", description: "На кого подписан участник." },
  "/profile/$id/finances": { title: "Баланс", description: "Баланс и история операций." },
  "/profile/$id/finances/courses": { title: "Курсы", description: "Оплаченные курсы и их стоимость." },
  "/profile/$id/finances/applications": {
    title: "Заявки",
    description: "Заявки на вывод и пополнение средств.",
  },
  "/profile/$id/favorites": {
    title: "Избранное",
    description: "Участники и сообщения, которые вы сохранили.",
  },
  "/profile/$id/media/$mediaId": { title: "Медиа", description: "Просмотр фото или видео." },
  "/profile/$id/blogosphere": { title: "Блогосфера", description: "Публикации участника в блогосфере." },
  "/profile/$id/notifications/new": {
    title: "Новые уведомления",
    description: "Уведомления, которые вы ещё не прочитали.",
    emptyHint: "Новых уведомлений нет.",
  },
  "/profile/$id/notifications/archive": {
    title: "Архив уведомлений",
    description: "Прочитанные уведомления.",
  },
  "/profile/$id/publications": { title: "Публикации", description: "Всё, что вы публикуете в МИРе." },
  "/profile/$id/publications/posts": {
    title: "Посты",
    description: "Всё, что вы опубликовали, — новое сверху.",
  },
  "/profile/$id/publications/visio": {
    title: "Визио",
    description: "Ваши видеозаписи и трансляции.",
    emptyHint:
      "Видеозаписи и трансляции появятся здесь, когда в МИРе откроется Визио. Фото и видео из ваших публикаций — во вкладке «Фото и видео».",
  },
  "/profile/$id/publications/records": { title: "Записи", description: "Ваши записи." },
  "/profile/$id/publications/articles": { title: "Статьи", description: "Ваши статьи." },
  "/profile/$id/publications/resources": {
    title: "Ресурсы",
    description: "Ваши чаты, боты и каналы.",
    emptyHint: "Публичных чатов, ботов и каналов в МИРе пока нет: когда они появятся, ваши будут здесь.",
  },
  "/profile/$id/publications/management": {
    title: "Управление",
    description: "Черновики и запланированные публикации с их просмотрами, реакциями и комментариями.",
  },
  "/profile/$id/publications/photo-video": { title: "Фото и видео", description: "Ваши фото и видео." },
  "/profile/$id/publications/subscribers": {
    title: "Подписчики",
    description: "Подписчики ваших публикаций.",
  },

  // Admin pages (layout admin)
  "/admin": {
    title: "Администрирование",
    description: "Сводка по сообществу и переход к разделам управления.",
  },
  "/admin/derive": { title: "Вывод средств", description: "Заявки участников на вывод средств." },
  "/admin/control": { title: "Контроль", description: "Жалобы и модерация." },
  "/admin/finance": { title: "Финансы", description: "Операции и балансы платформы." },
  "/admin/location": { title: "Локации", description: "Страны и города." },
  "/admin/admin-list": { title: "Администраторы", description: "Участники с правами администратора." },
  "/admin/users": { title: "Пользователи", description: "Все участники и их роли." },
  "/admin/users/wards": { title: "Подопечные", description: "Участники под опекой кураторов." },
  "/admin/users/owners": { title: "Владельцы", description: "Владельцы ресурсов и франшиз." },
  "/admin/users/curators": { title: "Кураторы", description: "Кураторы и наставники." },
  "/admin/users/sponsors": { title: "Спонсоры", description: "Спонсоры и их подопечные." },
  "/admin/users/franchisees": { title: "Франчайзи", description: "Держатели франшиз." },
  "/admin/advertisement": { title: "Реклама", description: "Рекламные размещения." },
  "/admin/installs": { title: "Установки", description: "Установки приложения." },
  "/admin/results": { title: "Итоги", description: "Итоги работы сообщества за период." },
  "/admin/results/points": { title: "Баллы", description: "Начисленные участникам баллы." },
  "/admin/results/partners": { title: "Партнёры", description: "Итоги партнёров." },
  "/admin/results/senators": { title: "Сенаторы", description: "Итоги сенаторов." },
  "/admin/results/referrals": { title: "Рефералы", description: "Итоги реферальной программы." },
  "/admin/achievements": { title: "Достижения", description: "Награды, звания и дипломы." },
  "/admin/achievements/awards": { title: "Награды", description: "Награды участников." },
  "/admin/achievements/titles": { title: "Звания", description: "Звания участников." },
  "/admin/achievements/diplomas": { title: "Дипломы", description: "Дипломы участников." },
  "/admin/achievements/consignment": { title: "Партия", description: "Партийные отличия участников." },
  "/admin/achievements/trade-union": { title: "Профсоюз", description: "Профсоюзные отличия участников." },
  "/admin/achievements/civilservice": {
    title: "Госслужба",
    description: "Отличия за государственную службу.",
  },
  "/admin/publications": { title: "Публикации", description: "Модерация публикаций." },
  "/admin/publications/posts": { title: "Посты", description: "Посты участников." },
  "/admin/publications/visio": { title: "Визио", description: "Видеозаписи участников." },
  "/admin/publications/articles": { title: "Статьи", description: "Статьи участников." },
  "/admin/publications/photo-video": { title: "Фото и видео", description: "Фото и видео участников." },
} as const satisfies Record<string, SectionText>;

export type SectionKey = keyof typeof sections;

/** The tab's title (index.html has the same before the app starts). */
const appTitle = "МИР - социальная экосистема";
/** A count on a badge: no more than two digits. */
const badgeCount = (count: number) => (count > 99 ? "99+" : String(count));

export const ru = {
  appTitle,
  /** The tab's title while messages wait: "(3) МИР - социальная экосистема", as messengers do. */
  appTitleUnread: (count: number) => `(${badgeCount(count)}) ${appTitle}`,
  badgeCount,
  brand: "МИР",
  skipToContent: "Перейти к содержимому",
  /** The button beside anything that failed to load or save. */
  retry: "Повторить",

  nav: {
    label: "Основные разделы",
    home: "Главная",
    blogs: "Блоги",
    blogosphere: "Блогосфера",
    channels: "Каналы",
    digests: "Дайджесты",
    visio: "Визио",
    news: "Новости",
    services: "Сервисы",
    resources: "Ресурсы",
    signIn: "Войти",
    messages: "Сообщения",
    /** The header's messages link with its badge: "Сообщения: 3 непрочитанных". */
    unreadMessages: (count: number) =>
      `Сообщения: ${count} ${count % 10 === 1 && count % 100 !== 11 ? "непрочитанное" : "непрочитанных"}`,
    notifications: "Уведомления",
    searchMembers: "Найти участника",
    /** The header's bell with its badge: "Уведомления: 3 новых". */
    unreadNotifications: (count: number) =>
      `Уведомления: ${count} ${count % 10 === 1 && count % 100 !== 11 ? "новое" : "новых"}`,
  },

  burger: {
    open: "Открыть меню",
    close: "Закрыть меню",
    userTitle: "Меню",
    adminTitle: "Администрирование",
    mainAreas: "Разделы",
    profileAreas: "Мой профиль",
    adminAreas: "Управление",
    guestHint: "Войдите, чтобы открыть свой профиль, сообщения и настройки.",
  },

  colorScheme: {
    label: "Цветовая схема",
    auto: "Как в системе",
    light: "Светлая",
    dark: "Тёмная",
  },

  footer: {
    copyright: "© МИР",
    tagline: "Социальная экосистема",
    label: "Ссылки в подвале",
    about: "О проекте",
    resources: "Ресурсы",
    services: "Сервисы",
    academy: "Академия",
    benefits: "Преимущества",
  },

  home: {
    heroTitle: "МИР — социальная экосистема",
    heroText:
      "Общайтесь с друзьями, ведите блог и канал, собирайте дайджесты, проводите видеовстречи и пользуйтесь сервисами сообщества — всё в одном месте.",
    signIn: "Войти или зарегистрироваться",
    /** A member's way from the home page: their own profile. */
    myPage: "Моя страница",
    about: "Подробнее о проекте",
    areasTitle: "Разделы МИРа",
  },

  profile: {
    navLabel: "Разделы профиля",
    /** Shorter labels for the profile sub-navigation where the page title is longer. */
    navShort: {
      "/profile/$id/notifications/new": "Уведомления",
      "/profile/$id/finances": "Финансы",
      "/profile/$id/accounts": "Аккаунты",
      "/profile/$id/digests": "Дайджесты",
    },
    financeNavLabel: "Разделы финансов",
    notificationsNavLabel: "Уведомления",
    notificationsNew: "Новые",
    notificationsArchive: "Архив",
    publicationsNavLabel: "Виды публикаций",
  },

  admin: {
    menuLabel: "Разделы администрирования",
    // Issue 28 (admin at 390 px): the phone's second row, the current section's own pages.
    pagesLabel: (section: string) => `Страницы раздела «${section}»`,
  },

  // Issue 28 (a post opened from a direct link): the viewer pages' own bar, the ways on from them.
  viewer: {
    navLabel: "Куда перейти",
    authorBlog: "Блог автора",
    authorProfile: "Профиль автора",
  },

  /** The session in the shell: header, burger menu, the check before the first page. */
  session: {
    checking: "Проверяем вход…",
    signOut: "Выйти",
    signingOut: "Выходим…",
    /** A logout the server did not hear: the member is still logged in. */
    logoutFailed: "Не удалось выйти — вы всё ещё в МИРе. Попробуйте ещё раз.",
    myProfile: "Мой профиль",
    /** Followed by the member's name. */
    signedInAs: "Вы вошли как",
    accountMenu: "Меню аккаунта",
    settings: "Настройки",
    admin: "Администрирование",
    /** A call answered 401 in the middle of work: the session ended elsewhere. */
    expired: "Сессия завершена. Войдите снова.",
  },

  /** The app's one dialog as the /dev inspector names it (its own words are in ru.dialog.ts). */
  appDialog: "Диалог приложения",

  empty: {
    title: "Здесь пока пусто",
    hint: "Когда здесь что-нибудь появится, вы увидите это на этой странице.",
    /** While a section's content is on its way. */
    loading: "Загружаем…",
  },

  errors: {
    /** Followed by the status code: 'Ошибка 404'. */
    title: "Ошибка",
    toHome: "На главную",
    /** Unknown route or failed route-param validation (spec §8); hidden on screen since it is a 404. */
    routeNotFound: "Страница не найдена",
    /** A failed profile fetch (spec §6, §8). */
    profileNotFound: "Страница не найдена",
    unknown: "Что-то пошло не так. Попробуйте обновить страницу.",
  },

  buildUpdate: {
    title: "Вышла новая версия МИРа",
    text: "Обновите страницу, чтобы пользоваться последней версией.",
    reload: "Обновить",
    later: "Позже",
  },

  /** Who a notification is from (the notifications pages, the desktop alert). */
  notificationAuthor: {
    /** When no member is: the administration or the system. */
    fromMir: "МИР",
    /** The head of a row of several members' actions: «Анна Смирнова и ещё 3». */
    andMore: (name: string, more: number) => `${name} и ещё ${more}`,
  },
  /** The words of dates and times (src/ui/components/dates/format.ts puts them together). */
  dates: {
    /** A day separator in a chat. */
    today: "Сегодня",
    yesterday: "Вчера",
    /** A moment less than a minute ago (relative times: «5 минут назад» come from Intl). */
    justNow: "только что",
    /** A moment of today, yesterday or tomorrow, in a list or a sentence. */
    todayAt: (time: string) => `сегодня в ${time}`,
    yesterdayAt: (time: string) => `вчера в ${time}`,
    tomorrowAt: (time: string) => `завтра в ${time}`,
    /** A date with its time: «27 ноября 2026 в 19:41». */
    dateAt: (date: string, time: string) => `${date} в ${time}`,
    /** Months as a date says them (the genitive, lower case): «25 ноября». */
    monthsOf: [
      "января",
      "февраля",
      "марта",
      "апреля",
      "мая",
      "июня",
      "июля",
      "августа",
      "сентября",
      "октября",
      "ноября",
      "декабря",
    ],
    /** Spec §9's names for the date picker: */
    /** 0 = Sunday: the week starts on Sunday. */
    firstDayOfWeek: 0,
    daysShort: ["Вс", "Пн", "Вт", "Ср", "Чт", "Пт", "Сб"],
    months: [
      "Январь",
      "Февраль",
      "Март",
      "Апрель",
      "Май",
      "Июнь",
      "Июль",
      "Август",
      "Сентябрь",
      "Октябрь",
      "Ноябрь",
      "Декабрь",
    ],
    monthsShort: ["Янв", "Фев", "Мар", "Апр", "Май", "Июн", "Июл", "Авг", "Сен", "Окт", "Ноя", "Дек"],
  },

  sections,
} as const;

export type Ru = typeof ru;
