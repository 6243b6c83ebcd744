// @vitest-environment node
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { createMember } from "./helpers/accounts";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("GET /api/users/one/:id on $name", (backend) => {
  const ctx = useTestApp(backend, { seedDemo: true });

  it.each(["abc", "0", "-1", "1.5", "1e3", "99999999999"])("refuses id %j with 400 naming id", async (id) => {
    const response = await ctx().app.inject({ method: "GET", url: `/api/users/one/${id}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe("VALIDATION");
    expect(body.error.message).toContain("«id»");
    expect(body.error.details.issues).toEqual([
      { in: "params", path: "id", message: "Ожидается положительное целое число" },
    ]);
  });

  it("answers an unknown id with 404", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/api/users/one/4242" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Пользователь не найден" } });
  });

  it("shows the admin's public card and nothing secret", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/api/users/one/1" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["avatar", "createdAt", "id", "name", "roles"]);
    expect(body).toMatchObject({
      id: 1,
      name: "Администратор",
      avatar: "/api/avatars/1.svg",
      roles: [
        { id: 1, name: "Администратор" },
        { id: 2, name: "Участник" },
      ],
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(response.body).not.toMatch(/password|hash|email|phone|scrypt|mir\.local/i);
  });

  it("shows a demo member with a Russian name and their roles", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/api/users/one/2" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 2,
      name: "Анна Смирнова",
      roles: [{ id: 2, name: "Участник" }],
    });
  });

  it("hides a deleted user", async () => {
    const { database, app } = ctx();
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, 8));
    const response = await app.inject({ method: "GET", url: "/api/users/one/8" });
    expect(response.statusCode).toBe(404);
  });

  it("hides an account whose address is not confirmed yet: no card, no drawn avatar", async () => {
    const { database, app } = ctx();
    const member = await createMember(database.db, { verified: false, name: "Служба поддержки" });
    expect((await app.inject({ method: "GET", url: `/api/users/one/${member.id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/api/avatars/${member.id}.svg` })).statusCode).toBe(404);
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.id));
    const confirmed = await app.inject({ method: "GET", url: `/api/users/one/${member.id}` });
    expect(confirmed.json()).toMatchObject({ id: member.id, name: "Служба поддержки" });
  });

  it("draws a generated avatar with the initials", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/api/avatars/2.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain(">АС</text>");
  });

  it.each([
    "..%2F..%2Fetc%2Fpasswd",
    "..%2Fdb",
    "2-0123456789abcdef01234567.svg",
    "2-0123456789abcdef0123456.png",
    "02-0123456789abcdef01234567.png",
    "2-0123456789ABCDEF01234567.png",
    "2-0123456789abcdef01234567.png%00.txt",
  ])("refuses the uploaded-avatar name %j with 400 naming file", async (file) => {
    const response = await ctx().app.inject({ method: "GET", url: `/api/uploads/avatars/${file}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toEqual([
      { in: "params", path: "file", message: "Неверное имя файла аватара" },
    ]);
  });

  it("answers 404 for a well-formed uploaded-avatar name that has no file", async () => {
    const response = await ctx().app.inject({
      method: "GET",
      url: "/api/uploads/avatars/2-0123456789abcdef01234567.png",
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses a malformed avatar name and answers 404 for an unknown user", async () => {
    const bad = await ctx().app.inject({ method: "GET", url: "/api/avatars/abc.svg" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues[0].path).toBe("file");
    const unknown = await ctx().app.inject({ method: "GET", url: "/api/avatars/4242.svg" });
    expect(unknown.statusCode).toBe(404);
  });
});
