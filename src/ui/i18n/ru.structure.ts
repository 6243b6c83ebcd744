// The member structure (issue 29): the referrals page /profile/{id}/referrals and the structure tree
// /the_game/structure. Part of the Russian interface
// of ./ru.ts, kept apart so that it loads with that page's chunk.

const russianPlural = new Intl.PluralRules("ru");
/** The Russian form for `n`: one (1, 21 …), few (2–4, 22 …) or many (5–20, 25 …). */
const formOf = (n: number, one: string, few: string, many: string) => {
  const form = russianPlural.select(n);
  return form === "one" ? one : form === "few" ? few : many;
};
const members = (n: number) => `${n} ${formOf(n, "участник", "участника", "участников")}`;

export const ruStructure = {
  title: "Рефералы",
  loading: "Загружаем структуру…",
  failed: "Не удалось загрузить структуру.",
  retry: "Повторить",
  more: "Показать ещё",

  /** The owner's referral link. */
  link: {
    title: "Ваша реферальная ссылка",
    text: "Поделитесь ссылкой: кто зарегистрируется по ней и подтвердит почту, попадёт в вашу структуру на первый уровень.",
    label: "Реферальная ссылка",
    copy: "Скопировать",
    copied: "Ссылка скопирована",
    copyFailed: "Браузер не дал скопировать. Выделите ссылку и скопируйте её сами.",
    qr: "QR-код реферальной ссылки",
    qrLoading: "Рисуем QR-код…",
    download: "Скачать QR-код",
    renew: "Новая ссылка",
    renewed: "Готово: теперь ваша ссылка — новая. Старая больше не приводит участников.",
    /** Asked in the app's dialog: the old link stops working. */
    renewDialog: {
      header: "Выпустить новую ссылку?",
      text: "Старая ссылка перестанет работать: кто зарегистрируется по ней, не попадёт в вашу структуру. Уже приглашённые останутся на своих местах.",
      confirm: "Выпустить новую",
    },
  },

  /** Counts per level, for everyone. */
  counts: {
    title: "Структура",
    total: (n: number) => `Всего в структуре: ${members(n)}`,
    levelsLabel: "Участники по уровням",
    level: (level: number) => `${level} уровень`,
    members,
    emptyOwn: "В вашей структуре пока никого нет. Пригласите первого участника по своей ссылке.",
    empty: "В структуре участника пока никого нет.",
    closed:
      "Кто именно в структуре, видят сам участник, те, кто выше него в структуре, и администраторы. Вам видны только числа.",
  },

  /** The newest, level 1. */
  newest: {
    title: "Новые в структуре",
  },

  /** An admin's move of a member with their structure under another member. */
  move: {
    open: "Перенести к другому пригласившему",
    label: "Новый пригласивший",
    placeholder: "Имя участника",
    hint: "Найдите по имени того, под кого встанет участник со всей своей структурой.",
    cancel: "Отмена",
    loading: "Ищем участников…",
    failed: "Не удалось найти участников.",
    empty: "Никого не нашлось.",
    pick: "Выбрать",
    pickLabel: (name: string) => `Поставить под участника ${name}`,
    done: (name: string) => `Готово: теперь участник в структуре участника ${name}.`,
    dialog: {
      header: "Перенести участника?",
      text: (name: string) =>
        `Участник со всей своей структурой встанет на первый уровень к участнику ${name}. Счётчики всех, кто выше, пересчитаются.`,
      confirm: "Перенести",
    },
  },

  /** The chain above. */
  chain: {
    title: "Цепочка выше",
    loading: "Загружаем цепочку…",
    failed: "Не удалось загрузить цепочку выше.",
    noneOwn: "Вы пришли в МИР без приглашения: над вами в структуре никого нет.",
    none: "Участник пришёл без приглашения: над ним в структуре никого нет.",
    /** Who stands `level` levels above. */
    above: (level: number, own: boolean) =>
      level === 1
        ? own
          ? "пригласил(а) вас"
          : "пригласил(а)"
        : `на ${level} ${formOf(level, "уровень", "уровня", "уровней")} выше`,
  },

  /** The members level by level. */
  level: {
    title: "Участники по уровням",
    picker: "Уровень",
    chip: (level: number) => `${level}`,
    chipLabel: (level: number, n: number) => `${level} уровень: ${members(n)}`,
    heading: (level: number, n: number) => `${level} уровень — ${members(n)}`,
    loading: "Загружаем участников уровня…",
    failed: "Не удалось загрузить участников уровня.",
    empty: "На этом уровне пока никого нет.",
  },

  /** A member's row. */
  row: {
    joined: (date: string) => `в структуре с ${date}`,
    counts: (invited: number, total: number) => `пригласил(а) ${invited} · в структуре ${total}`,
    structure: "Структура",
    structureOf: (name: string) => `Структура участника ${name}`,
  },

  /** The link from the referrals page to the tree. */
  openTree: "Открыть дерево",

  /** The structure tree, /the_game/structure and /the_game/structure/{id}. */
  tree: {
    titleOwn: "Моя структура",
    title: "Структура участника",
    titleOf: (name: string) => `Структура: ${name}`,
    lead: "Дерево приглашений: кто кого пригласил. Ветки раскрываются по одной — у каждого видно, сколько он пригласил и сколько всего в его структуре.",
    total: (n: number, levels: number) =>
      `Всего в структуре: ${members(n)}${levels > 0 ? ` на ${levels} ${formOf(levels, "уровне", "уровнях", "уровнях")}` : ""}`,
    closed:
      "Нет доступа: дерево структуры видят сам участник, те, кто выше него в структуре, и администраторы. Вам видны только числа.",
    notFound: "Такого участника нет.",
    levels: "Рефералы по уровням",
    treeLabel: (name: string) => `Структура участника ${name}`,
    ownLabel: "Моя структура",
    keysHint:
      "Стрелки вверх и вниз — по участникам, вправо — раскрыть ветку, влево — свернуть, Enter — открыть профиль.",
    loading: "Загружаем ветку…",
    failed: "Не удалось загрузить ветку.",
    retry: "Повторить",
    deleted: "Участник удалил страницу",
    /** The counts on a node. */
    counts: (invited: number, total: number) => `пригласил(а) ${invited} · всего ${total}`,
    /** Pending children in the drawing, and the button that reads the next page. */
    more: (n: number) => `Ещё ${members(n)} — показать`,
    view: { label: "Вид дерева", drawing: "Схема", outline: "Список" },
    zoom: {
      label: "Масштаб",
      in: "Приблизить",
      out: "Отдалить",
      reset: "К началу дерева",
    },
    search: {
      label: "Найти в структуре",
      placeholder: "Имя участника",
      submit: "Найти",
      clear: "Очистить",
      short: "Введите хотя бы 2 буквы имени.",
      searching: "Ищем…",
      found: (n: number, name: string) =>
        n === 1
          ? `Нашли: ${name}. Путь к нему открыт в дереве.`
          : `Нашли ${members(n)}. Открыт путь к первому: ${name}.`,
      notFound: "В структуре нет участника с таким именем.",
      failed: "Не удалось выполнить поиск.",
      matches: "Найденные участники",
      match: (name: string, level: number) => `${name} · ${level} уровень`,
      path: "Путь",
    },
  },
} as const;
