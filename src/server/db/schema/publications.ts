import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from "drizzle-orm/pg-core";
import type { RichText } from "../../../api/schema/rich-text";
import { memberColumn, users } from "./accounts";
import { at, createdAt, partOf, storedFileColumns } from "./columns";
import { reactionsTable } from "./reactions";

// Publications (issue 15): articles, records and albums of members' blogs, their files, earlier versions,
// views, reactions and comments.

/**
 * A publication. `status` with `published_at` says who sees it: `published`, or `scheduled` once
 * `published_at` has passed — anyone; otherwise the author alone. `excerpt` is the text's first words,
 * kept beside the document so that feeds never read documents. `version` grows with every save: an edit
 * names the one it started from.
 */
export const publications = pgTable(
  "publications",
  {
    id: serial("id").primaryKey(),
    authorId: memberColumn("author_id"),
    type: smallint("type").notNull(),
    title: text("title").notNull().default(""),
    text: jsonb("text").$type<RichText>().notNull(),
    excerpt: text("excerpt").notNull().default(""),
    rubricId: smallint("rubric_id").notNull(),
    status: text("status", { enum: ["draft", "scheduled", "published", "hidden"] }).notNull(),
    publishedAt: at("published_at"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    check("publications_type_check", sql`${table.type} in (1, 2, 3)`),
    check("publications_status_check", sql`${table.status} in ('draft', 'scheduled', 'published', 'hidden')`),
    // The feeds: by rubric, by author, everything — live ones only, newest first.
    index("publications_rubric_feed_idx")
      .on(table.rubricId, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} in ('published', 'scheduled')`),
    index("publications_author_feed_idx")
      .on(table.authorId, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} in ('published', 'scheduled')`),
    index("publications_feed_idx")
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} in ('published', 'scheduled')`),
    // The author's drafts, last changed first.
    index("publications_drafts_idx").on(table.authorId, table.updatedAt.desc()),
  ],
);

/** Earlier versions of a published publication, one per edit. */
export const publicationRevisions = pgTable(
  "publication_revisions",
  {
    id: serial("id").primaryKey(),
    publicationId: partOf("publication_id", () => publications.id),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    text: jsonb("text").$type<RichText>().notNull(),
    rubricId: smallint("rubric_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique("publication_revisions_version_key").on(table.publicationId, table.version)],
);

/**
 * A publication's files: its preview (`role` preview, one) and attachments, in `position` order. The bytes
 * are under UPLOAD_DIR at `stored_path` (`publications/<random>`), removed with the row.
 */
export const publicationFiles = pgTable(
  "publication_files",
  {
    id: serial("id").primaryKey(),
    publicationId: partOf("publication_id", () => publications.id),
    role: text("role", { enum: ["preview", "attachment"] }).notNull(),
    position: smallint("position").notNull().default(0),
    ...storedFileColumns(),
  },
  (table) => [
    index("publication_files_publication_idx").on(table.publicationId),
    check("publication_files_role_check", sql`${table.role} in ('preview', 'attachment')`),
  ],
);

/** Views: one per member a day, the author's never. */
export const publicationViews = pgTable(
  "publication_views",
  {
    publicationId: partOf("publication_id", () => publications.id),
    viewerId: memberColumn("viewer_id"),
    day: date("day").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.publicationId, table.day, table.viewerId] })],
);

/** Reactions to publications (the messenger's emoji codes). */
export const publicationReactions = reactionsTable(
  "publication_reactions",
  "publicationId",
  "publication_id",
  () => publications.id,
);

/** Comments, each maybe a reply to another comment of the same publication. */
export const publicationComments = pgTable(
  "publication_comments",
  {
    id: serial("id").primaryKey(),
    publicationId: partOf("publication_id", () => publications.id),
    authorId: memberColumn("author_id"),
    replyToId: integer("reply_to_id").references((): AnyPgColumn => publicationComments.id, {
      onDelete: "set null",
    }),
    text: text("text").notNull(),
    createdAt: createdAt(),
    editedAt: at("edited_at"),
  },
  (table) => [index("publication_comments_publication_idx").on(table.publicationId, table.id)],
);

/**
 * A member's blog as they present it in the blogosphere: a title (their name until they choose one), a
 * description and a cover (a file under `blogs/`). No row: the defaults.
 */
export const blogs = pgTable("blogs", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  coverPath: text("cover_path").unique(),
  coverMime: text("cover_mime"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});
