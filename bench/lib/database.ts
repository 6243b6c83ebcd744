import pg from "pg";

/**
 * A fresh PostgreSQL database for one bench run, made on the server of `adminUrl`: its URL, and `drop`
 * to remove it afterwards (forced: the bench's server may still hold connections).
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
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
