// @vitest-environment node
// Issue 14, online and last seen: a member with a socket open is online on their profile and in their
// friends' `online` list; gone longer than the window, they are not, and the profile says when they were
// last here. The socket's close records the time at once.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createMember, type TestMember } from "./helpers/accounts";
import { calls, talker, urlencoded } from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("presence on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const api = calls(ctx);
  const db = () => ctx().database.db;
  const profile = async (who: TestMember, of: TestMember) =>
    (await api.inject("GET", `/api/users/profile/${of.id}`, who)).json().presence as {
      online: boolean;
      lastSeenAt: string | null;
    };
  const online = async (who: TestMember, of: TestMember) =>
    (
      (await api.inject("GET", `/api/users/friends/user/${of.id}?type=online`, who)).json().rows as Array<{
        id: number;
      }>
    ).map((row) => row.id);
  const befriend = async (a: TestMember, b: TestMember) => {
    const form = (m: TestMember) => urlencoded([["friendId", String(m.id)]]);
    expect((await api.inject("POST", "/api/users/friends/create", a, form(b))).statusCode).toBe(200);
    expect((await api.inject("PUT", "/api/users/friends/update", b, form(a))).statusCode).toBe(200);
  };
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  };

  it("online with a socket open; the friends' online tab lists them; never seen: no time", async () => {
    const anna = await createMember(db());
    const boris = await talker(ctx(), "Борис");
    const vera = await createMember(db());
    await befriend(anna, boris);
    await befriend(anna, vera);
    await until(async () => (await profile(anna, boris)).online);
    expect(await profile(anna, boris)).toMatchObject({ online: true });
    expect(await profile(anna, vera)).toEqual({ online: false, lastSeenAt: null });
    expect(await online(anna, anna)).toEqual([boris.id]);
    boris.socket.close();
  });

  it("gone longer than the window: not online, and the profile says since when", async () => {
    const anna = await createMember(db());
    const boris = await talker(ctx(), "Борис");
    await befriend(anna, boris);
    await until(async () => (await profile(anna, boris)).online);
    // Long ago, as far as the table knows: only the close can bring the time to now.
    await db().execute(
      sql`update users set last_seen_at = now() - interval '10 minutes' where id = ${boris.id}`,
    );
    const closedAt = Date.now();
    boris.socket.close();
    // The close is written at once: the time is the close's.
    await until(async () => {
      const seen = (await profile(anna, boris)).lastSeenAt;
      return seen !== null && Date.parse(seen) >= closedAt - 1000;
    });
    expect(Date.parse((await profile(anna, boris)).lastSeenAt ?? "")).toBeGreaterThanOrEqual(closedAt - 1000);
    await db().execute(
      sql`update users set last_seen_at = now() - interval '5 minutes' where id = ${boris.id}`,
    );
    const away = await profile(anna, boris);
    expect(away.online).toBe(false);
    expect(Date.now() - Date.parse(away.lastSeenAt ?? "")).toBeGreaterThan(4 * 60_000);
    expect(await online(anna, anna)).toEqual([]);
  });
});
