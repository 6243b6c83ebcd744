// @vitest-environment node
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, users } from "../../src/server/db/schema";
import { smtpMailer } from "../../src/server/mail/smtp";
import { createAdmin, testPassword } from "./helpers/accounts";
import { backends, createTestApp, type TestApp } from "./helpers/test-app";

/** A message as the SMTP server received it. */
interface Received {
  readonly from: string;
  readonly to: ReadonlyArray<string>;
  readonly raw: string;
}

/** A real SMTP server on a random port: plain text (no STARTTLS), AUTH allowed but optional. */
async function startSmtpServer() {
  const received: Received[] = [];
  const logins: Array<{ username: string | undefined; password: string | null | undefined }> = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password });
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      // A mailbox that does not exist: the way to make a delivery fail for real.
      if (address.address.endsWith("@bounce.test")) {
        callback(Object.assign(new Error("Нет такого ящика"), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received, logins };
}

/** Waits until the server got a message for `to` (delivery runs after the API has answered). */
async function mailTo(received: ReadonlyArray<Received>, to: string): Promise<Received> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const found = received.find((message) => message.to.includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${to} arrived`);
}

/** RFC 2047 words of a header (`=?UTF-8?B?…?=`) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The headers and the text of a single-part message, transfer encoding undone. */
function parseMessage(raw: string): { header: (name: string) => string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => {
    const line = head
      .split("\r\n")
      .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return decodeWords(line?.slice(name.length + 1).trim() ?? "");
  };
  const body = raw.slice(split + 4);
  const encoding = header("content-transfer-encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r\n/g, "")
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8")
        : body;
  return { header, text };
}

const json = { "content-type": "application/json" };

describe.each(backends)("mail over SMTP on $name", (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let current: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    current = await createTestApp(backend, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  }, 60_000);
  afterAll(async () => {
    await current?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.server.close(() => resolve()) : resolve()));
  });

  const register = (name: string, email: string) =>
    current.app.inject({
      method: "POST",
      url: "/api/users/reg",
      headers: json,
      payload: JSON.stringify({ name, email, password: testPassword }),
    });

  it("mails the verification link over SMTP, and the link verifies the account", async () => {
    const email = "smtp.anna@mail.test";
    const registered = await register("Анна", email);
    expect(registered.json()).toEqual({ accepted: true });

    const message = await mailTo(smtp.received, email);
    expect(message.from).toBe("no-reply@localhost");
    const { header, text } = parseMessage(message.raw);
    expect(header("from")).toBe("МИР <no-reply@localhost>");
    expect(header("subject")).toBe("Подтвердите регистрацию в МИР");
    expect(header("content-type")).toMatch(/^text\/plain; charset=utf-8/i);
    expect(text).toContain("Здравствуйте, Анна!");
    const prefix = `${current.config.publicUrl}/reg/verify-`;
    const code = new RegExp(`${prefix}([A-Za-z0-9_-]+)`).exec(text)?.[1];
    expect(code).toBeDefined();

    const verified = await current.app.inject({
      method: "PUT",
      url: "/api/users/verify",
      headers: json,
      payload: JSON.stringify({ code }),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, emailVerified: true });
    // Real delivery: nothing was written to the outbox.
    expect(await current.database.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
  });

  it("answers a registration as usual when the mail server refuses the mail", async () => {
    const email = "nobody@bounce.test";
    const registered = await register("Никто", email);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ accepted: true });
    expect(await current.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("logs a failed delivery with its recipient, logs in with the URL's credentials, keeps SMS in the outbox", async () => {
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const { db } = current.database;
    const mailer = smtpMailer(`smtp://mir:s3cret@127.0.0.1:${smtp.port}`, "https://mir.example", db, log);
    expect(mailer.mode).toBe("smtp");
    await mailer.sendMail({ to: "lost@bounce.test", subject: "Тест", body: "Текст" });
    await mailer.sendMail({ to: "boris@mail.test", subject: "Тест", body: "Текст" });
    await mailer.sendSms({ to: "+79990000001", body: "Код: 123456" });
    await mailer.close(); // waits for both deliveries

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(failure).toMatchObject({ to: "lost@bounce.test", mail: "smtp" });
    expect(failure.msg).toContain("lost@bounce.test");
    expect((await mailTo(smtp.received, "boris@mail.test")).from).toBe("no-reply@mir.example");
    expect(smtp.logins).toContainEqual({ username: "mir", password: "s3cret" });
    const sms = await db.select().from(outbox).where(eq(outbox.recipient, "+79990000001"));
    expect(sms).toMatchObject([{ kind: "sms", body: "Код: 123456" }]);
  });

  it("has no /dev outbox in SMTP mode, not even for an admin on this machine", async () => {
    const admin = await createAdmin(current.database.db);
    const response = await current.app.inject({
      method: "GET",
      url: "/api/dev/outbox",
      headers: admin.bearer,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });
});
