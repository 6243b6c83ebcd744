import { and, count, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { RoleId, roleNames } from "../../api/schema/user";
import type { Tx } from "../db/connect";
import { userRoles, users } from "../db/schema";
import type { Notifier } from "../notifications";
import type { EventLog, Publish } from "../realtime/event-log";

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

/** The administrators who can log in (live, confirmed, role 1): the audience of `article` announcements. */
export async function loginAdminIds(tx: Pick<Tx, "select">): Promise<number[]> {
  const rows = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(eq(userRoles.roleId, RoleId.admin), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)),
    );
  return rows.map((row) => row.id);
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

/**
 * Tells the member of a committed role change (spec §4): `role` makes their pages re-check the token;
 * `admin` / `user` switch the burger menu when role 1 came or went.
 */
async function announceRoleChange(
  notifier: Notifier,
  tx: Tx,
  publish: Publish,
  userId: number,
  roleId: number,
  action: "add" | "remove",
): Promise<void> {
  publish(userId, { type: "role", action, payload: { roleId } });
  if (roleId === RoleId.admin) publish(userId, { type: action === "add" ? "admin" : "user", payload: {} });
  const role = roleNames[roleId as RoleId] ?? `№ ${roleId}`;
  await notifier.notify(tx, publish, {
    recipient: userId,
    type: "role",
    title: action === "add" ? "Новая роль" : "Роль снята",
    text: action === "add" ? `Вам назначена роль «${role}»` : `С вас снята роль «${role}»`,
  });
}

/** A role change is published to the member and notified, in its transaction. */
export interface RoleDeps {
  readonly events: EventLog;
  readonly notifier: Notifier;
}

/** Whose role changes, and which: named, so that the two ids cannot be swapped. */
export interface RoleChange {
  readonly userId: number;
  readonly roleId: number;
}

/**
 * Gives a live user a role; having it already is fine (and announces nothing). False when there is no
 * such live user.
 */
export async function grantRole(
  { events, notifier }: RoleDeps,
  { userId, roleId }: RoleChange,
): Promise<boolean> {
  return events.transaction(async (tx, publish) => {
    if (!(await isLive(tx, userId))) return false;
    const added = await tx
      .insert(userRoles)
      .values({ userId, roleId })
      .onConflictDoNothing()
      .returning({ roleId: userRoles.roleId });
    if (added.length > 0) await announceRoleChange(notifier, tx, publish, userId, roleId, "add");
    return true;
  });
}

/**
 * Takes a role from a live user; lacking it is fine (and announces nothing). Never takes the admin role
 * from the last administrator who can log in: the admin area would be closed to everyone for good.
 */
export async function revokeRole(
  { events, notifier }: RoleDeps,
  { userId, roleId }: RoleChange,
): Promise<"done" | "not-found" | "last-admin"> {
  return events.transaction(async (tx, publish) => {
    if (roleId === RoleId.admin) await lockAdminSet(tx);
    if (!(await isLive(tx, userId))) return "not-found";
    if (!(await hasRole(tx, userId, roleId))) return "done";
    if (roleId === RoleId.admin && !(await anotherAdminRemains(tx, userId))) return "last-admin";
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)))
      .returning({ roleId: userRoles.roleId });
    if (removed.length > 0) await announceRoleChange(notifier, tx, publish, userId, roleId, "remove");
    return "done";
  });
}
