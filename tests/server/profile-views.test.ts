// @vitest-environment node
// Issue 14, profile views (spec §7 `POST /api/users/profile/{id}/create/view`): once per viewer a day,
// one's own never; the profile and its counters call count them.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createMember, type TestMember } from "./helpers/accounts";
import { calls } from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("profile views on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;
  const view = async (who: TestMember, of: TestMember) => {
    const response = await api.inject("POST", `/api/users/profile/${of.id}/create/view`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().views as number;
  };
  const counters = async (who: TestMember, of: TestMember) =>
    (await api.inject("GET", `/api/users/profile/${of.id}/counters`, who)).json();

  it("counts each viewer once a day, never the owner; another day counts again", async () => {
    const [anna, boris, vera] = [
      await createMember(db()),
      await createMember(db()),
      await createMember(db()),
    ];
    expect(await view(anna, boris)).toBe(1);
    expect(await view(anna, boris)).toBe(1);
    expect(await view(boris, boris)).toBe(1);
    expect(await view(vera, boris)).toBe(2);
    expect(await counters(anna, boris)).toMatchObject({ views: 2 });
    expect((await api.inject("GET", `/api/users/profile/${boris.id}`, anna)).json().counters.views).toBe(2);
    await db().execute(sql`update profile_views set day = day - 1 where viewer_id = ${anna.id}`);
    expect(await view(anna, boris)).toBe(3);
  });

  it("an unknown or deleted member → 404, nothing counted", async () => {
    const anna = await createMember(db());
    const gone = await createMember(db());
    await db().execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
    for (const url of [
      `/api/users/profile/${gone.id}/create/view`,
      "/api/users/profile/999999/create/view",
    ]) {
      expect((await api.inject("POST", url, anna)).statusCode).toBe(404);
    }
    expect((await api.inject("GET", "/api/users/profile/999999/counters", anna)).statusCode).toBe(404);
    const result: unknown = await db().execute(
      sql`select count(*)::int as n from profile_views where user_id = ${gone.id}`,
    );
    expect((result as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });
});
