import { Schema } from "effect";
import { Id, IsoDateTime, Paged } from "./common";
import { RichText } from "./rich-text";
import { rubrics } from "./rubrics";
import { PublicUser } from "./user";

export { rubrics };

// Publications (issue 15; spec §3 Post / article): a member's articles, records and photo-video albums in
// their blog, each in one rubric — the content sections of spec §2 — with a text document (./rich-text.ts).

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
