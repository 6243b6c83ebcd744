import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePostgres, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

/** What the schema needs beyond core PostgreSQL: trigram indexes for the member search (migration 0011). */
export const pgliteExtensions = { pg_trgm };

/** The drizzle handle every query uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * What a query runs on: an open transaction, or the database itself (one statement, its own transaction).
 * The one type every query helper takes, so it can run inside its caller's transaction or alone.
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/** An open database: the drizzle handle (usable as {@link Db}), which engine it is, and how to close it. */
export type Database =
  | {
      readonly kind: "pglite";
      readonly db: PgliteDatabase<typeof schema>;
      readonly client: PGlite;
      close(): Promise<void>;
    }
  | {
      readonly kind: "postgres";
      readonly db: NodePgDatabase<typeof schema>;
      readonly pool: pg.Pool;
      close(): Promise<void>;
    };

export interface ConnectOptions {
  /** `postgres://…` for PostgreSQL, `memory://` for a throw-away PGlite, unset for PGlite on disk. */
  readonly databaseUrl?: string | undefined;
  /** Where the embedded database lives (`<dataDir>/db`) when no URL is given. */
  readonly dataDir: string;
  /** Told when PostgreSQL drops an idle connection (main logs it). */
  readonly onIdleError?: (error: Error) => void;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Opens PGlite (embedded mode) or a PostgreSQL pool (scaled-out mode), ARCHITECTURE §1. */
export async function connect({ databaseUrl, dataDir, onIdleError }: ConnectOptions): Promise<Database> {
  if (databaseUrl && !databaseUrl.startsWith("memory://")) {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    // An idle connection that the server drops (a restart, a failover, a dropped test database) is
    // replaced on the next query; unhandled, pg would throw it and stop the whole process.
    pool.on("error", (error) => onIdleError?.(error));
    // Fail at start with a clear cause rather than on the first request.
    await pool.query("select 1");
    const db = drizzlePostgres(pool, { schema });
    return { kind: "postgres", db, pool, close: () => pool.end() };
  }
  let client: PGlite;
  if (databaseUrl) {
    client = new PGlite({ extensions: pgliteExtensions });
  } else {
    const dir = join(dataDir, "db");
    // PGlite creates only the last folder of its path (STACK.md).
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: pgliteExtensions });
  }
  return pgliteDatabase(client);
}

/** A PGlite (started with {@link pgliteExtensions}) as the {@link Database} every query runs on, once ready. */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  await client.waitReady;
  // Our prepared statements (db/prepared.ts) run with the plan made once for any values. PostgreSQL's
  // default re-plans each of the first runs and may go on doing so; in PGlite that custom plan made a
  // structure's level page 10 times slower than the generic one (14.6 → 1.4 ms a run at 1 000 000
  // members), on the server's own thread. Only prepared statements are concerned.
  await client.exec("set plan_cache_mode = force_generic_plan");
  const db = drizzlePglite(client, { schema });
  return { kind: "pglite", db, client, close: () => client.close() };
}

/** Any fixed number: the advisory lock that keeps two starting processes from migrating at once. */
const migrationLock = 7_340_001;

/** Applies the SQL migrations of `db/migrations` that this database has not seen yet. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    // One connection, one process: nothing to race with.
    await migratePglite(database.db, { migrationsFolder });
    return;
  }
  const lockHolder = await database.pool.connect();
  try {
    await lockHolder.query("select pg_advisory_lock($1)", [migrationLock]);
    await migratePostgres(database.db, { migrationsFolder });
  } finally {
    await lockHolder.query("select pg_advisory_unlock($1)", [migrationLock]).catch(() => {});
    lockHolder.release();
  }
}
