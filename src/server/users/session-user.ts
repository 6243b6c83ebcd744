import { sql } from "drizzle-orm";
import type { SessionUser } from "../../api/schema/account";
import type { Db } from "../db/connect";
import { preparedPerDb } from "../db/prepared";
import { users } from "../db/schema";
import { cardOf, selectUserWithRoles } from "./public-user";

/** Prepared once per database: checktoken runs it on every page load (see db/prepared.ts). */
const sessionUserQuery = preparedPerDb((db) =>
  selectUserWithRoles(db, sql.placeholder("id"), {
    email: users.email,
    emailVerifiedAt: users.emailVerifiedAt,
    phone: users.phone,
    phoneVerifiedAt: users.phoneVerifiedAt,
    referralCode: users.referralCode,
  }).prepare("session_user"),
);

/**
 * The member as they see themselves (the answer of checktoken and of every login): the public card plus
 * their e-mail, phone and referral code, in one query. Undefined for an unknown or deleted id.
 */
export async function findSessionUser(db: Db, id: number): Promise<SessionUser | undefined> {
  const rows = await sessionUserQuery(db).execute({ id });
  const card = cardOf(rows);
  const own = rows[0];
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
