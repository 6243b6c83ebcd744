// @vitest-environment node
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openSession } from "../../src/server/auth/sessions";
import type { Db } from "../../src/server/db/connect";
import { linkCodes, outbox, phoneCodes, sessions, users } from "../../src/server/db/schema";
import { createMember, type TestMember, testPassword } from "./helpers/accounts";
import { backends, useTestApp } from "./helpers/test-app";

const json = { "content-type": "application/json" };
// A real 1×1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const gif = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

interface Part {
  readonly name: string;
  readonly value: string | { readonly data: Buffer; readonly filename: string; readonly type: string };
}

/** A multipart body exactly as a browser's FormData sends it. */
async function multipart(parts: ReadonlyArray<Part>) {
  const form = new FormData();
  for (const { name, value } of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const request = new Request("http://localhost/", { method: "PUT", body: form });
  return {
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

const avatarPart = (data: Buffer, filename = "me.png", type = "image/png"): Part => ({
  name: "avatar",
  value: { data, filename, type },
});

describe.each(backends)("PUT /api/users/update and DELETE /api/users/delete on $name", (backend) => {
  const ctx = useTestApp(backend);
  const db = () => ctx().database.db;
  const avatarsDir = () => join(ctx().config.uploadDir, "avatars");
  const avatarFiles = () => (existsSync(avatarsDir()) ? readdirSync(avatarsDir()).sort() : []);

  const update = async (member: TestMember, parts: ReadonlyArray<Part>) => {
    const body = await multipart(parts);
    return ctx().app.inject({
      method: "PUT",
      url: "/api/users/update",
      headers: { ...body.headers, ...member.bearer },
      payload: body.payload,
    });
  };
  const remove = (member: TestMember, payload: unknown) =>
    ctx().app.inject({
      method: "DELETE",
      url: "/api/users/delete",
      headers: { ...json, ...member.bearer },
      payload: JSON.stringify(payload),
    });
  const row = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

  describe("update", () => {
    it("changes the name, trimmed, and answers the session user; the card and checktoken show it at once", async () => {
      const member = await createMember(db());
      const card = () => ctx().app.inject({ method: "GET", url: `/api/users/one/${member.id}` });
      const checkToken = () =>
        ctx().app.inject({ method: "POST", url: "/api/users/checktoken", headers: member.bearer });
      // Read once before the change, so that a copy kept from before (account cache) would show.
      expect((await card()).json().name).not.toBe("Вера Новикова");
      expect((await checkToken()).json().name).not.toBe("Вера Новикова");
      const response = await update(member, [{ name: "name", value: "  Вера Новикова " }]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: member.id, name: "Вера Новикова", email: member.email });
      expect((await row(member.id))?.name).toBe("Вера Новикова");
      expect((await card()).json().name).toBe("Вера Новикова");
      expect((await checkToken()).json().name).toBe("Вера Новикова");
    });

    it("removes bidirectional controls from a name, so that it cannot pose as another", async () => {
      const member = await createMember(db());
      const response = await update(member, [{ name: "name", value: "\u202eАдминистратор\u2066 \u200f" }]);
      expect(response.statusCode).toBe(200);
      expect((await row(member.id))?.name).toBe("Администратор");
    });

    it("stores a PNG avatar, serves it as image/png, and replaces it with the next one", async () => {
      const member = await createMember(db());
      const response = await update(member, [avatarPart(png)]);
      expect(response.statusCode).toBe(200);
      const url: string = response.json().avatar;
      expect(url).toMatch(new RegExp(`^/api/uploads/avatars/${member.id}-[0-9a-f]{24}\\.png$`));
      expect((await row(member.id))?.avatar).toBe(url);

      const served = await ctx().app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["cache-control"]).toContain("immutable");
      expect(served.rawPayload.equals(png)).toBe(true);

      // A GIF named .png is a GIF: the type comes from the bytes.
      const next = await update(member, [avatarPart(gif, "photo.png", "image/png")]);
      expect(next.statusCode).toBe(200);
      const nextUrl: string = next.json().avatar;
      expect(nextUrl).toMatch(/\.gif$/);
      expect((await ctx().app.inject({ method: "GET", url: nextUrl })).headers["content-type"]).toBe(
        "image/gif",
      );
      expect((await ctx().app.inject({ method: "GET", url })).statusCode).toBe(404);
      expect(avatarFiles().filter((file) => file.startsWith(`${member.id}-`))).toEqual([
        nextUrl.split("/").pop(),
      ]);
    });

    it("refuses a text file named x.png, naming avatar, and keeps the old avatar", async () => {
      const member = await createMember(db());
      const url = (await update(member, [avatarPart(png)])).json().avatar;
      const files = avatarFiles();
      const response = await update(member, [avatarPart(Buffer.from("<svg onload=alert(1)>"), "x.png")]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues).toEqual([
        { in: "body", path: "avatar", message: "Аватар должен быть картинкой PNG, JPEG, WebP или GIF" },
      ]);
      expect((await row(member.id))?.avatar).toBe(url);
      expect(avatarFiles()).toEqual(files);
    });

    it("refuses an avatar over 5 MB with 413 and writes nothing", async () => {
      const member = await createMember(db());
      const before = await row(member.id);
      const files = avatarFiles();
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
      const response = await update(member, [{ name: "name", value: "Новое имя" }, avatarPart(big)]);
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe("TOO_LARGE");
      expect(response.json().error.details.issues[0].path).toBe("avatar");
      expect(await row(member.id)).toEqual(before);
      expect(avatarFiles()).toEqual(files);
    });

    it("removes the avatar: back to the drawn initials, file deleted", async () => {
      const member = await createMember(db());
      const url: string = (await update(member, [avatarPart(png)])).json().avatar;
      const response = await update(member, [{ name: "removeAvatar", value: "1" }]);
      expect(response.statusCode).toBe(200);
      expect(response.json().avatar).toBe(`/api/avatars/${member.id}.svg`);
      expect((await row(member.id))?.avatar).toBeNull();
      expect(avatarFiles()).not.toContain(url.split("/").pop());
    });

    it("changes nothing for an empty form", async () => {
      const member = await createMember(db());
      const before = await row(member.id);
      const response = await update(member, []);
      expect(response.statusCode).toBe(200);
      expect(await row(member.id)).toEqual(before);
    });

    const badForms: Array<[string, () => Part[], string]> = [
      ["a name too short", () => [{ name: "name", value: "Я" }], "name"],
      ["a name too long", () => [{ name: "name", value: "Я".repeat(81) }], "name"],
      [
        "a name sent twice",
        () => [
          { name: "name", value: "Анна" },
          { name: "name", value: "Вера" },
        ],
        "name",
      ],
      ["removeAvatar other than 1", () => [{ name: "removeAvatar", value: "true" }], "removeAvatar"],
      [
        "an extra field",
        () => [
          { name: "name", value: "Анна" },
          { name: "email", value: "a@b.ru" },
        ],
        "email",
      ],
      [
        "a file in another field",
        () => [{ name: "photo", value: { data: png, filename: "a.png", type: "image/png" } }],
        "photo",
      ],
      ["two avatars", () => [avatarPart(png), avatarPart(png)], "avatar"],
      [
        "an avatar and removeAvatar",
        () => [avatarPart(png), { name: "removeAvatar", value: "1" }],
        "removeAvatar",
      ],
    ];

    it.each(badForms)("refuses %s with 400 naming %s and writes nothing", async (_what, parts, field) => {
      const member = await createMember(db());
      const before = await row(member.id);
      const files = avatarFiles();
      const response = await update(member, parts());
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION");
      expect(response.json().error.details.issues.map((issue: { path: string }) => issue.path)).toContain(
        field,
      );
      expect(await row(member.id)).toEqual(before);
      expect(avatarFiles()).toEqual(files);
    });

    it("refuses a wrong-typed JSON name with 400 naming name", async () => {
      const member = await createMember(db());
      const response = await ctx().app.inject({
        method: "PUT",
        url: "/api/users/update",
        headers: { ...json, ...member.bearer },
        payload: JSON.stringify({ name: 42 }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues[0].path).toBe("name");
    });

    it("needs a logged-in member", async () => {
      const body = await multipart([{ name: "name", value: "Аноним" }]);
      const response = await ctx().app.inject({ method: "PUT", url: "/api/users/update", ...body });
      expect(response.statusCode).toBe(401);
    });
  });

  describe("delete", () => {
    it("changes nothing on a wrong password (400 naming password)", async () => {
      const member = await createMember(db());
      const before = await row(member.id);
      const response = await remove(member, { password: "not the password" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues).toEqual([
        { in: "body", path: "password", message: "Неверный пароль" },
      ]);
      expect(await row(member.id)).toEqual(before);
      expect((await update(member, [])).statusCode).toBe(200);
    });

    it("erases the account: sessions end, the card is gone, the e-mail is free", async () => {
      const member = await createMember(db());
      const otherSession = await openSession(db(), member.id);
      const avatar: string = (await update(member, [avatarPart(png)])).json().avatar;
      await db()
        .update(users)
        .set({ phone: "+79995550011", phoneVerifiedAt: new Date() })
        .where(eq(users.id, member.id));
      await db()
        .insert(phoneCodes)
        .values({
          userId: member.id,
          phone: "+79995550012",
          code: "123456",
          expiresAt: new Date(Date.now() + 60_000),
        });
      await db()
        .insert(linkCodes)
        .values({
          userId: member.id,
          purpose: "reset_password",
          codeHash: `hash-${member.id}`,
          expiresAt: new Date(Date.now() + 60_000),
        });

      const response = await remove(member, { password: testPassword });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(String(response.headers["set-cookie"])).toMatch(/^l=;.*mir_session=;/);

      expect((await update(member, [])).statusCode).toBe(401);
      const other = await ctx().app.inject({
        method: "PUT",
        url: "/api/users/update",
        headers: { ...json, authorization: `Bearer ${otherSession}` },
        payload: "{}",
      });
      expect(other.statusCode).toBe(401);
      expect((await ctx().app.inject({ method: "GET", url: `/api/users/one/${member.id}` })).statusCode).toBe(
        404,
      );
      expect((await ctx().app.inject({ method: "GET", url: avatar })).statusCode).toBe(404);

      expect(await row(member.id)).toMatchObject({
        name: "Удалённый аккаунт",
        email: null,
        phone: null,
        phoneVerifiedAt: null,
        passwordHash: null,
        avatar: null,
        deletedAt: expect.any(Date),
      });
      const live = await db()
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, member.id), isNull(sessions.revokedAt)));
      expect(live).toEqual([]);
      expect(await db().select().from(phoneCodes).where(eq(phoneCodes.userId, member.id))).toEqual([]);
      expect(await db().select().from(linkCodes).where(eq(linkCodes.userId, member.id))).toEqual([]);
      // The phone is free for someone else.
      const next = await createMember(db());
      const sms = await ctx().app.inject({
        method: "POST",
        url: "/api/users/sendsms",
        headers: { ...json, ...next.bearer, "idempotency-key": `after-delete-${next.id}` },
        payload: JSON.stringify({ phone: "+79995550011" }),
      });
      expect(sms.statusCode).toBe(200);
      expect((await db().select().from(outbox).where(eq(outbox.recipient, "+79995550011"))).length).toBe(1);
    });

    const badBodies: Array<[string, unknown, string]> = [
      ["missing password", {}, "password"],
      ["a number for password", { password: 12345678 }, "password"],
      ["a password over 128 characters", { password: "x".repeat(129) }, "password"],
      ["an extra field", { password: testPassword, id: 1 }, "id"],
    ];

    it.each(badBodies)("refuses %s with 400 naming %s and deletes nothing", async (_what, payload, field) => {
      const member = await createMember(db());
      const before = await row(member.id);
      const response = await remove(member, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues.map((issue: { path: string }) => issue.path)).toContain(
        field,
      );
      expect(await row(member.id)).toEqual(before);
    });

    it("limits password tries to 5 per 15 minutes", async () => {
      const member = await createMember(db());
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await remove(member, { password: "wrong password" })).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await row(member.id))?.deletedAt).toBeNull();
    });

    it("needs a logged-in member", async () => {
      const response = await ctx().app.inject({
        method: "DELETE",
        url: "/api/users/delete",
        headers: json,
        payload: JSON.stringify({ password: testPassword }),
      });
      expect(response.statusCode).toBe(401);
    });
  });
});

