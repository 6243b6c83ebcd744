// @vitest-environment node
// Acceptance of issue 3: every endpoint of the accounts issue, fed missing, wrong-typed, oversized and
// extra fields, or text with NUL (which PostgreSQL cannot store), answers 400 naming the field, and the
// database is exactly as it was. The messenger and the other domains likewise, their upload folder too —
// each request names its call of the contract (src/api/endpoints), never a path typed again. Hostile
// strings in every text field of every endpoint: hostile-input.test.ts.

import { Readable } from "node:stream";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { AnyEndpoint, HttpMethod } from "../../src/api/endpoint";
import { apiGroups } from "../../src/api/endpoints";
import { RoleId } from "../../src/api/schema/user";
import { createAdmin, createMember, type TestMember, testPassword } from "./helpers/accounts";
import { type Address, everyEndpoint, uncovered, urlOf } from "./helpers/endpoints";
import {
  calls,
  file,
  json,
  multipart,
  type Part,
  png,
  storedFiles,
  urlencoded,
  webm,
} from "./helpers/messenger";
import { everyTableRows } from "./helpers/tables";
import { teamCalls } from "./helpers/teams";
import { contractBackends, useTestApp } from "./helpers/test-app";

const { auth, phone, users, settings, favorites, backgrounds, notifications } = apiGroups;
const { messenger, chats, friends, subscriptions, people, publications, publicationTalk, blogs } = apiGroups;
const { structure, sponsors, teams, franchises } = apiGroups;

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

describe.each(contractBackends)("bad input changes nothing (issue 3) on $name", (backend) => {
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
        const before = await everyTableRows(database.db);
        address += 1;
        const url = urlOf(endpoint, { params: variant.params ?? testCase.valid(target).params ?? {} });
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
        expect(await everyTableRows(database.db), `${variant.label} wrote to the database`).toBe(before);
      }
    });
  }
});

interface BadRequest {
  readonly label: string;
  readonly method: HttpMethod;
  readonly url: string;
  readonly body?: Body;
  /** The field the 400 must name. */
  readonly field: string;
  /** The message its issue must carry, when it matters. */
  readonly message?: string;
}

type Body = { headers: Record<string, string>; payload: string | Buffer };

/** A call of the contract's `endpoint` at `address` that must be refused with a 400 naming `field`. */
const refused = (
  label: string,
  endpoint: AnyEndpoint,
  field: string,
  address: Address = {},
  body?: Body,
): BadRequest => ({
  label,
  method: endpoint.method,
  url: urlOf(endpoint, address),
  field,
  ...(body ? { body } : {}),
});

/** The request, refused for the NUL in its field. */
const nulIn = (request: BadRequest): BadRequest => ({ ...request, message: "Недопустимый символ (NUL)" });
const overInt4 = "2147483648";
const nul = "При\u0000вет";

