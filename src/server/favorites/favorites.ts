import { and, eq, type SQL, sql } from "drizzle-orm";
import { avatarPath } from "../../api/endpoints/avatars";
import { favoritesPageSize } from "../../api/endpoints/favorites";
import { deletedAccountName } from "../../api/endpoints/users";
import type {
  Favorite,
  FavoriteKind,
  FavoriteState,
  FavoritesPage,
  FavoriteTarget,
} from "../../api/schema/favorite";
import type { PublicUser } from "../../api/schema/user";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import { favorites } from "../db/schema";
import type { Accounts } from "../http/accounts";
import { fieldError, notFound } from "../http/http-error";

type Deps = { readonly db: Db; readonly accounts: Accounts };

/**
 * Whether favorite `f` (an alias of `favorites`) is still there for its member: a live, confirmed member,
 * or a message of a chat they are in. What fails it is kept (it may come back) but not listed.
 */
const stillThere = sql`(
  (f.kind = 'member' and exists (select 1 from users u where u.id = f.target_id
    and u.deleted_at is null and u.email_verified_at is not null))
  or (f.kind = 'message' and exists (select 1 from messages m
    join chat_members cm on cm.chat_id = m.chat_id and cm.user_id = f.user_id where m.id = f.target_id)))`;

/** Refuses a target the caller may not bookmark: 404 for what is not there for them, 400 for oneself. */
async function assertReachable({ db, accounts }: Deps, userId: number, { kind, targetId }: FavoriteTarget) {
  if (kind === "member") {
    if (targetId === userId) throw fieldError("targetId", "Себя в избранное не добавить");
    if (!(await accounts.publicUser(targetId))) throw notFound("Участник не найден");
    return;
  }
  // A message of a chat the member is in, asked of the tables as `stillThere` does (favorites stand on
  // the relations floor, below the messenger). One answer for "no such message" and "not your chat".
  const [message] = await rowsOf<{ id: number }>(
    db,
    sql`select m.id from messages m
      join chat_members cm on cm.chat_id = m.chat_id and cm.user_id = ${userId} where m.id = ${targetId}`,
  );
  if (!message) throw notFound("Сообщение не найдено");
}

/** Bookmarks a target (already there: nothing changes). */
export async function addFavorite(
  deps: Deps,
  userId: number,
  target: FavoriteTarget,
): Promise<FavoriteState> {
  await assertReachable(deps, userId, target);
  await deps.db
    .insert(favorites)
    .values({ userId, ...target })
    .onConflictDoNothing();
  return { ...target, favorite: true };
}

/** Removes a bookmark (not there: nothing changes). */
export async function removeFavorite(db: Db, userId: number, target: FavoriteTarget): Promise<FavoriteState> {
  await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.userId, userId),
        eq(favorites.kind, target.kind),
        eq(favorites.targetId, target.targetId),
      ),
    );
  return { ...target, favorite: false };
}

/** Whether the member bookmarked `targetId` of `kind`. */
export async function isFavorite(db: Db, userId: number, kind: FavoriteKind, targetId: number) {
  const [row] = await db
    .select({ kind: favorites.kind })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.targetId, targetId)));
  return row !== undefined;
}

interface Row {
  id: number;
  kind: FavoriteKind;
  targetId: number;
  createdAt: Date | string;
  total: number;
  chatId: number | null;
  content: string | null;
  withFiles: boolean | null;
  authorId: number | null;
  sentAt: Date | string | null;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** The card of a message's author; a deleted account shows as such (the message stays in the chat). */
async function authorOf(accounts: Accounts, id: number): Promise<PublicUser> {
  return (
    (await accounts.publicUser(id)) ?? {
      id,
      name: deletedAccountName,
      avatar: avatarPath(id),
      roles: [],
      createdAt: new Date(0).toISOString(),
    }
  );
}

/** The caller's favorites still there for them, newest first (the contract: `listFavorites`). */
export async function favoritesPage(
  { db, accounts }: Deps,
  userId: number,
  page: number,
  kind: FavoriteKind | undefined,
): Promise<FavoritesPage> {
  const ofKind: SQL = kind ? sql`and f.kind = ${kind}` : sql``;
  const rows = await rowsOf<Row>(
    db,
    sql`select f.id, f.kind, f.target_id as "targetId", f.created_at as "createdAt", count(*) over ()::int as total,
      m.chat_id as "chatId", m.content, m.user_id as "authorId", m.created_at as "sentAt",
      (m.is_audio or exists (select 1 from message_attachments a where a.message_id = m.id)) as "withFiles"
    from favorites f
    left join messages m on f.kind = 'message' and m.id = f.target_id
    where f.user_id = ${userId} ${ofKind} and ${stillThere}
    order by f.id desc
    limit ${favoritesPageSize} offset ${(page - 1) * favoritesPageSize}`,
  );
  const shown = await Promise.all(
    rows.map(async (row): Promise<Favorite | undefined> => {
      const createdAt = iso(row.createdAt);
      if (row.kind === "member") {
        const user = await accounts.publicUser(row.targetId);
        return user && { id: Number(row.id), kind: "member", targetId: row.targetId, createdAt, user };
      }
      if (row.chatId === null || row.authorId === null || row.sentAt === null) return undefined;
      return {
        id: Number(row.id),
        kind: "message",
        targetId: row.targetId,
        createdAt,
        message: {
          id: row.targetId,
          chatId: row.chatId,
          content: row.content ?? "",
          withFiles: row.withFiles === true,
          author: await authorOf(accounts, row.authorId),
          sentAt: iso(row.sentAt),
        },
      };
    }),
  );
  const count = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await countOf(db, userId, ofKind);
  return { count, rows: shown.filter((favorite) => favorite !== undefined) };
}

async function countOf(db: Db, userId: number, ofKind: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from favorites f where f.user_id = ${userId} ${ofKind} and ${stillThere}`,
  );
  return Number(row?.n ?? 0);
}
