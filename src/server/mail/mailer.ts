import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connect";
import { type MailMessage, type SmsMessage, sendMail, sendSms } from "./outbox";

export type { MailMessage, SmsMessage } from "./outbox";

/**
 * Where mail and SMS go. `outbox`: both land in the outbox table and the log, readable on /dev
 * (ARCHITECTURE §1). `smtp` (SMTP_URL set): mail goes out through SMTP; SMS still land in the outbox,
 * since no SMS gateway is configured.
 */
export interface Mailer {
  readonly mode: "outbox" | "smtp";
  sendMail(message: MailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
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
