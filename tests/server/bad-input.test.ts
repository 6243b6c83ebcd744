// @vitest-environment node
// Acceptance of issue 3: every endpoint of the accounts issue, fed missing, wrong-typed, oversized and
// extra fields, or text with NUL (which PostgreSQL cannot store), answers 400 naming the field, and the
// database is exactly as it was. The messenger and the older chat calls likewise, their upload folder too.

import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { AnyEndpoint } from "../../src/api/endpoint";
import * as auth from "../../src/api/endpoints/auth";
import * as backgrounds from "../../src/api/endpoints/backgrounds";
import * as notifications from "../../src/api/endpoints/notifications";
import * as phone from "../../src/api/endpoints/phone";
import * as users from "../../src/api/endpoints/users";
import { RoleId } from "../../src/api/schema/user";
import type { Db } from "../../src/server/db/connect";
import { createAdmin, createMember, type TestMember, testPassword } from "./helpers/accounts";
import { everyEndpoint, uncovered } from "./helpers/endpoints";
import {
  calls,
  file,
  snapshot as messengerSnapshot,
  multipart,
  type Part,
  png,
  storedFiles,
  urlencoded,
  webm,
} from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

/** Every request the sweeps below sent, for the last test: the sweeps must reach the whole contract. */
const swept: Array<{ readonly method: string; readonly url: string }> = [];

interface Case {
  readonly endpoint: AnyEndpoint;
  readonly caller: "anonymous" | "member" | "admin";
  /** A request the endpoint accepts (its body and params before encoding). */
  readonly valid: (target: TestMember) => { params?: Record<string, string>; body?: Record<string, unknown> };
  readonly headers?: Record<string, string>;
}

const code = "A".repeat(43);
const cases: Case[] = [
  {
    endpoint: auth.register,
    caller: "anonymous",
    valid: () => ({ body: { name: "Анна", email: "anna@test.mir", password: testPassword, ref: "abcd" } }),
  },
  { endpoint: auth.resendVerification, caller: "anonymous", valid: (t) => ({ body: { email: t.email } }) },
  { endpoint: auth.checkVerification, caller: "anonymous", valid: () => ({ body: { code } }) },
  { endpoint: auth.verify, caller: "anonymous", valid: () => ({ body: { code } }) },
  {
    endpoint: auth.login,
    caller: "anonymous",
    valid: (t) => ({ body: { email: t.email, password: testPassword } }),
  },
  { endpoint: auth.forgotPassword, caller: "anonymous", valid: (t) => ({ body: { email: t.email } }) },
  { endpoint: auth.checkPasswordReset, caller: "anonymous", valid: () => ({ body: { code } }) },
  {
    endpoint: auth.resetPassword,
    caller: "anonymous",
    valid: () => ({ body: { code, password: testPassword } }),
  },
  {
    endpoint: phone.sendSms,
    caller: "member",
    valid: () => ({ body: { phone: "+79991234567" } }),
    headers: { "idempotency-key": "bad-input" },
  },
  { endpoint: phone.phoneCode, caller: "member", valid: () => ({ body: { phone: "+79991234567" } }) },
  {
    endpoint: phone.verifyPhone,
    caller: "member",
    valid: () => ({ params: { type: "sms" }, body: { phone: "+79991234567", code: "123456" } }),
  },
  { endpoint: users.getUser, caller: "anonymous", valid: (t) => ({ params: { id: String(t.id) } }) },
  { endpoint: users.updateProfile, caller: "member", valid: () => ({ body: { name: "Новое имя" } }) },
  { endpoint: users.deleteAccount, caller: "member", valid: () => ({ body: { password: testPassword } }) },
  {
    endpoint: users.changePassword,
    caller: "member",
    valid: () => ({ body: { currentPassword: testPassword, password: "новый пароль 2026" } }),
  },
  {
    endpoint: users.changeRole,
    caller: "admin",
    valid: (t) => ({ params: { id: String(t.id) }, body: { roleId: RoleId.digestAuthor } }),
  },
  {
    endpoint: users.removeRole,
    caller: "admin",
    valid: (t) => ({ params: { a: String(t.id), b: String(RoleId.digestAuthor) } }),
  },
  {
    endpoint: backgrounds.createBackground,
    caller: "member",
    valid: () => ({ body: { type: 0, background: "https://example.ru/sky.png", active: true } }),
  },
  {
    endpoint: backgrounds.updateBackground,
    caller: "member",
    valid: () => ({ body: { id: 1, background: "https://example.ru/sky.png" } }),
  },
  { endpoint: backgrounds.deleteBackground, caller: "member", valid: () => ({ body: { id: 1 } }) },
  { endpoint: backgrounds.activateBackground, caller: "member", valid: () => ({ params: { id: "1" } }) },
  {
    endpoint: notifications.markNotification,
    caller: "member",
    valid: () => ({ params: { id: "1" }, body: { checked: true } }),
  },
  {
    endpoint: notifications.markNotificationType,
    caller: "member",
    valid: () => ({ params: { type: "system" } }),
  },
  { endpoint: notifications.deleteNotification, caller: "member", valid: () => ({ params: { id: "1" } }) },
  {
    endpoint: notifications.clearNotificationArchive,
    caller: "admin",
    valid: (t) => ({ params: { x: String(t.id) } }),
  },
  {
    endpoint: notifications.sendSystemNotification,
    caller: "admin",
    valid: (t) => ({ params: { id: String(t.id) }, body: { title: "Новости", text: "Текст" } }),
  },
  {
    endpoint: notifications.updateNotificationSetting,
    caller: "member",
    valid: () => ({ body: { type: "reaction", show: false, from: "nobody" } }),
  },
];

