/**
 * The strings of the account pages (login, registration, verification, password reset, welcome) and of
 * the member's own profile and settings: part of the Russian interface of ./ru.ts, kept apart only so that
 * they load with those pages' chunks, not with the first page (ARCHITECTURE §8, 170 KB).
 */

/** The account pages: login, registration, verification, password reset, welcome (issue 3). */
export const ruAccount = {
  fields: {
    email: "Электронная почта",
    emailPlaceholder: "name@example.ru",
    password: "Пароль",
    newPassword: "Новый пароль",
    repeatPassword: "Повторите пароль",
    passwordHint: "Не короче 8 символов",
    name: "Имя",
    nameHint: "Так вас увидят другие участники",
    showPassword: "Показать или скрыть пароль",
  },
  passwordsDiffer: "Пароли не совпадают",
  retry: "Повторить",
  toLogin: "Перейти ко входу",
  /** Where the letters are when no mail server is configured (ARCHITECTURE §1). */
  devMail: {
    text: "Почтовый сервер не настроен (например, МИР запущен на вашем компьютере)? Тогда письма лежат на странице",
    link: "Письма разработчика",
  },
  auth: {
    tabsLabel: "Вход или регистрация",
    loginTab: "Вход",
    registerTab: "Регистрация",
  },
  login: {
    submit: "Войти",
    forgot: "Забыли пароль?",
    wrongCredentials: "Неверный e-mail или пароль. Проверьте раскладку клавиатуры и Caps Lock.",
    notVerifiedTitle: "Адрес ещё не подтверждён",
    notVerified:
      "Чтобы войти, откройте ссылку из письма, которое мы прислали при регистрации. Письмо потерялось — отправим новое.",
    noAccount: "Ещё нет аккаунта?",
    toRegister: "Зарегистрируйтесь",
  },
  register: {
    submit: "Зарегистрироваться",
    invited: (ref: string) => `Вы регистрируетесь по приглашению (код ${ref}).`,
    haveAccount: "Уже есть аккаунт?",
    toLogin: "Войдите",
  },
  checkEmail: {
    title: "Проверьте почту",
    sentTo: "Мы отправили письмо на адрес",
    instructions: "Откройте ссылку из письма, чтобы подтвердить адрес и войти. Ссылка действует 24 часа.",
    noMail:
      "Письма нет? Загляните в папку «Спам» или отправьте письмо ещё раз — тогда сработает только ссылка из нового письма.",
    otherAddress: "Указать другой адрес",
  },
  resend: {
    submit: "Отправить письмо ещё раз",
    done: "Готово. Если адрес ждёт подтверждения, новое письмо уже в пути — старые ссылки больше не действуют.",
    again: "Отправить ещё раз",
  },
  verify: {
    checking: "Проверяем ссылку…",
    verifying: "Подтверждаем адрес и входим…",
    unknownTitle: "Ссылка недействительна",
    unknownText:
      "Такой ссылки нет: возможно, она скопирована не целиком. Откройте её прямо из письма или получите новое письмо.",
    usedTitle: "Ссылка уже использована",
    usedText: "Адрес уже подтверждён по этой ссылке — просто войдите в МИР со своим e-mail и паролем.",
    expiredTitle: "Срок действия ссылки истёк",
    expiredText:
      "Ссылка действует 24 часа и только до тех пор, пока не отправлено новое письмо. Получите новое письмо — в нём будет свежая ссылка.",
    newLetter: "Получить новое письмо",
    newLetterHint: "Укажите адрес, с которым вы регистрировались.",
    failedTitle: "Не удалось проверить ссылку",
    toProfile: "Открыть мой профиль",
  },
  welcome: {
    title: (name: string) => `Добро пожаловать, ${name}!`,
    /** Right after the verification link. */
    verifiedText: "Ваш адрес подтверждён, и вы уже вошли. Вот с чего можно начать:",
    text: "Рады видеть вас в МИРе. Вот с чего можно начать:",
    stepsLabel: "Первые шаги",
    profileTitle: "Заполните профиль",
    profileText: "Добавьте фото и проверьте, как вас зовут, — так друзьям будет проще вас узнать.",
    profileAction: "Редактировать профиль",
    phoneTitle: "Подтвердите телефон",
    phoneText: "Подтверждённый номер помогает защитить аккаунт и показывает, что вы — живой человек.",
    phoneAction: "Подтвердить телефон",
    phoneDone: "Телефон подтверждён",
    exploreTitle: "Осмотритесь",
    exploreText: "Почитайте блоги и каналы, загляните в новости и сервисы сообщества.",
    exploreAction: "На главную",
  },
  forgot: {
    submit: "Прислать ссылку",
    sentTitle: "Проверьте почту",
    sentText: (email: string) =>
      `Если адрес ${email} зарегистрирован в МИР, мы отправили на него ссылку для нового пароля. Ссылка действует 1 час.`,
    again: "Отправить ещё раз",
    remembered: "Вспомнили пароль?",
  },
  newPassword: {
    submit: "Сохранить пароль",
    note: "После смены пароля все остальные входы в аккаунт будут завершены.",
    unknownTitle: "Ссылка недействительна",
    unknownText: "Такой ссылки нет: возможно, она скопирована не целиком. Запросите новую ссылку.",
    usedTitle: "Ссылка уже использована",
    usedText: "По этой ссылке пароль уже сменили. Если нужно сменить его ещё раз — запросите новую ссылку.",
    expiredTitle: "Срок действия ссылки истёк",
    expiredText:
      "Ссылка действует 1 час и только до тех пор, пока не запрошена новая. Запросите новую ссылку — мы пришлём её на почту.",
    requestNew: "Запросить новую ссылку",
  },
} as const;

