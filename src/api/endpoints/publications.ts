import { Schema, SchemaGetter } from "effect";
import { define, defineEndpoint, type FileRule } from "../endpoint";
import type { EndpointGroup } from "../group";
import { Id, IdFromString, IsoDateTimeField, ShownName } from "../schema/common";
import { MediaPage, MediaView } from "../schema/media";
import { Publication, PublicationsPage, Revision, Rubric, RubricId } from "../schema/publication";
import { DocumentField, publicationFilesPath } from "../schema/rich-text";
import { PageFromString } from "./messenger";

/*
 * Publications (issue 15; spec §7 Publications — create, edit and delete are its exact paths, the reads
 * are designed in the same style). A member writes in their blog; a publication is in one rubric (the
 * content sections of spec §2). Drafts, scheduled and hidden ones are their author's alone: anyone else
 * gets 404 for them, as for no publication at all. Published ones are public (visitors read them too).
 */

const megabyte = 1024 * 1024;
const imageTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

/** The files of a publication: a preview image, and attachments shown in it or offered for download. */
export const publicationFileRules = {
  preview: { maxCount: 1, maxBytes: 10 * megabyte, types: imageTypes },
  attachments: {
    maxCount: 10,
    maxBytes: 50 * megabyte,
    types: [...imageTypes, "video/mp4", "video/webm", "application/pdf", "application/zip", "text/plain"],
  },
} as const satisfies Readonly<Record<string, FileRule>>;

/** Publications a feed page. */
export const publicationsPageSize = 20;

/** Photos and videos a page of a member's grid. */
export const mediaPageSize = 24;

/** A number in a form (`1`, `2` …) decoded to an integer. */
const IntField = Schema.String.check(
  Schema.isPattern(/^[0-9]{1,9}$/, { message: "Ожидается целое число" }),
).pipe(
  Schema.decodeTo(Schema.Int, {
    decode: SchemaGetter.transform((text: string) => Number(text)),
    encode: SchemaGetter.transform((value: number) => String(value)),
  }),
);

/** The type in a form: `1` article, `2` record, `3` photo-video album. */
const TypeField = IntField.pipe(
  Schema.decodeTo(Schema.Literals([1, 2, 3]), {
    decode: SchemaGetter.transform((value: number) => value as 1 | 2 | 3),
    encode: SchemaGetter.transform((value: 1 | 2 | 3) => value),
  }),
);

/** A publication's title: up to 200 characters (an article needs one: 400 naming `title` without). */
export const Title = ShownName.check(
  Schema.isMaxLength(200, { message: "Заголовок — не длиннее 200 символов" }),
);

/**
 * What happens to the publication on saving: stays a `draft`, is published `now`, is `scheduled` for
 * `publishAt` (a future time: the server publishes it then, whoever is online), or is `hidden`.
 */
export const PublishChoice = Schema.Literals(["draft", "now", "scheduled", "hidden"]);
export type PublishChoice = typeof PublishChoice.Type;

const PublicationForm = {
  type: TypeField,
  title: Schema.optionalKey(Title),
  /** The document's JSON (./schema/rich-text.ts), or plain text, which becomes paragraphs. */
  text: DocumentField,
  rubricId: IdFromString.pipe(Schema.decodeTo(RubricId)),
  publish: PublishChoice,
  /** For `scheduled`: when, ISO 8601. */
  publishAt: Schema.optionalKey(IsoDateTimeField),
};

/**
 * Writes a publication (spec §7 `POST /api/publications/article/create`): a multipart form of
 * {@link PublicationForm} and files ({@link publicationFileRules}). An `Idempotency-Key` header, when
 * sent, makes a retried request answer the first one's publication instead of writing another. A file
 * refused on the way (type, size) is 400/413 naming it, and nothing is written.
 */
export const createPublication = define.post("/api/publications/article/create", Publication, {
  bodyKind: "form",
  files: publicationFileRules,
  body: Schema.Struct(PublicationForm),
});

/**
 * Changes one's publication (spec §7 `PUT /api/publications/article/edit/{id}`): the same form, plus
 * `version` — the version the editor loaded: if it changed since (another tab saved), 409 CONFLICT and
 * nothing is written. `removePreview=1` drops the preview; `removeAttachments` (ids, comma-separated)
 * drops those files; new files are added. Editing a published one keeps its previous version as a
 * {@link Revision}. Someone else's publication → 404.
 */
