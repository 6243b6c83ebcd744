import { and, asc, count, eq, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import { avatarPath } from "../../api/endpoints/avatars";
import {
  type Comment,
  commentsPageSize,
  type PublicationReactions,
  type publicationTalkApi,
} from "../../api/endpoints/publication-talk";
import { deletedAccountName } from "../../api/endpoints/users";
import type { PublicUser } from "../../api/schema/user";
import { RoleId } from "../../api/schema/user";
import type { Db, Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import { publicationComments, publicationReactions, publications } from "../db/schema";
import type { Accounts } from "../http/accounts";
import type { AuthContext } from "../http/caller";
import { fieldError, forbidden, notFound } from "../http/http-error";
import type { Notifier } from "../notifications";
import type { EventLog } from "../realtime/event-log";
import { type Announced, announceComment, announceReaction, tell } from "./announce";
import { isLive } from "./visibility";

type Deps = { readonly db: Db; readonly accounts: Accounts };
type WriteDeps = Deps & { readonly events: EventLog; readonly notifier: Notifier };
type Talk = typeof publicationTalkApi;

const notFoundPublication = () => notFound("Публикация не найдена");

/** A live publication as its announcements name it, or 404: nobody talks under a draft. */
async function livePublication(tx: Tx, id: number): Promise<Announced> {
  const [row] = await rowsOf<{ author_id: number; title: string; excerpt: string }>(
    tx,
    sql`select p.author_id, p.title, p.excerpt from publications p where p.id = ${id} and ${isLive()}`,
  );
  if (!row) throw notFoundPublication();
  return { id, authorId: Number(row.author_id), title: row.title || row.excerpt.slice(0, 200) };
}

/** A publication's reactions as `viewerId` sees them. */
export async function reactionsOf(
  db: Tx,
  id: number,
  viewerId: number | null,
): Promise<PublicationReactions> {
  const rows = await rowsOf<{ code: string; count: number; mine: boolean }>(
    db,
    sql`select code, count(*)::int as count, bool_or(user_id = ${viewerId ?? 0}) as mine
      from publication_reactions where publication_id = ${id} group by code order by count(*) desc, code`,
  );
  return {
    publicationId: id,
    reactions: rows.map((row) => ({ code: row.code, count: Number(row.count), mine: row.mine === true })),
  };
}

/** Reads a live publication's reactions. */
export async function listReactions({ db }: Deps, viewerId: number | null, id: number) {
  await livePublication(db, id);
  return reactionsOf(db, id, viewerId);
}

/** Gives or takes back the caller's reaction; answers the reactions. */
export async function react(
  { events, notifier }: WriteDeps,
  { userId }: Pick<AuthContext, "userId">,
  { id, code }: InputOf<Talk["addPublicationReaction"]>,
  give: boolean,
): Promise<PublicationReactions> {
  return events.transaction(async (tx, publish) => {
    const publication = await livePublication(tx, id);
    if (give) {
      const given = await tx
        .insert(publicationReactions)
        .values({ publicationId: id, userId, code })
        .onConflictDoNothing()
        .returning({ code: publicationReactions.code });
      if (given.length > 0) await announceReaction(notifier, tx, publish, publication, userId);
    } else {
      await tx
        .delete(publicationReactions)
        .where(
          and(
            eq(publicationReactions.publicationId, id),
            eq(publicationReactions.userId, userId),
            eq(publicationReactions.code, code),
          ),
        );
      // The author's open page follows; nobody is notified of a reaction taken back.
      tell(publish, [publication.authorId], "reaction", publication, userId);
    }
    return reactionsOf(tx, id, userId);
  });
}

/** A card for a commenter whose account is gone (their comments went with it: a page may race). */
const gone = (id: number): PublicUser => ({
  id,
  name: deletedAccountName,
  avatar: avatarPath(id),
  roles: [],
  createdAt: new Date(0).toISOString(),
});

type CommentRow = typeof publicationComments.$inferSelect;

async function commentOf(accounts: Accounts, row: CommentRow): Promise<Comment> {
  return {
    id: row.id,
    publicationId: row.publicationId,
    author: (await accounts.publicUser(row.authorId)) ?? gone(row.authorId),
    text: row.text,
    replyToId: row.replyToId,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** A live publication's comments, oldest first. */
export async function commentsOf({ db, accounts }: Deps, id: number, page: number) {
  await livePublication(db, id);
  const where = eq(publicationComments.publicationId, id);
  const [total] = await db.select({ n: count() }).from(publicationComments).where(where);
  const rows = await db
    .select()
    .from(publicationComments)
    .where(where)
    .orderBy(asc(publicationComments.id))
    .limit(commentsPageSize)
    .offset((page - 1) * commentsPageSize);
  return {
    count: Number(total?.n ?? 0),
    rows: await Promise.all(rows.map((row) => commentOf(accounts, row))),
  };
}

/** Comments under a live publication; a reply must answer a comment of the same one. */
export async function addComment(
  { events, notifier, accounts }: WriteDeps,
  { userId }: Pick<AuthContext, "userId">,
  { id, text, replyToId }: InputOf<Talk["addComment"]>,
): Promise<Comment> {
  const row = await events.transaction(async (tx, publish) => {
    const publication = await livePublication(tx, id);
    let answeredAuthorId: number | null = null;
    if (replyToId !== undefined) {
      const [answered] = await tx
        .select({ authorId: publicationComments.authorId })
        .from(publicationComments)
        .where(and(eq(publicationComments.id, replyToId), eq(publicationComments.publicationId, id)));
      if (!answered) throw fieldError("replyToId", "Такого комментария под этой публикацией нет");
      answeredAuthorId = answered.authorId;
    }
    const [inserted] = await tx
      .insert(publicationComments)
      .values({ publicationId: id, authorId: userId, text, replyToId: replyToId ?? null })
      .returning();
    if (!inserted) throw new Error("addComment: no row returned");
    await announceComment(notifier, tx, publish, publication, userId, answeredAuthorId);
    return inserted;
  });
  return commentOf(accounts, row);
}

/** A comment with its publication's author, or 404. */
async function commentFor(tx: Tx, id: number) {
  const [row] = await tx
    .select({ comment: publicationComments, publicationAuthor: publications.authorId })
    .from(publicationComments)
    .innerJoin(publications, eq(publications.id, publicationComments.publicationId))
    .where(eq(publicationComments.id, id))
    .for("update", { of: publicationComments });
  if (!row) throw notFound("Комментарий не найден");
  return row;
}

/** Changes the caller's own comment. */
export async function editComment(
  { db, accounts }: Deps,
  { userId }: Pick<AuthContext, "userId">,
  { id, text }: InputOf<Talk["editComment"]>,
): Promise<Comment> {
  const row = await db.transaction(async (tx) => {
    const { comment } = await commentFor(tx, id);
    if (comment.authorId !== userId) throw forbidden("Изменить комментарий может только его автор");
    const [changed] = await tx
      .update(publicationComments)
      .set({ text, editedAt: sql`now()` })
      .where(eq(publicationComments.id, id))
      .returning();
    if (!changed) throw notFound("Комментарий не найден");
    return changed;
  });
  return commentOf(accounts, row);
}

/** Deletes a comment: its author, the publication's author, or an admin. Replies to it stay, unattached. */
export async function deleteComment(
  { db }: Deps,
  caller: Pick<AuthContext, "userId" | "roleIds">,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { comment, publicationAuthor } = await commentFor(tx, id);
    const allowed =
      comment.authorId === caller.userId ||
      publicationAuthor === caller.userId ||
      caller.roleIds.includes(RoleId.admin);
    if (!allowed) throw forbidden("Удалить комментарий может его автор, автор публикации или администратор");
    await tx.delete(publicationComments).where(eq(publicationComments.id, id));
  });
}
