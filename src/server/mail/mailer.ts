import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/connect";
import { type MailMessage, type SmsMessage, sendMail, sendSms } from "./outbox";
import { smtpMailer } from "./smtp";

export type { MailMessage, SmsMessage } from "./outbox";

/**
 * Where mail and SMS go. `outbox`: both land in the outbox table and the log, readable on /dev
 * (ARCHITECTURE §1). `smtp` (SMTP_URL set): mail goes out through SMTP; SMS still land in the outbox,
 * since no SMS gateway is configured.
 */
export interface Mailer {
  readonly mode: "outbox" | "smtp";
  /**
   * Resolves once the message is recorded (outbox) or handed over for delivery (SMTP). A failed SMTP
   * delivery is logged with its recipient and never reaches the caller: answers about mail are the same
   * whether an account exists or not, so they cannot depend on delivery either.
   */
  sendMail(message: MailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
  /** Waits (briefly) for mails still being delivered, then lets go of the connection. */
  close(): Promise<void>;
}

/** The mailer of a laptop or a demo: everything to the outbox. */
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    mode: "outbox",
    sendMail: (message) => sendMail(db, log, message),
    sendSms: (message) => sendSms(db, log, message),
    close: async () => {},
  };
}

/** SMTP when `SMTP_URL` is set, the outbox otherwise. */
export function createMailer(
  config: Pick<Config, "smtpUrl" | "publicUrl">,
  db: Db,
  log: FastifyBaseLogger,
): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.publicUrl, db, log) : outboxMailer(db, log);
}
