import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { avatarPath } from "../../api/endpoints/avatars";
import { publicationFileUrl, publicationsPageSize } from "../../api/endpoints/publications";
import { deletedAccountName } from "../../api/endpoints/users";
import {
  type Publication,
  type PublicationCard,
  type PublicationsPage,
  type PublicationType,
  type Revision,
  rubrics,
} from "../../api/schema/publication";
import type { PublicUser } from "../../api/schema/user";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import { publicationFiles, publicationRevisions, publications, publicationViews } from "../db/schema";
import type { Accounts } from "../http/accounts";
import { notFound } from "../http/http-error";
import { isLive } from "./visibility";

export interface ReadDeps {
  readonly db: Db;
  readonly accounts: Accounts;
}

const rubricOf = (id: number) => {
  const rubric = rubrics.find((r) => r.id === id);
  if (!rubric) throw new Error(`publication: rubric ${id} is not in the contract`);
  return rubric;
};

/** A card for an author whose account is gone: their publications went with it, but a page may race. */
const deletedAuthor = (id: number): PublicUser => ({
  id,
  name: deletedAccountName,
  avatar: avatarPath(id),
  roles: [],
  createdAt: new Date(0).toISOString(),
});

/** What a feed row and a page share, as SQL selects it (`p` the publication). */
interface CardRow {
  id: number;
  author_id: number;
  type: number;
  title: string;
  excerpt: string;
  rubric_id: number;
  status: Publication["status"];
  published_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  version: number;
  live: boolean;
  preview_id: number | null;
  views: number;
  reactions: number;
  comments: number;
}

const iso = (at: string | Date) => new Date(at).toISOString();

const cardColumns = sql`p.id, p.author_id, p.type, p.title, p.excerpt, p.rubric_id, p.status, p.published_at,
  p.created_at, p.updated_at, p.version, ${isLive()} as live,
  (select f.id from publication_files f where f.publication_id = p.id and f.role = 'preview' limit 1) as preview_id,
  (select count(*)::int from publication_views v where v.publication_id = p.id) as views,
  (select count(*)::int from publication_reactions r where r.publication_id = p.id) as reactions,
  (select count(*)::int from publication_comments c where c.publication_id = p.id) as comments`;

