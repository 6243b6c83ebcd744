import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pino from "pino";
import { type Database, migrate, pgliteDatabase, pgliteExtensions } from "../../../src/server/db/connect";
import { seed } from "../../../src/server/seed/seed";

// Throw-away PGlite databases for the server tests, each a copy of one made once per worker: migrated and
// seeded as `createTestApp` seeds without the demo (roles and the admin). A PGlite started afresh compiles
// its WebAssembly and runs initdb: 2.6–4 s on this 2-core machine, for each of the suite's ~130 apps; a
// copy of a ready one starts in ~1.1 s, and needs no migrations or seed (measured 2026-11-28).

const dist = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));

interface Original {
  readonly dump: Blob;
  readonly pgliteWasmModule: WebAssembly.Module;
  readonly initdbWasmModule: WebAssembly.Module;
  readonly fsBundle: Blob;
}

async function makeOriginal(): Promise<Original> {
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
    WebAssembly.compile(readFileSync(join(dist, "pglite.wasm"))),
    WebAssembly.compile(readFileSync(join(dist, "initdb.wasm"))),
  ]);
  const fsBundle = new Blob([readFileSync(join(dist, "pglite.data"))]);
  const database = await pgliteDatabase(
    new PGlite({ extensions: pgliteExtensions, pgliteWasmModule, initdbWasmModule, fsBundle }),
  );
  await migrate(database);
  await seed(database.db, pino({ level: "silent" }), { demo: false });
  if (database.kind !== "pglite") throw new Error("unreachable: a PGlite database");
  // Uncompressed: a copy then starts in ~1 s; gzip would save memory and cost each copy its unpacking.
  const dump = await database.client.dumpDataDir("none");
  await database.close();
  return { dump, pgliteWasmModule, initdbWasmModule, fsBundle };
}

let original: Promise<Original> | null = null;

/** A fresh in-memory PGlite, migrated and seeded without the demo, of this worker's one original. */
export async function seededPgliteCopy(): Promise<Database> {
  original ??= makeOriginal();
  // A failed original is made again by the next caller, not handed to every test after it.
  const made = await original.catch((error: unknown) => {
    original = null;
    throw error;
  });
  const { dump, ...startsFrom } = made;
  return pgliteDatabase(new PGlite({ extensions: pgliteExtensions, loadDataDir: dump, ...startsFrom }));
}
