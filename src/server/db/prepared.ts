import { PGlite } from "@electric-sql/pglite";
import type { Query, SQL } from "drizzle-orm";
import type { Db } from "./connect";

/**
 * A query built and prepared once per database, for the few that run on nearly every request: drizzle
 * then skips rebuilding the SQL text (a fifth of the CPU of a token check, measured with bench/auth), and
 * the database parses and plans it once. Values go in through `sql.placeholder`.
 *
 * PostgreSQL (node-postgres) keeps a named statement per connection by itself. PGlite's `query()` parses
 * and plans every statement anew, on the server's own thread: for PGlite the statement is prepared with
 * SQL `PREPARE` once and run with `EXECUTE` (the chat page: 2.1 → 0.9 ms a query).
 */
export function preparedPerDb<Prepared extends object>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDb = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = prepare(db);
      const client = (db as { $client?: unknown }).$client;
      if (client instanceof PGlite) executeNamed(prepared, client);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}

let statements = 0;

/** A value as an SQL literal for EXECUTE's arguments; only the kinds our placeholders take. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "string" && !value.includes("\0")) return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`Подготовленный запрос: значение типа ${typeof value} не передаётся`);
}

/**
 * Points a drizzle PGlite prepared query at a named statement: drizzle still fills the placeholders and
 * maps the rows; its `client.query(text, params, config)` becomes `EXECUTE name(params)` with the same
 * row mode and parsers. (drizzle's PGlite driver keeps the client on the query object; every server test
 * runs on PGlite, so a drizzle upgrade that changes this fails them all at once.)
 */
function executeNamed(prepared: object, pglite: PGlite): void {
  const target = prepared as { client?: unknown };
  if (target.client !== pglite) throw new Error("Подготовленный запрос PGlite: drizzle изменил устройство");
  const name = `mir_prepared_${++statements}`;
  let ready: Promise<unknown> | undefined;
  target.client = {
    async query(text: string, params: ReadonlyArray<unknown>, config: Parameters<PGlite["query"]>[2]) {
      ready ??= pglite.exec(`prepare ${name} as ${text}`).catch((error: unknown) => {
        ready = undefined; // prepared next time, e.g. after a failed transaction
        throw error;
      });
      await ready;
      const args = params.length > 0 ? `(${params.map(literal).join(", ")})` : "";
      return pglite.query(`execute ${name}${args}`, [], config);
    },
  };
}

/** A prepared raw statement: its rows for the placeholders' values. */
export interface PreparedRows<Row> {
  rows(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A raw statement — what the query builder cannot write (CTEs, `json_agg`, array slices) — prepared per
 * database like the builder's ({@link preparedPerDb}): planned once per connection instead of on every
 * request (bench/structure: planning a structure's page took longer than running it). Values go in
 * through `sql.placeholder("name")`, cast in the SQL (`${sql.placeholder("id")}::int`).
 */
export function preparedSql<Row>(name: string, statement: SQL): (db: Db) => PreparedRows<Row> {
  return preparedPerDb((db) => {
    // drizzle's own step from `sql` to a prepared query, as its builders take it (`.prepare(name)`).
    const internal = db as unknown as {
      session: { prepareQuery(query: Query, fields: undefined, name: string, arrayMode: boolean): object };
      dialect: { sqlToQuery(sql: SQL): Query };
    };
    const prepared = internal.session.prepareQuery(
      internal.dialect.sqlToQuery(statement),
      undefined,
      name,
      false,
    );
    const query = prepared as { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> };
    return Object.assign(prepared, {
      rows: async (values: Record<string, unknown>) => (await query.execute(values)).rows,
    });
  });
}
