// @vitest-environment node
// The member's page backgrounds (spec §7 "Backgrounds"): own entries only, validated, one active.
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { maxBackgrounds } from "../../src/api/endpoints/backgrounds";
import { backgrounds } from "../../src/server/db/schema";
import { createMember, type TestMember } from "./helpers/accounts";
import { backends, useTestApp } from "./helpers/test-app";

const json = { "content-type": "application/json" };

describe.each(backends)("backgrounds on $name", (backend) => {
  const ctx = useTestApp(backend);
  const db = () => ctx().database.db;

  const call = (
    caller: TestMember | undefined,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    body?: unknown,
  ) =>
    ctx().app.inject({
      method,
      url: `/api/users/back/${url}`,
      headers: { ...(body === undefined ? {} : json), ...caller?.bearer },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const create = (caller: TestMember, body: unknown) => call(caller, "POST", "create", body);
  const list = async (caller: TestMember) => (await call(caller, "GET", "all")).json();
  const rowsOf = async (userId: number) =>
    (await db().select({ n: count() }).from(backgrounds).where(eq(backgrounds.userId, userId)))[0]?.n;
  const activeOf = async (caller: TestMember) =>
    (await list(caller)).rows
      .filter((row: { active: boolean }) => row.active)
      .map((row: { id: number }) => row.id);

  it("creates, lists, changes, activates and deletes the member's own backgrounds", async () => {
    const member = await createMember(db());
    const colour = await create(member, { type: 1, background: "#1e90ff", active: true });
    expect(colour.statusCode).toBe(200);
    expect(colour.json()).toMatchObject({ type: 1, background: "#1e90ff", active: true });
    expect(Date.parse(colour.json().createdAt)).not.toBeNaN();
    const image = await create(member, { type: 0, background: "https://images.example/sea.jpg" });
    expect(image.json()).toMatchObject({ type: 0, active: false });

    const all = await list(member);
    expect(all.count).toBe(2);
    expect(all.rows.map((row: { id: number }) => row.id)).toEqual([colour.json().id, image.json().id]);

    const activated = await call(member, "PUT", `update/one/${image.json().id}`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ id: image.json().id, active: true });
    expect(await activeOf(member)).toEqual([image.json().id]);

    const recoloured = await call(member, "PUT", "update", { id: colour.json().id, background: "#000000" });
    expect(recoloured.json()).toMatchObject({ type: 1, background: "#000000", active: false });
    const retyped = await call(member, "PUT", "update", {
      id: colour.json().id,
      type: 0,
      background: "http://images.example/forest.png",
      active: true,
    });
    expect(retyped.json()).toMatchObject({
      type: 0,
      background: "http://images.example/forest.png",
      active: true,
    });
    expect(await activeOf(member)).toEqual([colour.json().id]);
    const off = await call(member, "PUT", "update", { id: colour.json().id, active: false });
    expect(off.json().active).toBe(false);
    expect(await activeOf(member)).toEqual([]);

    const deleted = await call(member, "DELETE", "delete", { id: image.json().id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await list(member)).count).toBe(1);
  });

  it("tells the member's own tabs of every change: added, changed, activated, deleted", async () => {
    const member = await createMember(db());
    const changes = async () =>
      Number(
        (
          (await db().execute(
            sql`select count(*)::int as n from user_events where user_id = ${member.id} and type = 'background'`,
          )) as unknown as { rows: Array<{ n: number }> }
        ).rows[0]?.n,
      );
    const made = (await create(member, { type: 1, background: "#1e90ff" })).json();
    expect(await changes()).toBe(1);
    expect((await call(member, "PUT", "update", { id: made.id, background: "#000000" })).statusCode).toBe(
      200,
    );
    expect((await call(member, "PUT", `update/one/${made.id}`)).statusCode).toBe(200);
    expect((await call(member, "DELETE", "delete", { id: made.id })).statusCode).toBe(200);
    expect(await changes()).toBe(4);
    // A refused change tells nothing.
    expect((await call(member, "DELETE", "delete", { id: made.id })).statusCode).toBe(404);
    expect(await changes()).toBe(4);
  });

  it("lets nobody see or touch another member's backgrounds (404), and no visitor anything (401)", async () => {
    const [owner, other] = [await createMember(db()), await createMember(db())];
    const mine = (await create(owner, { type: 1, background: "#abcdef" })).json();
    expect((await list(other)).count).toBe(0);
    expect((await call(other, "PUT", `update/one/${mine.id}`)).statusCode).toBe(404);
    expect((await call(other, "PUT", "update", { id: mine.id, background: "#000000" })).statusCode).toBe(404);
    expect((await call(other, "DELETE", "delete", { id: mine.id })).statusCode).toBe(404);
    expect((await call(owner, "DELETE", "delete", { id: 424242 })).statusCode).toBe(404);
    const [after] = (await list(owner)).rows;
    expect(after).toEqual(mine);

    const visitor = [
      await call(undefined, "GET", "all"),
      await call(undefined, "POST", "create", { type: 1, background: "#abcdef" }),
      await call(undefined, "PUT", "update", { id: mine.id, background: "#000000" }),
      await call(undefined, "PUT", `update/one/${mine.id}`),
      await call(undefined, "DELETE", "delete", { id: mine.id }),
    ];
    expect(visitor.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(await rowsOf(owner.id)).toBe(1);
  });

  const badCreates: Array<[string, unknown, string]> = [
    ["an unknown type", { type: 2, background: "#abcdef" }, "type"],
    ["a type as a string", { type: "1", background: "#abcdef" }, "type"],
    ["a colour that is a name", { type: 1, background: "red" }, "background"],
    ["a short colour", { type: 1, background: "#abc" }, "background"],
    ["a URL as a colour", { type: 1, background: "https://images.example/a.png" }, "background"],
    ["a colour as an image", { type: 0, background: "#abcdef" }, "background"],
    ["a javascript: URL", { type: 0, background: "javascript:alert(1)" }, "background"],
    ["a URL with a quote", { type: 0, background: 'https://x.example/a".png' }, "background"],
    ["a URL with a parenthesis", { type: 0, background: "https://x.example/a).png" }, "background"],
    ["a URL with a space", { type: 0, background: "https://x.example/a b.png" }, "background"],
    ["an over-long URL", { type: 0, background: `https://x.example/${"a".repeat(2048)}` }, "background"],
    ["no background", { type: 1 }, "background"],
    ["active as text", { type: 1, background: "#abcdef", active: "yes" }, "active"],
    ["an extra field", { type: 1, background: "#abcdef", userId: 1 }, "userId"],
  ];

  it.each(badCreates)(
    "refuses %s with 400 naming the field and writes nothing",
    async (_what, body, field) => {
      const member = await createMember(db());
      const response = await create(member, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION");
      expect(response.json().error.details.issues.map((i: { path: string }) => i.path)).toContain(field);
      expect(await rowsOf(member.id)).toBe(0);
    },
  );

  it("refuses bad changes with 400 naming the field, and changes nothing", async () => {
    const member = await createMember(db());
    const image = (
      await create(member, { type: 0, background: "https://images.example/a.png", active: true })
    ).json();
    const cases: Array<[string, "PUT" | "DELETE", unknown, string]> = [
      ["update", "PUT", { id: image.id, type: 1 }, "background"], // the URL is no colour
      ["update", "PUT", { id: image.id, background: "#abcdef" }, "background"], // nor is a colour an image
      ["update", "PUT", { id: image.id, active: 1 }, "active"],
      ["update", "PUT", { id: "x", active: true }, "id"],
      ["update", "PUT", { background: "#abcdef" }, "id"],
      ["delete", "DELETE", {}, "id"],
      ["delete", "DELETE", { id: -1 }, "id"],
    ];
    for (const [url, method, body, field] of cases) {
      const response = await call(member, method, url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.details.issues[0].path, JSON.stringify(body)).toBe(field);
    }
    const badId = await call(member, "PUT", "update/one/abc");
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details.issues[0]).toMatchObject({ in: "params", path: "id" });
    expect((await list(member)).rows).toEqual([image]);
  });

  it("keeps at most one active background, even when tabs activate different ones at once", async () => {
    const member = await createMember(db());
    const ids: number[] = [];
    for (const colour of ["#000001", "#000002", "#000003", "#000004", "#000005"]) {
      ids.push((await create(member, { type: 1, background: colour, active: true })).json().id);
      expect(await activeOf(member)).toEqual([ids.at(-1)]);
    }
    const responses = await Promise.all(ids.map((id) => call(member, "PUT", `update/one/${id}`)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await activeOf(member)).toHaveLength(1);
  });

  it(`keeps at most ${maxBackgrounds} backgrounds per member (409 beyond)`, async () => {
    const member = await createMember(db());
    await db()
      .insert(backgrounds)
      .values(
        Array.from({ length: maxBackgrounds }, () => ({ userId: member.id, type: 1, background: "#123456" })),
      );
    const refused = await create(member, { type: 1, background: "#654321" });
    expect(refused.statusCode).toBe(409);
    expect(await rowsOf(member.id)).toBe(maxBackgrounds);
  });
});
