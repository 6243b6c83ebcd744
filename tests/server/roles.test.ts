// @vitest-environment node
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RoleId } from "../../src/api/schema/user";
import { userRoles, users } from "../../src/server/db/schema";
import { createAdmin, createMember, type TestMember, testPassword } from "./helpers/accounts";
import { backends, useTestApp } from "./helpers/test-app";

const json = { "content-type": "application/json" };

describe.each(backends)("roles on $name", (backend) => {
  const ctx = useTestApp(backend);
  const db = () => ctx().database.db;

  const give = (caller: TestMember | undefined, id: number | string, payload: unknown) =>
    ctx().app.inject({
      method: "PUT",
      url: `/api/users/changerole/${id}`,
      headers: { ...json, ...caller?.bearer },
      payload: JSON.stringify(payload),
    });
  const take = (caller: TestMember | undefined, a: number | string, b: number | string) =>
    ctx().app.inject({
      method: "DELETE",
      url: `/api/users/del/role/${a}/${b}`,
      headers: { ...caller?.bearer },
    });
  const rolesOf = async (id: number) =>
    (await db().select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id)))
      .map((row) => row.id)
      .sort((x, y) => x - y);
  const roleRows = async () => (await db().select({ n: count() }).from(userRoles))[0]?.n;

  it("lets an admin give role 7, once, and answers the public card", async () => {
    const [admin, member] = [await createAdmin(db()), await createMember(db())];
    const response = await give(admin, member.id, { roleId: RoleId.digestAuthor });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: member.id,
      roles: [
        { id: 2, name: "Участник" },
        { id: 7, name: "Автор дайджестов" },
      ],
    });
    expect(response.body).not.toContain("email");
    const again = await give(admin, member.id, { roleId: RoleId.digestAuthor });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    expect(await rolesOf(member.id)).toEqual([2, 7]);
  });

  it("new rights apply on the member's next request, with the same token", async () => {
    const [admin, member] = [await createAdmin(db()), await createMember(db())];
    const other = await createMember(db());
    expect((await give(member, other.id, { roleId: 7 })).statusCode).toBe(403);
    expect((await give(admin, member.id, { roleId: RoleId.admin })).statusCode).toBe(200);
    expect((await give(member, other.id, { roleId: 7 })).statusCode).toBe(200);
    expect((await take(admin, member.id, RoleId.admin)).statusCode).toBe(200);
    expect((await give(member, other.id, { roleId: 5 })).statusCode).toBe(403);
  });

  it("refuses a member with 403 whatever the body, and a visitor with 401", async () => {
    const [member, target] = [await createMember(db()), await createMember(db())];
    const before = await roleRows();
    for (const payload of [{ roleId: 1 }, { roleId: "x" }, {}, { roleId: 1, extra: true }]) {
      expect((await give(member, target.id, payload)).statusCode).toBe(403);
      expect((await give(member, "abc", payload)).statusCode).toBe(403);
      expect((await give(undefined, target.id, payload)).statusCode).toBe(401);
    }
    expect((await give(member, member.id, { roleId: 1 })).statusCode).toBe(403);
    expect((await take(member, target.id, 2)).statusCode).toBe(403);
    expect((await take(member, "x", "y")).statusCode).toBe(403);
    expect((await take(undefined, target.id, 7)).statusCode).toBe(401);
    expect(await roleRows()).toBe(before);
  });

  const badBodies: Array<[string, unknown]> = [
    ["an unknown role", { roleId: 99 }],
    ["role 0", { roleId: 0 }],
    ["a role id as a string", { roleId: "7" }],
    ["a fractional role id", { roleId: 7.5 }],
    ["an oversized role id", { roleId: 2 ** 40 }],
    ["no role id", {}],
  ];

  it.each(badBodies)("refuses %s with 400 naming roleId and writes nothing", async (_what, payload) => {
    const [admin, member] = [await createAdmin(db()), await createMember(db())];
    const before = await roleRows();
    const response = await give(admin, member.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues[0]).toMatchObject({ in: "body", path: "roleId" });
    expect(await roleRows()).toBe(before);
  });

  it("refuses an extra body field and a malformed id with 400 naming them", async () => {
    const [admin, member] = [await createAdmin(db()), await createMember(db())];
    const extra = await give(admin, member.id, { roleId: 7, userId: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.details.issues).toEqual([
      { in: "body", path: "userId", message: "Лишнее поле" },
    ]);
    const badId = await give(admin, "1e3", { roleId: 7 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details.issues[0]).toMatchObject({ in: "params", path: "id" });
    expect(await rolesOf(member.id)).toEqual([2]);
  });

  it("answers 404 for an unknown or deleted member", async () => {
    const [admin, member] = [await createAdmin(db()), await createMember(db())];
    expect((await give(admin, 424242, { roleId: 7 })).statusCode).toBe(404);
    expect((await take(admin, 424242, 7)).statusCode).toBe(404);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.id));
    expect((await give(admin, member.id, { roleId: 7 })).statusCode).toBe(404);
    expect((await take(admin, member.id, 7)).statusCode).toBe(404);
    expect(await rolesOf(member.id)).toEqual([2]);
  });

  it("takes a role, and taking one the member lacks changes nothing", async () => {
    const admin = await createAdmin(db());
    const member = await createMember(db(), { roles: [RoleId.member, RoleId.digestAuthor, RoleId.sponsor] });
    const response = await take(admin, member.id, RoleId.digestAuthor);
    expect(response.statusCode).toBe(200);
    expect(response.json().roles.map((role: { id: number }) => role.id)).toEqual([2, 5]);
    const lacking = await take(admin, member.id, RoleId.digestAuthor);
    expect(lacking.statusCode).toBe(200);
    expect(await rolesOf(member.id)).toEqual([2, 5]);
  });

  it("never takes role 2, and refuses unknown roles, with 400 naming b", async () => {
    const [admin, member] = [await createAdmin(db()), await createMember(db())];
    const member2 = await take(admin, member.id, RoleId.member);
    expect(member2.statusCode).toBe(400);
    expect(member2.json().error.details.issues).toEqual([
      { in: "params", path: "b", message: "Роль «Участник» есть у каждого аккаунта и не снимается" },
    ]);
    for (const b of ["99", "0", "x", "7.0"]) {
      const response = await take(admin, member.id, b);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues[0]).toMatchObject({ in: "params", path: "b" });
    }
    const badA = await take(admin, "-1", 7);
    expect(badA.json().error.details.issues[0]).toMatchObject({ in: "params", path: "a" });
    expect(await rolesOf(member.id)).toEqual([2]);
  });
});

