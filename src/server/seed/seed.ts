import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { RoleId, roleNames } from "../../api/schema/user";
import { generatePassword, hashPassword, insertUser } from "../auth";
import type { Db, Tx } from "../db/connect";
import { roles, users } from "../db/schema";
import { joinStructure } from "../structure";
import { seedDemoChats } from "./demo-chats";
import { seedDemoFollows, seedDemoFriends } from "./demo-friends";
import { demoMembers } from "./demo-members";
import { seedDemoProfiles } from "./demo-profiles";
import { seedDemoPublications } from "./demo-publications";

/** The admin a first start creates; its password is random and logged once. */
export const adminEmail = "admin@mir.local";

// Held for the seeding transaction, so two processes starting together do not both seed.
const seedLock = 7_340_002;
const day = 24 * 60 * 60 * 1000;

async function ensureRoles(tx: Tx): Promise<void> {
  const rows = Object.entries(roleNames).map(([id, name]) => ({ id: Number(id), name }));
  // Upsert: a renamed role in the code reaches existing databases too.
  await tx
    .insert(roles)
    .values(rows)
    .onConflictDoUpdate({ target: roles.id, set: { name: sql`excluded.name` } });
}

/**
 * Fills a fresh database: roles always (kept in sync with the code), and — only when there are no
 * users yet — the admin and, unless `demo` is off, the demo members and their chats. Safe to run on
 * every start.
 */
export async function seed(
  db: Db,
  log: FastifyBaseLogger,
  {
    demo,
    adminPassword: chosen,
    uploadDir,
  }: {
    demo: boolean;
    adminPassword?: string | undefined;
    /** Where the demo publications' covers are drawn; none: no covers. */
    uploadDir?: string | undefined;
  },
): Promise<void> {
  // Hashed outside the transaction: PGlite is one connection, and scrypt takes a while.
  const adminPassword = chosen ?? generatePassword();
  const demoPassword = generatePassword(12);
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(adminPassword),
    demo ? hashPassword(demoPassword) : null,
  ]);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`);
    await ensureRoles(tx);
    const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing) return false;

    const now = new Date();
    const adminId = await insertUser(
      tx,
      { name: "Администратор", email: adminEmail, passwordHash: adminHash, emailVerifiedAt: now },
      [RoleId.admin, RoleId.member],
    );
    await joinStructure(tx, adminId, now);
    if (demoHash) {
      const idOf = new Map<string, number>();
      for (const member of demoMembers) {
        const joined = new Date(now.getTime() - member.joinedDaysAgo * day);
        const id = await insertUser(
          tx,
          {
            name: member.name,
            email: member.email,
            passwordHash: demoHash,
            emailVerifiedAt: joined,
            createdAt: joined,
            referrerId: member.invitedBy ? idOf.get(`${member.invitedBy}@demo.mir.local`) : null,
          },
          [RoleId.member, ...member.extraRoles],
        );
        await joinStructure(tx, id, joined);
        idOf.set(member.email, id);
      }
      await seedDemoChats(tx, idOf, adminId, now);
      await seedDemoFriends(tx, idOf);
      await seedDemoFollows(tx, idOf);
      await seedDemoProfiles(tx, idOf);
      await seedDemoPublications(tx, idOf, now, uploadDir);
    }
    return true;
  });

  if (!created) return;
  // warn, not info: the passwords are shown only this once, so they must survive LOG_LEVEL=warn.
  if (demo) {
    log.warn(
      `Создано демо-сообщество: ${demoMembers.length} участников (например, ${demoMembers[0]?.email}), ` +
        `общий пароль: ${demoPassword}`,
    );
  }
  // A password chosen through ADMIN_PASSWORD is the operator's own: it is never written to the log.
  log.warn(
    chosen
      ? `Создан администратор ${adminEmail} с паролем из ADMIN_PASSWORD.`
      : `Создан администратор ${adminEmail}, пароль: ${adminPassword} — сохраните его, больше он не будет показан.`,
  );
}
