// @vitest-environment node
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendSms } from "../../src/api/endpoints/phone";
import { idempotencyKeys, outbox, phoneCodes, users } from "../../src/server/db/schema";
import { requestHash } from "../../src/server/http/idempotency";
import { createMember, type TestMember } from "./helpers/accounts";
import { backends, useTestApp } from "./helpers/test-app";

const json = { "content-type": "application/json" };
let phones = 0;
/** A phone no other test uses. */
const newPhone = () =>
  `+7999${String(Date.now() % 100_000).padStart(5, "0")}${String(++phones).padStart(3, "0")}`;
let keys = 0;
const newKey = () => `key-${Date.now()}-${++keys}`;

describe.each(backends)("phone confirmation on $name", (backend) => {
  const ctx = useTestApp(backend);
  const db = () => ctx().database.db;

  // Each member calls from an address of their own: the per-IP SMS limit is not what these tests are about.
  const from = (member: TestMember) => `10.7.${Math.floor(member.id / 250)}.${(member.id % 250) + 1}`;
  const call = (member: TestMember, method: "POST" | "PUT", url: string, payload: unknown, headers = {}) =>
    ctx().app.inject({
      method,
      url,
      headers: { ...json, ...member.bearer, ...headers },
      payload: JSON.stringify(payload),
      remoteAddress: from(member),
    });
  const send = (member: TestMember, phone: unknown, key?: string) =>
    call(
      member,
      "POST",
      "/api/users/sendsms",
      { phone },
      key === undefined ? {} : { "idempotency-key": key },
    );
  const askCode = (member: TestMember, phone: string) =>
    call(member, "PUT", "/api/users/verify/phonecode", { phone });
  const verify = (member: TestMember, phone: string, code: string) =>
    call(member, "PUT", "/api/users/verify/phone/sms", { phone, code });

  const smsTo = async (phone: string) =>
    db()
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.kind, "sms"), eq(outbox.recipient, phone)))
      .orderBy(outbox.id);
  const rowCounts = async () => {
    const [[sms], [codes], [keyRows]] = await Promise.all([
      db().select({ n: count() }).from(outbox),
      db().select({ n: count() }).from(phoneCodes),
      db().select({ n: count() }).from(idempotencyKeys),
    ]);
    return { sms: sms?.n, codes: codes?.n, keys: keyRows?.n };
  };
  const phoneOf = async (id: number) =>
    (
      await db().select({ phone: users.phone, at: users.phoneVerifiedAt }).from(users).where(eq(users.id, id))
    )[0];

  describe("POST /api/users/sendsms", () => {
    it("refuses a request without an Idempotency-Key, naming the header, and sends nothing", async () => {
      const member = await createMember(db());
      const phone = newPhone();
      const response = await send(member, phone);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION");
      expect(response.json().error.details.issues).toEqual([
        { in: "headers", path: "idempotency-key", message: expect.stringContaining("Idempotency-Key") },
      ]);
      for (const bad of ["", "with space", "x".repeat(256)]) {
        const malformed = await send(member, phone, bad);
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().error.details.issues[0]).toMatchObject({
          in: "headers",
          path: "idempotency-key",
        });
      }
      expect(await smsTo(phone)).toEqual([]);
    });

    it("sends a 6-digit code valid for 10 minutes", async () => {
      const member = await createMember(db());
      const phone = newPhone();
      const before = Date.now();
      const response = await send(member, phone, newKey());
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.phone).toBe(phone);
      const ttl = new Date(body.expiresAt).getTime() - before;
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
      const [sms] = await smsTo(phone);
      expect(sms?.body).toMatch(/^Код МИР: \d{6}$/);
    });

    it("answers a repeated key and body with the first answer and sends exactly one SMS", async () => {
      const member = await createMember(db());
      const phone = newPhone();
      const key = newKey();
      const first = await send(member, phone, key);
      const second = await send(member, phone, key);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(first.headers["idempotent-replayed"]).toBeUndefined();
      expect(second.headers["idempotent-replayed"]).toBe("true");
      expect(await smsTo(phone)).toHaveLength(1);
      const [codes] = await db()
        .select({ n: count() })
        .from(phoneCodes)
        .where(eq(phoneCodes.userId, member.id));
      expect(codes?.n).toBe(1);
    });

    it("sends one SMS when the same request arrives several times at once", async () => {
      const member = await createMember(db());
      const phone = newPhone();
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(member, phone, key)));
      const ok = answers.filter((answer) => answer.statusCode === 200);
      expect(ok.length).toBeGreaterThan(0);
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      for (const answer of ok) expect(answer.json()).toEqual(ok[0]?.json());
      expect(await smsTo(phone)).toHaveLength(1);
    });

    it("refuses the same key with another body with 422 and sends nothing more", async () => {
      const member = await createMember(db());
      const [phone, other] = [newPhone(), newPhone()];
      const key = newKey();
      expect((await send(member, phone, key)).statusCode).toBe(200);
      const response = await send(member, other, key);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe("UNPROCESSABLE");
      expect(await smsTo(phone)).toHaveLength(1);
      expect(await smsTo(other)).toEqual([]);
    });

    it("sends a new SMS for a new key, and only the newest code counts", async () => {
      const member = await createMember(db());
      const phone = newPhone();
      expect((await send(member, phone, newKey())).statusCode).toBe(200);
      expect((await send(member, phone, newKey())).statusCode).toBe(200);
      const sent = await smsTo(phone);
      expect(sent).toHaveLength(2);
      const codes = sent.map((sms) => sms.body.slice(-6));
      expect((await askCode(member, phone)).json().code).toBe(codes[1]);
      if (codes[0] !== codes[1]) {
        const older = await verify(member, phone, codes[0] ?? "");
        expect(older.statusCode).toBe(400);
        expect((await phoneOf(member.id))?.phone).toBeNull();
      }
    });

    it("keys are per member: another member's identical key is a request of its own", async () => {
      const [anna, boris] = [await createMember(db()), await createMember(db())];
      const key = newKey();
      const phone = newPhone();
      expect((await send(anna, phone, key)).statusCode).toBe(200);
      const response = await send(boris, phone, key);
      expect(response.statusCode).toBe(200);
      expect(response.headers["idempotent-replayed"]).toBeUndefined();
      expect(await smsTo(phone)).toHaveLength(2);
    });

    it("answers 409 while a request with the same key is still running", async () => {
      const member = await createMember(db());
      const phone = newPhone();
      const key = newKey();
      // The state a first request is in between claiming its key and storing its answer.
      await db()
        .insert(idempotencyKeys)
        .values({ userId: member.id, key, requestHash: requestHash(sendSms, { phone }) });
      const response = await send(member, phone, key);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("CONFLICT");
      expect(await smsTo(phone)).toEqual([]);
    });

    it("forgets a key after 24 hours, and a claim whose process died after a minute", async () => {
      const member = await createMember(db());
      const phone = newPhone();
      const [old, stuck] = [newKey(), newKey()];
      await db()
        .insert(idempotencyKeys)
        .values([
          {
            userId: member.id,
            key: old,
            requestHash: "another request",
            status: 200,
            response: { phone: "+70000000000", expiresAt: "2020-01-01T00:00:00.000Z" },
            createdAt: sql`now() - interval '25 hours'`,
          },
          {
            userId: member.id,
            key: stuck,
            requestHash: requestHash(sendSms, { phone }),
            createdAt: sql`now() - interval '2 minutes'`,
          },
        ]);
      const reused = await send(member, phone, old);
      expect(reused.statusCode).toBe(200);
      expect(reused.json().phone).toBe(phone);
      const retaken = await send(member, phone, stuck);
      expect(retaken.statusCode).toBe(200);
      expect(retaken.headers["idempotent-replayed"]).toBeUndefined();
      expect(await smsTo(phone)).toHaveLength(2);
    });

    it("refuses a phone another live account confirmed, and frees the key for a retry", async () => {
      const [owner, member] = [await createMember(db()), await createMember(db())];
      const phone = newPhone();
      await db().update(users).set({ phone, phoneVerifiedAt: new Date() }).where(eq(users.id, owner.id));
      const key = newKey();
      const refused = await send(member, phone, key);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe("CONFLICT");
      expect(await smsTo(phone)).toEqual([]);
      // Once that account is deleted the phone is free; the refused key was not remembered.
      await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
      const retried = await send(member, phone, key);
      expect(retried.statusCode).toBe(200);
      expect(await smsTo(phone)).toHaveLength(1);
    });

    it("limits a member to 5 SMS an hour with Retry-After; replays of a key do not count", async () => {
      const member = await createMember(db());
      const phone = newPhone();
      const first = newKey();
      expect((await send(member, phone, first)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await send(member, phone, first)).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await send(member, phone, newKey())).statusCode).toBe(200);
      const limited = await send(member, phone, newKey());
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe("RATE_LIMITED");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(await smsTo(phone)).toHaveLength(5);
      // A replay is still answered: it sends nothing.
      expect((await send(member, phone, first)).statusCode).toBe(200);
    });

    it("limits one address to 20 SMS an hour across members", async () => {
      const remoteAddress = "10.99.0.1";
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const member = await createMember(db());
        for (let j = 0; j < 5; j += 1) {
          const response = await ctx().app.inject({
            method: "POST",
            url: "/api/users/sendsms",
            headers: { ...json, ...member.bearer, "idempotency-key": newKey() },
            payload: JSON.stringify({ phone: newPhone() }),
            remoteAddress,
          });
          statuses.push(response.statusCode);
        }
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    });
  });

  describe("PUT /api/users/verify/phonecode and /api/users/verify/phone/sms", () => {
    it("confirms the phone with the code the client copies, once; checktoken shows it at once", async () => {
      const member = await createMember(db());
      const checkToken = () =>
        ctx().app.inject({ method: "POST", url: "/api/users/checktoken", headers: member.bearer });
      // Read before, so that a copy kept from before (account cache) would show.
      expect((await checkToken()).json()).toMatchObject({ phone: null, phoneVerified: false });
      const phone = newPhone();
      const sent = await send(member, phone, newKey());
      const copied = await askCode(member, phone);
      expect(copied.statusCode).toBe(200);
      const { code, expiresAt } = copied.json();
      expect((await smsTo(phone))[0]?.body).toBe(`Код МИР: ${code}`);
      expect(expiresAt).toBe(sent.json().expiresAt);

      const confirmed = await verify(member, phone, code);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ id: member.id, phone, phoneVerified: true });
      expect((await phoneOf(member.id))?.at).toBeInstanceOf(Date);
      expect((await checkToken()).json()).toMatchObject({ phone, phoneVerified: true });

      expect((await askCode(member, phone)).statusCode).toBe(404);
      const again = await verify(member, phone, code);
      expect(again.statusCode).toBe(400);
      expect(again.json().error.details.issues).toEqual([
        { in: "body", path: "code", message: expect.stringContaining("уже использован") },
      ]);
    });

    it("counts wrong codes and kills the code after 5 of them", async () => {
      const member = await createMember(db());
      const phone = newPhone();
      await send(member, phone, newKey());
      const { code } = (await askCode(member, phone)).json();
      const wrong = code === "000000" ? "111111" : "000000";
      const messages: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await verify(member, phone, wrong);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.details.issues[0].path).toBe("code");
        messages.push(response.json().error.message);
      }
      expect(messages[0]).toBe("Неверный код. Осталось попыток: 4");
      expect(messages[3]).toBe("Неверный код. Осталось попыток: 1");
      expect(messages[4]).toBe("Неверный код. Попытки закончились — запросите новый SMS");
      const [row] = await db()
        .select({ attempts: phoneCodes.attempts })
        .from(phoneCodes)
        .where(eq(phoneCodes.userId, member.id));
      expect(row?.attempts).toBe(5);

      const right = await verify(member, phone, code);
      expect(right.statusCode).toBe(400);
      expect(right.json().error.message).toContain("Слишком много неверных попыток");
      expect((await askCode(member, phone)).statusCode).toBe(404);
      expect((await phoneOf(member.id))?.phone).toBeNull();
    });

    it("refuses an expired code and a phone no code was sent to", async () => {
      const member = await createMember(db());
      const phone = newPhone();
      await send(member, phone, newKey());
      const { code } = (await askCode(member, phone)).json();
      await db()
        .update(phoneCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(phoneCodes.userId, member.id));
      const expired = await verify(member, phone, code);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error.details.issues).toEqual([
        { in: "body", path: "code", message: expect.stringContaining("истёк") },
      ]);
      expect((await askCode(member, phone)).statusCode).toBe(404);

      const never = await verify(member, newPhone(), code);
      expect(never.statusCode).toBe(400);
      expect(never.json().error.message).toContain("не отправлялся");
      expect((await phoneOf(member.id))?.phone).toBeNull();
    });

    it("does not give away another member's code", async () => {
      const [anna, boris] = [await createMember(db()), await createMember(db())];
      const phone = newPhone();
      await send(anna, phone, newKey());
      expect((await askCode(boris, phone)).statusCode).toBe(404);
      const { code } = (await askCode(anna, phone)).json();
      expect((await verify(boris, phone, code)).statusCode).toBe(400);
      expect((await phoneOf(boris.id))?.phone).toBeNull();
    });

    it("answers 409 when another account confirmed the phone in the meantime", async () => {
      const [anna, boris] = [await createMember(db()), await createMember(db())];
      const phone = newPhone();
      await send(anna, phone, newKey());
      await send(boris, phone, newKey());
      const annaCode = (await askCode(anna, phone)).json().code;
      const borisCode = (await askCode(boris, phone)).json().code;
      expect((await verify(boris, phone, borisCode)).statusCode).toBe(200);
      const late = await verify(anna, phone, annaCode);
      expect(late.statusCode).toBe(409);
      expect((await phoneOf(anna.id))?.phone).toBeNull();
    });

    it("limits code tries to 10 per 15 minutes per member", async () => {
      const member = await createMember(db());
      const phone = newPhone();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await verify(member, phone, "123456")).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
    });
  });

  describe("guards and bad input", () => {
    const endpoints = [
      { method: "POST", url: "/api/users/sendsms", payload: { phone: "+79990000000" } },
      { method: "PUT", url: "/api/users/verify/phonecode", payload: { phone: "+79990000000" } },
      {
        method: "PUT",
        url: "/api/users/verify/phone/sms",
        payload: { phone: "+79990000000", code: "123456" },
      },
    ] as const;

    it.each(endpoints)("$method $url needs a logged-in member", async ({ method, url, payload }) => {
      const response = await ctx().app.inject({
        method,
        url,
        headers: json,
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(401);
    });

    const badBodies: Array<[string, string, unknown, string]> = [
      ["/api/users/sendsms", "missing phone", {}, "phone"],
      ["/api/users/sendsms", "phone of the wrong type", { phone: 79990000000 }, "phone"],
      ["/api/users/sendsms", "phone too long", { phone: `+7${"9".repeat(20)}` }, "phone"],
      ["/api/users/sendsms", "phone not a number", { phone: "позвоните мне" }, "phone"],
      ["/api/users/sendsms", "an extra field", { phone: "+79990000000", userId: 1 }, "userId"],
      ["/api/users/verify/phonecode", "missing phone", {}, "phone"],
      ["/api/users/verify/phonecode", "phone of the wrong type", { phone: ["+79990000000"] }, "phone"],
      ["/api/users/verify/phonecode", "an extra field", { phone: "+79990000000", all: true }, "all"],
      ["/api/users/verify/phone/sms", "missing code", { phone: "+79990000000" }, "code"],
      [
        "/api/users/verify/phone/sms",
        "code of the wrong type",
        { phone: "+79990000000", code: 123456 },
        "code",
      ],
      ["/api/users/verify/phone/sms", "code too long", { phone: "+79990000000", code: "1234567" }, "code"],
      [
        "/api/users/verify/phone/sms",
        "phone too long",
        { phone: `+7${"1".repeat(40)}`, code: "123456" },
        "phone",
      ],
      ["/api/users/verify/phone/sms", "an extra field", { phone: "+79990000000", code: "123456", x: 1 }, "x"],
      [
        "/api/users/verify/phone/call",
        "an unknown channel",
        { phone: "+79990000000", code: "123456" },
        "type",
      ],
    ];

    it.each(badBodies)("%s: %s → 400 naming %s, nothing written", async (url, _what, payload, field) => {
      const member = await createMember(db());
      const before = await rowCounts();
      const method = url === "/api/users/sendsms" ? "POST" : "PUT";
      const response = await call(member, method, url, payload, { "idempotency-key": newKey() });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION");
      expect(response.json().error.details.issues.map((issue: { path: string }) => issue.path)).toContain(
        field,
      );
      expect(await rowCounts()).toEqual(before);
      expect((await phoneOf(member.id))?.phone).toBeNull();
    });
  });
});
