/**
 * The messenger's strings (the chat page, its upload toasts, the emoji picker and sounds): part of the
 * Russian interface of ./ru.ts, kept apart only so that they load with the messenger's chunk, not with
 * the first page.
 */
const sizeNumber = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 1 });

export const ruMessenger = {
  /** The upload-progress toast (spec §4): one per file being sent. */
  uploadToast: {
    /** The bar's caption while pending, exactly as spec §4 has it. */
    progress: (percent: number) => `${percent}% Загружено`,
    retry: "Повторить",
    close: "Закрыть",
  },

  /** The emoji picker of reactions and messages (spec §9). */
  emoji: {
    /** The button that opens the picker (the chat page's). */
    open: "Выбрать эмодзи",
    loading: "Загружаем эмодзи…",
  },

  /** Sounds of chats and notifications (spec §9). */
  sound: {
    volume: "Громкость звуков",
    mute: "Выключить звук",
    unmute: "Включить звук",
  },

  /** The messenger page /profile/{id}/chat (issue 5). */
  chatPage: {
    title: "Сообщения",
    /** The open chat, as the machines' inspector names it. */
    openChat: (chatId: number) => `открытый чат ${chatId}`,
    listTitle: "Чаты",
    loading: "Загружаем чаты…",
    loadFailed: "Не удалось загрузить чаты.",
    retry: "Повторить",
    noChats: "Пока нет ни одного чата. Найдите участника, чтобы начать переписку.",
    more: "Показать ещё",
    search: {
      label: "Найти участника",
      placeholder: "Имя участника",
      nothing: "Никого не нашли",
      searching: "Ищем…",
      start: (name: string) => `Написать: ${name}`,
    },
    group: {
      start: "Новая группа",
      title: "Новая группа",
      hint: "Найдите участников и отметьте их — нужно хотя бы двое.",
      pick: (name: string) => `Отметить: ${name}`,
      remove: (name: string) => `Убрать: ${name}`,
      picked: "Участники группы",
      create: (count: number) => `Создать группу (${count + 1})`,
      creating: "Создаём группу…",
      cancel: "Отмена",
    },
    chooseChat: "Выберите чат слева или найдите участника.",
    back: "К списку чатов",
    groupTitle: (names: ReadonlyArray<string>) => names.join(", ") || "Групповой чат",
    unread: (count: number) => `Непрочитанных: ${count}`,
    preview: {
      empty: "Нет сообщений",
      voice: "Голосовое сообщение",
      files: (count: number) => (count === 1 ? "Файл" : `Файлов: ${count}`),
      own: "Вы: ",
    },
    openFailed: "Не удалось открыть чат.",
    chatLoading: "Загружаем сообщения…",
    chatFailed: "Не удалось загрузить сообщения.",
    partnerGone: "Собеседник удалил аккаунт: написать в этот чат больше нельзя.",
    noMessages: "Сообщений пока нет. Напишите первым!",
    olderLoading: "Загружаем более ранние сообщения…",
    edited: "изменено",
    forwardedFrom: (name: string) => `Переслано от ${name}`,
    ticks: { sent: "Отправлено", read: "Прочитано" },
    /** A file's size: "340 КБ", "1,5 МБ". */
    fileSize: (bytes: number) =>
      bytes >= 1024 * 1024
        ? `${sizeNumber.format(bytes / 1024 / 1024)} МБ`
        : `${Math.max(1, Math.round(bytes / 1024))} КБ`,
    pending: {
      sending: "Отправляется…",
      progress: (percent: number) => `Отправляется… ${percent}%`,
      failed: "Не отправлено",
      failedBecause: (reason: string) => `Не отправлено: ${reason}`,
      restored: "Не удалось подтвердить отправку",
      retry: "Отправить ещё раз",
      discard: "Удалить",
    },
    composer: {
      label: "Сообщение",
      placeholder: "Напишите сообщение…",
      send: "Отправить",
      attach: "Прикрепить файлы",
      removeFile: (name: string) => `Убрать ${name}`,
    },
    voice: {
      record: "Записать голосовое сообщение",
      recording: (time: string) => `Запись ${time}`,
      stop: "Остановить и отправить",
      cancel: "Отменить запись",
      finishing: "Готовим запись…",
      denied: "Нет доступа к микрофону. Разрешите его в настройках браузера.",
      unsupported: "Этот браузер не умеет записывать звук.",
      play: "Слушать",
      pause: "Пауза",
      progress: "Прослушано",
    },
    actions: {
      menu: "Действия с сообщением",
      react: "Реакция",
      forward: "Переслать",
      edit: "Изменить",
      delete: "Удалить",
      favorite: "В избранное",
      unfavorite: "Убрать из избранного",
      /** The mark on a bookmarked message. */
      favorited: "В избранном",
    },
    reaction: (code: string, count: number) => `${code}: ${count}`,
    edit: { label: "Новый текст", save: "Сохранить", cancel: "Отмена" },
    forward: { title: "Переслать в чат", none: "Нет других чатов" },
    deleteDialog: {
      header: "Удалить сообщение",
      text: "Сообщение удалится у всех участников чата. Отменить это нельзя.",
      confirm: "Удалить",
    },
    upload: {
      voice: "Голосовое сообщение",
      files: (first: string, more: number) => (more > 0 ? `${first} и ещё ${more}` : first),
      sent: "Сообщение отправлено",
    },
    dismiss: "Скрыть",
    // ── Issue 28 (messenger items 6, 7, 13): kept together ──
    /** A member found whose privacy leaves the member out (src/api/schema/chat.ts `WriteClosed`). */
    closed: {
      friends: "Принимает сообщения только от друзей",
      nobody: "Не принимает личные сообщения",
    },
    /** The composer's keys, said to screen readers (the placeholder is one short line, also at 390 px). */
    composerKeys: "Enter — отправить, Shift+Enter — новая строка",
    /** How the keyboard moves through the messages (the list is one tab stop; said to screen readers). */
    keys: "Стрелки вверх и вниз — между сообщениями, Tab — к действиям с сообщением, Enter — меню действий.",
    /** Files of the last pick left out of the message (spec §5's file error), each with why. */
    refusedFiles: {
      title: "Эти файлы не будут отправлены",
      fault: {
        type: "такой тип файлов не принимается",
        size: "файл больше 20 МБ",
        count: "в сообщении — не больше 10 файлов",
        empty: "файл пустой",
      },
    },
  },
} as const;
