import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { RoleId, roleNames } from "../../api/schema/user";
import { generatePassword, hashPassword } from "../auth/password";
import type { Db } from "../db/connect";
import { roles, userRoles, users } from "../db/schema";
import { demoMembers } from "./demo-members";

/** The admin a first start creates; its password is random and logged once. */
export const adminEmail = "admin@mir.local";

// Held for the seeding transaction, so two processes starting together do not both seed.
const seedLock = 7_340_002;
const day = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function ensureRoles(tx: Tx): Promise<void> {
  const rows = Object.entries(roleNames).map(([id, name]) => ({ id: Number(id), name }));
  // Upsert: a renamed role in the code reaches existing databases too.
  await tx
    .insert(roles)
    .values(rows)
    .onConflictDoUpdate({ target: roles.id, set: { name: sql`excluded.name` } });
}

async function createUser(
  tx: Tx,
  user: { name: string; email: string; passwordHash?: string; createdAt?: Date },
  roleIds: ReadonlyArray<number>,
): Promise<number> {
  const [row] = await tx.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error("Не удалось создать пользователя при начальном заполнении");
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
  return row.id;
}

/**
 * Fills a fresh database: roles always (kept in sync with the code), and — only when there are no
 * users yet — the admin and, unless `demo` is off, the demo members. Safe to run on every start.
 */
export async function seed(db: Db, log: FastifyBaseLogger, { demo }: { demo: boolean }): Promise<void> {
  const adminPassword = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`);
    await ensureRoles(tx);
    const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing) return undefined;

    const password = generatePassword();
    await createUser(
      tx,
      { name: "Администратор", email: adminEmail, passwordHash: await hashPassword(password) },
      [RoleId.admin, RoleId.member],
    );
    if (demo) {
      const now = Date.now();
      for (const member of demoMembers) {
        await createUser(
          tx,
          { name: member.name, email: member.email, createdAt: new Date(now - member.joinedDaysAgo * day) },
          [RoleId.member, ...member.extraRoles],
        );
      }
    }
    return password;
  });

  if (adminPassword === undefined) return;
  if (demo) log.info(`Создано демо-сообщество: ${demoMembers.length} участников`);
  // warn, not info: the password is shown only this once, so it must survive LOG_LEVEL=warn.
  log.warn(
    `Создан администратор ${adminEmail}, пароль: ${adminPassword} — сохраните его, больше он не будет показан.`,
  );
}
