import { randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { smsCodeRules } from "../../api/endpoints/phone";
import type { Db, Tx } from "../db/connect";
import { phoneCodes, users } from "../db/schema";

// Class of the per-phone advisory lock (the other number is the phone's hash): two accounts confirming
// one phone at the same moment are served one after the other, so only one of them gets it.
const phoneLockClass = 7_340_004;

/** True when another live account has already confirmed this phone. */
export async function phoneTakenByOther(db: Tx, userId: number, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        isNotNull(users.phoneVerifiedAt),
        isNull(users.deletedAt),
        ne(users.id, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Makes a new 6-digit code for the member's phone, valid for {@link smsCodeRules}`.lifetimeMinutes`.
 * Every older live code of the member dies with it: only the latest SMS can confirm.
 */
export async function issuePhoneCode(
  db: Db,
  userId: number,
  phone: string,
): Promise<{ code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return db.transaction(async (tx) => {
    await tx
      .update(phoneCodes)
      .set({ expiresAt: sql`now()` })
      .where(
        and(eq(phoneCodes.userId, userId), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, sql`now()`)),
      );
    const [row] = await tx
      .insert(phoneCodes)
      .values({
        userId,
        phone,
        code,
        expiresAt: sql`now() + ${smsCodeRules.lifetimeMinutes} * interval '1 minute'`,
      })
      .returning({ expiresAt: phoneCodes.expiresAt });
    if (!row) throw new Error("issuePhoneCode: the insert returned no row");
    return { code, expiresAt: row.expiresAt };
  });
}

/** The member's live code for a phone (unused, unexpired, attempts left), or undefined. */
export async function livePhoneCode(
  db: Db,
  userId: number,
  phone: string,
): Promise<{ code: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ code: phoneCodes.code, expiresAt: phoneCodes.expiresAt })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.userId, userId),
        eq(phoneCodes.phone, phone),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, sql`now()`),
        sql`${phoneCodes.attempts} < ${smsCodeRules.maxAttempts}`,
      ),
    )
    .orderBy(desc(phoneCodes.id))
    .limit(1);
  return row;
}

/** How a confirmation attempt ended. */
export type PhoneConfirmation =
  | { readonly outcome: "confirmed" }
  /** Another account confirmed the phone first. */
  | { readonly outcome: "taken" }
  | { readonly outcome: "wrong"; readonly attemptsLeft: number }
  /** No code was sent to this phone, or the latest one is used, expired or out of attempts. */
  | { readonly outcome: "none" | "used" | "expired" | "exhausted" };

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks `code` against the member's latest SMS code for `phone` and, when it matches, makes the phone
 * theirs. A wrong code uses up an attempt; the outcome is returned rather than thrown so that the
 * counted attempt is committed.
 */
export async function confirmPhone(
  db: Db,
  userId: number,
  phone: string,
  code: string,
): Promise<PhoneConfirmation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${phoneLockClass}, hashtext(${phone}))`);
    const [row] = await tx
      .select({
        id: phoneCodes.id,
        code: phoneCodes.code,
        attempts: phoneCodes.attempts,
        used: sql<boolean>`${phoneCodes.usedAt} is not null`,
        expired: sql<boolean>`${phoneCodes.expiresAt} <= now()`,
      })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.phone, phone)))
      .orderBy(desc(phoneCodes.id))
      .limit(1)
      .for("update");
    if (!row) return { outcome: "none" };
    if (row.used) return { outcome: "used" };
    if (row.expired) return { outcome: "expired" };
    if (row.attempts >= smsCodeRules.maxAttempts) return { outcome: "exhausted" };
    if (!sameCode(row.code, code)) {
      const attempts = row.attempts + 1;
      await tx.update(phoneCodes).set({ attempts }).where(eq(phoneCodes.id, row.id));
      return { outcome: "wrong", attemptsLeft: smsCodeRules.maxAttempts - attempts };
    }
    if (await phoneTakenByOther(tx, userId, phone)) return { outcome: "taken" };
    await tx.update(phoneCodes).set({ usedAt: sql`now()` }).where(eq(phoneCodes.id, row.id));
    await tx
      .update(users)
      .set({ phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return { outcome: "confirmed" };
  });
}
