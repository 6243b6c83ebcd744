// @vitest-environment node
import { asc, eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema";
import { createMailer } from "../../src/server/mail/mailer";
import { sendMail, sendSms } from "../../src/server/mail/outbox";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("outbox on $name", (backend) => {
  const ctx = useTestApp(backend);

  it("records mail and SMS with their links and logs them", async () => {
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const { db } = ctx().database;
    await sendMail(db, log, {
      to: "anna@example.org",
      subject: "Подтвердите регистрацию",
      body: "Перейдите по ссылке",
      links: ["http://localhost:3000/reg/verify-abc"],
    });
    await sendSms(db, log, { to: "+79990000000", body: "Код: 1234" });

    const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(
      rows.map(({ kind, recipient, subject, body, links }) => ({ kind, recipient, subject, body, links })),
    ).toEqual([
      {
        kind: "mail",
        recipient: "anna@example.org",
        subject: "Подтвердите регистрацию",
        body: "Перейдите по ссылке",
        links: ["http://localhost:3000/reg/verify-abc"],
      },
      { kind: "sms", recipient: "+79990000000", subject: null, body: "Код: 1234", links: [] },
    ]);
    expect(lines.join("")).toContain("http://localhost:3000/reg/verify-abc");
    expect(lines.join("")).toContain("Код: 1234");
  });

  it("is where mail goes without SMTP_URL; with it, mail goes by SMTP", async () => {
    const { db } = ctx().database;
    const log = pino({ level: "silent" });
    const publicUrl = "http://localhost:3000";
    const local = createMailer({ smtpUrl: undefined, publicUrl }, db, log);
    expect(local.mode).toBe("outbox");
    await local.sendMail({ to: "boris@example.org", subject: "Тема", body: "Текст" });
    expect(await db.select().from(outbox).where(eq(outbox.recipient, "boris@example.org"))).toHaveLength(1);
    const smtp = createMailer({ smtpUrl: "smtp://127.0.0.1:2525", publicUrl }, db, log);
    expect(smtp.mode).toBe("smtp");
    await smtp.close();
  });
});
