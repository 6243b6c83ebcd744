// @vitest-environment node
// Issue 29, franchises: an administrator grants a member franchises (a name and a city or a region) and
// revokes them, the holder is told; anyone sees a member's franchises; one holder per franchise and
// territory; `franleaders` ranks the holders by their structure's size; the administrators' list; a deleted
// account's franchises end. Non-admins are refused (403) and bad forms answered 400, changing nothing.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createAdmin, createMember, type TestMember, testPassword } from "./helpers/accounts";
import { calls, urlencoded } from "./helpers/messenger";
import { tableRows } from "./helpers/tables";
import { backends, useTestApp } from "./helpers/test-app";

interface Franchise {
  id: number;
  holderId: number;
  name: string;
  territory: string;
  territoryKind: "city" | "region";
  grantedAt: string;
}
interface Holder {
  user: { id: number; name: string };
  franchises: Franchise[];
  total: number;
}

describe.each(backends)("franchises on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const get = async (who: TestMember | undefined, url: string, status = 200) => {
    const response = await api.inject("GET", url, who);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  /** A name no other test of the run uses: the territory stays free whatever ran before. */
  const unique = (name: string) => `${name} ${randomBytes(3).toString("hex")}`;
  const grant = (who: TestMember, userId: number, name: string, territory: string, kind = "city") =>
    api.inject(
      "POST",
      "/api/users/franchises/create",
      who,
      urlencoded([
        ["userId", String(userId)],
        ["name", name],
        ["territory", territory],
        ["territoryKind", kind],
      ]),
    );
  const granted = async (...args: Parameters<typeof grant>) => {
    const response = await grant(...args);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Holder;
  };
  const revoke = (who: TestMember, id: number) => api.inject("DELETE", `/api/users/franchises/${id}`, who);
  const franchisesOf = (who: TestMember | undefined, member: { id: number }) =>
    get(who, `/api/users/profile/${member.id}/franchises`) as Promise<Franchise[]>;
  const told = async (who: TestMember) =>
    (
      (await get(who, "/api/notifications/user?type=system")).notifications.rows as Array<{ text: string }>
    ).map((row) => row.text);

  it("grants a member several franchises, shows them to anyone, tells the holder and lists them for admins", async () => {
    const admin = await createAdmin(db());
    const anna = await createMember(db(), { name: "Анна" });
    await createMember(db(), { referrer: anna });
    const coffee = unique("Кофейня МИР");
    const first = await granted(admin, anna.id, coffee, "Москва");
    expect(first).toMatchObject({
      user: { id: anna.id, name: "Анна" },
      total: 1,
      franchises: [{ holderId: anna.id, name: coffee, territory: "Москва", territoryKind: "city" }],
    });
    const school = unique("Школа");
    const both = await granted(admin, anna.id, `  ${school} `, "Татарстан", "region");
    // The newest first; the name as typed, trimmed.
    expect(both.franchises.map((f) => [f.name, f.territory, f.territoryKind])).toEqual([
      [school, "Татарстан", "region"],
      [coffee, "Москва", "city"],
    ]);
    expect(await franchisesOf(undefined, anna)).toEqual(both.franchises);
    expect(await told(anna)).toEqual([
      `Администрация выдала вам франшизу «${school}» (регион Татарстан)`,
      `Администрация выдала вам франшизу «${coffee}» (город Москва)`,
    ]);
    // The administrators' list: the most recent grant first.
    const page = (await get(admin, "/api/users/franchises")) as { count: number; rows: Holder[] };
    expect(page.count).toBeGreaterThanOrEqual(1);
    expect(page.rows[0]).toEqual(both);
    // A member nobody may see (no such id) gets none.
    expect((await grant(admin, 2_000_000_000, unique("Пусто"), "Казань")).statusCode).toBe(404);
    await get(undefined, "/api/users/profile/2000000000/franchises", 404);
  });

  it("keeps one holder per franchise and territory (letter case aside); revoking frees it and keeps the record", async () => {
    const admin = await createAdmin(db());
    const anna = await createMember(db(), { name: "Анна" });
    const boris = await createMember(db(), { name: "Борис" });
    const name = unique("Пекарня");
    const { franchises } = await granted(admin, anna.id, name, "Казань");
    const held = franchises[0];
    if (!held) throw new Error("not granted");
    const before = await tableRows(db(), "franchises");
    const again = await grant(admin, boris.id, name.toUpperCase(), "КАЗАНЬ");
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe("CONFLICT");
    expect(await tableRows(db(), "franchises")).toBe(before);
    // Another territory, or the same name for a region, is another franchise.
    await granted(admin, boris.id, name, "Самара");
    await granted(admin, boris.id, name, "Казань", "region");

    const revoked = await revoke(admin, held.id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ user: { id: anna.id }, franchises: [] });
    expect(await franchisesOf(anna, anna)).toEqual([]);
    expect(await told(anna)).toContain(`Администрация отозвала вашу франшизу «${name}» (город Казань)`);
    expect((await revoke(admin, held.id)).statusCode).toBe(404);
    expect((await revoke(admin, 2_000_000_000)).statusCode).toBe(404);
    // The record stays: who granted and who revoked it.
    expect(await tableRows(db(), "franchises")).toContain(`${held.id},${anna.id},"${name}"`);
    // Free again: Boris may take it.
    expect((await granted(admin, boris.id, name, "Казань")).franchises).toHaveLength(3);
    // Anna is no holder now: the administrators' list leaves her out.
    const listed = (await get(admin, "/api/users/franchises")).rows as Holder[];
    expect(listed.map((row) => row.user.id)).not.toContain(anna.id);
  });

  it("refuses members (403) and visitors (401) the administrators' calls, changing nothing", async () => {
    const admin = await createAdmin(db());
    const anna = await createMember(db());
    const { franchises } = await granted(admin, anna.id, unique("Франшиза"), "Тула");
    const before = await tableRows(db(), "franchises");
    expect((await grant(anna, anna.id, unique("Своя"), "Тула")).statusCode).toBe(403);
    expect((await revoke(anna, franchises[0]?.id ?? 0)).statusCode).toBe(403);
    expect(
      (await api.inject("DELETE", `/api/users/franchises/${franchises[0]?.id}`, undefined)).statusCode,
    ).toBe(401);
    await get(anna, "/api/users/franchises", 403);
    await get(undefined, "/api/users/franleaders", 401);
    expect(await tableRows(db(), "franchises")).toBe(before);
  });

  it("answers bad forms with 400 naming the field, changing nothing", async () => {
    const admin = await createAdmin(db());
    const anna = await createMember(db());
    const before = await tableRows(db(), "franchises");
    const cases: Array<[Array<[string, string]>, string]> = [
      [
        [
          ["userId", String(anna.id)],
          ["territory", "Омск"],
          ["territoryKind", "city"],
        ],
        "name",
      ],
      [
        [
          ["userId", String(anna.id)],
          ["name", "Франшиза"],
          ["territory", "О"],
          ["territoryKind", "city"],
        ],
        "territory",
      ],
      [
        [
          ["userId", String(anna.id)],
          ["name", "Франшиза"],
          ["territory", "Омск"],
          ["territoryKind", "town"],
        ],
        "territoryKind",
      ],
      [
        [
          ["userId", "abc"],
          ["name", "Франшиза"],
          ["territory", "Омск"],
          ["territoryKind", "city"],
        ],
        "userId",
      ],
      [
        [
          ["userId", String(anna.id)],
          ["name", "Ф".repeat(101)],
          ["territory", "Омск"],
          ["territoryKind", "city"],
        ],
        "name",
      ],
    ];
    for (const [parts, field] of cases) {
      const response = await api.inject("POST", "/api/users/franchises/create", admin, urlencoded(parts));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.details.issues.map((issue: { path: string }) => issue.path)).toContain(
        field,
      );
    }
    await get(admin, "/api/users/franchises/abc", 404);
    expect((await revoke(admin, 0)).statusCode).toBe(400);
    await get(admin, "/api/users/franleaders?amount=101", 400);
    await get(admin, "/api/users/franleaders?order=up", 400);
    await get(admin, "/api/users/franchises?page=0", 400);
    expect(await tableRows(db(), "franchises")).toBe(before);
  });

  it("ranks holders by their structure's size, ties by member id, in either order", async () => {
    const admin = await createAdmin(db());
    const big = await createMember(db(), { name: "Большая" });
    const small = await createMember(db(), { name: "Малая" });
    const none = await createMember(db(), { name: "Пустая" });
    const tie = await createMember(db(), { name: "Тоже малая" });
    // Big: three members over two levels; small and tie: one each; none: nobody.
    const first = await createMember(db(), { referrer: big });
    await createMember(db(), { referrer: first });
    await createMember(db(), { referrer: big });
    await createMember(db(), { referrer: small });
    await createMember(db(), { referrer: tie });
    for (const holder of [none, tie, small, big]) await granted(admin, holder.id, unique("Сеть"), "Пермь");
    await granted(admin, big.id, unique("Вторая"), "Пермский край", "region");
    const mine = (rows: Holder[]) =>
      rows
        .filter((row) => [big.id, small.id, none.id, tie.id].includes(row.user.id))
        .map((row) => [row.user.id, row.total, row.franchises.length]);
    expect(mine(await get(small, "/api/users/franleaders?amount=100"))).toEqual([
      [big.id, 3, 2],
      [small.id, 1, 1],
      [tie.id, 1, 1],
      [none.id, 0, 1],
    ]);
    expect(mine(await get(small, "/api/users/franleaders?amount=100&order=asc"))).toEqual([
      [none.id, 0, 1],
      [small.id, 1, 1],
      [tie.id, 1, 1],
      [big.id, 3, 2],
    ]);
    expect(await get(small, "/api/users/franleaders?amount=1")).toHaveLength(1);
  });

  it("ends a deleted account's franchises, freeing their territories", async () => {
    const admin = await createAdmin(db());
    const anna = await createMember(db());
    const boris = await createMember(db());
    const name = unique("Студия");
    await granted(admin, anna.id, name, "Ярославль");
    const deleted = await ctx().app.inject({
      method: "DELETE",
      url: "/api/users/delete",
      headers: anna.bearer,
      payload: { password: testPassword },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const board = (await get(boris, "/api/users/franleaders?amount=100")) as Holder[];
    expect(board.map((row) => row.user.id)).not.toContain(anna.id);
    await granted(admin, boris.id, name, "Ярославль");
  });
});
