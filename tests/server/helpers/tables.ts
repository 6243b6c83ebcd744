import { sql } from "drizzle-orm";
import type { Db } from "../../../src/server/db/connect";

/** A table's rows as one string, in a fixed order: equal before and after means nothing changed. */
export async function tableRows(db: Db, table: string): Promise<string> {
  const result: unknown = await db.execute(
    sql.raw(`select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from ${table} t`),
  );
  return String((result as { rows: Array<{ rows: string }> }).rows[0]?.rows);
}

/**
 * Every row of every table of the app, as one string: equal before and after a refused call means it
 * wrote nothing anywhere (a table added later is covered without a list to keep).
 */
export async function everyTableRows(db: Db): Promise<string> {
  const result: unknown = await db.execute(
    sql.raw("select tablename from pg_tables where schemaname = 'public' order by tablename"),
  );
  const names = (result as { rows: Array<{ tablename: string }> }).rows.map((row) => row.tablename);
  const parts: string[] = [];
  for (const name of names) parts.push(`${name}: ${await tableRows(db, `"${name}"`)}`);
  return parts.join("\n");
}
