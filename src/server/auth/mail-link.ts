import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db, Tx } from "../db/connect";
import { users } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import type { MailMessage } from "../mail/outbox";
import { emailChangeMail, passwordResetMail, verifyEmailMail } from "../mail/templates";
import { issueLinkCode, type LinkPurpose } from "./link-codes";

/** What registration, resending and verification need from the app. */
export interface AccountDeps {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly publicUrl: string;
}

/** The mail that carries a code of each purpose. */
const mailOf: Readonly<
  Record<LinkPurpose, (publicUrl: string, to: string, name: string, code: string) => MailMessage>
> = {
  verify_email: verifyEmailMail,
  reset_password: passwordResetMail,
  change_email: emailChangeMail,
};

/**
 * A fresh link of `purpose` for a member (older ones of it end), as its mail — to be sent once the
 * transaction that issued the code has committed.
 */
export async function linkMail(
  tx: Tx,
  publicUrl: string,
  member: { readonly id: number; readonly name: string; readonly email: string },
  purpose: LinkPurpose,
): Promise<MailMessage> {
  const code = await issueLinkCode(tx, member.id, purpose);
  return mailOf[purpose](publicUrl, member.email, member.name, code);
}

/**
 * Mails a link of `purpose` to the live account of `email` if its address is confirmed (`confirmed`) or
 * not yet (`unconfirmed`) — and nothing otherwise, answering the same: the caller cannot learn who is a
 * member. Finding the member, issuing the code and sending its mail, once for every such call.
 */
export async function mailLinkTo(
  { db, mailer, publicUrl }: AccountDeps,
  email: string,
  purpose: LinkPurpose,
  address: "confirmed" | "unconfirmed",
): Promise<void> {
  const mail = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.email, email),
          address === "confirmed" ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt),
          isNull(users.deletedAt),
        ),
      );
    return member ? linkMail(tx, publicUrl, { ...member, email }, purpose) : undefined;
  });
  if (mail) await mailer.sendMail(mail);
}
