import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { RoleId, roleNames } from "../../api/schema/user";
import { generatePassword, hashPassword, insertUser } from "../auth";
import type { Db, Tx } from "../db/connect";
import { roles, users } from "../db/schema";
import { joinStructure, seedFranchise } from "../structure";
import { seedDemoChats } from "./demo-chats";
import { seedDemoFollows, seedDemoFriends } from "./demo-friends";
import { type DemoMember, demoFranchises, demoMembers } from "./demo-members";
import { seedDemoProfiles } from "./demo-profiles";
import { seedDemoPublications } from "./demo-publications";
import { seedDemoSponsors } from "./demo-sponsors";
import { seedDemoTeams } from "./demo-teams";

/** The admin a first start creates; its password is random and printed once (signInBlock). */
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

/** Who a first start created, and how they sign in: shown once (main.ts prints {@link signInBlock}). */
export interface FirstStart {
  /** The admin's address and password; no password when ADMIN_PASSWORD chose it (the operator's own). */
  readonly admin: { readonly email: string; readonly password: string | undefined };
  /** The demo members and their shared password; none with SEED_DEMO=0. */
  readonly demo: { readonly members: ReadonlyArray<DemoMember>; readonly password: string } | undefined;
}

/**
 * Fills a fresh database: roles always (kept in sync with the code), and — only when there are no
 * users yet — the admin and, unless `demo` is off, the demo members and their chats. Safe to run on
 * every start. Returns who it created (once, on the first start), undefined when the users were there.
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
): Promise<FirstStart | undefined> {
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
      for (const { holder, grantedDaysAgo, ...franchise } of demoFranchises) {
        const holderId = idOf.get(`${holder}@demo.mir.local`);
        if (holderId)
          await seedFranchise(tx, holderId, franchise, new Date(now.getTime() - grantedDaysAgo * day));
      }
      await seedDemoChats(tx, idOf, adminId, now);
      await seedDemoFriends(tx, idOf);
      await seedDemoFollows(tx, idOf);
      await seedDemoProfiles(tx, idOf);
      await seedDemoPublications(tx, idOf, now, uploadDir);
      await seedDemoSponsors(tx, idOf, now);
      await seedDemoTeams(tx, idOf, now);
    }
    return true;
  });

  if (!created) return undefined;
  // The passwords are not logged (a log is kept and collected): main prints them once, as a block of their own.
  log.info(
    demo
      ? `Первый запуск: созданы администратор и ${demoMembers.length} демо-участников`
      : "Первый запуск: создан администратор",
  );
  return {
    admin: { email: adminEmail, password: chosen ? undefined : adminPassword },
    demo: demo ? { members: demoMembers, password: demoPassword } : undefined,
  };
}

/**
 * What the first start prints to stdout once it listens (not a log line: plain text a person reads and
 * copies, whatever LOG_LEVEL says): where to sign in, the admin's address and password, and every demo
 * member's address and name with their shared password.
 */
export function signInBlock(first: FirstStart, publicUrl: string): string {
  const rule = "─".repeat(64);
  const width = Math.max(first.admin.email.length, ...(first.demo?.members ?? []).map((m) => m.email.length));
  const lines = [
    rule,
    "МИР: первый запуск. Пароли показаны только сейчас — сохраните их.",
    `Вход: ${publicUrl}/auth`,
    "",
    "Администратор",
    `  ${first.admin.email.padEnd(width)}  пароль: ${first.admin.password ?? "из ADMIN_PASSWORD"}`,
  ];
  if (first.demo) {
    lines.push("", `Демо-участники, общий пароль: ${first.demo.password}`);
    for (const member of first.demo.members) lines.push(`  ${member.email.padEnd(width)}  ${member.name}`);
  }
  lines.push(rule);
  return `\n${lines.join("\n")}\n\n`;
}
