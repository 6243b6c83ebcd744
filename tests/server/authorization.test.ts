// @vitest-environment node
// Acceptance of issue 3: every endpoint of the accounts issue × {anonymous, member, other member, admin}
// → the expected status. "member" owns the object of the call (their own id in the path); "other" is a
// second member acting on it.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { RoleId } from "../../src/api/schema/user";
import { createAdmin, createMember, type TestMember, testPassword } from "./helpers/accounts";
import { backends, useTestApp } from "./helpers/test-app";

type Caller = "anonymous" | "member" | "other" | "admin";

interface Row {
  readonly name: string;
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path, given the owner of the object. */
  readonly url: (owner: TestMember) => string;
  readonly body?: (owner: TestMember) => unknown;
  readonly headers?: Record<string, string>;
  /** A remote address other than loopback (the outbox is readable from this machine only). */
  readonly remote?: boolean;
  readonly expect: Readonly<Record<Caller, number>>;
}

const everyone = (status: number) => ({ anonymous: status, member: status, other: status, admin: status });
const members = (status: number) => ({ anonymous: 401, member: status, other: status, admin: status });
const admins = (status: number) => ({ anonymous: 401, member: 403, other: 403, admin: status });
const unknownCode = () => ({ code: randomBytes(32).toString("base64url") });
const fresh = () => `new.${randomBytes(4).toString("hex")}@test.mir`;

const rows: Row[] = [
  {
    name: "register",
    method: "POST",
    url: () => "/api/users/reg",
    body: () => ({ name: "Новый участник", email: fresh(), password: testPassword }),
    expect: everyone(200),
  },
  {
    name: "regcontinue",
    method: "POST",
    url: () => "/api/mail/regcontinue",
    body: (owner) => ({ email: owner.email }),
    expect: everyone(200),
  },
  {
    name: "verifycheck",
    method: "POST",
    url: () => "/api/users/verifycheck",
    body: unknownCode,
    expect: everyone(200),
  },
  {
    name: "verify (unknown code)",
    method: "PUT",
    url: () => "/api/users/verify",
    body: unknownCode,
    expect: everyone(404),
  },
  {
    name: "auth",
    method: "POST",
    url: () => "/api/users/auth",
    body: (owner) => ({ email: owner.email, password: testPassword }),
    expect: everyone(200),
  },
  { name: "checktoken", method: "POST", url: () => "/api/users/checktoken", expect: members(200) },
  { name: "logout", method: "POST", url: () => "/api/users/logout", expect: everyone(200) },
  {
    name: "password/forgot",
    method: "POST",
    url: () => "/api/users/password/forgot",
    body: (owner) => ({ email: owner.email }),
    expect: everyone(200),
  },
  {
    name: "password/check",
    method: "POST",
    url: () => "/api/users/password/check",
    body: unknownCode,
    expect: everyone(200),
  },
  {
    name: "password/reset (unknown code)",
    method: "PUT",
    url: () => "/api/users/password/reset",
    body: () => ({ ...unknownCode(), password: testPassword }),
    expect: everyone(404),
  },
  {
    name: "sendsms",
    method: "POST",
    url: () => "/api/users/sendsms",
    body: () => ({
      phone: `+7999${randomBytes(3).readUIntBE(0, 3).toString().padStart(7, "0").slice(0, 7)}`,
    }),
    headers: { "idempotency-key": "authorization-table" },
    expect: members(200),
  },
  {
    name: "verify/phonecode (no SMS sent)",
    method: "PUT",
    url: () => "/api/users/verify/phonecode",
    body: () => ({ phone: "+79990000001" }),
    expect: members(404),
  },
  {
    name: "verify/phone/sms (no SMS sent)",
    method: "PUT",
    url: () => "/api/users/verify/phone/sms",
    body: () => ({ phone: "+79990000001", code: "123456" }),
    expect: members(400),
  },
  { name: "users/one", method: "GET", url: (owner) => `/api/users/one/${owner.id}`, expect: everyone(200) },
  {
    name: "update",
    method: "PUT",
    url: () => "/api/users/update",
    body: () => ({ name: "Новое имя" }),
    expect: members(200),
  },
  {
    name: "delete",
    method: "DELETE",
    url: () => "/api/users/delete",
    body: () => ({ password: testPassword }),
    expect: members(200),
  },
  {
    name: "changerole",
    method: "PUT",
    url: (owner) => `/api/users/changerole/${owner.id}`,
    body: () => ({ roleId: RoleId.digestAuthor }),
    expect: admins(200),
  },
  {
    name: "del/role",
    method: "DELETE",
    url: (owner) => `/api/users/del/role/${owner.id}/${RoleId.digestAuthor}`,
    expect: admins(200),
  },
  {
    name: "dev/outbox from this machine",
    method: "GET",
    url: () => "/api/dev/outbox",
    expect: everyone(200),
  },
  {
    name: "dev/outbox from elsewhere",
    method: "GET",
    url: () => "/api/dev/outbox",
    remote: true,
    expect: { anonymous: 403, member: 403, other: 403, admin: 200 },
  },
];

const callers: Caller[] = ["anonymous", "member", "other", "admin"];

describe.each(backends)("who may call what (issue 3) on $name", (backend) => {
  const ctx = useTestApp(backend);
  let address = 0;

  for (const row of rows) {
    it(`${row.method} ${row.name}: ${callers.map((c) => `${c} ${row.expect[c]}`).join(", ")}`, async () => {
      const { app, database } = ctx();
      const got: Record<string, number> = {};
      for (const caller of callers) {
        // Fresh accounts per cell: logout and delete must not spoil the next cell.
        const owner = await createMember(database.db, { roles: [RoleId.member, RoleId.digestAuthor] });
        const actor =
          caller === "anonymous"
            ? undefined
            : caller === "member"
              ? owner
              : caller === "other"
                ? await createMember(database.db)
                : await createAdmin(database.db);
        address += 1;
        const body = row.body?.(owner);
        const response = await app.inject({
          method: row.method,
          url: row.url(owner),
          headers: {
            ...(body === undefined ? {} : { "content-type": "application/json" }),
            ...row.headers,
            ...actor?.bearer,
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          // A distinct address per cell keeps per-IP limits out of this table (they have their own tests).
          remoteAddress: row.remote ? `203.0.113.${address % 250}` : "127.0.0.1",
        });
        got[caller] = response.statusCode;
        if (response.statusCode >= 400) expect(response.json().error.code).toEqual(expect.any(String));
      }
      expect(got).toEqual(row.expect);
    });
  }
});
