import { and, count, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { RoleId } from "../../api/schema/user";
import type { Db } from "../db/connect";
import { userRoles, users } from "../db/schema";
import type { Tx } from "./create-user";

// Held while the set of administrators shrinks (a role taken, an account deleted), so that two admins
// doing it to each other at the same moment cannot both pass the "another admin remains" check.
const adminSetLock = 7_340_003;

/** Serialises changes that could remove the last administrator; for the current transaction. */
export async function lockAdminSet(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${adminSetLock})`);
}

/** Whether someone other than `userId` can still log in as an administrator (live, confirmed, role 1). */
export async function anotherAdminRemains(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ admins: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.roleId, RoleId.admin),
        ne(userRoles.userId, userId),
        isNull(users.deletedAt),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  return (row?.admins ?? 0) > 0;
}

/** Whether a user holds a role. */
export async function hasRole(tx: Tx, userId: number, roleId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
  return row !== undefined;
}

async function isLive(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row !== undefined;
}

/** Gives a live user a role; having it already is fine. False when there is no such live user. */
export async function grantRole(db: Db, userId: number, roleId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isLive(tx, userId))) return false;
    await tx.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
    return true;
  });
}

/**
 * Takes a role from a live user; lacking it is fine. Never takes the admin role from the last
 * administrator who can log in: the admin area would be closed to everyone for good.
 */
export async function revokeRole(
  db: Db,
  userId: number,
  roleId: number,
): Promise<"done" | "not-found" | "last-admin"> {
  return db.transaction(async (tx) => {
    if (roleId === RoleId.admin) await lockAdminSet(tx);
    if (!(await isLive(tx, userId))) return "not-found";
    if (!(await hasRole(tx, userId, roleId))) return "done";
    if (roleId === RoleId.admin && !(await anotherAdminRemains(tx, userId))) return "last-admin";
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
    return "done";
  });
}
