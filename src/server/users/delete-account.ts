import { and, eq, isNull, sql } from "drizzle-orm";
import { deletedAccountName } from "../../api/endpoints/users";
import { RoleId } from "../../api/schema/user";
import { revokeUserSessions, verifyPassword } from "../auth";
import type { Db, Tx } from "../db/connect";
import { blogs, favorites, idempotencyKeys, linkCodes, phoneCodes, publications, users } from "../db/schema";
import type { EventLog, Publish } from "../realtime/event-log";
import { anotherAdminRemains, hasRole, lockAdminSet } from "./roles";

/**
 * How a deletion ended; `avatar` is the URL the account had, `files` the stored paths of their other
 * files (a blog's cover), for them to be removed after the commit.
 */
export type AccountDeletion =
  | { readonly outcome: "deleted"; readonly avatar: string | null; readonly files: ReadonlyArray<string> }
  | { readonly outcome: "wrong-password" }
  | { readonly outcome: "last-admin" };

/**
 * Soft-deletes the member's account once their password is confirmed (the policy is in the contract,
 * src/api/endpoints/users.ts `deleteAccount`). The row stays, so messages and referrals keep their
 * target, but everything that identifies or admits the person is erased in one transaction.
 */
/**
 * What a deletion does beyond identity, in its transaction (the structure's and the sponsors', handed
 * down by app.ts); `publish` tells those it concerns (a sponsor that their ward left).
 */
export type OnDeleted = (tx: Tx, publish: Publish, userId: number) => Promise<void>;

export async function deleteAccount(
  db: Db,
  events: EventLog,
  userId: number,
  password: string,
  onDeleted: OnDeleted,
): Promise<AccountDeletion> {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  const hash = account?.passwordHash;
  // scrypt runs outside the transaction: PGlite is one connection, and it takes a while.
  if (!hash || !(await verifyPassword(password, hash))) return { outcome: "wrong-password" };

  return events.transaction(async (tx, publish) => {
    await lockAdminSet(tx);
    if ((await hasRole(tx, userId, RoleId.admin)) && !(await anotherAdminRemains(tx, userId))) {
      return { outcome: "last-admin" };
    }
    const [row] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      // The hash we checked must still be the account's: a password changed meanwhile wins.
      .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.passwordHash, hash)))
      .for("update");
    if (!row) return { outcome: "wrong-password" };
    await tx
      .update(users)
      .set({
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
        name: deletedAccountName,
        email: null,
        emailVerifiedAt: null,
        phone: null,
        phoneVerifiedAt: null,
        passwordHash: null,
        avatar: null,
        // What they told about themselves goes with them.
        pendingEmail: null,
        about: "",
        city: "",
        birthday: null,
        interests: [],
      })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
    await onDeleted(tx, publish, userId);
    await tx.delete(linkCodes).where(eq(linkCodes.userId, userId));
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
    await tx.delete(favorites).where(eq(favorites.userId, userId));
    // Their publications leave every feed and page with them (kept: comments and reactions point at them).
    await tx.update(publications).set({ status: "hidden" }).where(eq(publications.authorId, userId));
    // Their blog's words and cover go.
    const blog = await tx
      .delete(blogs)
      .where(eq(blogs.userId, userId))
      .returning({ coverPath: blogs.coverPath });
    const files = blog.flatMap((one) => (one.coverPath ? [one.coverPath] : []));
    return { outcome: "deleted", avatar: row.avatar, files };
  });
}
