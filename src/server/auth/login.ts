import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { login } from "../../api/endpoints/auth";
import type { Db } from "../db/connect";
import { users } from "../db/schema";
import { HttpError, refusal } from "../http/http-error";
import { hashPassword, verifyPassword } from "./password";

let dummy: Promise<string> | undefined;

/**
 * A hash no typed password matches. An unknown address is checked against it, so it costs the same
 * scrypt run as a known one and the answer's timing does not tell them apart. Made once, on first use
 * (call it at start-up so the first login does not pay for it).
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(32).toString("base64"));
  return dummy;
}

/** One answer for an unknown address, a wrong password and a deleted account. */
const wrongCredentials = () => new HttpError("UNAUTHORIZED", "Неверный e-mail или пароль");

/**
 * The member with this address and password, or throws: 401 UNAUTHORIZED for a wrong pair (the same
 * body whichever half was wrong), 403 FORBIDDEN with `details.reason = "email_not_verified"` for the
 * right pair of an unconfirmed address, so the page can offer to resend the link. The 403 reveals the
 * account only to someone who already knows its password.
 */
export async function checkCredentials(db: Db, email: string, password: string): Promise<number> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user?.passwordHash || !matches) throw wrongCredentials();
  if (!user.verifiedAt) {
    throw refusal(
      login,
      "FORBIDDEN",
      "Адрес e-mail ещё не подтверждён. Откройте ссылку из письма или запросите новое.",
      "email_not_verified",
    );
  }
  return user.id;
}
