import { and, asc, eq, isNotNull, isNull, or, type Placeholder, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { avatarPath } from "../../api/endpoints/avatars";
import { deletedAccountName } from "../../api/endpoints/users";
import type { PublicUser } from "../../api/schema/user";
import type { Db } from "../db/connect";
import { roles, userRoles, users } from "../db/schema";

/** The columns of a public card; callers may select more (the session user adds private ones). */
const cardColumns = {
  id: users.id,
  name: users.name,
  avatar: users.avatar,
  createdAt: users.createdAt,
  roleId: roles.id,
  roleName: roles.name,
};

/**
 * A user that is not deleted, one row per role (ordered by role id), with `extra` columns: one query
 * for the card and whatever else the caller needs of the same row.
 */
export function selectUserWithRoles<Extra extends SelectedFields>(
  db: Db,
  id: number | Placeholder,
  extra: Extra,
) {
  return db
    .select({ ...cardColumns, ...extra })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .orderBy(asc(roles.id));
}

type CardRow = { id: number; name: string; avatar: string | null; createdAt: Date } & {
  roleId: number | null;
  roleName: string | null;
};

/** The card of the rows of {@link selectUserWithRoles}. A user without an uploaded avatar gets the drawn one. */
export function cardOf(rows: ReadonlyArray<CardRow>): PublicUser | undefined {
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

/**
 * The name the generated avatar draws: a confirmed user's, or «Удалённый аккаунт» for a deleted one (the
 * chats it was in still show it); undefined for an unconfirmed registration or no one.
 */
export async function findUserName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: users.name, deleted: sql<boolean>`${users.deletedAt} is not null` })
    .from(users)
    .where(and(eq(users.id, id), or(isNotNull(users.deletedAt), isNotNull(users.emailVerifiedAt))));
  // A deleted account still shows in the chats it was in: as «Удалённый аккаунт», never its old name.
  return row?.deleted ? deletedAccountName : row?.name;
}