interface Variant {
  readonly label: string;
  readonly params?: Record<string, string>;
  readonly body?: Record<string, unknown>;
  /** The field the 400 must name. */
  readonly field: string;
}

const huge = "я".repeat(5000);

/** Missing (where the schema requires the field), wrong-typed, oversized and extra fields; bad params. */
function variantsOf(endpoint: AnyEndpoint, valid: ReturnType<Case["valid"]>): Variant[] {
  const out: Variant[] = [];
  const body = valid.body;
  if (body) {
    for (const field of Object.keys(body)) {
      const { [field]: _, ...without } = body;
      const required = Result.isFailure(Schema.decodeUnknownResult(endpoint.body as never)(without));
      if (required) out.push({ label: `missing ${field}`, body: without, field });
      out.push({ label: `wrong-typed ${field}`, body: { ...body, [field]: { nested: [1] } }, field });
      const big = typeof body[field] === "number" ? 1e15 : huge;
      out.push({ label: `oversized ${field}`, body: { ...body, [field]: big }, field });
      // At the end, where trimming and URL parsing would not notice it.
      const value = body[field];
      if (typeof value === "string") {
        out.push({ label: `NUL in ${field}`, body: { ...body, [field]: `${value}\u0000` }, field });
      }
    }
    out.push({ label: "extra field", body: { ...body, isAdmin: true }, field: "isAdmin" });
  }
  for (const param of Object.keys(valid.params ?? {})) {
    out.push({
      label: `oversized param ${param}`,
      params: { ...valid.params, [param]: "9".repeat(300) },
      field: param,
    });
    out.push({ label: `wrong param ${param}`, params: { ...valid.params, [param]: "abc" }, field: param });
  }
  return out;
}

const tables = [
  "users",
  "user_roles",
  "sessions",
  "link_codes",
  "phone_codes",
  "idempotency_keys",
  "outbox",
  "backgrounds",
  "notifications",
  "notification_counters",
  "notification_settings",
  "friendships",
  "follows",
  "favorites",
  "publications",
  "publication_files",
  "publication_revisions",
  "publication_reactions",
  "publication_comments",
];

/** Every row of every table of the issue, as one string: equal before and after means nothing was written. */
async function snapshot(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const result = await db.execute(
      sql.raw(`select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from ${table} t`),
    );
    parts.push(String((result as unknown as { rows: Array<{ rows: string }> }).rows[0]?.rows));
  }
  return parts.join("\n");
}

function fill(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params?.[name] ?? ""));
}

describe.each(backends)("bad input changes nothing (issue 3) on $name", (backend) => {
  const ctx = useTestApp(backend);
  let address = 0;

  for (const testCase of cases) {
    const { endpoint } = testCase;
    it(`${endpoint.method} ${endpoint.path}: missing, wrong-typed, oversized, extra, NUL → 400 naming the field`, async () => {
      const { app, database } = ctx();
      const target = await createMember(database.db, { roles: [RoleId.member, RoleId.digestAuthor] });
      const variants = variantsOf(endpoint, testCase.valid(target));
      expect(variants.length).toBeGreaterThan(0);
      for (const variant of variants) {
        // A fresh caller per request: per-member rate limits must not answer instead of the validation.
        const caller =
          testCase.caller === "anonymous"
            ? undefined
            : testCase.caller === "admin"
              ? await createAdmin(database.db)
              : await createMember(database.db);
        const before = await snapshot(database.db);
        address += 1;
        const url = fill(endpoint.path, variant.params ?? testCase.valid(target).params);
        swept.push({ method: endpoint.method, url });
        const response = await app.inject({
          method: endpoint.method,
          url,
          headers: { "content-type": "application/json", ...testCase.headers, ...caller?.bearer },
          payload: JSON.stringify(variant.body ?? testCase.valid(target).body ?? {}),
          remoteAddress: `198.51.100.${address % 250}`,
        });
        const what = `${variant.label}: ${response.body}`;
        expect(response.statusCode, what).toBe(400);
        const { error } = response.json();
        expect(error.code, what).toBe("VALIDATION");
        expect(
          error.details.issues.map((issue: { path: string }) => issue.path.split(".")[0]),
          what,
        ).toContain(variant.field);
        expect(await snapshot(database.db), `${variant.label} wrote to the database`).toBe(before);
      }
    });
  }
});

