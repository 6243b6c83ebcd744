// @vitest-environment node
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { defineEndpoint } from "../../src/api/endpoint";
import { IdFromString } from "../../src/api/schema/common";
import { HttpError } from "../../src/server/http/http-error";
import { bodyEmail } from "../../src/server/http/rate-limit";
import { register } from "../../src/server/http/register";
import { createAdmin, createMember } from "./helpers/accounts";
import { backends, useTestApp } from "./helpers/test-app";

// Endpoints that exist only in this test, to drive every branch of register().
const echo = defineEndpoint({
  method: "POST",
  path: "/api/test/echo/:id",
  params: Schema.Struct({ id: IdFromString }),
  query: Schema.Struct({ page: Schema.optionalKey(IdFromString) }),
  body: Schema.Struct({ name: Schema.String.check(Schema.isMinLength(1)), age: Schema.Int }),
  response: Schema.Struct({
    id: Schema.Number,
    page: Schema.Number,
    name: Schema.String,
    age: Schema.Number,
  }),
});
const fails = defineEndpoint({
  method: "POST",
  path: "/api/test/fails",
  body: Schema.Struct({ kind: Schema.Literals(["conflict", "crash"]) }),
  response: Schema.Struct({}),
});
const form = defineEndpoint({
  method: "POST",
  path: "/api/test/form",
  bodyKind: "form",
  body: Schema.Struct({ chatId: IdFromString, content: Schema.String }),
  response: Schema.Struct({
    chatId: Schema.Number,
    content: Schema.String,
    files: Schema.Array(Schema.String),
  }),
});

function extend(app: FastifyInstance) {
  register(app, echo, { access: "anyone" }, ({ params, query, body }) => {
    // The extra key must be dropped by the response encoding.
    const withSecret = { id: params.id, page: query.page ?? 1, ...body, passwordHash: "scrypt$secret" };
    return withSecret;
  });
  register(app, fails, { access: "anyone" }, ({ body }) => {
    if (body.kind === "conflict") throw new HttpError("CONFLICT", "Уже существует");
    throw new Error("boom");
  });
  // The one file field this route reads into memory; any other file part is refused.
  register(app, form, { access: "anyone", buffered: { attachments: 1024 } }, ({ body, files }) => ({
    ...body,
    files: files.map((file) => `${file.field}:${file.filename}:${file.data.toString("utf8")}`),
  }));
}

const json = { "content-type": "application/json" };

describe.each(backends)("register() on $name", (backend) => {
  const ctx = useTestApp(backend, { extend });

  it("decodes params, query and body and encodes only the response schema's fields", async () => {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/test/echo/7?page=3",
      headers: json,
      payload: JSON.stringify({ name: "Анна", age: 30 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, page: 3, name: "Анна", age: 30 });
    expect(response.body).not.toContain("secret");
  });

  it("names every invalid field with where it was", async () => {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/test/echo/x?page=0",
      headers: json,
      payload: JSON.stringify({ name: "", age: "30" }),
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("VALIDATION");
    expect(error.message).toBe(
      "Неверное значение поля «id»: Ожидается положительное целое число (и ещё ошибок: 3)",
    );
    expect(error.details.issues).toEqual([
      { in: "params", path: "id", message: "Ожидается положительное целое число" },
      { in: "query", path: "page", message: "Ожидается положительное целое число" },
      { in: "body", path: "name", message: "Минимальная длина — 1" },
      { in: "body", path: "age", message: "Неверный тип значения" },
    ]);
  });

  it("answers a missing body field as required", async () => {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/test/echo/1",
      headers: json,
      payload: JSON.stringify({ name: "Анна" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toEqual([
      { in: "body", path: "age", message: "Обязательное поле" },
    ]);
  });

  it("refuses a body field the contract does not know, naming it", async () => {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/test/echo/1",
      headers: json,
      payload: JSON.stringify({ name: "Анна", age: 30, isAdmin: true }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toEqual([
      { in: "body", path: "isAdmin", message: "Лишнее поле" },
    ]);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/test/echo/1",
      headers: json,
      payload: '{"name": "Анна",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "VALIDATION", message: "Тело запроса — неверный JSON" },
    });
  });

  it("answers an empty JSON body and an unknown content type with 400", async () => {
    const empty = await ctx().app.inject({
      method: "POST",
      url: "/api/test/echo/1",
      headers: json,
      payload: "",
    });
    expect(empty.statusCode).toBe(400);
    const xml = await ctx().app.inject({
      method: "POST",
      url: "/api/test/echo/1",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(xml.statusCode).toBe(400);
    expect(xml.json().error.code).toBe("VALIDATION");
  });

  it("answers a body over the limit with 413 TOO_LARGE", async () => {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/test/echo/1",
      headers: json,
      payload: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024), age: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("TOO_LARGE");
  });

  it("maps a thrown HttpError to its status and shape", async () => {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/test/fails",
      headers: json,
      payload: JSON.stringify({ kind: "conflict" }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: "CONFLICT", message: "Уже существует" } });
  });

  it("hides an unexpected error behind a Russian 500", async () => {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/test/fails",
      headers: json,
      payload: JSON.stringify({ kind: "crash" }),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: "INTERNAL", message: "Внутренняя ошибка сервера. Попробуйте позже." },
    });
    expect(response.body).not.toContain("boom");
  });

  it("decodes form fields and hands files over", async () => {
    const data = new FormData();
    data.append("chatId", "12");
    data.append("content", "Привет!");
    data.append("attachments", new Blob(["файл"], { type: "text/plain" }), "note.txt");
    const request = new Request("http://localhost/", { method: "POST", body: data });
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/test/form",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ chatId: 12, content: "Привет!", files: ["attachments:note.txt:файл"] });
  });
});

