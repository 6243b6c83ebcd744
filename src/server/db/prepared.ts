import type { Db } from "./connect";

/**
 * A query built and prepared once per database, for the few that run on nearly every request: drizzle
 * then skips rebuilding the SQL text (a fifth of the CPU of a token check, measured with bench/auth), and
 * PostgreSQL parses and plans it once per connection. Values go in through `sql.placeholder`.
 */
export function preparedPerDb<Prepared>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDb = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
