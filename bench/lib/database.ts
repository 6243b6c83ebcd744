import pg from "pg";

/**
 * A fresh PostgreSQL database for one bench run, made on the server of `adminUrl`: its URL, and `drop`
 * to remove it afterwards (forced: the bench's server may still hold connections). BENCH_KEEP=1 keeps it
 * (its URL printed) for EXPLAIN ANALYZE of what the bench measured.
 */
export async function benchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const keep = process.env.BENCH_KEEP === "1";
  return {
    url: url.toString(),
    drop: async () => {
      if (keep) console.log(`bench: kept ${url}`);
      else await run(`drop database if exists ${name} with (force)`);
    },
  };
}