interface BadRequest {
  readonly label: string;
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly url: string;
  readonly body?: { headers: Record<string, string>; payload: string | Buffer };
  /** The field the 400 must name. */
  readonly field: string;
  /** The message its issue must carry, when it matters. */
  readonly message?: string;
}

/** The request, refused for the NUL in its field. */
const nulIn = (request: BadRequest): BadRequest => ({ ...request, message: "Недопустимый символ (NUL)" });
const overInt4 = "2147483648";
const nul = "При\u0000вет";

describe.each(backends)("messenger and chats: bad input changes nothing on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);

  /** Anna and Boris in a direct chat, with Anna's message carrying a stored picture. */
  async function fixture() {
    const anna = await createMember(ctx().database.db, { name: "Анна" });
    const boris = await createMember(ctx().database.db, { name: "Борис" });
    const chat = await api.createChat(anna, [boris.id]);
    const mine = await api.sent(anna, chat.id, "Привет", [["attachments", file(png, "a.png", "image/png")]]);
    return { anna, boris, chat, mine, attachmentId: mine.attachments[0]?.id ?? 0 };
  }

  /** Each request → 400 VALIDATION naming its field; no row and no uploaded file differs afterwards. */
  async function expectAllRefused(caller: TestMember, requests: ReadonlyArray<BadRequest>) {
    const { database } = ctx();
    for (const request of requests) {
      const rows = `${await snapshot(database.db)}\n${await messengerSnapshot(database.db)}`;
      const files = storedFiles(ctx());
      swept.push(request);
      const response = await api.inject(request.method, request.url, caller, request.body);
      const what = `${request.label}: ${request.method} ${request.url}: ${response.body}`;
      // Soft: one run lists every request that slips through, not just the first.
      expect.soft(response.statusCode, what).toBe(400);
      const { error } = response.json();
      expect.soft(error.code, what).toBe("VALIDATION");
      expect
        .soft(
          error.details?.issues?.map((issue: { path: string }) => issue.path.split(".")[0]),
          what,
        )
        .toContain(request.field);
      if (request.message) {
        expect
          .soft(error.details?.issues, what)
          .toContainEqual(expect.objectContaining({ path: request.field, message: request.message }));
      }
      const after = `${await snapshot(database.db)}\n${await messengerSnapshot(database.db)}`;
      expect.soft(after, `${request.label} wrote to the database`).toBe(rows);
      expect.soft(storedFiles(ctx()), `${request.label} left files`).toEqual(files);
    }
  }

  it("path ids over int4, negative or not numbers → 400 naming the param", async () => {
    const { anna, chat } = await fixture();
    const requests: BadRequest[] = [];
    for (const bad of [overInt4, "-1", "abc"]) {
      const id = (
        method: BadRequest["method"],
        url: string,
        body?: BadRequest["body"],
        field = "id",
      ): BadRequest => ({ label: `${field}=${bad}`, method, url, field, ...(body ? { body } : {}) });
      requests.push(
        id("GET", `/api/messenger/chat/${bad}`),
        id("PUT", `/api/messenger/chat/${bad}`, urlencoded([])),
        id("GET", `/api/messenger/message/${bad}`),
        id("PUT", `/api/messenger/message/${bad}`, urlencoded([["content", "Новый текст"]])),
        id("PATCH", `/api/messenger/message/${bad}`, await multipart([["content", "Новый текст"]])),
        id("DELETE", `/api/messenger/message/${bad}`),
        id("POST", `/api/messenger/message/${bad}/forward`, urlencoded([["newChatId", String(chat.id)]])),
        id("POST", `/api/messenger/message/${bad}/reaction`, urlencoded([["code", "heart"]])),
        id("DELETE", `/api/messenger/message/${bad}/reaction`, urlencoded([["code", "heart"]])),
        id("GET", `/api/messenger/message/download/${bad}`),
        id("GET", `/api/chats/byprofile/${bad}`),
        id("GET", `/api/chats/messages/${bad}/1`, undefined, "a"),
        id("GET", `/api/chats/messages/${chat.id}/${bad}`, undefined, "b"),
        id("GET", `/api/chats/searchusers/${bad}`, undefined, "page"),
      );
    }
    await expectAllRefused(anna, requests);
  });

  it("paged reads and queries: limit=101, before=abc, bad pages, isAudio=maybe, strsearch with NUL, notification filters", async () => {
    const { anna, chat, attachmentId } = await fixture();
    const get = (label: string, url: string, field: string): BadRequest => ({
      label,
      method: "GET",
      url,
      field,
    });
    await expectAllRefused(anna, [
      get("limit=101", `/api/messenger/chat/${chat.id}?limit=101`, "limit"),
      get("before=abc", `/api/messenger/chat/${chat.id}?before=abc`, "before"),
      get("page over int4", `/api/messenger/chat/${chat.id}?page=${overInt4}`, "page"),
      get("memberId=-1", "/api/messenger/chat?memberId=-1", "memberId"),
      get("page=abc", "/api/messenger/chat?page=abc", "page"),
      get("page=abc", "/api/chats/?page=abc", "page"),
      get("page=-1", `/api/chats/byprofile/${anna.id}?page=-1`, "page"),
      get("isAudio=maybe", `/api/messenger/message/download/${attachmentId}?isAudio=maybe`, "isAudio"),
      nulIn(
        get(
          "strsearch with NUL",
          `/api/chats/searchusers/1?strsearch=${encodeURIComponent(nul)}`,
          "strsearch",
        ),
      ),
      nulIn(get("strsearch NUL only", "/api/chats/searchusers/1?strsearch=%00", "strsearch")),
      get("strsearch too long", `/api/chats/searchusers/1?strsearch=${"ж".repeat(101)}`, "strsearch"),
      get("notifications limit=0", "/api/notifications/user?limit=0", "limit"),
      get("notifications limit=101", "/api/notifications/user?limit=101", "limit"),
      get("notifications checked=maybe", "/api/notifications/user?checked=maybe", "checked"),
      get("notifications page=0", "/api/notifications/user?page=0", "page"),
      get("notifications type=nope", "/api/notifications/user?type=nope", "type"),
    ]);
  });

  it("a NUL in the name of a profile form → 400 saying so (the shared rule covers accounts too)", async () => {
    const { anna } = await fixture();
    const name = "Ан\u0000на";
    await expectAllRefused(anna, [
      nulIn({
        label: "urlencoded",
        method: "PUT",
        url: "/api/users/update",
        body: urlencoded([["name", name]]),
        field: "name",
      }),
      nulIn({
        label: "multipart",
        method: "PUT",
        url: "/api/users/update",
        body: await multipart([["name", name]]),
        field: "name",
      }),
    ]);
  });

  it("form bodies: long or NUL content, unknown fields, isAudio=maybe, chatId twice, bad ids", async () => {
    const { anna, boris, chat, mine } = await fixture();
    const picture: Part = ["attachments", file(png, "b.png", "image/png")];
    const chatId: Part = ["chatId", String(chat.id)];
    const long = "я".repeat(4001);
    const send = async (
      label: string,
      parts: ReadonlyArray<Part>,
      field: string,
      url = "/api/messenger/message/",
      method: BadRequest["method"] = "POST",
    ): Promise<BadRequest> => ({ label, method, url, body: await multipart(parts), field });
    const form = (
      label: string,
      method: BadRequest["method"],
      url: string,
      parts: ReadonlyArray<readonly [string, string]>,
      field: string,
    ): BadRequest => ({ label, method, url, body: urlencoded(parts), field });
    const message = `/api/messenger/message/${mine.id}`;
    await expectAllRefused(anna, [
      await send("content too long", [chatId, ["content", long], picture], "content"),
      nulIn(await send("content with NUL", [chatId, ["content", nul], picture], "content")),
      nulIn(
        form(
          "content with NUL",
          "POST",
          "/api/messenger/message/",
          [
            ["chatId", String(chat.id)],
            ["content", nul],
          ],
          "content",
        ),
      ),
      nulIn(
        await send(
          "alias, content with NUL",
          [chatId, ["content", nul], picture],
          "content",
          "/api/chats/send",
        ),
      ),
      await send(
        "unknown field",
        [chatId, ["content", "Привет"], ["userId", String(boris.id)], picture],
        "userId",
      ),
      await send(
        "isAudio=maybe",
        [chatId, ["isAudio", "maybe"], ["audio", file(webm, "v.webm", "audio/webm")]],
        "isAudio",
      ),
      await send("chatId twice", [chatId, chatId, ["content", "Привет"], picture], "chatId"),
      await send("chatId over int4", [["chatId", overInt4], ["content", "Привет"], picture], "chatId"),
      await send(
        "chatId=-1",
        [
          ["chatId", "-1"],
          ["content", "Привет"],
        ],
        "chatId",
      ),
      nulIn(await send("edit, content with NUL", [["content", nul]], "content", message, "PUT")),
      nulIn(form("edit, content with NUL", "PATCH", message, [["content", nul]], "content")),
      form("edit, content too long", "PUT", message, [["content", long]], "content"),
      form(
        "edit, unknown field",
        "PATCH",
        message,
        [
          ["content", "Другой"],
          ["userId", String(boris.id)],
        ],
        "userId",
      ),
      form("upToId=abc", "PUT", `/api/messenger/chat/${chat.id}`, [["upToId", "abc"]], "upToId"),
      form(
        "unknown field",
        "PUT",
        `/api/messenger/chat/${chat.id}`,
        [["userId", String(boris.id)]],
        "userId",
      ),
      form("newChatId over int4", "POST", `${message}/forward`, [["newChatId", overInt4]], "newChatId"),
      form("code with NUL", "POST", `${message}/reaction`, [["code", "heart\u0000"]], "code"),
      form("members=abc", "POST", "/api/messenger/chat", [["members", "abc"]], "members"),
      form("members over int4", "POST", "/api/chats/create", [["members", overInt4]], "members"),
      form(
        "unknown field",
        "POST",
        "/api/messenger/chat",
        [
          ["members", String(boris.id)],
          ["userId", "1"],
        ],
        "userId",
      ),
    ]);
  });

  it("friends: friendId missing, not an id, twice, oneself, unknown fields; bad list ids, types and pages", async () => {
    const { anna, boris } = await fixture();
    const form = (
      label: string,
      method: BadRequest["method"],
      url: string,
      parts: Array<[string, string]>,
    ) => ({
      label: `${url} ${label}`,
      method,
      url,
      body: urlencoded(parts),
      field: parts.some(([name]) => name === "userId") ? "userId" : "friendId",
    });
    const writes = [
      ["POST", "/api/users/friends/create"],
      ["PUT", "/api/users/friends/update"],
      ["DELETE", "/api/users/friends/rejected"],
      ["DELETE", "/api/users/friends/ended"],
    ] as const;
    const get = (label: string, url: string, field: string): BadRequest => ({
      label,
      method: "GET",
      url,
      field,
    });
    await expectAllRefused(anna, [
      ...writes.flatMap(([method, url]) => [
        form("missing", method, url, []),
        form("friendId=abc", method, url, [["friendId", "abc"]]),
        form("friendId=-1", method, url, [["friendId", "-1"]]),
        form("friendId over int4", method, url, [["friendId", overInt4]]),
        form("friendId twice", method, url, [
          ["friendId", String(boris.id)],
          ["friendId", String(boris.id)],
        ]),
        form("oneself", method, url, [["friendId", String(anna.id)]]),
        form("unknown field", method, url, [
          ["friendId", String(boris.id)],
          ["userId", String(anna.id)],
        ]),
      ]),
      get("friends of id=abc", "/api/users/friends/user/abc", "id"),
      get("profile of id=-1", "/api/users/profile/-1", "id"),
      get("counters of id=abc", "/api/users/profile/abc/counters", "id"),
      { label: "a view of id=0", method: "POST", url: "/api/users/profile/0/create/view", field: "id" },
      get("friends type=nope", `/api/users/friends/user/${anna.id}?type=nope`, "type"),
      get("friends page=0", `/api/users/friends/user/${anna.id}?page=0`, "page"),
    ]);
  });

  it("people: bad pages, unknown roles, searches over 100 characters or with NUL", async () => {
    const { anna } = await fixture();
    const get = (label: string, url: string, field: string): BadRequest => ({
      label,
      method: "GET",
      url,
      field,
    });
    await expectAllRefused(anna, [
      get("page 0", "/api/users/page/0", "n"),
      get("page abc", "/api/users/page/abc", "n"),
      get("curators page 0", "/api/users/curators/all/0", "x"),
      get("search page -1", "/api/users/search/-1", "x"),
      get("search role 99", "/api/users/search/1?role=99", "role"),
      get("search role abc", "/api/users/search/1?role=abc", "role"),
      get("search of 101 characters", `/api/users/search/1?strsearch=${"я".repeat(101)}`, "strsearch"),
      get("search with NUL", "/api/users/search/1?strsearch=%00", "strsearch"),
    ]);
    // Lists by role are the admins': refused for what they say, not for who asks.
    await expectAllRefused(await createAdmin(ctx().database.db), [
      get("by role 99", "/api/users/by/role/99/1", "a"),
      get("by role, page 0", "/api/users/by/role/3/0", "b"),
      get("by role, search with NUL", "/api/users/by/role/3/1?strsearch=%00", "strsearch"),
    ]);
  });

  it("subscriptions: userId missing, not an id, twice, oneself, unknown fields; bad list ids and pages", async () => {
    const { anna, boris } = await fixture();
    const form = (
      label: string,
      method: BadRequest["method"],
      url: string,
      parts: Array<[string, string]>,
    ) => ({
      label: `${url} ${label}`,
      method,
      url,
      body: urlencoded(parts),
      field: parts.some(([name]) => name === "friendId") ? "friendId" : "userId",
    });
    const writes = [
      ["POST", "/api/users/subscriptions/create"],
      ["DELETE", "/api/users/subscriptions/ended"],
    ] as const;
    const get = (label: string, url: string, field: string): BadRequest => ({
      label,
      method: "GET",
      url,
      field,
    });
    await expectAllRefused(anna, [
      ...writes.flatMap(([method, url]) => [
        form("missing", method, url, []),
        form("userId=abc", method, url, [["userId", "abc"]]),
        form("userId=0", method, url, [["userId", "0"]]),
        form("userId over int4", method, url, [["userId", overInt4]]),
        form("userId twice", method, url, [
          ["userId", String(boris.id)],
          ["userId", String(boris.id)],
        ]),
        form("oneself", method, url, [["userId", String(anna.id)]]),
        form("unknown field", method, url, [
          ["userId", String(boris.id)],
          ["friendId", String(anna.id)],
        ]),
      ]),
      ...(["subscribers", "subscriptions"] as const).flatMap((list) => [
        get(`${list} of id=abc`, `/api/users/profile/abc/${list}/1`, "id"),
        get(`${list} page=0`, `/api/users/profile/${anna.id}/${list}/0`, "page"),
        get(`${list} page=x`, `/api/users/profile/${anna.id}/${list}/x`, "page"),
      ]),
    ]);
  });

  it("settings, favorites, accounts: bad bodies, ids and pages", async () => {
    const { anna, boris } = await fixture();
    const json = (
      label: string,
      method: BadRequest["method"],
      url: string,
      body: unknown,
      field: string,
    ) => ({
      label,
      method,
      url,
      body: { headers: { "content-type": "application/json" }, payload: JSON.stringify(body) },
      field,
    });
    const get = (label: string, url: string, field: string): BadRequest => ({
      label,
      method: "GET",
      url,
      field,
    });
    const favorite = ["POST /api/users/favorites/create", "DELETE /api/users/favorites/ended"] as const;
    await expectAllRefused(anna, [
      json("privacy: write missing", "PUT", "/api/users/settings/privacy", { friends: "nobody" }, "write"),
      json(
        "privacy: unknown level",
        "PUT",
        "/api/users/settings/privacy",
        { write: "all", friends: "nobody" },
        "write",
      ),
      json("interests: not a list", "PUT", "/api/users/interests", { interests: "бег" }, "interests"),
      json("interests: NUL", "PUT", "/api/users/interests", { interests: [nul] }, "interests"),
      json(
        "e-mail: not an address",
        "POST",
        "/api/users/email/change",
        { email: "x", password: "p".repeat(10) },
        "email",
      ),
      json("e-mail: password missing", "POST", "/api/users/email/change", { email: "a@b.ru" }, "password"),
      json("e-mail link: code missing", "PUT", "/api/users/email/confirm", {}, "code"),
      ...favorite.flatMap((call) => {
        const [method, url] = call.split(" ") as [BadRequest["method"], string];
        return [
          json(`${url}: kind unknown`, method, url, { kind: "post", targetId: boris.id }, "kind"),
          json(
            `${url}: targetId a string`,
            method,
            url,
            { kind: "member", targetId: String(boris.id) },
            "targetId",
          ),
          json(
            `${url}: targetId over int4`,
            method,
            url,
            { kind: "member", targetId: 2147483648 },
            "targetId",
          ),
        ];
      }),
      json(
        "favorite: oneself",
        "POST",
        "/api/users/favorites/create",
        { kind: "member", targetId: anna.id },
        "targetId",
      ),
      get("favorites page 0", "/api/users/favorites/0", "page"),
      get("favorites of an unknown kind", "/api/users/favorites/1?kind=post", "kind"),
      get("account of id=abc", "/api/users/one/account/abc", "x"),
      get("resources of id=0", "/api/users/profile/0/resources/", "id"),
    ]);
  });

  it("publications: bad forms, ids, pages and rubrics", async () => {
    const { anna } = await fixture();
    const good: Array<[string, string]> = [
      ["type", "1"],
      ["title", "Заголовок"],
      ["text", "Текст"],
      ["rubricId", "1"],
      ["publish", "now"],
    ];
    const made = await api.inject("POST", "/api/publications/article/create", anna, urlencoded(good));
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id as number;
    const swap = (name: string, value: string | null) => {
      const parts = good.filter(([n]) => n !== name);
      return value === null ? parts : [...parts, [name, value] as [string, string]];
    };
    const form = (
      label: string,
      method: BadRequest["method"],
      url: string,
      parts: Array<[string, string]>,
      field: string,
    ) => ({
      label,
      method,
      url,
      body: urlencoded(parts),
      field,
    });
    const get = (label: string, url: string, field: string): BadRequest => ({
      label,
      method: "GET",
      url,
      field,
    });
    const jsonBody = (
      label: string,
      method: BadRequest["method"],
      url: string,
      body: unknown,
      field: string,
    ) => ({
      label,
      method,
      url,
      body: { headers: { "content-type": "application/json" }, payload: JSON.stringify(body) },
      field,
    });
    const edit = `/api/publications/article/edit/${id}`;
    await expectAllRefused(anna, [
      form(
        "create: rubric 999",
        "POST",
        "/api/publications/article/create",
        swap("rubricId", "999"),
        "rubricId",
      ),
      form("create: type missing", "POST", "/api/publications/article/create", swap("type", null), "type"),
      form(
        "create: publish unknown",
        "POST",
        "/api/publications/article/create",
        swap("publish", "later"),
        "publish",
      ),
      form(
        "create: text broken",
        "POST",
        "/api/publications/article/create",
        swap("text", '{"type":"doc"'),
        "text",
      ),
      form("create: title with NUL", "POST", "/api/publications/article/create", swap("title", nul), "title"),
      form("edit: version missing", "PUT", edit, good, "version"),
      form("edit: version abc", "PUT", edit, [...good, ["version", "abc"]], "version"),
      form(
        "edit: removeAttachments junk",
        "PUT",
        edit,
        [...good, ["version", "1"], ["removeAttachments", "1,,x"]],
        "removeAttachments",
      ),
      form("edit: id abc", "PUT", "/api/publications/article/edit/abc", [...good, ["version", "1"]], "id"),
      { label: "delete: id 0", method: "DELETE", url: "/api/publications/article/delete/0", field: "id" },
      get("article id abc", "/api/publications/article/abc", "id"),
      get("revisions id 0", "/api/publications/article/0/revisions", "id"),
      get("rubric feed 999", "/api/publications/feed/rubric/999", "rubricId"),
      get("author feed page 0", `/api/publications/feed/author/${anna.id}?page=0`, "page"),
      get("all feed sorted oddly", "/api/publications/feed/all?sort=old", "sort"),
      get("following page x", "/api/publications/feed/following?page=x", "page"),
      get("drafts page -1", "/api/publications/drafts?page=-1", "page"),
      get("author feed of kind 4", `/api/publications/feed/author/${anna.id}?type=4`, "type"),
      get("media page 0", `/api/publications/media/user/${anna.id}?page=0`, "page"),
      get("media id x", "/api/publications/media/x", "mediaId"),
      jsonBody(
        "reaction: unknown code",
        "POST",
        `/api/publications/article/${id}/reactions`,
        { code: "<b>" },
        "code",
      ),
      jsonBody(
        "reaction back: code missing",
        "DELETE",
        `/api/publications/article/${id}/reactions`,
        {},
        "code",
      ),
      get("reactions of id abc", "/api/publications/article/abc/reactions", "id"),
      get("comments page 0", `/api/publications/article/${id}/comments?page=0`, "page"),
      jsonBody("comment: empty", "POST", `/api/publications/article/${id}/comments`, { text: "   " }, "text"),
      jsonBody(
        "comment: reply to 0",
        "POST",
        `/api/publications/article/${id}/comments`,
        { text: "x", replyToId: 0 },
        "replyToId",
      ),
      jsonBody(
        "comment edit: too long",
        "PUT",
        "/api/publications/comments/1",
        { text: "я".repeat(2001) },
        "text",
      ),
      { label: "comment delete: id x", method: "DELETE", url: "/api/publications/comments/x", field: "id" },
      form("blog: no title", "PUT", "/api/publications/blog", [["title", " "]], "title"),
      form(
        "blog: description too long",
        "PUT",
        "/api/publications/blog",
        [
          ["title", "Блог"],
          ["description", "я".repeat(501)],
        ],
        "description",
      ),
      get("blog of id 0", "/api/publications/blog/0", "id"),
      get("blogosphere page x", "/api/publications/blogosphere/authors?page=x", "page"),
    ]);
  });
});