export const editPublication = defineEndpoint({
  method: "PUT",
  path: "/api/publications/article/edit/:id",
  params: Schema.Struct({ id: IdFromString }),
  bodyKind: "form",
  files: publicationFileRules,
  body: Schema.Struct({
    ...PublicationForm,
    version: IntField,
    removePreview: Schema.optionalKey(Schema.Literals(["1"])),
    removeAttachments: Schema.optionalKey(
      Schema.String.check(
        Schema.isPattern(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,19}$/, {
          message: "Список номеров файлов через запятую",
        }),
      ),
    ),
  }),
  response: Publication,
  reasons: ["stale"],
});

/** Deletes a publication with its files (spec §7 `DELETE /api/publications/article/delete/{id}`): its author or an admin. */
export const deletePublication = define.delete(
  "/api/publications/article/delete/:id",
  Schema.Struct({ id: Id }),
  { params: Schema.Struct({ id: IdFromString }) },
);

/** The rubrics (id, the section's path, its Russian name). Anyone. */
export const listRubrics = define.get("/api/publications/rubrics", Schema.Array(Rubric));

/**
 * One publication with its text, files and counters. A published one: anyone (a member's view counts once
 * a day; the author's never). Any other: its author only (404 otherwise).
 */
export const getPublication = define.get("/api/publications/article/:id", Publication, {
  params: Schema.Struct({ id: IdFromString }),
});

const FeedQuery = Schema.Struct({ page: Schema.optionalKey(PageFromString) });

/** A rubric's feed, newest first. Anyone. */
export const rubricFeed = define.get("/api/publications/feed/rubric/:rubricId", PublicationsPage, {
  params: Schema.Struct({ rubricId: IdFromString.pipe(Schema.decodeTo(RubricId)) }),
  query: FeedQuery,
});

/**
 * A member's blog: their published publications, newest first; `type` keeps one kind (1 articles,
 * 2 records, 3 photo-video albums — the profile's publication tabs). Anyone.
 */
export const authorFeed = defineEndpoint({
  method: "GET",
  path: "/api/publications/feed/author/:id",
  params: Schema.Struct({ id: IdFromString }),
  query: Schema.Struct({ ...FeedQuery.fields, type: Schema.optionalKey(TypeField) }),
  response: PublicationsPage,
});

/** Everything published, `new` (newest first) or `popular` (most viewed and reacted to in the last 30 days). Anyone. */
export const allFeed = define.get("/api/publications/feed/all", PublicationsPage, {
  query: Schema.Struct({
    page: Schema.optionalKey(PageFromString),
    sort: Schema.optionalKey(Schema.Literals(["new", "popular"])),
  }),
});

/** The caller's feed (`/profile/{id}/feed`): what their friends and those they follow published, newest first. */
export const followingFeed = define.get("/api/publications/feed/following", PublicationsPage, {
  query: FeedQuery,
});

/** The caller's unpublished ones — drafts, scheduled, hidden — last changed first. */
export const listDrafts = define.get("/api/publications/drafts", PublicationsPage, { query: FeedQuery });

/** The earlier versions of one's publication, newest first (its author only; 404 otherwise). */
export const listRevisions = define.get("/api/publications/article/:id/revisions", Schema.Array(Revision), {
  params: Schema.Struct({ id: IdFromString }),
});

/**
 * A member's photos and videos (the images and videos among their live publications' covers and
 * attachments), newest first, {@link mediaPageSize} a page: `/profile/{id}/photo-video`. Anyone.
 */
export const listMedia = define.get("/api/publications/media/user/:id", MediaPage, {
  params: Schema.Struct({ id: IdFromString }),
  query: FeedQuery,
});

/** One photo or video with its neighbours in its author's media (the viewer's ← →); 404 when it is none. Anyone. */
export const getMedia = define.get("/api/publications/media/:mediaId", MediaView, {
  params: Schema.Struct({ mediaId: IdFromString }),
});

/** Where a publication's file is served (published: anyone; otherwise its author only). */
export const publicationFileRoute = `${publicationFilesPath}:id`;
export const publicationFileUrl = (id: number) => publicationFileRoute.replace(":id", String(id));

export const publicationsApi = {
  createPublication,
  editPublication,
  deletePublication,
  listRubrics,
  getPublication,
  rubricFeed,
  authorFeed,
  allFeed,
  followingFeed,
  listDrafts,
  listRevisions,
  listMedia,
  getMedia,
} as const satisfies EndpointGroup;
