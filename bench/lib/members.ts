import { mkdirSync, rmSync } from "node:fs";
import { RoleId, roleNames } from "../../src/api/schema/user";
import { newReferralCode, newSecret } from "../../src/server/auth/secrets";
import { connect, type Db, migrate } from "../../src/server/db/connect";
import { roles, sessions, userRoles, users } from "../../src/server/db/schema";
import { sessionLifetimeSeconds } from "../../src/server/http/session-cookie";

/** A seeded member and the token of their open session. */
export interface Member {
  readonly id: number;
  readonly token: string;
}

export interface SeedOptions {
  /** The embedded database's folder (emptied first); unused with `databaseUrl`. */
  readonly dataDir: string;
  /** PostgreSQL (BENCH_DATABASE_URL); PGlite in `dataDir` when absent. */
  readonly databaseUrl?: string | undefined;
  readonly count: number;
  /** More rows the benchmark needs (chats…), written while the database is open. */
  readonly extra?: (db: Db, members: ReadonlyArray<Member>) => Promise<void>;
}

/**
 * Members with sessions straight in the database, before the server starts (thousands of registrations
 * with e-mail links would measure scrypt and the outbox, not what a benchmark is about), and a session
 * for an admin made the same way.
 */
export async function seedMembers({
  dataDir,
  databaseUrl,
  count,
  extra,
}: SeedOptions): Promise<{ members: Member[]; admin: Member }> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const database = await connect({ databaseUrl, dataDir });
  try {
    await migrate(database);
    const db: Db = database.db;
    await db
      .insert(roles)
      .values(Object.entries(roleNames).map(([id, name]) => ({ id: Number(id), name })))
      .onConflictDoNothing();
    const expiresAt = new Date(Date.now() + sessionLifetimeSeconds * 1000);
    const stamp = Date.now();
    const make = async (n: number, roleIds: number[], prefix: string): Promise<Member[]> => {
      const made: Member[] = [];
      for (let i = 0; i < n; i += 1000) {
        const size = Math.min(1000, n - i);
        const rows = await db
          .insert(users)
          .values(
            Array.from({ length: size }, (_, k) => ({
              name: `Замер ${i + k}`,
              email: `${prefix}${i + k}.${stamp}@bench.mir`,
              emailVerifiedAt: new Date(),
              referralCode: newReferralCode(),
            })),
          )
          .returning({ id: users.id });
        await db
          .insert(userRoles)
          .values(rows.flatMap((row) => roleIds.map((roleId) => ({ userId: row.id, roleId }))));
        const secrets = rows.map(() => newSecret());
        await db
          .insert(sessions)
          .values(rows.map((row, k) => ({ userId: row.id, tokenHash: secrets[k]?.hash ?? "", expiresAt })));
        made.push(...rows.map((row, k) => ({ id: row.id, token: secrets[k]?.value ?? "" })));
      }
      return made;
    };
    const [admin] = await make(1, [RoleId.admin, RoleId.member], "admin");
    const members = await make(count, [RoleId.member], "member");
    await extra?.(db, members);
    return { members, admin: admin as Member };
  } finally {
    await database.close();
  }
}