// Its own app: these tests count every administrator of the database.
describe.each(backends)("the last administrator on $name", (backend) => {
  const ctx = useTestApp(backend);
  const db = () => ctx().database.db;
  const take = (caller: TestMember, a: number, b: number) =>
    ctx().app.inject({ method: "DELETE", url: `/api/users/del/role/${a}/${b}`, headers: caller.bearer });
  const admins = async () =>
    (
      await db().select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, RoleId.admin))
    ).map((row) => row.id);

  it("cannot lose the admin role or delete the account; another admin can take over", async () => {
    const seeded = await admins();
    expect(seeded).toHaveLength(1);
    const anna = await createAdmin(db());
    // The seeded admin's role can go: Anna remains.
    expect((await take(anna, seeded[0] ?? 0, RoleId.admin)).statusCode).toBe(200);
    expect(await admins()).toEqual([anna.id]);

    const self = await take(anna, anna.id, RoleId.admin);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe("CONFLICT");
    const deleted = await ctx().app.inject({
      method: "DELETE",
      url: "/api/users/delete",
      headers: { ...json, ...anna.bearer },
      payload: JSON.stringify({ password: testPassword }),
    });
    expect(deleted.statusCode).toBe(409);
    expect(await admins()).toEqual([anna.id]);

    // An admin who cannot log in (deleted, or never confirmed) does not count as "another".
    const ghost = await createMember(db(), { roles: [RoleId.admin, RoleId.member], verified: false });
    expect((await take(anna, anna.id, RoleId.admin)).statusCode).toBe(409);
    await db()
      .delete(userRoles)
      .where(and(eq(userRoles.userId, ghost.id), eq(userRoles.roleId, RoleId.admin)));

    const boris = await createMember(db());
    const given = await ctx().app.inject({
      method: "PUT",
      url: `/api/users/changerole/${boris.id}`,
      headers: { ...json, ...anna.bearer },
      payload: JSON.stringify({ roleId: RoleId.admin }),
    });
    expect(given.statusCode).toBe(200);
    expect((await take(anna, anna.id, RoleId.admin)).statusCode).toBe(200);
    expect(await admins()).toEqual([boris.id]);
  });
});
