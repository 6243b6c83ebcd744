import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { users } from "../db/schema";
import { consumeLinkCode, expireLinkCodes } from "./link-codes";
import { type AccountDeps, mailLinkTo } from "./mail-link";
import { hashPassword } from "./password";
import type { SignedIn } from "./registration";
import { openSession, revokeUserSessions } from "./sessions";

/**
 * Mails a reset link (1 h, older ones stop working) if the address belongs to a confirmed, live account.
 * Unconfirmed addresses get nothing: registering again is their way back in.
 */
export function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  return mailLinkTo(deps, email, "reset_password", "confirmed");
}

/**
 * Sets a new password with a reset code: every session of the member is revoked (whoever knew the old
 * password is out), other reset links die, the address counts as confirmed (the link proved the mailbox)
 * and a new session is opened. One transaction: a refused code writes nothing.
 */
export async function resetPassword(db: Db, code: string, password: string): Promise<SignedIn> {
  // Outside the transaction: PGlite is one connection, and scrypt takes ≈50 ms.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeLinkCode(tx, code, "reset_password");
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
    await expireLinkCodes(tx, userId, "reset_password");
    return { userId, token: await openSession(tx, userId) };
  });
}
