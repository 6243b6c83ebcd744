import type { PublicationStatus } from "../../api/schema/publication";

// Publications (issue 15): feeds, the post page, the editor.

const russianPlural = new Intl.PluralRules("ru");
/** The Russian form for `n`: one (1, 21 …), few (2–4, 22 …) or many (5–20, 25 …). */
const plural = (n: number, one: string, few: string, many: string) => {
  const form = russianPlural.select(n);
  return form === "one" ? one : form === "few" ? few : many;
};

export const ruPublications = {
  feed: {
    loading: "Загружаем публикации…",
    failed: "Не удалось загрузить публикации.",
    retry: "Повторить",
    more: "Показать ещё",
    empty: "Здесь пока ничего не опубликовано.",
    homeTitle: "Ваша лента",
    emptyFollowing:
      "Ваши друзья и те, на кого вы подписаны, ещё ничего не опубликовали. Подпишитесь на авторов в блогах — их записи появятся здесь.",
    emptyRubric: "В этом разделе пока нет публикаций — напишите первую.",
    writeHere: "Написать в раздел",
    write: "Написать",
    tabs: { new: "Новое", popular: "Популярное", following: "Подписки" },
    views: (n: number) => `Просмотры: ${n}`,
    reactions: (n: number) => `Реакции: ${n}`,
    comments: (n: number) => `Комментарии: ${n}`,
    open: (title: string) => `Открыть: ${title}`,
    untitled: "Запись",
    news: (n: number) => `Показать ${n} ${plural(n, "новую запись", "новые записи", "новых записей")}`,
  },
  post: {
    loading: "Загружаем публикацию…",
    failed: "Не удалось загрузить публикацию",
    notFound: "Публикация не найдена или ещё не опубликована",
    edit: "Редактировать",
    attachments: "Вложения",
    previewAlt: (title: string) => `Обложка: ${title}`,
    status: {
      draft: "Черновик",
      scheduled: "Запланирована",
      published: "Опубликована",
      hidden: "Скрыта",
    } satisfies Record<PublicationStatus, string>,
    scheduledFor: (when: string) => `Будет опубликована ${when}`,
  },
  upload: {
    files: (first: string, more: number) => (more > 0 ? `${first} и ещё ${more}` : first),
    saved: "Публикация сохранена",
  },
  /** The form's file error (spec §5): what the next save leaves out. */
  leftOut: {
    title: "Эти файлы не будут загружены",
    text: "Публикация сохранится без вложений. Выберите файлы заново, чтобы добавить их.",
    fault: {
      type: "такой тип файлов не принимается",
      size: "файл слишком большой",
      count: "слишком много файлов (не больше 10)",
    },
    withOthers: "пропущен вместе с ними",
  },
  /** The member's photos and videos: the grid and the full-screen viewer. */
  media: {
    list: {
      loading: "Загружаем фото и видео…",
      failed: "Не удалось загрузить фото и видео.",
      empty: "Здесь появятся фото и видео из публикаций участника.",
      retry: "Повторить",
      more: "Показать ещё",
    },
    open: (name: string) => `Открыть: ${name}`,
    loading: "Загружаем…",
    failed: "Не удалось загрузить фото или видео",
    notFound: "Фото или видео не найдено",
    stepsLabel: "Фото и видео участника",
    previous: "Предыдущее",
    next: "Следующее",
    openPost: "К публикации",
    keys: "← и → — соседние, Esc — закрыть",
  },
  /** The profile's publication tabs, when empty. */
  mine: {
    posts: "Вы ещё ничего не опубликовали. Напишите первую публикацию во вкладке «Публикации».",
    articles: "Опубликованных статей пока нет.",
    records: "Опубликованных записей пока нет.",
    "photo-video": "Фотоальбомов и видео пока нет.",
    management: "Черновиков и запланированных публикаций нет.",
  },
  history: {
    title: "История правок",
    loading: "Загружаем историю правок…",
    failed: "Не удалось загрузить историю правок.",
    empty: "После публикации её ещё не меняли: здесь появятся прежние версии.",
    version: (n: number, when: string, title: string) => `Версия ${n} · ${when}${title ? ` · ${title}` : ""}`,
  },
  editor: {
    newTitle: "Новая публикация",
    editTitle: "Редактирование публикации",
    type: "Что пишете",
    types: { 1: "Статья", 2: "Запись", 3: "Фото и видео" },
    title: "Заголовок",
    titlePlaceholder: "О чём ваша публикация",
    text: "Текст",
    rubric: "Раздел",
    preview: "Обложка",
    pickPreview: "Выбрать обложку",
    attachments: "Вложения",
    pickAttachments: "Добавить файлы",
    pickedFiles: (n: number) => `Выбрано файлов: ${n} — загрузятся при сохранении`,
    saveDraft: "Сохранить черновик",
    publish: "Опубликовать",
    saveChanges: "Сохранить изменения",
    schedule: "Запланировать",
    scheduleAt: "Когда опубликовать",
    hide: "Скрыть",
    stages: {
      clean: "",
      dirty: "Есть несохранённые изменения",
      savingDraft: "Сохраняем черновик…",
      publishing: "Сохраняем…",
      conflict: "Публикацию изменили в другом окне",
      loading: "Загружаем другую версию…",
      failed: "Не удалось сохранить",
    },
    saved: {
      draft: "Черновик сохранён",
      published: "Опубликовано",
      scheduled: "Публикация запланирована",
      hidden: "Публикация скрыта",
    } satisfies Record<PublicationStatus, string>,
    takeOther: "Открыть версию из другого окна",
    open: "Открыть публикацию",
    /** The toolbar's names (Mantine's RichTextEditor labels). */
    toolbar: {
      boldControlLabel: "Жирный",
      italicControlLabel: "Курсив",
      strikeControlLabel: "Зачёркнутый",
      h2ControlLabel: "Заголовок 2",
      h3ControlLabel: "Заголовок 3",
      h4ControlLabel: "Заголовок 4",
      bulletListControlLabel: "Маркированный список",
      orderedListControlLabel: "Нумерованный список",
      blockquoteControlLabel: "Цитата",
      hrControlLabel: "Разделитель",
      linkControlLabel: "Ссылка",
      unlinkControlLabel: "Убрать ссылку",
      undoControlLabel: "Отменить",
      redoControlLabel: "Повторить",
      linkEditorInputLabel: "Адрес ссылки",
      linkEditorInputPlaceholder: "https://example.com/",
      linkEditorExternalLink: "Открывать в новой вкладке",
      linkEditorInternalLink: "Открывать в этой вкладке",
      linkEditorSave: "Сохранить",
    },
  },
  drafts: {
    title: "Черновики и запланированные",
    empty: "Черновиков нет.",
  },
} as const;

export const ruPublicationTalk = {
  reactionsLabel: "Реакции",
  react: "Добавить реакцию",
  reaction: (emoji: string, count: number, mine: boolean) =>
    `${emoji}: ${count}${mine ? " — ваша, нажмите, чтобы убрать" : ""}`,
  reactionsFailed: "Не удалось загрузить реакции.",
  comments: "Комментарии",
  commentsLoading: "Загружаем комментарии…",
  commentsFailed: "Не удалось загрузить комментарии.",
  noComments: "Комментариев пока нет — будьте первым.",
  more: "Показать ещё",
  retry: "Повторить",
  write: "Ваш комментарий",
  send: "Отправить",
  reply: "Ответить",
  replyTo: (name: string) => `Ответ для ${name}`,
  cancelReply: "Не отвечать",
  inReplyTo: (name: string) => `в ответ ${name}`,
  delete: "Удалить",
  deleteOf: (name: string) => `Удалить комментарий: ${name}`,
  deleted: "Комментарий удалён",
  edited: "изменён",
  signInToTalk: "Войдите, чтобы ставить реакции и комментировать.",
} as const;
