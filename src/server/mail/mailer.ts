import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/connect";
import { sendMail, sendSms } from "./outbox";
import { smtpMailer } from "./smtp";
import type { Mailer } from "./types";

export type { MailMessage, SmsMessage } from "./outbox";
export type { Mailer } from "./types";

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
