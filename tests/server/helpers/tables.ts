import { sql } from "drizzle-orm";
import type { Db } from "../../../src/server/db/connect";

/** A table's rows as one string, in a fixed order: equal before and after means nothing changed. */
export async function tableRows(db: Db, table: string): Promise<string> {
  const result: unknown = await db.execute(
    sql.raw(`select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from ${table} t`),
  );
  return String((result as { rows: Array<{ rows: string }> }).rows[0]?.rows);
}