/** The member's card at /profile/{id}, its editing (`?type=edit`) and /profile/{id}/settings. */
export const ruProfilePage = {
  loading: "Загружаем профиль…",
  rolesLabel: "Роли",
  /** Followed by the date: «В МИРе с 12 марта», «… с 12 марта 2025». */
  since: "В МИРе с",
  edit: "Редактировать профиль",
  settings: "Настройки",
  avatarAlt: (name: string) => `Фото: ${name}`,
  loadFailed: "Не удалось загрузить профиль",
  editTitle: "Редактирование профиля",
  avatarLabel: "Фото профиля",
  avatarHint: "PNG, JPEG, WebP или GIF, до 5 МБ. Без фото мы нарисуем ваши инициалы.",
  /** A picked file the avatar rules of the contract (`avatarRules`) refuse. */
  avatarFaults: {
    type: "Выберите изображение PNG, JPEG, WebP или GIF",
    size: "Файл больше 5 МБ — выберите фото поменьше",
  },
  pickAvatar: "Выбрать фото",
  otherAvatar: "Выбрать другое",
  removeAvatar: "Убрать фото",
  keepAvatar: "Оставить текущее фото",
  undoPick: "Не менять фото",
  avatarWillBeRemoved: "Фото будет удалено после сохранения.",
  newAvatarPreview: "Так будет выглядеть новое фото. Сохраните, чтобы его увидели другие.",
  save: "Сохранить",
  cancel: "Отмена",
  saved: "Профиль сохранён",
} as const;

export const ruSettingsPage = {
  title: "Настройки",
  phone: {
    title: "Телефон",
    text: "Подтверждённый номер помогает защитить аккаунт. Другие участники его не видят.",
    label: "Номер телефона",
    placeholder: "+79991234567",
    hint: "В международном формате: +7 и 10 цифр для России",
    send: "Получить SMS с кодом",
    confirmed: "Подтверждён",
    change: "Изменить номер",
    cancel: "Отмена",
    sentTo: (phone: string) => `Мы отправили SMS с кодом на номер ${phone}.`,
    expires: (time: string) => `Код действует до ${time}.`,
    noGatewayTitle: "SMS-шлюз не подключён",
    noGateway:
      "В этой установке МИРа SMS не доходят до телефона. Нажмите «Получить код» — мы покажем код, вставим его в поле и скопируем в буфер обмена.",
    codeLabel: "Код из SMS",
    codeHint: "6 цифр",
    confirm: "Подтвердить",
    fetchCode: "Получить код",
    resend: "Отправить SMS ещё раз",
    copied: (code: string) => `Код ${code} вставлен в поле и скопирован в буфер обмена.`,
    notCopied: (code: string) =>
      `Код ${code} вставлен в поле (скопировать в буфер обмена браузер не разрешил).`,
    done: "Телефон подтверждён.",
  },
  backgrounds: {
    title: "Фон страниц",
    text: "Цвет или картинка по ссылке за всеми страницами МИРа. Включённый фон один.",
    kind: "Вид фона",
    colour: "Цвет",
    image: "Картинка",
    colourLabel: "Цвет фона",
    imageLabel: "Ссылка на картинку",
    imageHint: "Адрес http:// или https:// без пробелов и кавычек",
    activeToo: "Сразу включить",
    add: "Добавить фон",
    listLabel: "Ваши фоны",
    empty: "Фонов пока нет: страницы показываются в цветах темы.",
    active: "Включён",
    activate: "Включить",
    remove: "Удалить",
    loading: "Загружаем фоны…",
    failed: "Не удалось загрузить фоны.",
    retry: "Повторить",
    swatch: (value: string) => `Фон: ${value}`,
  },
  password: {
    title: "Пароль",
    text: "После смены пароля все другие входы в аккаунт завершатся — этот останется.",
    current: "Текущий пароль",
    submit: "Сменить пароль",
    done: "Пароль изменён. Другие входы завершены.",
  },
  remove: {
    title: "Удаление аккаунта",
    text: "Все входы в аккаунт завершатся, вместо имени в сообщениях будет «Удалённый аккаунт», а почта и телефон освободятся. Отменить удаление нельзя.",
    passwordLabel: "Пароль для подтверждения",
    submit: "Удалить аккаунт",
    confirmTitle: "Удалить аккаунт навсегда?",
    confirmText: "Это действие нельзя отменить. Вы сразу выйдете из МИРа на всех устройствах.",
    confirm: "Да, удалить",
  },
} as const;

// Issue 28, item 1: a member's profile as a visitor sees it (the card's way in).
export const ruVisitorProfile = {
  hint: "Войдите, чтобы добавить в друзья, подписаться или написать сообщение.",
  signIn: "Войти",
  register: "Зарегистрироваться",
} as const;
