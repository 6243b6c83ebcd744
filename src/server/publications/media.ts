import { type SQL, sql } from "drizzle-orm";
import { mediaPageSize, publicationFileUrl } from "../../api/endpoints/publications";
import type { MediaItem, MediaPage, MediaView } from "../../api/schema/media";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import { notFound } from "../http/http-error";
import { isLive } from "./visibility";

interface MediaRow {
  id: number;
  publication_id: number;
  author_id: number;
  mime: string;
  name: string;
  created_at: string | Date;
}

/** A member's media (`f` files of `p` live publications that are images or videos), newest first. */
const mediaOf = (authorId: SQL) => sql`
  from publication_files f join publications p on p.id = f.publication_id
  where p.author_id = ${authorId} and ${isLive()} and (f.mime like 'image/%' or f.mime like 'video/%')`;
/** Newest publication first; in one, its cover, then its attachments in order. */
const mediaOrder = sql`p.published_at desc, p.id desc, f.role desc, f.position, f.id`;

const itemOf = (row: MediaRow): MediaItem => ({
  id: Number(row.id),
  publicationId: Number(row.publication_id),
  authorId: Number(row.author_id),
  kind: row.mime.startsWith("video/") ? "video" : "image",
  name: row.name,
  url: publicationFileUrl(Number(row.id)),
  createdAt: new Date(row.created_at).toISOString(),
});

const columns = sql`f.id, f.publication_id, p.author_id, f.mime, f.name, f.created_at`;

/** A page of member `authorId`'s photos and videos. */
export async function mediaPage(db: Db, authorId: number, page: number): Promise<MediaPage> {
  const [rows, [total]] = await Promise.all([
    rowsOf<MediaRow>(
      db,
      sql`select ${columns} ${mediaOf(sql`${authorId}`)}
        order by ${mediaOrder} limit ${mediaPageSize} offset ${(page - 1) * mediaPageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${mediaOf(sql`${authorId}`)}`),
  ]);
  return { count: Number(total?.n ?? 0), rows: rows.map(itemOf) };
}

/** One photo or video of a live publication with its neighbours in its author's media; 404 otherwise. */
export async function mediaView(db: Db, mediaId: number): Promise<MediaView> {
  const [row] = await rowsOf<MediaRow & { previous_id: number | null; next_id: number | null }>(
    db,
    sql`select * from (
        select ${columns},
          lag(f.id) over (order by ${mediaOrder}) as previous_id,
          lead(f.id) over (order by ${mediaOrder}) as next_id
        ${mediaOf(sql`(select p2.author_id from publication_files f2
          join publications p2 on p2.id = f2.publication_id where f2.id = ${mediaId})`)}
      ) media where media.id = ${mediaId}`,
  );
  if (!row) throw notFound("Фото или видео не найдено");
  return {
    item: itemOf(row),
    previousId: row.previous_id === null ? null : Number(row.previous_id),
    nextId: row.next_id === null ? null : Number(row.next_id),
  };
}