// Endpoints that exist only in this test, to drive the access rules, the cross-site check and limits.
const whoAmI = defineEndpoint({
  method: "POST",
  path: "/api/test/whoami",
  body: Schema.Struct({ note: Schema.String }),
  response: Schema.Struct({ userId: Schema.NullOr(Schema.Number) }),
});
const adminOnly = defineEndpoint({ ...whoAmI, path: "/api/test/admin" });
const limited = defineEndpoint({
  method: "POST",
  path: "/api/test/limited",
  body: Schema.Struct({ email: Schema.String }),
  response: Schema.Struct({ ok: Schema.Boolean }),
});

function extendAccess(app: FastifyInstance) {
  register(app, whoAmI, { access: "member" }, ({ auth }) => ({ userId: auth.userId }));
  register(app, adminOnly, { access: "admin" }, ({ auth }) => ({ userId: auth.userId }));
  register(
    app,
    limited,
    {
      access: "anyone",
      rateLimits: [
        { name: "test-ip", max: 3, windowSeconds: 60, per: "ip" },
        { name: "test-account", max: 2, windowSeconds: 120, per: bodyEmail },
      ],
    },
    () => ({ ok: true }),
  );
}

describe.each(backends)("register() access rules on $name", (backend) => {
  const ctx = useTestApp(backend, { extend: extendAccess });
  const post = (url: string, headers: Record<string, string>, payload: unknown = { note: "x" }) =>
    ctx().app.inject({
      method: "POST",
      url,
      headers: { ...json, ...headers },
      payload: JSON.stringify(payload),
    });

  it("answers 401 without a token and 401 with an unknown one, before looking at the body", async () => {
    const none = await post("/api/test/whoami", {}, { wrong: 1 });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe("UNAUTHORIZED");
    const unknown = await post("/api/test/whoami", { authorization: "Bearer nope" });
    expect(unknown.statusCode).toBe(401);
  });

  it("admits a member by bearer token or by cookie, and tells who it is", async () => {
    const member = await createMember(ctx().database.db);
    expect((await post("/api/test/whoami", member.bearer)).json()).toEqual({ userId: member.id });
    expect((await post("/api/test/whoami", member.cookie)).json()).toEqual({ userId: member.id });
  });

  it("refuses a member on an admin call with 403 whatever the body, and admits an admin", async () => {
    const member = await createMember(ctx().database.db);
    const refused = await post("/api/test/admin", member.bearer, { not: "valid" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("FORBIDDEN");
    const admin = await createAdmin(ctx().database.db);
    expect((await post("/api/test/admin", admin.bearer)).statusCode).toBe(200);
  });

  it("decides access before the body is even parsed: broken JSON from a member to an admin call → 403", async () => {
    const member = await createMember(ctx().database.db);
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/test/admin",
      headers: { ...json, ...member.bearer },
      payload: '{"note": ',
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await ctx().app.inject({
      method: "POST",
      url: "/api/test/admin",
      headers: json,
      payload: "{",
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("does not admit an unconfirmed member", async () => {
    const member = await createMember(ctx().database.db, { verified: false });
    expect((await post("/api/test/whoami", member.bearer)).statusCode).toBe(401);
  });

  it("refuses a state-changing call from another site carried by the cookie alone", async () => {
    const member = await createMember(ctx().database.db);
    const fromEvil = await post("/api/test/whoami", { ...member.cookie, origin: "https://evil.example" });
    expect(fromEvil.statusCode).toBe(403);
    const crossSite = await post("/api/test/whoami", { ...member.cookie, "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    // Another port or subdomain of ours is still another site for a cookie-carried write.
    const sameSite = await post("/api/test/whoami", { ...member.cookie, "sec-fetch-site": "same-site" });
    expect(sameSite.statusCode).toBe(403);
    // The whole origin counts: the same host over another scheme, or on another port, is not us.
    for (const origin of ["https://mir.test:3000", "http://mir.test:3001", "http://mir.test"]) {
      const other = await post("/api/test/whoami", { ...member.cookie, origin, host: "mir.test:3000" });
      expect(other.statusCode, origin).toBe(403);
    }
    // Our own origin, and a bearer token (which no other site can attach), pass.
    const ours = await post("/api/test/whoami", {
      ...member.cookie,
      origin: "http://mir.test:3000",
      host: "mir.test:3000",
      "sec-fetch-site": "same-origin",
    });
    expect(ours.statusCode).toBe(200);
    const bearerFromAnywhere = await post("/api/test/whoami", {
      ...member.bearer,
      origin: "https://evil.example",
    });
    expect(bearerFromAnywhere.statusCode).toBe(200);
  });

  it("limits per IP and per account with 429 RATE_LIMITED and Retry-After", async () => {
    const from = (remoteAddress: string, email: string) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/test/limited",
        headers: json,
        payload: JSON.stringify({ email }),
        remoteAddress,
      });
    // One account from many addresses: the third try is refused.
    expect((await from("10.0.0.1", "Anna@Mail.ru")).statusCode).toBe(200);
    expect((await from("10.0.0.2", "anna@mail.ru")).statusCode).toBe(200);
    const third = await from("10.0.0.3", " anna@mail.ru ");
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe("RATE_LIMITED");
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(60);
    // One address, many accounts: the fourth try is refused.
    for (const email of ["a@x.ru", "b@x.ru", "c@x.ru"])
      expect((await from("10.0.0.9", email)).statusCode).toBe(200);
    const fourth = await from("10.0.0.9", "d@x.ru");
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
  });
});
