// @vitest-environment node
import pino from "pino";
import { describe, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema";
import { sendMail } from "../../src/server/mail/outbox";
import { createAdmin, createMember } from "./helpers/accounts";
import { backends, useTestApp } from "./helpers/test-app";

const silent = pino({ level: "silent" });

describe.each(backends)("GET /api/dev/outbox on $name", (backend) => {
  const ctx = useTestApp(backend);
  const read = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    ctx().app.inject({ method: "GET", url: "/api/dev/outbox", ...options });

  it("shows the newest 50 messages, newest first, to a request from this machine", async () => {
    const { db } = ctx().database;
    for (let n = 1; n <= 55; n += 1) {
      await sendMail(db, silent, {
        to: `n${n}@dev.test`,
        subject: `Письмо ${n}`,
        body: "Текст",
        links: [`/l/${n}`],
      });
    }
    // inject() comes from 127.0.0.1 with Host: localhost:80, as a browser on the server itself would.
    const response = await read();
    expect(response.statusCode).toBe(200);
    const { rows } = response.json();
    expect(rows).toHaveLength(50);
    expect(rows[0]).toMatchObject({
      kind: "mail",
      recipient: "n55@dev.test",
      subject: "Письмо 55",
      links: ["/l/55"],
    });
    expect(rows[49].recipient).toBe("n6@dev.test");
    expect(new Date(rows[0].createdAt).toISOString()).toBe(rows[0].createdAt);
    for (const remoteAddress of ["::1", "::ffff:127.0.0.1", "127.0.0.2"]) {
      expect((await read({ remoteAddress })).statusCode).toBe(200);
    }
  });

  it("refuses anyone else with a reason, even a member", async () => {
    const member = await createMember(ctx().database.db);
    const refusals = [
      await read({ remoteAddress: "203.0.113.7" }),
      await read({ remoteAddress: "203.0.113.7", headers: member.bearer }),
      await read({ remoteAddress: "192.168.1.20", headers: { host: "localhost:3000" } }),
      // Loopback, but relayed by a proxy on this machine for someone else.
      await read({ headers: { "x-forwarded-for": "203.0.113.7" } }),
      await read({ headers: { forwarded: "for=203.0.113.7" } }),
      // Loopback, but the page that asks is another site's (DNS rebinding).
      await read({ headers: { host: "evil.example" } }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("FORBIDDEN");
      expect(refused.json().error.message).toContain("только администратор");
    }
  });

  it("shows the outbox to an admin from anywhere", async () => {
    const admin = await createAdmin(ctx().database.db);
    const response = await read({ remoteAddress: "203.0.113.8", headers: admin.bearer });
    expect(response.statusCode).toBe(200);
    expect(response.json().rows.length).toBeGreaterThan(0);
  });

  it("lists what registration mailed, so a newcomer can click the link", async () => {
    await ctx().app.inject({
      method: "POST",
      url: "/api/users/reg",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "Новичок", email: "newcomer@dev.test", password: "long enough pass" }),
    });
    const [newest] = (await read()).json().rows;
    expect(newest.recipient).toBe("newcomer@dev.test");
    expect(newest.links[0]).toMatch(new RegExp(`^${ctx().config.publicUrl}/reg/verify-[A-Za-z0-9_-]{43}$`));
    const { db } = ctx().database;
    expect((await db.select().from(outbox)).length).toBe(56);
  });
});