/** A multipart body that is not one: each must be a 400 in the contract's shape, never the parser's 500. */
function malformedForms(): Array<{ label: string; headers: Record<string, string>; payload: string }> {
  const field = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nПривет\r\n`;
  const long = "b".repeat(300);
  return [
    { label: "no boundary", headers: { "content-type": "multipart/form-data" }, payload: "--x\r\n\r\n" },
    {
      label: "truncated",
      headers: { "content-type": "multipart/form-data; boundary=ZZ" },
      payload: `${field("ZZ")}--Z`,
    },
    {
      label: "boundary over 256 characters",
      headers: { "content-type": `multipart/form-data; boundary=${long}` },
      payload: `${field(long)}--${long}--\r\n`,
    },
    {
      label: "a boundary the body does not use",
      headers: { "content-type": "multipart/form-data; boundary=AAAA" },
      payload: `${field("BBBB")}--BBBB--\r\n`,
    },
  ];
}

/** `count` file parts of `size` bytes in field `name`, made as they are read (the test holds one chunk). */
function streamedFiles(name: string, count: number, size: number) {
  const boundary = "mir-stray-files";
  const chunk = Buffer.alloc(1024 * 1024, 7);
  async function* parts() {
    for (let i = 0; i < count; i += 1) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="f${i}.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      );
      yield png;
      for (let sent = png.length; sent < size; sent += chunk.length) yield chunk;
      yield Buffer.from("\r\n");
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Readable.from(parts()),
  };
}

describe.each(backends)("every form endpoint: broken multipart and stray files on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const forms = everyEndpoint.filter(({ endpoint }) => endpoint.bodyKind === "form");

  /** A URL of `endpoint` that the caller may use: their chat, their message. */
  async function urlsOf() {
    const anna = await createMember(ctx().database.db, { name: "Анна" });
    const boris = await createMember(ctx().database.db, { name: "Борис" });
    const chat = await api.createChat(anna, [boris.id]);
    const mine = await api.sent(anna, chat.id, "Привет");
    const url = (endpoint: AnyEndpoint) =>
      fill(endpoint.path, { id: String(endpoint.path.includes("/message/") ? mine.id : chat.id) });
    return { anna, url };
  }

  async function writtenState() {
    const { database } = ctx();
    return `${await snapshot(database.db)}\n${await messengerSnapshot(database.db)}\n${storedFiles(ctx())}`;
  }

  it("answers a malformed multipart body (no boundary, truncated, over-long or unused boundary) with 400, writing nothing", async () => {
    const { anna, url } = await urlsOf();
    expect(forms.length).toBeGreaterThanOrEqual(11);
    for (const { name, endpoint } of forms) {
      for (const form of malformedForms()) {
        const before = await writtenState();
        swept.push({ method: endpoint.method, url: url(endpoint) });
        const response = await api.inject(endpoint.method, url(endpoint), anna, form);
        const what = `${name}, ${form.label}: ${response.statusCode} ${response.body}`;
        expect.soft(response.statusCode, what).toBe(400);
        expect
          .soft(response.json().error, what)
          .toMatchObject({ code: "VALIDATION", message: expect.any(String) });
        expect.soft(await writtenState(), `${what} wrote something`).toBe(before);
      }
    }
  });

  it("refuses a file part where the endpoint takes none, without holding it in memory", async () => {
    const { anna, url } = await urlsOf();
    for (const { name, endpoint } of forms) {
      const before = await writtenState();
      const usage = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
      const start = usage();
      let peak = start;
      const sampler = setInterval(() => {
        peak = Math.max(peak, usage());
      }, 5);
      // Three files of 19 MB: buffered, they would hold 57 MB.
      const response = await api
        .inject(endpoint.method, url(endpoint), anna, streamedFiles("stray", 3, 19 * 1024 * 1024) as never)
        .finally(() => clearInterval(sampler));
      const what = `${name}: ${response.statusCode} ${response.body}`;
      expect.soft(response.statusCode, what).toBe(400);
      expect.soft(response.json().error.details?.issues?.[0]?.path, what).toBe("stray");
      expect.soft((peak - start) / 1024 / 1024, `${what}: MB held while refusing`).toBeLessThan(30);
      expect.soft(await writtenState(), `${what} wrote something`).toBe(before);
    }
  });
});

describe("the bad-input sweeps", () => {
  // Runs after the sweeps above (a file's tests run in order): a filtered run (`-t`) sends too little.
  it("reach every endpoint of every group that takes input (params, query or body)", () => {
    const takingInput = everyEndpoint.filter(
      ({ endpoint }) => endpoint.params || endpoint.query || endpoint.body,
    );
    expect(
      uncovered(swept, takingInput),
      "endpoints no bad-input case reaches (run the whole file: a filtered run sends too little)",
    ).toEqual([]);
  });
});
