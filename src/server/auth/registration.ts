import { and, eq, isNull, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type { register } from "../../api/endpoints/auth";
import { RoleId } from "../../api/schema/user";
import type { Tx } from "../db/connect";
import { users } from "../db/schema";
import { alreadyRegisteredMail } from "../mail/templates";
import type { EventLog, Publish } from "../realtime/event-log";
import { insertUser } from "./create-user";
import { consumeLinkCode } from "./link-codes";
import { type AccountDeps, linkMail, mailLinkTo } from "./mail-link";
import { hashPassword } from "./password";
import { openSession } from "./sessions";

/** What registration decoded; the contract has already trimmed and lower-cased the e-mail. */
type Registration = InputOf<typeof register>;

// Two registrations of one address (two tabs, two processes) take turns on this lock, so the second
// sees the first's row instead of failing on the unique e-mail. 7_340_001/2 are migration and seed.
const registrationLock = 7_340_003;

/**
 * The member whose `?ref=` code this is. An unknown or stale code (a deleted member's) is ignored, never
 * an error: a typo in someone else's link must not stop a person from joining.
 */
async function referrerOf(tx: Tx, ref: string | undefined, self: number | undefined): Promise<number | null> {
  if (ref === undefined) return null;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, ref), isNull(users.deletedAt)));
  return row && row.id !== self ? row.id : null;
}

/**
 * Registers an address, answering nothing the caller could learn from:
 * - new address → an unconfirmed member (role 2) and a verification mail;
 * - unconfirmed address → the newest registration wins: name, password and referrer are replaced, older
 *   links stop working and a new one is mailed (whoever owns the mailbox decides which attempt counts);
 * - confirmed address → only an "you already have an account" mail to its owner; nothing changes.
 */
export async function registerAccount(
  { db, mailer, publicUrl }: AccountDeps,
  input: Registration,
): Promise<void> {
  // In every branch, before the transaction: a known address must not answer faster, and PGlite is a
  // single connection that a 50 ms hash would hold up.
  const passwordHash = await hashPassword(input.password);
  const mail = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${registrationLock}, hashtext(${input.email}))`);
    const [existing] = await tx
      .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, input.email));
    if (existing?.verifiedAt) return alreadyRegisteredMail(publicUrl, input.email);

    const referrerId = await referrerOf(tx, input.ref, existing?.id);
    let userId: number;
    if (existing) {
      userId = existing.id;
      await tx
        .update(users)
        .set({ name: input.name, passwordHash, referrerId, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    } else {
      userId = await insertUser(
        tx,
        { name: input.name, email: input.email, passwordHash, emailVerifiedAt: null, referrerId },
        [RoleId.member],
      );
    }
    return linkMail(tx, publicUrl, { id: userId, name: input.name, email: input.email }, "verify_email");
  });
  await mailer.sendMail(mail);
}

/** Mails a new verification link (older ones stop working) if the address registered and is unconfirmed. */
export function resendVerification(deps: AccountDeps, email: string): Promise<void> {
  return mailLinkTo(deps, email, "verify_email", "unconfirmed");
}

/** A member who just proved something and is now logged in: their id and the new session's token. */
export interface SignedIn {
  readonly userId: number;
  readonly token: string;
}

/**
 * What becomes of a member once their address is confirmed, in the same transaction: they join the
 * structure of whoever invited them (structure's, handed down by app.ts: it stands above identity).
 */
export type OnConfirmed = (tx: Tx, publish: Publish, userId: number) => Promise<void>;

/**
 * Confirms the address of a verification code and opens a session, in one transaction with
 * `onConfirmed`: a refused code (see {@link consumeLinkCode}) writes nothing.
 */
export function verifyEmail(events: EventLog, code: string, onConfirmed: OnConfirmed): Promise<SignedIn> {
  return events.transaction(async (tx, publish) => {
    const userId = await consumeLinkCode(tx, code, "verify_email");
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await onConfirmed(tx, publish, userId);
    return { userId, token: await openSession(tx, userId) };
  });
}
