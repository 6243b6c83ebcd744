import { Schema } from "effect";
import { Id, IsoDateTime, Paged } from "./common";
import { RichText } from "./rich-text";
import { PublicUser } from "./user";

// Publications (issue 15; spec §3 Post / article): a member's articles, records and photo-video albums in
// their blog, each in one rubric — the content sections of spec §2 — with a text document (./rich-text.ts).

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

export const Rubric = Schema.Struct({ id: Id, path: Schema.String, name: Schema.String });
export type Rubric = typeof Rubric.Type;

const rubricIds: ReadonlySet<number> = new Set(rubrics.map((rubric) => rubric.id));
export const isRubricId = (id: number) => rubricIds.has(id);

/** A rubric's id: one of {@link rubrics} (any other → 400 naming it). */
export const RubricId = Id.check(Schema.makeFilter(isRubricId, { message: "Такой рубрики нет" }));

/** What a publication is: 1 an article (spec: title, text, preview image), 2 a record (a short post, no title), 3 a photo-video album. */
export const publicationTypes = { article: 1, record: 2, album: 3 } as const;
export const PublicationType = Schema.Literals([1, 2, 3]);
export type PublicationType = typeof PublicationType.Type;

/**
 * Where a publication stands: a `draft` only its author sees; `scheduled` for `publishedAt`, published by
 * the server then; `published`; `hidden` by its author (kept, seen by nobody else).
 */
export const publicationStatuses = ["draft", "scheduled", "published", "hidden"] as const;
export const PublicationStatus = Schema.Literals(publicationStatuses);
export type PublicationStatus = typeof PublicationStatus.Type;

/** A file of a publication: an image or a video shown in it, or a document to download. */
export const PublicationFile = Schema.Struct({
  id: Id,
  name: Schema.String,
  mime: Schema.String,
  size: Schema.Int,
  /** Where it is served (`/api/publications/files/{id}`). */
  url: Schema.String,
});
export type PublicationFile = typeof PublicationFile.Type;

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/** A publication as its page shows it. */
export const Publication = Schema.Struct({
  id: Id,
  author: PublicUser,
  type: PublicationType,
  title: Schema.String,
  text: RichText,
  /** The preview image's URL, or null. */
  preview: Schema.NullOr(Schema.String),
  rubric: Rubric,
  status: PublicationStatus,
  /** When it was (or, scheduled, will be) published; null for a draft. */
  publishedAt: Schema.NullOr(IsoDateTime),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  /** Grows with every saved change: an edit names the version it started from (a stale one is refused). */
  version: Schema.Int,
  attachments: Schema.Array(PublicationFile),
  counters: Schema.Struct({ views: Count, reactions: Count, comments: Count }),
});
export type Publication = typeof Publication.Type;

/** A publication in a feed: no text document, its first words instead. */
const { text: _text, attachments: _attachments, ...cardFields } = Publication.fields;
export const PublicationCard = Schema.Struct({
  ...cardFields,
  /** The first 300 characters of its text. */
  excerpt: Schema.String,
});
export type PublicationCard = typeof PublicationCard.Type;

export const PublicationsPage = Paged(PublicationCard);
export type PublicationsPage = typeof PublicationsPage.Type;

/** A saved earlier version of a published publication (every edit of a published one keeps one). */
export const Revision = Schema.Struct({
  version: Schema.Int,
  title: Schema.String,
  text: RichText,
  rubric: Rubric,
  savedAt: IsoDateTime,
});
export type Revision = typeof Revision.Type;
