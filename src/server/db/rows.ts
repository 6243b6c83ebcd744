import type { SQL } from "drizzle-orm";
import type { Db, Tx } from "./connect";

/** The rows of a raw query: both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
