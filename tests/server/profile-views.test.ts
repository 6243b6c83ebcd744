// @vitest-environment node
// Issue 14, profile views (spec §7 `POST /api/users/profile/{id}/create/view`): once per viewer a day,
// one's own never; the profile and its counters call count them. Issue 28: the profile as a visitor reads it.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { friendships } from "../../src/server/db/schema";
import { createMember, type TestMember } from "./helpers/accounts";
import { calls, json } from "./helpers/messenger";
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

  // Issue 28, item 1: `/profile/{id}` is public (spec §6), so its call answers a visitor too — with no more
  // than a logged-in stranger sees, and nothing that is the owner's alone.
  const profileAs = async (who: TestMember | undefined, of: TestMember) => {
    const response = await api.inject("GET", `/api/users/profile/${of.id}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown> & {
      counters: Record<string, number>;
      friendsVisible: boolean;
      canWrite: boolean;
    };
  };
  const setPrivacy = async (who: TestMember, privacy: { write: string; friends: string }) => {
    const response = await api.inject("PUT", "/api/users/settings/privacy", who, json(privacy));
    expect(response.statusCode, response.body).toBe(200);
  };

  it("shows the public card to a visitor: no more than a stranger sees, nothing of the owner's own", async () => {
    const anna = await createMember(db(), { name: "Анна Публичная" });
    const [friend, stranger, asking] = [
      await createMember(db()),
      await createMember(db()),
      await createMember(db()),
    ];
    await db()
      .insert(friendships)
      .values([
        {
          lowId: Math.min(anna.id, friend.id),
          highId: Math.max(anna.id, friend.id),
          requesterId: friend.id,
          status: "accepted",
        },
        {
          lowId: Math.min(anna.id, asking.id),
          highId: Math.max(anna.id, asking.id),
          requesterId: asking.id,
          status: "requested",
        },
      ]);
    await api.inject("POST", `/api/users/profile/${anna.id}/create/view`, stranger);

    const seen = await profileAs(undefined, anna);
    expect(seen).toMatchObject({
      user: { id: anna.id, name: "Анна Публичная" },
      friendship: "none",
      subscribed: false,
      favorite: false,
      canWrite: false,
      friendsVisible: true,
      counters: { friends: 1, mutual: 0, incoming: 0, views: 1 },
    });
    // The owner sees the request waiting for her; a visitor does not, and never her address.
    expect((await profileAs(anna, anna)).counters.incoming).toBe(1);
    expect(JSON.stringify(seen)).not.toContain(anna.email);
    // Whatever her privacy, a visitor is admitted where a stranger is, never further.
    for (const level of ["everyone", "friends", "nobody"]) {
      await setPrivacy(anna, { write: level, friends: level });
      const visitor = await profileAs(undefined, anna);
      const member = await profileAs(stranger, anna);
      expect(visitor.friendsVisible, level).toBe(member.friendsVisible);
      expect(visitor.canWrite, level).toBe(false);
      expect({ ...visitor, canWrite: member.canWrite }, level).toEqual(member);
    }
  });

  it("a missing or deleted member is 404 in the one error shape; a visitor's view is not counted", async () => {
    const gone = await createMember(db());
    await db().execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
    for (const url of ["/api/users/profile/999999", `/api/users/profile/${gone.id}`]) {
      const response = await api.inject("GET", url, undefined);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Пользователь не найден" } });
    }
    // Views are counted per member (one a day); a visitor is nobody to count, and is told so plainly.
    const anna = await createMember(db());
    const view = await api.inject("POST", `/api/users/profile/${anna.id}/create/view`, undefined);
    expect(view.statusCode).toBe(401);
    expect(view.json().error.code).toBe("UNAUTHORIZED");
    expect((await profileAs(undefined, anna)).counters.views).toBe(0);
  });
});
