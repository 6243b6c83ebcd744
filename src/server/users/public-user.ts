import { and, asc, eq, isNull } from "drizzle-orm";
import { avatarPath } from "../../api/endpoints/avatars";
import type { PublicUser } from "../../api/schema/user";
import type { Db } from "../db/connect";
import { roles, userRoles, users } from "../db/schema";

/**
 * Loads a user that is not deleted, with roles, in one query. A user without an uploaded avatar gets
 * the generated one, so every card shows a face.
 */
export async function findPublicUser(db: Db, id: number): Promise<PublicUser | undefined> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      createdAt: users.createdAt,
      roleId: roles.id,
      roleName: roles.name,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .orderBy(asc(roles.id));
  const first = rows[0];
  if (!first) return undefined;
  return {
    id: first.id,
    name: first.name,
    avatar: first.avatar ?? avatarPath(first.id),
    createdAt: first.createdAt.toISOString(),
    roles: rows.flatMap((row) =>
      row.roleId === null || row.roleName === null ? [] : [{ id: row.roleId, name: row.roleName }],
    ),
  };
}

/** The display name of a user that is not deleted (for the generated avatar). */
export async function findUserName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row?.name;
}
