// The rubrics as plain data, without the schema library: the section pages read them in the first
// JavaScript of any page, which must stay small (ARCHITECTURE §8).

/**
 * The rubrics: the content sections of spec §2 whose pages are the rubric's feed (`/news` is rubric
 * `news`). Ids are fixed — stored with every publication — so new ones only ever go at the end.
 * Sections that are spaces of their own (blogs, channels, digests …) or tools (translate, orders …) are not rubrics.
 */
export const rubrics = [
  { id: 1, path: "news", name: "Новости" },
  { id: 2, path: "jobs", name: "Работа" },
  { id: 3, path: "books", name: "Книги" },
  { id: 4, path: "sport", name: "Спорт" },
  { id: 5, path: "travel", name: "Путешествия" },
  { id: 6, path: "events", name: "События" },
  { id: 7, path: "games", name: "Игры" },
  { id: 8, path: "education", name: "Образование" },
  { id: 9, path: "academy", name: "Академия" },
  { id: 10, path: "uc", name: "Учебный центр" },
  { id: 11, path: "ai", name: "Искусственный интеллект" },
  { id: 12, path: "tv", name: "Телевидение" },
  { id: 13, path: "tvguide", name: "Телепрограмма" },
  { id: 14, path: "radio", name: "Радио" },
  { id: 15, path: "films-and-shows", name: "Фильмы и сериалы" },
  { id: 16, path: "sales", name: "Распродажи" },
  { id: 17, path: "coupons", name: "Купоны" },
  { id: 18, path: "discount_cards", name: "Дисконтные карты" },
  { id: 19, path: "stores", name: "Магазины" },
  { id: 20, path: "suppermarkets", name: "Супермаркеты" },
  { id: 21, path: "food_delivery", name: "Доставка еды" },
  { id: 22, path: "business_market", name: "Бизнес-маркет" },
  { id: 23, path: "classifieds", name: "Объявления" },
  { id: 24, path: "rentals", name: "Аренда" },
  { id: 25, path: "freelance", name: "Фриланс" },
  { id: 26, path: "earnmoney", name: "Заработок" },
  { id: 27, path: "order_desk", name: "Стол заказов" },
  { id: 28, path: "taxi", name: "Такси" },
  { id: 29, path: "dating", name: "Знакомства" },
  { id: 30, path: "kinderneo", name: "Киндернео" },
  { id: 31, path: "rewards", name: "Награды" },
  { id: 32, path: "republic", name: "Республика" },
  { id: 33, path: "division", name: "Подразделения" },
  { id: 34, path: "weather", name: "Погода" },
] as const;
