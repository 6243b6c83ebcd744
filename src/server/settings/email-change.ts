import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type { settingsApi } from "../../api/endpoints/settings";
import { type AccountDeps, consumeLinkCode, linkMail, verifyPassword } from "../auth";
import type { Tx } from "../db/connect";
import { users } from "../db/schema";
import { fieldError, HttpError } from "../http/http-error";

const addressTaken = () => fieldError("email", "Этот адрес уже занят другим аккаунтом", { code: "CONFLICT" });

/** Whether another live account has `email` (an unconfirmed registration too: it may still be confirmed). */
async function takenByOther(tx: Tx, email: string, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId), isNull(users.deletedAt)));
  return row !== undefined;
}

/**
 * Records the new address as pending and mails its link there (the contract: `changeEmail`). The password
 * is checked first, outside the transaction (scrypt takes a while; PGlite is one connection).
 */
export async function requestEmailChange(
  { db, mailer, publicUrl }: AccountDeps,
  userId: number,
  { email, password }: InputOf<typeof settingsApi.changeEmail>,
): Promise<{ pendingEmail: string }> {
  const [account] = await db
    .select({ name: users.name, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!account?.passwordHash || !(await verifyPassword(password, account.passwordHash))) {
    throw fieldError("password", "Неверный пароль");
  }
  if (account.email === email) throw fieldError("email", "Это ваш нынешний адрес");
  const mail = await db.transaction(async (tx) => {
    if (await takenByOther(tx, email, userId)) throw addressTaken();
    await tx.update(users).set({ pendingEmail: email, updatedAt: sql`now()` }).where(eq(users.id, userId));
    return linkMail(tx, publicUrl, { id: userId, name: account.name, email }, "change_email");
  });
  await mailer.sendMail(mail);
  return { pendingEmail: email };
}

/**
 * Makes the pending address the account's, by the code of its link: the code used, the address moved and
 * confirmed in one transaction — a refusal writes nothing. Answers the member's id and the address.
 */
export function confirmEmailChange(
  db: AccountDeps["db"],
  { code }: InputOf<typeof settingsApi.confirmEmail>,
): Promise<{ userId: number; email: string }> {
  return db.transaction(async (tx) => {
    const userId = await consumeLinkCode(tx, code, "change_email");
    const [row] = await tx
      .select({ pendingEmail: users.pendingEmail })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const email = row?.pendingEmail;
    // A newer request's link ends this one, so a live code always has its address pending.
    if (!email) throw new HttpError("CONFLICT", "Запросите смену адреса ещё раз");
    if (await takenByOther(tx, email, userId)) throw addressTaken();
    await tx
      .update(users)
      .set({ email, pendingEmail: null, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return { userId, email };
  });
}
