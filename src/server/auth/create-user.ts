import type { Tx } from "../db/connect";
import { userRoles, users } from "../db/schema";
import { newReferralCode } from "./secrets";

export interface NewUser {
  readonly name: string;
  readonly email: string;
  readonly passwordHash: string | null;
  /** When the address was confirmed; null for a fresh registration. */
  readonly emailVerifiedAt: Date | null;
  readonly referrerId?: number | null;
  readonly createdAt?: Date;
}

/** Inserts a user with a referral code of their own and the given roles; returns the id. */
export async function insertUser(tx: Tx, user: NewUser, roleIds: ReadonlyArray<number>): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({ ...user, referralCode: newReferralCode() })
    .returning({ id: users.id });
  if (!row) throw new Error("insertUser: the insert returned no row");
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
  return row.id;
}
