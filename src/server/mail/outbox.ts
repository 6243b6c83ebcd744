import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connect";
import { outbox } from "../db/schema";

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** Links the message carries (verification, password reset): the log and /dev show them clickable. */
  readonly links?: ReadonlyArray<string>;
}

export interface SmsMessage {
  readonly to: string;
  readonly body: string;
  readonly links?: ReadonlyArray<string>;
}

/**
 * "Sends" a mail: records it in the outbox and logs it with its links, so registration works on a
 * laptop with no mail server (ARCHITECTURE §1). With SMTP_URL set, mail goes out by SMTP instead (smtp.ts).
 */
export async function sendMail(db: Db, log: FastifyBaseLogger, message: MailMessage): Promise<void> {
  const links = [...(message.links ?? [])];
  await db
    .insert(outbox)
    .values({ kind: "mail", recipient: message.to, subject: message.subject, body: message.body, links });
  log.info(
    { outbox: "mail", to: message.to, subject: message.subject, links },
    `Письмо для ${message.to}: ${message.subject}`,
  );
}

/** "Sends" an SMS the same way: outbox row plus a log line. */
export async function sendSms(db: Db, log: FastifyBaseLogger, message: SmsMessage): Promise<void> {
  const links = [...(message.links ?? [])];
  await db.insert(outbox).values({ kind: "sms", recipient: message.to, body: message.body, links });
  log.info({ outbox: "sms", to: message.to, links }, `SMS для ${message.to}: ${message.body}`);
}
