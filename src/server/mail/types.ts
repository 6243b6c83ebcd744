import type { MailMessage, SmsMessage } from "./outbox";

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
