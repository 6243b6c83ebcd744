// @vitest-environment node
// Acceptance of issue 3: every endpoint of the accounts issue, fed missing, wrong-typed, oversized and
// extra fields, answers 400 naming the field, and the database is exactly as it was.

import { sql } from "drizzle-orm";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { AnyEndpoint } from "../../src/api/endpoint";
import * as auth from "../../src/api/endpoints/auth";
import * as phone from "../../src/api/endpoints/phone";
import * as users from "../../src/api/endpoints/users";
import { RoleId } from "../../src/api/schema/user";
import type { Db } from "../../src/server/db/connect";
import { createAdmin, createMember, type TestMember, testPassword } from "./helpers/accounts";
import { backends, useTestApp } from "./helpers/test-app";

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
    endpoint: users.changeRole,
    caller: "admin",
    valid: (t) => ({ params: { id: String(t.id) }, body: { roleId: RoleId.digestAuthor } }),
  },
  {
    endpoint: users.removeRole,
    caller: "admin",
    valid: (t) => ({ params: { a: String(t.id), b: String(RoleId.digestAuthor) } }),
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

const tables = ["users", "user_roles", "sessions", "link_codes", "phone_codes", "idempotency_keys", "outbox"];

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
    it(`${endpoint.method} ${endpoint.path}: missing, wrong-typed, oversized, extra → 400 naming the field`, async () => {
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
        const response = await app.inject({
          method: endpoint.method,
          url: fill(endpoint.path, variant.params ?? testCase.valid(target).params),
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
