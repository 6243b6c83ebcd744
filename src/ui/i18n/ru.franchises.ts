// Franchises (issue 29): the administrators' page /admin/users/franchisees and a member's franchises on
// their referrals page. Part of the Russian interface of ./ru.ts, kept apart so that it loads with them.

import type { TerritoryKind } from "../../api/schema/structure";

const russianPlural = new Intl.PluralRules("ru");
const formOf = (n: number, one: string, few: string, many: string) => {
  const form = russianPlural.select(n);
  return form === "one" ? one : form === "few" ? few : many;
};

/** «город» or «регион», as a territory is named after its kind. */
const kinds: Record<TerritoryKind, string> = { city: "город", region: "регион" };
/** «Кофейня МИР» — город Москва. */
const franchise = (name: string, territory: string, kind: TerritoryKind) =>
  `«${name}» — ${kinds[kind]} ${territory}`;

export const ruFranchises = {
  kinds,
  franchise,

  /** A member's franchises, small, on their referrals page. */
  member: {
    title: "Франшизы",
  },

  /** /admin/users/franchisees. */
  admin: {
    text: "Франшиза — название и территория (город или регион), которые администрация закрепляет за участником. Одну франшизу на одной территории держит один участник; у участника их может быть несколько.",

    grant: {
      title: "Выдать франшизу",
      search: "Участник",
      searchHint: "Имя или e-mail",
      searchLabel: "Найденные участники",
      pick: "Выбрать",
      pickMember: (name: string) => `Выбрать: ${name}`,
      picked: "Кому",
      other: "Выбрать другого",
      pickFirst: "Сначала найдите и выберите участника.",
      name: "Название франшизы",
      nameHint: "От 2 до 100 символов, например «Кофейня МИР».",
      territory: "Территория",
      territoryHint: "Название города или региона.",
      kind: "Тип территории",
      kindHint: "Город или регион целиком.",
      kindCity: "Город",
      kindRegion: "Регион",
      submit: "Выдать франшизу",
      granted: (name: string, who: string) => `Франшиза «${name}» выдана: ${who}`,
      loading: "Ищем участников…",
      failed: "Не удалось найти участников.",
      empty: "Никого не нашлось.",
    },

    holders: {
      title: "Держатели франшиз",
      loading: "Загружаем держателей франшиз…",
      failed: "Не удалось загрузить держателей франшиз.",
      empty: "Франшиз пока никто не держит.",
      total: (n: number) => `В структуре ${n} ${formOf(n, "участник", "участника", "участников")}`,
      since: (date: string) => `с ${date}`,
      franchisesOf: (name: string) => `Франшизы: ${name}`,
      revoke: "Отозвать",
      revokeLabel: (what: string, name: string) => `Отозвать франшизу ${what} у участника ${name}`,
      revoked: (name: string, who: string) => `Франшиза «${name}» отозвана: ${who}`,
      /** Asked in the app's dialog. */
      revokeDialog: {
        header: "Отозвать франшизу?",
        text: (what: string, name: string) =>
          `${name} больше не будет держать франшизу ${what}. Территория освободится, участник получит уведомление.`,
        confirm: "Отозвать",
      },
    },
  },
} as const;
