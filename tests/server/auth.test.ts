// @vitest-environment node
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { RoleId } from "../../src/api/schema/user";
import { linkCodes, outbox, sessions, userRoles, users } from "../../src/server/db/schema";
import { createMember, testPassword } from "./helpers/accounts";
import { backends, useTestApp } from "./helpers/test-app";

const json = { "content-type": "application/json" };
const newPassword = "a brand new passphrase";

describe.each(backends)("accounts and session on $name", (backend) => {
  const ctx = useTestApp(backend);
  const db = () => ctx().database.db;

  // Every test calls from addresses of its own and uses addresses of its own, so that one test's
  // requests never count against another's rate limits in this shared app.
  let ips = 0;
  let emails = 0;
  const freshIp = () => `10.${Math.floor(++ips / 250)}.${ips % 250}.1`;
  const freshEmail = (label: string) => `${label}.${++emails}@auth.test`;

  function call(method: "POST" | "PUT", url: string, body?: unknown, headers: Record<string, string> = {}) {
    return ctx().app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: body === undefined ? headers : { ...json, ...headers },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }
  const register = (body: Record<string, unknown>) => call("POST", "/api/users/reg", body);
  const login = (email: string, password: string) => call("POST", "/api/users/auth", { email, password });
  const checkToken = (token: string) =>
    call("POST", "/api/users/checktoken", undefined, { authorization: `Bearer ${token}` });

  /** The newest mail to an address in the outbox. */
  async function lastMail(to: string) {
    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    return row;
  }
  async function mailCount(to: string): Promise<number> {
    const [row] = await db().select({ n: count() }).from(outbox).where(eq(outbox.recipient, to));
    return row?.n ?? 0;
  }
  /** The code of the newest link of a kind mailed to an address. */
  async function mailedCode(to: string, kind: "reg/verify-" | "new-password-"): Promise<string> {
    const mail = await lastMail(to);
    const prefix = `${ctx().config.publicUrl}/${kind}`;
    const link = mail?.links.find((candidate) => candidate.startsWith(prefix));
    if (!link) throw new Error(`no ${kind} link mailed to ${to}`);
    expect(mail?.body).toContain(link);
    return link.slice(prefix.length);
  }
  async function userByEmail(email: string) {
    const [row] = await db().select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  }
  async function registered(label: string, extra: Record<string, unknown> = {}) {
    const email = freshEmail(label);
    const response = await register({ name: "Мария Иванова", email, password: testPassword, ...extra });
    expect(response.json()).toEqual({ accepted: true });
    return { email, code: await mailedCode(email, "reg/verify-") };
  }
  async function liveSessions(userId: number): Promise<number> {
    const [row] = await db()
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    return row?.n ?? 0;
  }
  const deleteAccount = (id: number) =>
    db().update(users).set({ deletedAt: new Date(), email: null }).where(eq(users.id, id));
  const expireCodes = (userId: number) =>
    db()
      .update(linkCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkCodes.userId, userId));

  function expectSessionCookie(response: LightMyRequestResponse, token: string) {
    const header = response.headers["set-cookie"];
    const [session, hint] = Array.isArray(header) ? header : [header];
    const [pair, ...attributes] = String(session).split("; ");
    expect(pair).toBe(`l=${token}`);
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=360000", "Path=/", "SameSite=Lax"]);
    // Its readable hint (no secret in it), for as long: the page asks checktoken only when it is there.
    expect(String(hint).split("; ").sort()).toEqual([
      "Max-Age=360000",
      "Path=/",
      "SameSite=Lax",
      "mir_session=1",
    ]);
  }

  it("registers an unconfirmed member who confirms by the mailed link and is logged in", async () => {
    const { email, code } = await registered("new");
    const user = await userByEmail(email);
    expect(user).toMatchObject({ name: "Мария Иванова", emailVerifiedAt: null, referrerId: null });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    const roles = await db().select().from(userRoles).where(eq(userRoles.userId, user.id));
    expect(roles.map((role) => role.roleId)).toEqual([RoleId.member]);
    expect(await lastMail(email)).toMatchObject({ kind: "mail", subject: "Подтвердите регистрацию в МИР" });
    // Not confirmed yet: no login.
    expect((await login(email, testPassword)).statusCode).toBe(403);

    expect((await call("POST", "/api/users/verifycheck", { code })).json()).toEqual({ valid: true });
    const verified = await call("PUT", "/api/users/verify", { code });
    expect(verified.statusCode).toBe(200);
    const { user: me, accessToken } = verified.json();
    expect(me).toMatchObject({ id: user.id, email, emailVerified: true, name: "Мария Иванова" });
    expect(me).not.toHaveProperty("passwordHash");
    expectSessionCookie(verified, accessToken);
    expect((await checkToken(accessToken)).json()).toMatchObject({ id: user.id, emailVerified: true });
  });

  it("refuses a verification code after use, and the refusal writes nothing", async () => {
    const { email, code } = await registered("reuse");
    expect((await call("PUT", "/api/users/verify", { code })).statusCode).toBe(200);
    const user = await userByEmail(email);
    const before = await liveSessions(user.id);

    const again = await call("PUT", "/api/users/verify", { code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: "CONFLICT", details: { reason: "used" } });
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect((await call("POST", "/api/users/verifycheck", { code })).json()).toEqual({
      valid: false,
      reason: "used",
    });
    expect(await liveSessions(user.id)).toBe(before);
  });

  it("lets exactly one of two concurrent uses of a code win", async () => {
    const { email, code } = await registered("race");
    const answers = await Promise.all([
      call("PUT", "/api/users/verify", { code }),
      call("PUT", "/api/users/verify", { code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await liveSessions((await userByEmail(email)).id)).toBe(1);
  });

  it("refuses an expired verification code and leaves the address unconfirmed", async () => {
    const { email, code } = await registered("expired");
    const user = await userByEmail(email);
    await expireCodes(user.id);
    expect((await call("POST", "/api/users/verifycheck", { code })).json()).toEqual({
      valid: false,
      reason: "expired",
    });
    const refused = await call("PUT", "/api/users/verify", { code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual({ reason: "expired" });
    expect((await userByEmail(email)).emailVerifiedAt).toBeNull();
    expect(await liveSessions(user.id)).toBe(0);
  });

  it("refuses the code of a deleted account as unknown, like a code that never existed", async () => {
    const { email, code } = await registered("deleted");
    await deleteAccount((await userByEmail(email)).id);
    expect((await call("POST", "/api/users/verifycheck", { code })).json()).toEqual({
      valid: false,
      reason: "unknown",
    });
    const refused = await call("PUT", "/api/users/verify", { code });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toMatchObject({ code: "NOT_FOUND", details: { reason: "unknown" } });

    const never = "x".repeat(43);
    expect((await call("POST", "/api/users/verifycheck", { code: never })).json()).toEqual({
      valid: false,
      reason: "unknown",
    });
    expect((await call("PUT", "/api/users/verify", { code: never })).statusCode).toBe(404);
  });

  it("stores the referrer of a known ref code and ignores an unknown one", async () => {
    const inviter = await createMember(db());
    const [{ referralCode } = { referralCode: "" }] = await db()
      .select({ referralCode: users.referralCode })
      .from(users)
      .where(eq(users.id, inviter.id));
    const invited = await registered("invited", { ref: referralCode });
    expect((await userByEmail(invited.email)).referrerId).toBe(inviter.id);
    const stray = await registered("stray", { ref: "nobody-has-this-code" });
    expect((await userByEmail(stray.email)).referrerId).toBeNull();
  });

  it("answers the registration of a confirmed address the same, mails its owner and changes nothing", async () => {
    const owner = await createMember(db());
    const before = await userByEmail(owner.email);
    const response = await register({
      name: "Захватчик",
      email: owner.email.toUpperCase(),
      password: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: true });

    const mail = await lastMail(owner.email);
    expect(mail?.subject).toBe("У вас уже есть аккаунт в МИР");
    const base = ctx().config.publicUrl;
    expect(mail?.links).toEqual([`${base}/auth`, `${base}/forgot-password`]);
    expect(await userByEmail(owner.email)).toEqual(before);
    expect((await login(owner.email, testPassword)).statusCode).toBe(200);
  });

  it("lets the newest registration of an unconfirmed address win", async () => {
    const first = await registered("twice");
    const second = await register({ name: "Второй", email: first.email, password: newPassword });
    expect(second.json()).toEqual({ accepted: true });
    const newCode = await mailedCode(first.email, "reg/verify-");
    expect(newCode).not.toBe(first.code);

    expect((await call("PUT", "/api/users/verify", { code: first.code })).json().error.details).toEqual({
      reason: "expired",
    });
    const verified = await call("PUT", "/api/users/verify", { code: newCode });
    expect(verified.json().user.name).toBe("Второй");
    expect((await login(first.email, testPassword)).statusCode).toBe(401);
    expect((await login(first.email, newPassword)).statusCode).toBe(200);
  });

  it("re-sends the verification link only to an unconfirmed address, with the same answer for all", async () => {
    const pending = await registered("resend");
    const confirmed = await createMember(db());
    const unknown = freshEmail("unknown");
    for (const email of [pending.email, confirmed.email, unknown]) {
      const response = await call("POST", "/api/mail/regcontinue", { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ accepted: true });
    }
    expect(await mailCount(pending.email)).toBe(2);
    expect(await mailCount(confirmed.email)).toBe(0);
    expect(await mailCount(unknown)).toBe(0);

    const fresh = await mailedCode(pending.email, "reg/verify-");
    expect((await call("POST", "/api/users/verifycheck", { code: pending.code })).json().reason).toBe(
      "expired",
    );
    expect((await call("PUT", "/api/users/verify", { code: fresh })).statusCode).toBe(200);
  });

  it("logs in with a cookie and answers a wrong address and a wrong password identically", async () => {
    const member = await createMember(db());
    const ok = await login(member.email, testPassword);
    expect(ok.statusCode).toBe(200);
    const { user, accessToken } = ok.json();
    expect(user).toMatchObject({ id: member.id, email: member.email });
    expectSessionCookie(ok, accessToken);

    const wrongPassword = await login(member.email, "not the password");
    const wrongEmail = await login(freshEmail("nobody"), testPassword);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongEmail.body).toBe(wrongPassword.body);
    expect(wrongEmail.json().error.code).toBe("UNAUTHORIZED");

    await deleteAccount(member.id);
    const deleted = await login(member.email, testPassword);
    expect(deleted.statusCode).toBe(401);
    expect(deleted.body).toBe(wrongPassword.body);
  });

  it("tells the right password of an unconfirmed address to confirm it first", async () => {
    const member = await createMember(db(), { verified: false });
    const response = await login(member.email, testPassword);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: "FORBIDDEN",
      details: { reason: "email_not_verified" },
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
    // The wrong password of the same account is the plain 401: the 403 needs the password.
    expect((await login(member.email, "not the password")).statusCode).toBe(401);
  });

  it("answers checktoken for a live token only and revokes the token on logout", async () => {
    const member = await createMember(db());
    expect((await checkToken(member.token)).json()).toMatchObject({ id: member.id, email: member.email });
    expect((await call("POST", "/api/users/checktoken")).statusCode).toBe(401);

    const out = await call("POST", "/api/users/logout", undefined, member.cookie);
    expect(out.json()).toEqual({ ok: true });
    expect(String(out.headers["set-cookie"])).toMatch(/^l=; .*Expires=Thu, 01 Jan 1970/);
    expect(String(out.headers["set-cookie"])).toMatch(/mir_session=; .*Expires=Thu, 01 Jan 1970/);
    expect((await checkToken(member.token)).statusCode).toBe(401);

    // Logging out without a live token still clears the cookie.
    const again = await call("POST", "/api/users/logout", undefined, member.cookie);
    expect(again.json()).toEqual({ ok: true });
    expect(String(again.headers["set-cookie"])).toMatch(/^l=;/);
  });

  it("refuses a token whose session has expired, though nobody revoked it", async () => {
    const member = await createMember(db());
    // A session with a second to live, used once before it ends (so the account cache has it).
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1000) })
      .where(eq(sessions.userId, member.id));
    expect((await checkToken(member.token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const expired = await checkToken(member.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe("UNAUTHORIZED");
  });

  it("refuses a token of a deleted account", async () => {
    const member = await createMember(db());
    await deleteAccount(member.id);
    expect((await checkToken(member.token)).statusCode).toBe(401);
  });

  it("mails a reset link to a confirmed address only, with the same answer for all", async () => {
    const member = await createMember(db());
    const unconfirmed = await createMember(db(), { verified: false });
    const unknown = freshEmail("unknown");
    for (const email of [member.email, unconfirmed.email, unknown]) {
      const response = await call("POST", "/api/users/password/forgot", { email });
      expect(response.json()).toEqual({ accepted: true });
    }
    expect(await mailCount(member.email)).toBe(1);
    expect(await mailCount(unconfirmed.email)).toBe(0);
    expect(await mailCount(unknown)).toBe(0);
    const code = await mailedCode(member.email, "new-password-");
    expect((await call("POST", "/api/users/password/check", { code })).json()).toEqual({ valid: true });
    // A reset code is not a verification code.
    expect((await call("POST", "/api/users/verifycheck", { code })).json().reason).toBe("unknown");
  });

  it("resets the password: every old session revoked, a new one opened, the code single-use", async () => {
    const member = await createMember(db());
    const otherDevice = (await login(member.email, testPassword)).json().accessToken;
    await call("POST", "/api/users/password/forgot", { email: member.email });
    const code = await mailedCode(member.email, "new-password-");

    const reset = await call("PUT", "/api/users/password/reset", { code, password: newPassword });
    expect(reset.statusCode).toBe(200);
    const { user, accessToken } = reset.json();
    expect(user.id).toBe(member.id);
    expectSessionCookie(reset, accessToken);
    expect((await checkToken(member.token)).statusCode).toBe(401);
    expect((await checkToken(otherDevice)).statusCode).toBe(401);
    expect((await checkToken(accessToken)).statusCode).toBe(200);
    expect((await login(member.email, testPassword)).statusCode).toBe(401);
    expect((await login(member.email, newPassword)).statusCode).toBe(200);

    const reused = await call("PUT", "/api/users/password/reset", { code, password: testPassword });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.details).toEqual({ reason: "used" });
    expect((await call("POST", "/api/users/password/check", { code })).json().reason).toBe("used");
    expect((await login(member.email, newPassword)).statusCode).toBe(200);
  });

  it("refuses an expired reset code and one of a deleted account, changing nothing", async () => {
    const member = await createMember(db());
    await call("POST", "/api/users/password/forgot", { email: member.email });
    const code = await mailedCode(member.email, "new-password-");
    await expireCodes(member.id);
    const expired = await call("PUT", "/api/users/password/reset", { code, password: newPassword });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.details).toEqual({ reason: "expired" });
    expect((await login(member.email, testPassword)).statusCode).toBe(200);
    expect((await checkToken(member.token)).statusCode).toBe(200);

    const other = await createMember(db());
    await call("POST", "/api/users/password/forgot", { email: other.email });
    const otherCode = await mailedCode(other.email, "new-password-");
    await deleteAccount(other.id);
    expect((await call("POST", "/api/users/password/check", { code: otherCode })).json().reason).toBe(
      "unknown",
    );
    const gone = await call("PUT", "/api/users/password/reset", { code: otherCode, password: newPassword });
    expect(gone.statusCode).toBe(404);
  });

  it("ends an older reset link when a newer one is mailed", async () => {
    const member = await createMember(db());
    await call("POST", "/api/users/password/forgot", { email: member.email });
    const older = await mailedCode(member.email, "new-password-");
    await call("POST", "/api/users/password/forgot", { email: member.email });
    const newer = await mailedCode(member.email, "new-password-");
    expect((await call("POST", "/api/users/password/check", { code: older })).json().reason).toBe("expired");
    expect((await call("POST", "/api/users/password/check", { code: newer })).json()).toEqual({
      valid: true,
    });
  });

  it("refuses bad registration input with the field named and creates nobody", async () => {
    const email = freshEmail("bad");
    const extra = await register({ name: "Анна", email, password: testPassword, admin: true });
    expect(extra.statusCode).toBe(400);
    expect(JSON.stringify(extra.json().error.details.issues)).toContain("admin");
    const short = await register({ name: "Анна", email, password: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.issues[0]).toMatchObject({ in: "body", path: "password" });
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("limits guessing one account from one address, with Retry-After, without locking its owner out", async () => {
    const member = await createMember(db());
    const from = (ip: string, password: string) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/users/auth",
        remoteAddress: ip,
        headers: json,
        payload: JSON.stringify({ email: member.email, password }),
      });
    const answers: LightMyRequestResponse[] = [];
    // login-ip-account allows 10 per 15 minutes.
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push(await from("203.0.113.9", "guessing"));
    expect(answers.slice(0, 10).map((answer) => answer.statusCode)).toEqual(Array(10).fill(401));
    const limited = answers[10];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json().error.code).toBe("RATE_LIMITED");
    expect(Number(limited?.headers["retry-after"])).toBeGreaterThan(0);
    // From there even the right password waits; the owner, from their own address, logs in.
    expect((await from("203.0.113.9", testPassword)).statusCode).toBe(429);
    expect((await from("198.51.100.77", testPassword)).statusCode).toBe(200);
  });

  it("still limits guessing one account spread over many addresses (100 per 15 minutes)", async () => {
    const member = await createMember(db());
    const answers: number[] = [];
    for (let attempt = 0; attempt < 101; attempt += 1) {
      answers.push((await login(member.email, "guessing")).statusCode);
    }
    expect(answers.slice(0, 100)).toEqual(Array(100).fill(401));
    expect(answers[100]).toBe(429);
  });
});
