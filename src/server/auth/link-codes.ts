import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { resetPassword, verify } from "../../api/endpoints/auth";
import { confirmEmail } from "../../api/endpoints/settings";
import type { CodeCheck } from "../../api/schema/account";
import type { Db, Tx } from "../db/connect";
import { linkCodes, users } from "../db/schema";
import { refusal } from "../http/http-error";
import { hashSecret, newSecret } from "./secrets";

/** What a mailed link is for; a code of one purpose is "unknown" to the calls of the other. */
export type LinkPurpose = (typeof linkCodes.$inferSelect)["purpose"];

const hour = 60 * 60;

/** The call that uses a code of each purpose: its refusals are the reasons that endpoint declares. */
const usingEndpoint = {
  verify_email: verify,
  reset_password: resetPassword,
  change_email: confirmEmail,
} as const;

/**
 * How long a link works. Verification and a new address: 24 h (issue 3), time to find the mail the next day. Reset: 1 h,
 * because whoever holds the link can take over the account, and the owner is waiting for it right now.
 */
export const linkLifetimeSeconds: Readonly<Record<LinkPurpose, number>> = {
  verify_email: 24 * hour,
  reset_password: hour,
  change_email: 24 * hour,
};

/**
 * Stores a fresh code for a member and returns it (only its hash is kept). Older unused codes of the same
 * purpose end now: only the newest mail works, so a link lost in an old mailbox cannot be replayed.
 * Ended this way they read as "expired", which is what the member should be told.
 */
export async function issueLinkCode(tx: Tx, userId: number, purpose: LinkPurpose): Promise<string> {
  await expireLinkCodes(tx, userId, purpose);
  const code = newSecret();
  await tx.insert(linkCodes).values({
    userId,
    purpose,
    codeHash: code.hash,
    // The database's clock, the one that later judges expiry, whichever process issued the code.
    expiresAt: sql`now() + make_interval(secs => ${linkLifetimeSeconds[purpose]})`,
  });
  return code.value;
}

/** Ends a member's live codes of one purpose now (a newer mail, or a password that was just reset). */
export async function expireLinkCodes(tx: Tx, userId: number, purpose: LinkPurpose): Promise<void> {
  await tx
    .update(linkCodes)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(linkCodes.userId, userId),
        eq(linkCodes.purpose, purpose),
        isNull(linkCodes.usedAt),
        gt(linkCodes.expiresAt, sql`now()`),
      ),
    );
}

/** Why a code cannot be used, from the database's point of view (its clock decides expiry). */
async function refusalOf(db: Tx, code: string, purpose: LinkPurpose): Promise<CodeCheck> {
  const [row] = await db
    .select({
      used: sql<boolean>`${linkCodes.usedAt} is not null`,
      live: sql<boolean>`${linkCodes.expiresAt} > now()`,
    })
    .from(linkCodes)
    .innerJoin(users, eq(users.id, linkCodes.userId))
    .where(
      and(eq(linkCodes.codeHash, hashSecret(code)), eq(linkCodes.purpose, purpose), isNull(users.deletedAt)),
    );
  // A deleted account's codes are "unknown": the page must not hint that the account ever existed.
  if (!row) return { valid: false, reason: "unknown" };
  if (row.used) return { valid: false, reason: "used" };
  if (!row.live) return { valid: false, reason: "expired" };
  return { valid: true };
}

/** Whether a code can still be used (verifycheck, password/check). Reads only. */
export function checkLinkCode(db: Db, code: string, purpose: LinkPurpose): Promise<CodeCheck> {
  return refusalOf(db, code, purpose);
}

/**
 * Marks a code used and returns its member's id, or throws: unknown (or its account deleted) → 404
 * NOT_FOUND, used or expired → 409 CONFLICT; `details.reason` says which. One conditional UPDATE does
 * the check and the write, so of two concurrent uses exactly one wins (the other's row no longer has
 * `used_at is null` when PostgreSQL re-checks it), and a refusal writes nothing.
 */
export async function consumeLinkCode(tx: Tx, code: string, purpose: LinkPurpose): Promise<number> {
  const liveUsers = tx.select({ id: users.id }).from(users).where(isNull(users.deletedAt));
  const [used] = await tx
    .update(linkCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(linkCodes.codeHash, hashSecret(code)),
        eq(linkCodes.purpose, purpose),
        isNull(linkCodes.usedAt),
        gt(linkCodes.expiresAt, sql`now()`),
        inArray(linkCodes.userId, liveUsers),
      ),
    )
    .returning({ userId: linkCodes.userId });
  if (used) return used.userId;

  const { reason = "unknown" } = await refusalOf(tx, code, purpose);
  const endpoint = usingEndpoint[purpose];
  if (reason === "unknown") {
    throw refusal(
      endpoint,
      "NOT_FOUND",
      "Ссылка недействительна. Проверьте, что она скопирована целиком.",
      reason,
    );
  }
  throw refusal(
    endpoint,
    "CONFLICT",
    reason === "used"
      ? "Эта ссылка уже использована."
      : "Срок действия ссылки истёк. Запросите новое письмо.",
    reason,
  );
}
