// @vitest-environment node
// Issue 14, subscriptions: following a member and stopping, for the caller only; who follows whom,
// friend requests included (a refused or ended one stays a subscription, spec §4 Friendship); the
// `subscription` events to both; the profile's counters and flag; and 409 with nothing changed where a
// change does not fit.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createMember, type TestMember } from "./helpers/accounts";
import { calls, talker, urlencoded } from "./helpers/messenger";
import { tableRows } from "./helpers/tables";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("subscriptions on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const follow = (who: TestMember, other: TestMember) =>
    api.inject("POST", "/api/users/subscriptions/create", who, urlencoded([["userId", String(other.id)]]));
  const unfollow = (who: TestMember, other: TestMember) =>
    api.inject("DELETE", "/api/users/subscriptions/ended", who, urlencoded([["userId", String(other.id)]]));
  const friend = async (who: TestMember, path: string, other: TestMember) => {
    const method = path === "create" ? "POST" : path === "update" ? "PUT" : "DELETE";
    const response = await api.inject(
      method,
      `/api/users/friends/${path}`,
      who,
      urlencoded([["friendId", String(other.id)]]),
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const list = async (who: TestMember, owner: TestMember, which: "subscribers" | "subscriptions") => {
    const response = await api.inject("GET", `/api/users/profile/${owner.id}/${which}/1`, who);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { count: number; rows: Array<{ id: number }> };
    expect(page.count).toBe(page.rows.length);
    return page.rows.map((row) => row.id);
  };
  const profile = async (who: TestMember, owner: TestMember) => {
    const response = await api.inject("GET", `/api/users/profile/${owner.id}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      subscribed: boolean;
      counters: { subscribers: number; subscriptions: number };
    };
  };

  it("follows and stops, seen by both live, in the lists, the counters and the profile's flag", async () => {
    const anna = await talker(ctx(), "Анна");
    const boris = await talker(ctx(), "Борис");
    const response = await follow(anna, boris);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ userId: boris.id, subscribed: true });
    expect(await list(anna, boris, "subscribers")).toEqual([anna.id]);
    expect(await list(boris, anna, "subscriptions")).toEqual([boris.id]);
    expect(await profile(anna, boris)).toMatchObject({ subscribed: true, counters: { subscribers: 1 } });
    expect(await profile(boris, anna)).toMatchObject({ subscribed: false, counters: { subscriptions: 1 } });
    const told = {
      type: "subscription",
      action: "follow",
      payload: { followerId: anna.id, userId: boris.id },
    };
    expect((await anna.socket.waitForEvents(1))[0]).toMatchObject(told);
    expect((await boris.socket.waitForEvents(1))[0]).toMatchObject(told);

    expect((await unfollow(anna, boris)).json()).toEqual({ userId: boris.id, subscribed: false });
    expect(await list(anna, boris, "subscribers")).toEqual([]);
    expect(await profile(anna, boris)).toMatchObject({ subscribed: false, counters: { subscribers: 0 } });
    expect((await boris.socket.waitForEvents(2))[1]).toMatchObject({
      type: "subscription",
      action: "unfollow",
    });
    anna.socket.close();
    boris.socket.close();
  });

  it("409 with nothing changed: following twice, a friend, someone asked; unfollowing no one", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const clara = await createMember(db());
    const dima = await createMember(db());
    expect((await follow(anna, boris)).statusCode).toBe(200);
    await friend(anna, "create", clara);
    await friend(clara, "update", anna);
    await friend(anna, "create", dima);
    const before = await tableRows(db(), "follows");
    for (const [label, response] of [
      ["twice", await follow(anna, boris)],
      ["a friend", await follow(anna, clara)],
      ["asked to be friends", await follow(anna, dima)],
      ["not followed", await unfollow(boris, anna)],
      ["followed by the request only", await unfollow(anna, dima)],
    ] as const) {
      expect(response.statusCode, label).toBe(409);
      expect(response.json().error.code, label).toBe("CONFLICT");
    }
    expect((await unfollow(anna, dima)).json().error.message).toMatch(/отзовите/);
    expect(await tableRows(db(), "follows")).toBe(before);
  });

  it("a friend request follows: refused it still does; withdrawn or accepted it does not; ended, the other still does", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    await friend(anna, "create", boris);
    expect(await list(boris, boris, "subscribers")).toEqual([anna.id]);
    expect(await list(anna, anna, "subscriptions")).toEqual([boris.id]);
    await friend(boris, "rejected", anna); // refused: Anna still follows
    expect(await list(boris, boris, "subscribers")).toEqual([anna.id]);
    await friend(anna, "rejected", boris); // she withdraws it
    expect(await list(boris, boris, "subscribers")).toEqual([]);

    await friend(anna, "create", boris);
    await friend(boris, "update", anna); // friends: in neither list
    expect(await list(boris, boris, "subscribers")).toEqual([]);
    expect(await list(anna, anna, "subscriptions")).toEqual([]);
    await friend(boris, "ended", anna); // Boris ends it: Anna still follows him
    expect(await list(boris, boris, "subscribers")).toEqual([anna.id]);
    expect(await profile(boris, boris)).toMatchObject({ counters: { subscribers: 1, subscriptions: 0 } });
  });

  // Issue 28 §9: «Отменить заявку и отписаться» / «Отписаться» leave the member following no more, also one
  // who had followed before asking.
  it("withdrawing a request, refused or not, ends the caller's following too", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    expect((await follow(anna, boris)).statusCode).toBe(200);
    await friend(anna, "create", boris);
    await friend(anna, "rejected", boris); // withdrawn
    expect(await list(boris, boris, "subscribers")).toEqual([]);
    expect(await profile(anna, boris)).toMatchObject({ subscribed: false, counters: { subscribers: 0 } });

    expect((await follow(anna, boris)).statusCode).toBe(200);
    await friend(anna, "create", boris);
    await friend(boris, "rejected", anna); // refused: she is his subscriber
    expect((await follow(anna, boris)).statusCode).toBe(409);
    await friend(anna, "rejected", boris); // she unsubscribes
    expect(await list(anna, anna, "subscriptions")).toEqual([]);
    expect(await profile(anna, boris)).toMatchObject({ subscribed: false, counters: { subscribers: 0 } });
  });

  it("oneself → 400 naming userId; an unknown member → 404; deleted accounts are in no list", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const self = await follow(anna, anna);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.details.issues[0].path).toBe("userId");
    const unknown = await api.inject(
      "POST",
      "/api/users/subscriptions/create",
      anna,
      urlencoded([["userId", "999999"]]),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await api.inject("GET", "/api/users/profile/999999/subscribers/1", anna)).statusCode).toBe(404);
    expect((await follow(boris, anna)).statusCode).toBe(200);
    await db().execute(sql`update users set deleted_at = now() where id = ${boris.id}`);
    expect(await list(anna, anna, "subscribers")).toEqual([]);
  });
});
