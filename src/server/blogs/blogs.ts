import { eq, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import { blogAuthorsPageSize, blogCoverUrl, type blogsApi } from "../../api/endpoints/blogs";
import type { Blog, BlogAuthorsPage } from "../../api/schema/blog";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import { blogs } from "../db/schema";
import type { Accounts } from "../http/accounts";
import { fieldError, notFound } from "../http/http-error";
import type { StoredFile } from "../http/send-stored";
import { cardsOf, isLive } from "../publications";
import { subscriptionCounts } from "../subscriptions";
import { placeStored } from "../uploads/pending";
import { removeStored, type StoredUpload } from "../uploads/stream-to-disk";

export interface BlogDeps {
  readonly db: Db;
  readonly accounts: Accounts;
  readonly uploadDir: string;
}

/** Member `id`'s blog: their own words, or the defaults (their name, nothing else); 404 for no member. */
/** A blog's cover as a stored file to send; 404 when its author has none. */
export async function coverOf({ db }: Pick<BlogDeps, "db">, userId: number): Promise<StoredFile> {
  const [row] = await db
    .select({ storedPath: blogs.coverPath, mime: blogs.coverMime })
    .from(blogs)
    .where(eq(blogs.userId, userId));
  if (!row?.storedPath || !row.mime) throw notFound("Обложки нет");
  return { storedPath: row.storedPath, mime: row.mime, name: "cover" };
}

export async function blogOf({ db, accounts }: Pick<BlogDeps, "db" | "accounts">, id: number): Promise<Blog> {
  const author = await accounts.publicUser(id);
  if (!author) throw notFound("Такого участника нет");
  const [[row], [published], follows] = await Promise.all([
    db.select().from(blogs).where(eq(blogs.userId, id)),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from publications p where p.author_id = ${id} and ${isLive()}`,
    ),
    subscriptionCounts(db, id),
  ]);
  return {
    author,
    title: row?.title || author.name,
    description: row?.description ?? "",
    cover: row?.coverPath ? blogCoverUrl(id, row.updatedAt.getTime()) : null,
    counters: { publications: Number(published?.n ?? 0), subscribers: follows.subscribers },
  };
}

/**
 * Changes the caller's blog: its words, a new cover (the old file removed after the commit) or none.
 * The cover's bytes are placed in the transaction that stores its path; a refused change writes nothing.
 */
export async function updateBlog(
  deps: BlogDeps,
  userId: number,
  input: InputOf<typeof blogsApi.updateBlog>,
  uploads: ReadonlyArray<StoredUpload>,
): Promise<Blog> {
  const cover = uploads.find((upload) => upload.field === "cover");
  if (cover && input.removeCover) {
    throw fieldError("removeCover", "Либо новая обложка, либо удаление старой — не оба сразу");
  }
  const { db, uploadDir } = deps;
  const replaced = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ coverPath: blogs.coverPath })
      .from(blogs)
      .where(eq(blogs.userId, userId))
      .for("update");
    const coverChange = cover
      ? { coverPath: cover.storedPath, coverMime: cover.mime }
      : input.removeCover
        ? { coverPath: null, coverMime: null }
        : {};
    const words = {
      title: input.title,
      ...(input.description === undefined ? {} : { description: input.description }),
    };
    await tx
      .insert(blogs)
      .values({ userId, ...words, ...coverChange })
      .onConflictDoUpdate({ target: blogs.userId, set: { ...words, ...coverChange, updatedAt: sql`now()` } });
    if (cover) await placeStored(uploadDir, [cover.storedPath]);
    return cover || input.removeCover ? (before?.coverPath ?? null) : null;
  });
  if (replaced) await removeStored(uploadDir, [replaced]);
  return blogOf(deps, userId);
}

/** The blogosphere's authors, the most followed first, each with their most reacted-to publication. */
export async function blogAuthors(
  deps: Pick<BlogDeps, "db" | "accounts">,
  page: number,
): Promise<BlogAuthorsPage> {
  const { db } = deps;
  const authors = sql`select distinct p.author_id as id from publications p where ${isLive()}`;
  const [rows, [total]] = await Promise.all([
    rowsOf<{ id: number; best: number | null }>(
      db,
      sql`select a.id,
          (select p.id from publications p where p.author_id = a.id and ${isLive()}
            order by (select count(*) from publication_reactions r where r.publication_id = p.id) desc,
              p.published_at desc limit 1) as best
        from (${authors}) a
        order by (select count(*) from follows f where f.user_id = a.id) desc,
          (select max(p.published_at) from publications p where p.author_id = a.id and ${isLive()}) desc, a.id
        limit ${blogAuthorsPageSize} offset ${(page - 1) * blogAuthorsPageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${authors}) a`),
  ]);
  const best = await cardsOf(
    deps,
    rows.flatMap((row) => (row.best === null ? [] : [Number(row.best)])),
  );
  const bestById = new Map(best.map((card) => [card.id, card]));
  const shown = await Promise.all(
    rows.map(async (row) => ({
      id: Number(row.id),
      blog: await blogOf(deps, Number(row.id)),
      best: row.best === null ? null : (bestById.get(Number(row.best)) ?? null),
    })),
  );
  return { count: Number(total?.n ?? 0), rows: shown };
}