async function cardOf(accounts: Accounts, row: CardRow): Promise<PublicationCard> {
  const author = (await accounts.publicUser(Number(row.author_id))) ?? deletedAuthor(Number(row.author_id));
  // A scheduled one whose time has come reads as published: it is.
  const status = row.status === "scheduled" && row.live ? "published" : row.status;
  return {
    id: Number(row.id),
    author,
    type: Number(row.type) as PublicationType,
    title: row.title,
    excerpt: row.excerpt,
    preview: row.preview_id === null ? null : publicationFileUrl(Number(row.preview_id)),
    rubric: rubricOf(Number(row.rubric_id)),
    status,
    publishedAt: row.published_at === null ? null : iso(row.published_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: Number(row.version),
    counters: { views: Number(row.views), reactions: Number(row.reactions), comments: Number(row.comments) },
  };
}

/**
 * One publication as `viewerId` may see it (the contract: `getPublication`): a live one for anyone, any
 * other for its author; 404 otherwise. A member's first view of the day counts (the author's never).
 */
export async function publicationOf(
  { db, accounts }: ReadDeps,
  viewerId: number | null,
  id: number,
): Promise<Publication> {
  const [row] = await rowsOf<CardRow>(db, sql`select ${cardColumns} from publications p where p.id = ${id}`);
  if (!row || (!row.live && Number(row.author_id) !== viewerId)) throw notFound("Публикация не найдена");
  if (viewerId !== null && viewerId !== Number(row.author_id) && row.live) {
    const counted = await db
      .insert(publicationViews)
      .values({ publicationId: id, viewerId })
      .onConflictDoNothing()
      .returning({ id: publicationViews.publicationId });
    if (counted.length > 0) row.views = Number(row.views) + 1;
  }
  const [document] = await db
    .select({ text: publications.text })
    .from(publications)
    .where(eq(publications.id, id));
  const files = await db
    .select()
    .from(publicationFiles)
    .where(and(eq(publicationFiles.publicationId, id), eq(publicationFiles.role, "attachment")))
    .orderBy(asc(publicationFiles.position), asc(publicationFiles.id));
  const { excerpt: _excerpt, ...card } = await cardOf(accounts, row);
  if (!document) throw notFound("Публикация не найдена");
  return {
    ...card,
    text: document.text,
    attachments: files.map((file) => ({
      id: file.id,
      name: file.name,
      mime: file.mime,
      size: file.size,
      url: publicationFileUrl(file.id),
    })),
  };
}

/**
 * A page of cards of the publications `where` selects (`p`), in `order`, with the total. The page's ids
 * come first (the feed indexes serve `order` with a limit), then the cards of those twenty alone: their
 * counters are counted for the page, never for the whole feed, and the total is a count of its own.
 */
async function cardsPage(
  { db, accounts }: ReadDeps,
  where: SQL,
  order: SQL,
  page: number,
): Promise<PublicationsPage> {
  const [ids, [total]] = await Promise.all([
    rowsOf<{ id: number }>(
      db,
      sql`select p.id from publications p where ${where}
        order by ${order} limit ${publicationsPageSize} offset ${(page - 1) * publicationsPageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from publications p where ${where}`),
  ]);
  return {
    count: Number(total?.n ?? 0),
    rows: await cardsOf(
      { db, accounts },
      ids.map((row) => Number(row.id)),
    ),
  };
}

/** The cards of publications `wanted`, in that order (any no longer there left out). */
export async function cardsOf(
  { db, accounts }: ReadDeps,
  wanted: ReadonlyArray<number>,
): Promise<PublicationCard[]> {
  const rows =
    wanted.length === 0
      ? []
      : await rowsOf<CardRow>(
          db,
          sql`select ${cardColumns} from publications p where p.id in (${sql.join(
            wanted.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const ordered = wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return Promise.all(ordered.map((row) => cardOf(accounts, row)));
}

const newest = sql`p.published_at desc, p.id desc`;
/** What feeds show: live publications (a deleted account's are hidden with it: src/server/users/delete-account.ts). */
const shown = isLive();

/** A rubric's feed. */
export const rubricFeed = (deps: ReadDeps, rubricId: number, page: number) =>
  cardsPage(deps, sql`p.rubric_id = ${rubricId} and ${shown}`, newest, page);

/** A member's blog; of one kind of publication when `type` is given. */
export const authorFeed = (deps: ReadDeps, authorId: number, page: number, type?: PublicationType) =>
  cardsPage(
    deps,
    sql`p.author_id = ${authorId} and ${shown}${type === undefined ? sql`` : sql` and p.type = ${type}`}`,
    newest,
    page,
  );

/** Everything, newest or most popular of the last 30 days first. */
export const allFeed = (deps: ReadDeps, sort: "new" | "popular", page: number) =>
  sort === "new"
    ? cardsPage(deps, shown, newest, page)
    : cardsPage(
        deps,
        sql`${shown} and p.published_at > now() - interval '30 days'`,
        sql`((select count(*) from publication_views v where v.publication_id = p.id)
          + 3 * (select count(*) from publication_reactions r where r.publication_id = p.id)) desc, ${newest}`,
        page,
      );

/** What the member's friends and those they follow published (not their own). */
export const followingFeed = (deps: ReadDeps, userId: number, page: number) =>
  cardsPage(
    deps,
    sql`p.author_id in (
      select user_id from follows where follower_id = ${userId}
      union select high_id from friendships where low_id = ${userId} and status = 'accepted'
      union select low_id from friendships where high_id = ${userId} and status = 'accepted'
      union select case when low_id = ${userId} then high_id else low_id end from friendships
        where (low_id = ${userId} or high_id = ${userId}) and status <> 'accepted' and requester_id = ${userId}
    ) and ${shown}`,
    newest,
    page,
  );

/** The member's own publications that are not live: drafts, scheduled, hidden, last changed first. */
export const draftsOf = (deps: ReadDeps, userId: number, page: number) =>
  cardsPage(deps, sql`p.author_id = ${userId} and not ${isLive()}`, sql`p.updated_at desc, p.id desc`, page);

/** The earlier versions of one's publication (404 for anyone else's). */
export async function revisionsOf(db: Db, userId: number, id: number): Promise<Revision[]> {
  const [own] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.authorId, userId)));
  if (!own) throw notFound("Публикация не найдена");
  const rows = await db
    .select()
    .from(publicationRevisions)
    .where(eq(publicationRevisions.publicationId, id))
    .orderBy(desc(publicationRevisions.version));
  return rows.map((row) => ({
    version: row.version,
    title: row.title,
    text: row.text,
    rubric: rubricOf(row.rubricId),
    savedAt: row.createdAt.toISOString(),
  }));
}