describe.each(backends)("PUT /api/users/password/change on $name", (backend) => {
  const ctx = useTestApp(backend);
  const db = () => ctx().database.db;
  const change = (member: TestMember, currentPassword: string, password: string) =>
    ctx().app.inject({
      method: "PUT",
      url: "/api/users/password/change",
      headers: { ...json, ...member.bearer },
      payload: JSON.stringify({ currentPassword, password }),
    });
  const login = (member: TestMember, password: string) =>
    ctx().app.inject({
      method: "POST",
      url: "/api/users/auth",
      headers: json,
      payload: JSON.stringify({ email: member.email, password }),
    });
  const check = (bearer: Record<string, string>) =>
    ctx().app.inject({ method: "POST", url: "/api/users/checktoken", headers: bearer });
  const fresh = "новый пароль 2026";

  it("with the current password: the new one logs in, the old does not; other sessions end, this one stays", async () => {
    const member = await createMember(db());
    const other = await login(member, testPassword);
    const otherBearer = { authorization: `Bearer ${other.json().accessToken}` };
    expect((await check(otherBearer)).statusCode).toBe(200);
    const response = await change(member, testPassword, fresh);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await check(member.bearer)).statusCode).toBe(200);
    expect((await check(otherBearer)).statusCode).toBe(401);
    expect((await login(member, fresh)).statusCode).toBe(200);
    expect((await login(member, testPassword)).statusCode).toBe(401);
  });

  it("a wrong current password → 400 naming currentPassword; the same one again → 400 naming password; nothing changes", async () => {
    const member = await createMember(db());
    const before = (await row(db(), member.id))?.passwordHash;
    const wrong = await change(member, "совсем не тот пароль", fresh);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.issues[0].path).toBe("currentPassword");
    const same = await change(member, testPassword, testPassword);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details.issues[0].path).toBe("password");
    expect((await row(db(), member.id))?.passwordHash).toBe(before);
    expect((await login(member, testPassword)).statusCode).toBe(200);
  });
});

async function row(database: Db, id: number) {
  return (await database.select().from(users).where(eq(users.id, id)))[0];
}
