import { and, eq, isNull } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type { usersApi } from "../../api/endpoints/users";
import { expireLinkCodes, hashPassword, revokeUserSessions, verifyPassword } from "../auth";
import type { Db } from "../db/connect";
import { users } from "../db/schema";
import type { AuthContext } from "../http/caller";
import { fieldError } from "../http/http-error";

/**
 * The member's new password, once the current one is confirmed (the policy is in the contract,
 * src/api/endpoints/users.ts `changePassword`): the hash, the other sessions ended and the reset links
 * expired in one transaction. The caller then closes those sessions' sockets.
 */
export async function changePassword(
  { db }: { db: Db },
  caller: Pick<AuthContext, "userId" | "sessionId">,
  { currentPassword, password }: InputOf<typeof usersApi.changePassword>,
): Promise<void> {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, caller.userId), isNull(users.deletedAt)));
  const hash = account?.passwordHash;
  // scrypt runs outside the transaction: PGlite is one connection, and each takes a while.
  if (!hash || !(await verifyPassword(currentPassword, hash))) {
    throw fieldError("currentPassword", "Текущий пароль введён неверно");
  }
  if (currentPassword === password) throw fieldError("password", "Новый пароль совпадает с текущим");
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // The hash checked must still be the account's: a change meanwhile (another tab) wins.
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, caller.userId), eq(users.passwordHash, hash)))
      .returning({ id: users.id });
    if (changed.length === 0)
      throw fieldError("currentPassword", "Пароль только что изменили: введите новый");
    await revokeUserSessions(tx, caller.userId, caller.sessionId);
    await expireLinkCodes(tx, caller.userId, "reset_password");
  });
}
