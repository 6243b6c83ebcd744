import { and, eq, isNull } from "drizzle-orm";
import type { SessionUser } from "../../api/schema/account";
import type { Db } from "../db/connect";
import { users } from "../db/schema";
import { findPublicUser } from "./public-user";

/**
 * The member as they see themselves (the answer of checktoken and of every login): the public card plus
 * their e-mail, phone and referral code. Undefined for an unknown or deleted id.
 */
export async function findSessionUser(db: Db, id: number): Promise<SessionUser | undefined> {
  const [card, [own]] = await Promise.all([
    findPublicUser(db, id),
    db
      .select({
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        phone: users.phone,
        phoneVerifiedAt: users.phoneVerifiedAt,
        referralCode: users.referralCode,
      })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt))),
  ]);
  if (!card || !own || own.email === null) return undefined;
  return {
    ...card,
    email: own.email,
    emailVerified: own.emailVerifiedAt !== null,
    phone: own.phone,
    phoneVerified: own.phoneVerifiedAt !== null,
    referralCode: own.referralCode,
  };
}
