import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import { isLive } from "./visibility";

/** What the public figures count of content (people's `projectFigures`, through app.ts). */
export interface ContentFigures {
  /** Live publications: what anyone may read. */
  readonly publications: number;
  /** Members with at least one live publication. */
  readonly authors: number;
}

/** Live publications and their authors, counted now (the feed indexes cover `isLive`). */
export async function contentFigures(db: Db): Promise<ContentFigures> {
  const [row] = await rowsOf<{ publications: number; authors: number }>(
    db,
    sql`select count(*)::int as publications, count(distinct p.author_id)::int as authors
      from publications p where ${isLive()}`,
  );
  return { publications: Number(row?.publications ?? 0), authors: Number(row?.authors ?? 0) };
}
