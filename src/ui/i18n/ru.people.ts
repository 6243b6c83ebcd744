/** The header's member search (its chunk carries these strings). */
export const ruPeople = {
  open: "Найти участника",
  title: "Поиск участников",
  label: "Имя участника",
  placeholder: "Начните вводить имя",
  hint: "Найдём по любой части имени.",
  loading: "Ищем…",
  failed: "Поиск не удался.",
  empty: "Никого не нашлось.",
} as const;