describe.each(contractBackends)("messenger and chats: bad input changes nothing on $name", (backend) => {
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
      const rows = await everyTableRows(database.db);
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
      expect.soft(await everyTableRows(database.db), `${request.label} wrote to the database`).toBe(rows);
      expect.soft(storedFiles(ctx()), `${request.label} left files`).toEqual(files);
    }
  }

  it("path ids over int4, negative or not numbers → 400 naming the param", async () => {
    const { anna, chat } = await fixture();
    const requests: BadRequest[] = [];
    for (const bad of [overInt4, "-1", "abc"]) {
      const at = (
        endpoint: AnyEndpoint,
        body?: Body,
        field = "id",
        params: Address["params"] = { id: bad },
      ) => refused(`${field}=${bad}`, endpoint, field, { params }, body);
      requests.push(
        at(messenger.getChat),
        at(messenger.markChatRead, urlencoded([])),
        at(messenger.getMessage),
        at(messenger.editMessage, urlencoded([["content", "Новый текст"]])),
        at(messenger.patchMessage, await multipart([["content", "Новый текст"]])),
        at(messenger.deleteMessage),
        at(messenger.forwardMessage, urlencoded([["newChatId", String(chat.id)]])),
        at(messenger.addReaction, urlencoded([["code", "heart"]])),
        at(messenger.removeReaction, urlencoded([["code", "heart"]])),
        at(messenger.downloadAttachment),
        at(chats.chatsByProfile),
        at(chats.chatMessages, undefined, "a", { a: bad, b: 1 }),
        at(chats.chatMessages, undefined, "b", { a: chat.id, b: bad }),
        at(chats.searchUsers, undefined, "page", { page: bad }),
      );
    }
    await expectAllRefused(anna, requests);
  });

  it("paged reads and queries: limit=101, before=abc, bad pages, isAudio=maybe, strsearch with NUL, notification filters", async () => {
    const { anna, chat, attachmentId } = await fixture();
    const chatPage = (query: Address["query"]) => ({ params: { id: chat.id }, query });
    const search = (strsearch: string) => ({ params: { page: 1 }, query: { strsearch } });
    const listed = (field: string, value: string) =>
      refused(`notifications ${field}=${value}`, notifications.listNotifications, field, {
        query: { [field]: value },
      });
    await expectAllRefused(anna, [
      refused("limit=101", messenger.getChat, "limit", chatPage({ limit: 101 })),
      refused("before=abc", messenger.getChat, "before", chatPage({ before: "abc" })),
      refused("page over int4", messenger.getChat, "page", chatPage({ page: overInt4 })),
      refused("memberId=-1", messenger.listChats, "memberId", { query: { memberId: -1 } }),
      refused("page=abc", messenger.listChats, "page", { query: { page: "abc" } }),
      refused("page=abc", chats.chatList, "page", { query: { page: "abc" } }),
      refused("page=-1", chats.chatsByProfile, "page", { params: { id: anna.id }, query: { page: -1 } }),
      refused("isAudio=maybe", messenger.downloadAttachment, "isAudio", {
        params: { id: attachmentId },
        query: { isAudio: "maybe" },
      }),
      nulIn(refused("strsearch with NUL", chats.searchUsers, "strsearch", search(nul))),
      nulIn(refused("strsearch NUL only", chats.searchUsers, "strsearch", search("\u0000"))),
      refused("strsearch too long", chats.searchUsers, "strsearch", search("ж".repeat(101))),
      listed("limit", "0"),
      listed("limit", "101"),
      listed("checked", "maybe"),
      listed("page", "0"),
      listed("type", "nope"),
    ]);
  });

  it("a NUL in the name of a profile form → 400 saying so (the shared rule covers accounts too)", async () => {
    const { anna } = await fixture();
    const name: Array<[string, string]> = [["name", "Ан\u0000на"]];
    await expectAllRefused(anna, [
      nulIn(refused("urlencoded", users.updateProfile, "name", {}, urlencoded(name))),
      nulIn(refused("multipart", users.updateProfile, "name", {}, await multipart(name))),
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
      endpoint = messenger.sendMessage,
    ) => refused(label, endpoint, field, {}, await multipart(parts));
    const mineAt = { params: { id: mine.id } };
    const chatAt = { params: { id: chat.id } };
    const form = (
      label: string,
      endpoint: AnyEndpoint,
      address: Address,
      parts: Array<[string, string]>,
      field: string,
    ) => refused(label, endpoint, field, address, urlencoded(parts));
    await expectAllRefused(anna, [
      await send("content too long", [chatId, ["content", long], picture], "content"),
      nulIn(await send("content with NUL", [chatId, ["content", nul], picture], "content")),
      nulIn(
        form(
          "content with NUL",
          messenger.sendMessage,
          {},
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
          chats.sendChatMessage,
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
      nulIn(
        refused(
          "edit, content with NUL",
          messenger.editMessage,
          "content",
          mineAt,
          await multipart([["content", nul]]),
        ),
      ),
      nulIn(form("edit, content with NUL", messenger.patchMessage, mineAt, [["content", nul]], "content")),
      form("edit, content too long", messenger.editMessage, mineAt, [["content", long]], "content"),
      form(
        "edit, unknown field",
        messenger.patchMessage,
        mineAt,
        [
          ["content", "Другой"],
          ["userId", String(boris.id)],
        ],
        "userId",
      ),
      form("upToId=abc", messenger.markChatRead, chatAt, [["upToId", "abc"]], "upToId"),
      form("unknown field", messenger.markChatRead, chatAt, [["userId", String(boris.id)]], "userId"),
      form("newChatId over int4", messenger.forwardMessage, mineAt, [["newChatId", overInt4]], "newChatId"),
      form("code with NUL", messenger.addReaction, mineAt, [["code", "heart\u0000"]], "code"),
      form("members=abc", messenger.createChat, {}, [["members", "abc"]], "members"),
      form("members over int4", chats.createChatAlias, {}, [["members", overInt4]], "members"),
      form(
        "unknown field",
        messenger.createChat,
        {},
        [
          ["members", String(boris.id)],
          ["userId", "1"],
        ],
        "userId",
      ),
    ]);
  });

  /** The refusals every member write of one id field shares: missing, not an id, twice, oneself, a stranger field. */
  const idForms = (
    endpoints: ReadonlyArray<AnyEndpoint>,
    field: string,
    self: TestMember,
    other: TestMember,
    stray: string,
  ) =>
    endpoints.flatMap((endpoint) => {
      const form = (label: string, parts: Array<[string, string]>, named = field) =>
        refused(`${endpoint.path} ${label}`, endpoint, named, {}, urlencoded(parts));
      return [
        form("missing", []),
        form(`${field}=abc`, [[field, "abc"]]),
        form(`${field}=-1`, [[field, "-1"]]),
        form(`${field} over int4`, [[field, overInt4]]),
        form(`${field} twice`, [
          [field, String(other.id)],
          [field, String(other.id)],
        ]),
        form("oneself", [[field, String(self.id)]]),
        form(
          "unknown field",
          [
            [field, String(other.id)],
            [stray, String(self.id)],
          ],
          stray,
        ),
      ];
    });

  it("friends: friendId missing, not an id, twice, oneself, unknown fields; bad list ids, types and pages", async () => {
    const { anna, boris } = await fixture();
    const writes = [friends.requestFriend, friends.acceptFriend, friends.refuseFriend, friends.endFriendship];
    await expectAllRefused(anna, [
      ...idForms(writes, "friendId", anna, boris, "userId"),
      refused("friends of id=abc", friends.listFriends, "id", { params: { id: "abc" } }),
      refused("profile of id=-1", users.getProfile, "id", { params: { id: -1 } }),
      refused("counters of id=abc", users.profileCounters, "id", { params: { id: "abc" } }),
      refused("a view of id=0", users.recordProfileView, "id", { params: { id: 0 } }),
      refused("friends type=nope", friends.listFriends, "type", {
        params: { id: anna.id },
        query: { type: "nope" },
      }),
      refused("friends page=0", friends.listFriends, "page", { params: { id: anna.id }, query: { page: 0 } }),
    ]);
  });

  it("people: bad pages, unknown roles, searches over 100 characters or with NUL", async () => {
    const { anna } = await fixture();
    const search = (query: Address["query"]) => ({ params: { x: 1 }, query });
    await expectAllRefused(anna, [
      refused("page 0", people.listMembers, "n", { params: { n: 0 } }),
      refused("page abc", people.listMembers, "n", { params: { n: "abc" } }),
      refused("curators page 0", people.curatorsPage, "x", { params: { x: 0 } }),
      refused("search page -1", people.searchMembers, "x", { params: { x: -1 } }),
      refused("search role 99", people.searchMembers, "role", search({ role: 99 })),
      refused("search role abc", people.searchMembers, "role", search({ role: "abc" })),
      refused(
        "search of 101 characters",
        people.searchMembers,
        "strsearch",
        search({ strsearch: "я".repeat(101) }),
      ),
      refused("search with NUL", people.searchMembers, "strsearch", search({ strsearch: "\u0000" })),
    ]);
    // Lists by role are the admins': refused for what they say, not for who asks.
    await expectAllRefused(await createAdmin(ctx().database.db), [
      refused("by role 99", people.membersByRole, "a", { params: { a: 99, b: 1 } }),
      refused("by role, page 0", people.membersByRole, "b", { params: { a: 3, b: 0 } }),
      refused("by role, search with NUL", people.membersByRole, "strsearch", {
        params: { a: 3, b: 1 },
        query: { strsearch: "\u0000" },
      }),
    ]);
  });

  it("subscriptions: userId missing, not an id, twice, oneself, unknown fields; bad list ids and pages", async () => {
    const { anna, boris } = await fixture();
    await expectAllRefused(anna, [
      ...idForms([subscriptions.subscribe, subscriptions.unsubscribe], "userId", anna, boris, "friendId"),
      ...[subscriptions.listSubscribers, subscriptions.listSubscriptions].flatMap((list) => [
        refused(`${list.path} of id=abc`, list, "id", { params: { id: "abc", page: 1 } }),
        refused(`${list.path} page=0`, list, "page", { params: { id: anna.id, page: 0 } }),
        refused(`${list.path} page=x`, list, "page", { params: { id: anna.id, page: "x" } }),
      ]),
    ]);
  });

  type Query = Record<string, string | number>;
  const childrenQueries: Query[] = [{ page: 0 }, { limit: 101 }, { around: "abc" }, { around: 0 }];
  const searchQueries: Query[] = [
    {},
    { q: "" },
    { q: " я " },
    { q: "я".repeat(101) },
    { q: "Анна", limit: 21 },
  ];
  const firstKey = (query: Query) => Object.keys(query)[0] ?? "";
  it("structure: bad ids, levels, limits, pages, periods, orders, tree pages and searches; a move's bad or missing ids", async () => {
    const { anna, boris } = await fixture();
    const level = (query: Record<string, string | number>, field: string) =>
      refused(`refprofile ${JSON.stringify(query)}`, structure.listReferralLevel, field, {
        params: { id: anna.id },
        query,
      });
    await expectAllRefused(anna, [
      refused("referrals of id=abc", structure.getReferralSummary, "id", { params: { id: "abc" } }),
      refused("referrers of id=0", structure.listReferrers, "id", { params: { id: 0 } }),
      level({ level: 0 }, "level"),
      level({ level: 1001 }, "level"),
      level({ limit: 101 }, "limit"),
      level({ page: "x" }, "page"),
      ...childrenQueries.map((query) =>
        refused(`refchildren ${JSON.stringify(query)}`, structure.listStructureChildren, firstKey(query), {
          params: { id: anna.id },
          query,
        }),
      ),
      refused("refchildren of id=abc", structure.listStructureChildren, "id", { params: { id: "abc" } }),
      ...searchQueries.map((query) =>
        refused(
          `refsearch ${JSON.stringify(query)}`,
          structure.searchStructure,
          "limit" in query ? "limit" : "q",
          {
            params: { id: anna.id },
            query,
          },
        ),
      ),
      refused("refleaders amount=0", structure.listReferralLeaders, "amount", { query: { amount: 0 } }),
      refused("refleaders order=up", structure.listReferralLeaders, "order", { query: { order: "up" } }),
      refused("refleaders startedAt=вчера", structure.listReferralLeaders, "startedAt", {
        query: { startedAt: "вчера" },
      }),
      refused("refleaders finishedAt with NUL", structure.listReferralLeaders, "finishedAt", {
        query: { finishedAt: "\u0000" },
      }),
    ]);
    const move = (label: string, parts: Array<[string, string]>, field: string) =>
      refused(`move ${label}`, structure.moveReferral, field, {}, urlencoded(parts));
    await expectAllRefused(await createAdmin(ctx().database.db), [
      move("userId missing", [["referrerId", String(anna.id)]], "userId"),
      move(
        "referrerId=abc",
        [
          ["userId", String(boris.id)],
          ["referrerId", "abc"],
        ],
        "referrerId",
      ),
      move(
        "userId over int4",
        [
          ["userId", overInt4],
          ["referrerId", String(anna.id)],
        ],
        "userId",
      ),
    ]);
  });

  it("sponsors: bad ids, pages, amounts, filters; limits and weights out of range, unknown fields", async () => {
    const { anna } = await fixture();
    const body = (label: string, endpoint: AnyEndpoint, value: unknown, field: string, id = anna.id) =>
      refused(label, endpoint, field, { params: { id } }, json(value));
    await expectAllRefused(anna, [
      refused("profile sponsors of id=abc", sponsors.getSponsorsProfile, "id", { params: { id: "abc" } }),
      refused("profile sponsors page=0", sponsors.getSponsorsProfile, "page", {
        params: { id: anna.id },
        query: { page: 0 },
      }),
      refused("sponsor of id=0", sponsors.getCurrentSponsor, "id", { params: { id: 0 } }),
      refused("allsponsors page=x", sponsors.listSponsors, "page", { params: { page: "x" } }),
      refused("sponsorleaders amount=0", sponsors.listSponsorLeaders, "amount", { query: { amount: 0 } }),
      refused("sponsorleaders amount=101", sponsors.listSponsorLeaders, "amount", { query: { amount: 101 } }),
      refused("autosponsors page=0", sponsors.listAutoSponsors, "page", { params: { page: 0 } }),
      refused("end: id missing", sponsors.endSponsorship, "id", {}, json({})),
      refused("end: id a string", sponsors.endSponsorship, "id", {}, json({ id: "1" })),
      refused(
        "createautosponsor of id=abc",
        sponsors.createAutoSponsor,
        "id",
        { params: { id: "abc" } },
        json({}),
      ),
      body("enrol: weight 0", sponsors.createAutoSponsor, { weight: 0 }, "weight"),
      body("enrol: weight 101", sponsors.createAutoSponsor, { weight: 101 }, "weight"),
      body("enrol: maxActive -1", sponsors.createAutoSponsor, { maxActive: -1 }, "maxActive"),
      body("enrol: enabled a string", sponsors.createAutoSponsor, { enabled: "yes" }, "enabled"),
      body("enrol: unknown field", sponsors.createAutoSponsor, { pass: 0 }, "pass"),
      body("change: maxPerDay 1001", sponsors.updateAutoSponsor, { maxPerDay: 1001 }, "maxPerDay"),
      body("change: weight 1.5", sponsors.updateAutoSponsor, { weight: 1.5 }, "weight"),
      refused("leave: id missing", sponsors.deleteAutoSponsor, "id", {}, json({})),
    ]);
    const admsponsors = (query: Record<string, string | number>, field: string) =>
      refused(`admsponsors ${JSON.stringify(query)}`, sponsors.listAdminSponsorships, field, {
        params: { page: 1 },
        query,
      });
    await expectAllRefused(await createAdmin(ctx().database.db), [
      admsponsors({ state: "open" }, "state"),
      admsponsors({ sponsorId: "x" }, "sponsorId"),
      admsponsors({ wardId: 0 }, "wardId"),
      refused("admsponsors page=0", sponsors.listAdminSponsorships, "page", { params: { page: 0 } }),
    ]);
  });

  it("teams and divisions: bad ids, pages, limits, names and links; inviting oneself", async () => {
    const { anna, boris } = await fixture();
    const team = await teamCalls(() => ctx().app).found(anna, "Команда Анны");
    const form = (label: string, endpoint: AnyEndpoint, parts: Array<[string, string]>, field: string) =>
      refused(label, endpoint, field, {}, urlencoded(parts));
    const teamId = ["teamId", String(team.id)] as [string, string];
    await expectAllRefused(anna, [
      refused("teams of id=abc", teams.listMemberTeams, "id", { params: { id: "abc" } }),
      refused("team id=0", teams.getTeam, "id", { params: { id: 0 } }),
      refused("team page=0", teams.getTeam, "page", { params: { id: team.id }, query: { page: 0 } }),
      refused("lastteams limit=51", teams.listLastTeams, "limit", { query: { limit: 51 } }),
      refused("lastteams limit=0", teams.listLastTeams, "limit", { query: { limit: 0 } }),
      refused("division id=abc", teams.getDivision, "id", { params: { id: "abc" } }),
      form("create without a name", teams.createTeam, [], "name"),
      form("create named «Я»", teams.createTeam, [["name", "Я"]], "name"),
      form("create named 61 letters", teams.createTeam, [["name", "я".repeat(61)]], "name"),
      form("create with NUL", teams.createTeam, [["name", nul]], "name"),
      form(
        "rename teamId=abc",
        teams.renameTeam,
        [
          ["teamId", "abc"],
          ["name", "Новое"],
        ],
        "teamId",
      ),
      form("rename to spaces", teams.renameTeam, [teamId, ["name", "   "]], "name"),
      form("invite without memberId", teams.inviteToTeam, [teamId], "memberId"),
      form("invite oneself", teams.inviteToTeam, [teamId, ["memberId", String(anna.id)]], "memberId"),
      form("invite memberId over int4", teams.inviteToTeam, [teamId, ["memberId", overInt4]], "memberId"),
      form("accept without teamId", teams.acceptTeamInvitation, [], "teamId"),
      form("decline teamId over int4", teams.declineTeamInvitation, [["teamId", overInt4]], "teamId"),
      form("join by a short code", teams.joinTeam, [["code", "abc"]], "code"),
      form("join without a code", teams.joinTeam, [], "code"),
      form("leave teamId=-1", teams.leaveTeam, [["teamId", "-1"]], "teamId"),
      form("remove memberId=abc", teams.removeFromTeam, [teamId, ["memberId", "abc"]], "memberId"),
      form(
        "remove with an unknown field",
        teams.removeFromTeam,
        [teamId, ["memberId", String(boris.id)], ["isAdmin", "1"]],
        "isAdmin",
      ),
    ]);
    await expectAllRefused(await createAdmin(ctx().database.db), [
      form("division without a name", teams.createDivision, [], "name"),
      form("division named with NUL", teams.createDivision, [["name", nul]], "name"),
      form("rename without divisionId", teams.renameDivision, [["name", "Юг"]], "divisionId"),
      form("place without teamId", teams.placeTeam, [["divisionId", "1"]], "teamId"),
      form("place in divisionId=x", teams.placeTeam, [teamId, ["divisionId", "x"]], "divisionId"),
    ]);
  });

  it("franchises: bad ids, amounts, orders and pages; a grant's missing, unknown or oversized fields", async () => {
    const { anna } = await fixture();
    await expectAllRefused(anna, [
      refused("franchises of id=abc", franchises.listMemberFranchises, "id", { params: { id: "abc" } }),
      refused("franleaders amount=101", franchises.listFranchiseLeaders, "amount", {
        query: { amount: 101 },
      }),
      refused("franleaders order=up", franchises.listFranchiseLeaders, "order", { query: { order: "up" } }),
    ]);
    const grant = (label: string, parts: Array<[string, string]>, field: string) =>
      refused(`grant ${label}`, franchises.grantFranchise, field, {}, urlencoded(parts));
    const valid: Array<[string, string]> = [
      ["userId", String(anna.id)],
      ["name", "Франшиза"],
      ["territory", "Москва"],
      ["territoryKind", "city"],
    ];
    const but = (field: string, value?: string): Array<[string, string]> =>
      valid.flatMap(
        ([name, was]): Array<[string, string]> =>
          name !== field ? [[name, was]] : value === undefined ? [] : [[name, value]],
      );
    await expectAllRefused(await createAdmin(ctx().database.db), [
      refused("franchises page=0", franchises.listFranchiseHolders, "page", { query: { page: 0 } }),
      refused("revoke id=0", franchises.revokeFranchise, "id", { params: { id: 0 } }),
      grant("userId missing", but("userId"), "userId"),
      grant("userId over int4", but("userId", overInt4), "userId"),
      grant("name of one letter", but("name", "Ф"), "name"),
      grant("name of 101 letters", but("name", "Ф".repeat(101)), "name"),
      grant("territory missing", but("territory"), "territory"),
      grant("territoryKind=town", but("territoryKind", "town"), "territoryKind"),
    ]);
  });

  it("settings, favorites, accounts: bad bodies, ids and pages", async () => {
    const { anna, boris } = await fixture();
    const body = (label: string, endpoint: AnyEndpoint, value: unknown, field: string) =>
      refused(label, endpoint, field, {}, json(value));
    await expectAllRefused(anna, [
      body("privacy: write missing", settings.setPrivacy, { friends: "nobody" }, "write"),
      body("privacy: unknown level", settings.setPrivacy, { write: "all", friends: "nobody" }, "write"),
      body("interests: not a list", settings.setInterests, { interests: "бег" }, "interests"),
      body("interests: NUL", settings.setInterests, { interests: [nul] }, "interests"),
      body("e-mail: not an address", settings.changeEmail, { email: "x", password: "p".repeat(10) }, "email"),
      body("e-mail: password missing", settings.changeEmail, { email: "a@b.ru" }, "password"),
      body("e-mail link: code missing", settings.confirmEmail, {}, "code"),
      ...[favorites.addFavorite, favorites.removeFavorite].flatMap((endpoint) => [
        body(`${endpoint.path}: kind unknown`, endpoint, { kind: "post", targetId: boris.id }, "kind"),
        body(
          `${endpoint.path}: targetId a string`,
          endpoint,
          { kind: "member", targetId: String(boris.id) },
          "targetId",
        ),
        body(
          `${endpoint.path}: targetId over int4`,
          endpoint,
          { kind: "member", targetId: 2147483648 },
          "targetId",
        ),
      ]),
      body("favorite: oneself", favorites.addFavorite, { kind: "member", targetId: anna.id }, "targetId"),
      refused("favorites page 0", favorites.listFavorites, "page", { params: { page: 0 } }),
      refused("favorites of an unknown kind", favorites.listFavorites, "kind", {
        params: { page: 1 },
        query: { kind: "post" },
      }),
      refused("account of id=abc", users.getAccount, "x", { params: { x: "abc" } }),
      refused("resources of id=0", users.listResources, "id", { params: { id: 0 } }),
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
    const made = await api.inject("POST", urlOf(publications.createPublication), anna, urlencoded(good));
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id as number;
    const swap = (name: string, value: string | null) => {
      const parts = good.filter(([n]) => n !== name);
      return value === null ? parts : [...parts, [name, value] as [string, string]];
    };
    const create = (label: string, parts: Array<[string, string]>, field: string) =>
      refused(`create: ${label}`, publications.createPublication, field, {}, urlencoded(parts));
    const edit = (
      label: string,
      parts: Array<[string, string]>,
      field: string,
      params: Address["params"] = { id },
    ) => refused(`edit: ${label}`, publications.editPublication, field, { params }, urlencoded(parts));
    const ofId = (
      label: string,
      endpoint: AnyEndpoint,
      field: string,
      query: Address["query"],
      body?: Body,
    ) => refused(label, endpoint, field, { params: { id }, query }, body);
    await expectAllRefused(anna, [
      create("rubric 999", swap("rubricId", "999"), "rubricId"),
      create("type missing", swap("type", null), "type"),
      create("publish unknown", swap("publish", "later"), "publish"),
      create("text broken", swap("text", '{"type":"doc"'), "text"),
      create("title with NUL", swap("title", nul), "title"),
      edit("version missing", good, "version"),
      edit("version abc", [...good, ["version", "abc"]], "version"),
      edit(
        "removeAttachments junk",
        [...good, ["version", "1"], ["removeAttachments", "1,,x"]],
        "removeAttachments",
      ),
      edit("id abc", [...good, ["version", "1"]], "id", { id: "abc" }),
      refused("delete: id 0", publications.deletePublication, "id", { params: { id: 0 } }),
      refused("article id abc", publications.getPublication, "id", { params: { id: "abc" } }),
      refused("revisions id 0", publications.listRevisions, "id", { params: { id: 0 } }),
      refused("rubric feed 999", publications.rubricFeed, "rubricId", { params: { rubricId: 999 } }),
      refused("author feed page 0", publications.authorFeed, "page", {
        params: { id: anna.id },
        query: { page: 0 },
      }),
      refused("all feed sorted oddly", publications.allFeed, "sort", { query: { sort: "old" } }),
      refused("following page x", publications.followingFeed, "page", { query: { page: "x" } }),
      refused("drafts page -1", publications.listDrafts, "page", { query: { page: -1 } }),
      refused("author feed of kind 4", publications.authorFeed, "type", {
        params: { id: anna.id },
        query: { type: 4 },
      }),
      refused("media page 0", publications.listMedia, "page", {
        params: { id: anna.id },
        query: { page: 0 },
      }),
      refused("media id x", publications.getMedia, "mediaId", { params: { mediaId: "x" } }),
      ofId(
        "reaction: unknown code",
        publicationTalk.addPublicationReaction,
        "code",
        {},
        json({ code: "<b>" }),
      ),
      ofId("reaction back: code missing", publicationTalk.removePublicationReaction, "code", {}, json({})),
      refused("reactions of id abc", publicationTalk.listPublicationReactions, "id", {
        params: { id: "abc" },
      }),
      ofId("comments page 0", publicationTalk.listComments, "page", { page: 0 }),
      ofId("comment: empty", publicationTalk.addComment, "text", {}, json({ text: "   " })),
      ofId(
        "comment: reply to 0",
        publicationTalk.addComment,
        "replyToId",
        {},
        json({ text: "x", replyToId: 0 }),
      ),
      refused(
        "comment edit: too long",
        publicationTalk.editComment,
        "text",
        { params: { id: 1 } },
        json({ text: "я".repeat(2001) }),
      ),
      refused("comment delete: id x", publicationTalk.deleteComment, "id", { params: { id: "x" } }),
      refused("blog: no title", blogs.updateBlog, "title", {}, urlencoded([["title", " "]])),
      refused(
        "blog: description too long",
        blogs.updateBlog,
        "description",
        {},
        urlencoded([
          ["title", "Блог"],
          ["description", "я".repeat(501)],
        ]),
      ),
      refused("blog of id 0", blogs.getBlog, "id", { params: { id: 0 } }),
      refused("blogosphere page x", blogs.listBlogAuthors, "page", { query: { page: "x" } }),
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

describe.each(contractBackends)(
  "every form endpoint: broken multipart and stray files on $name",
  (backend) => {
    const ctx = useTestApp(backend);
    const api = calls(ctx);
    const forms = everyEndpoint.filter(({ endpoint }) => endpoint.bodyKind === "form");

    /** A URL of `endpoint` that the caller may use: their chat, their message. */
    async function urlsOf() {
      // An admin: the admins' forms (a referral move) refuse anyone else before reading the body.
      const anna = await createMember(ctx().database.db, {
        name: "Анна",
        roles: [RoleId.admin, RoleId.member],
      });
      const boris = await createMember(ctx().database.db, { name: "Борис" });
      const chat = await api.createChat(anna, [boris.id]);
      const mine = await api.sent(anna, chat.id, "Привет");
      const url = (endpoint: AnyEndpoint) =>
        urlOf(endpoint, { params: { id: endpoint.path.includes("/message/") ? mine.id : chat.id } });
      return { anna, url };
    }

    async function writtenState() {
      const { database } = ctx();
      return `${await everyTableRows(database.db)}\n${storedFiles(ctx())}`;
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
  },
);

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
