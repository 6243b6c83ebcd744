import { sql } from "drizzle-orm";
import type { Db } from "../../../src/server/db/connect";

/** A table's rows as one string, in a fixed order: equal before and after means nothing changed. */
export async function tableRows(db: Db, table: string): Promise<string> {
  const result: unknown = await db.execute(
    sql.raw(`select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from ${table} t`),
  );
  return String((result as { rows: Array<{ rows: string }> }).rows[0]?.rows);
}

const tableNames = new WeakMap<Db, Promise<string[]>>();

/**
 * Every row of every table of the app, as one string: equal before and after a refused call means it
 * wrote nothing anywhere (a table added later is covered without a list to keep). One query: the sweeps
 * take it around every request.
 */
export async function everyTableRows(db: Db): Promise<string> {
  let names = tableNames.get(db);
  if (!names) {
    names = (
      db.execute(
        sql.raw("select tablename from pg_tables where schemaname = 'public' order by tablename"),
      ) as Promise<unknown>
    ).then((result) => (result as { rows: Array<{ tablename: string }> }).rows.map((row) => row.tablename));
    tableNames.set(db, names);
  }
  const columns = (await names).map(
    (name) =>
      `(select coalesce(string_agg(t::text, '|' order by t::text), '') from "${name}" t) as "${name}"`,
  );
  const result: unknown = await db.execute(sql.raw(`select ${columns.join(", ")}`));
  const [row] = (result as { rows: Array<Record<string, string>> }).rows;
  return Object.entries(row ?? {})
    .map(([name, rows]) => `${name}: ${rows}`)
    .join("\n");
}
