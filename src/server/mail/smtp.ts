import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";
import type { Db } from "../db/connect";
import { sendSms } from "./outbox";
import type { Mailer } from "./types";

/** The sender of every mail: the site's own host, so replies and SPF point at us. */
export function fromAddress(publicUrl: string): string {
  return `МИР <no-reply@${new URL(publicUrl).hostname}>`;
}

// A stuck mail server must not keep sockets open for nodemailer's default minutes.
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** How long closing the app waits for mails still on their way. */
const drainMs = 10_000;

/**
 * Mail over SMTP (`SMTP_URL`, e.g. `smtp://user:pass@host:587`); SMS still go to the outbox, as no SMS
 * gateway is configured. `sendMail` resolves as soon as the message is handed to nodemailer and delivery
 * goes on in the background: a slow or down mail server neither slows answers down nor shows through
 * their timing (which would tell whether an address has an account). A failed delivery is logged as an
 * error with the recipient — an operator must see it, the caller never does.
 */
export function smtpMailer(smtpUrl: string, publicUrl: string, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = createTransport({ url: smtpUrl, ...timeouts }, { from: fromAddress(publicUrl) });
  const pending = new Set<Promise<void>>();

  return {
    mode: "smtp",
    async sendMail({ to, subject, body }) {
      // The links are left out of the log on purpose: in this mode they are secrets meant for one mailbox.
      const sending: Promise<void> = transport.sendMail({ to, subject, text: body }).then(
        (info) =>
          log.info({ mail: "smtp", to, subject, messageId: info.messageId }, `Письмо отправлено: ${to}`),
        (error: unknown) =>
          log.error({ err: error, mail: "smtp", to, subject }, `Не удалось отправить письмо на ${to}`),
      );
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    sendSms: (message) => sendSms(db, log, message),
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const giveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, drainMs);
      });
      await Promise.race([Promise.allSettled([...pending]), giveUp]);
      clearTimeout(timer);
      transport.close();
    },
  };
}
