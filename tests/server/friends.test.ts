// @vitest-environment node
// Issue 14, friends (spec §7 Friends, §4 Friendship): requests, answers and endings for the caller only,
// every state × every action (409 and nothing changed where it does not fit), two opposite requests at
// once, the `friend` events and notifications, the lists (all, requests, mutual, suggestions), and the
// notification setting "from friends".
import { describe, expect, it } from "vitest";
import type { FriendState } from "../../src/api/schema/friend";
import { createMember, type TestMember } from "./helpers/accounts";
import { calls, multipart, talker, urlencoded } from "./helpers/messenger";
import { tableRows } from "./helpers/tables";
import { backends, useTestApp } from "./helpers/test-app";

const paths = {
  request: ["POST", "/api/users/friends/create"],
  accept: ["PUT", "/api/users/friends/update"],
  refuse: ["DELETE", "/api/users/friends/rejected"],
  end: ["DELETE", "/api/users/friends/ended"],
} as const;
type Call = keyof typeof paths;

describe.each(backends)("friends on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const act = (who: TestMember, call: Call, friend: TestMember) =>
    api.inject(paths[call][0], paths[call][1], who, urlencoded([["friendId", String(friend.id)]]));
  const done = async (who: TestMember, call: Call, friend: TestMember): Promise<FriendState> => {
    const response = await act(who, call, friend);
    expect(response.statusCode, `${call}: ${response.body}`).toBe(200);
    return response.json().state;
  };
  const list = async (who: TestMember, owner: TestMember, type = "all") => {
    const response = await api.inject("GET", `/api/users/friends/user/${owner.id}?type=${type}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { count: number; rows: Array<{ id: number; mutual: number }> };
  };
  const ids = async (who: TestMember, owner: TestMember, type = "all") =>
    (await list(who, owner, type)).rows.map((row) => row.id);

  it("a request, seen live by both, told to the other; accepted, they are friends in both lists", async () => {
    const anna = await talker(ctx(), "Анна");
    const boris = await talker(ctx(), "Борис");
    expect(await done(anna, "request", boris)).toBe("outgoing");
    expect(await ids(anna, anna, "outgoing")).toEqual([boris.id]);
    expect(await ids(boris, boris, "incoming")).toEqual([anna.id]);
    const [toAnna] = await anna.socket.waitForEvents(1);
    expect(toAnna).toMatchObject({
      type: "friend",
      action: "request",
      payload: { actorId: anna.id, friendId: boris.id },
    });
    const [toBoris, told] = await boris.socket.waitForEvents(2);
    expect(toBoris).toMatchObject({ type: "friend", action: "request" });
    expect(told).toMatchObject({
      type: "notification",
      payload: { notification: { type: "friend", title: "Заявка в друзья", actors: [{ id: anna.id }] } },
    });

    expect(await done(boris, "accept", anna)).toBe("friends");
    expect(await ids(anna, anna)).toEqual([boris.id]);
    expect(await ids(boris, boris)).toEqual([anna.id]);
    expect(await ids(boris, boris, "incoming")).toEqual([]);
    const events = await anna.socket.waitForEvents(3);
    expect(events[1]).toMatchObject({ type: "friend", action: "accept", payload: { actorId: boris.id } });
    expect(events[2]).toMatchObject({ payload: { notification: { title: "Заявка принята" } } });
    anna.socket.close();
    boris.socket.close();
  });

  // Where Anna stands with Boris, made by calls; each action by Anna from there: her state after, or 409.
  const start: Record<string, (anna: TestMember, boris: TestMember) => Promise<unknown>> = {
    none: async () => {},
    outgoing: (anna, boris) => done(anna, "request", boris),
    incoming: (anna, boris) => done(boris, "request", anna),
    "refused by Anna": async (anna, boris) => {
      await done(boris, "request", anna);
      await done(anna, "refuse", boris);
    },
    "refused by Boris": async (anna, boris) => {
      await done(anna, "request", boris);
      await done(boris, "refuse", anna);
    },
    friends: async (anna, boris) => {
      await done(anna, "request", boris);
      await done(boris, "accept", anna);
    },
  };
  const expected: Record<string, Record<Call, FriendState | 409>> = {
    none: { request: "outgoing", accept: 409, refuse: 409, end: 409 },
    outgoing: { request: 409, accept: 409, refuse: "none", end: 409 }, // refuse = withdraw her own
    incoming: { request: "friends", accept: "friends", refuse: "none", end: 409 },
    "refused by Anna": { request: "friends", accept: "friends", refuse: 409, end: 409 },
    "refused by Boris": { request: 409, accept: 409, refuse: "none", end: 409 }, // her subscription: she may unsubscribe
    friends: { request: 409, accept: 409, refuse: 409, end: "none" },
  };
  for (const [from, actions] of Object.entries(expected)) {
    it(`from "${from}": ${Object.entries(actions)
      .map(([call, to]) => `${call} → ${to}`)
      .join(", ")}`, async () => {
      for (const [call, to] of Object.entries(actions) as Array<[Call, FriendState | 409]>) {
        const anna = await createMember(db());
        const boris = await createMember(db());
        await start[from]?.(anna, boris);
        const before = await tableRows(db(), "friendships");
        const response = await act(anna, call, boris);
        if (to === 409) {
          expect(response.statusCode, `${call}: ${response.body}`).toBe(409);
          expect(response.json().error.code).toBe("CONFLICT");
          expect(await tableRows(db(), "friendships"), `${call} changed something`).toBe(before);
        } else {
          expect(response.statusCode, `${call}: ${response.body}`).toBe(200);
          expect(response.json()).toEqual({ friendId: boris.id, state: to });
        }
      }
    });
  }

  // Issue 28 §4: a refused request does not look pending for ever. The requester is told live, and stands
  // «subscribed» (VK's «Вы подписаны»): the other's subscriber, who may unsubscribe but not ask again.
  it("a refused requester hears it live and is the other's subscriber, after a reload too; unsubscribing ends it", async () => {
    const anna = await talker(ctx(), "Анна");
    const boris = await talker(ctx(), "Борис");
    const profile = async (who: TestMember, of: TestMember) => {
      const response = await api.inject("GET", `/api/users/profile/${of.id}`, who);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { friendship: FriendState; counters: { subscribers: number } };
    };
    await done(anna, "request", boris);
    expect(await done(boris, "refuse", anna)).toBe("none");
    const [, refused] = await anna.socket.waitForEvents(2);
    expect(refused).toMatchObject({
      type: "friend",
      action: "refuse",
      payload: { actorId: boris.id, friendId: anna.id },
    });
    expect(await profile(anna, boris)).toMatchObject({
      friendship: "subscribed",
      counters: { subscribers: 1 },
    });
    expect((await profile(boris, anna)).friendship).toBe("none");
    expect(await ids(boris, boris, "incoming")).toEqual([]);
    // Asking again while subscribed is refused (a refusal stands); unsubscribing leaves nothing behind.
    const again = await act(anna, "request", boris);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/отпишитесь/);
    expect(await done(anna, "refuse", boris)).toBe("none");
    expect(await profile(anna, boris)).toMatchObject({ friendship: "none", counters: { subscribers: 0 } });
    anna.socket.close();
    boris.socket.close();
  });

  it("the refuser may still make them friends; ended by the other, one is their subscriber", async () => {
    const [anna, boris] = [await createMember(db()), await createMember(db())];
    await done(anna, "request", boris);
    await done(boris, "refuse", anna);
    expect(await done(boris, "request", anna)).toBe("friends");
    // Ended by Boris: Anna stays his subscriber, «subscribed» as a refused requester is.
    expect(await done(boris, "end", anna)).toBe("none");
    const response = await api.inject("GET", `/api/users/profile/${boris.id}`, anna);
    expect(response.json().friendship).toBe("subscribed");
    expect(await ids(anna, anna)).toEqual([]);
  });

  it("a friends page kept for its viewer follows their own changes and a friend's new name at once", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const vera = await createMember(db());
    await done(boris, "request", vera);
    await done(vera, "accept", boris);
    expect(await ids(anna, boris)).toEqual([vera.id]); // kept for Anna now
    expect(await ids(anna, anna)).toEqual([]);
    await done(anna, "request", boris);
    await done(boris, "accept", anna);
    // Anna's own change reaches her kept pages: her friends, and Boris's (now with her in it).
    expect(await ids(anna, anna)).toEqual([boris.id]);
    expect((await ids(anna, boris)).sort()).toEqual([anna.id, vera.id].sort());
    // Vera renames herself: every kept page shows her new name.
    const renamed = await multipart([["name", "Вера Новая"]]);
    const response = await ctx().app.inject({
      method: "PUT",
      url: "/api/users/update",
      headers: { ...renamed.headers, ...vera.bearer },
      payload: renamed.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = (await list(anna, boris)).rows.map((row) => (row as unknown as { name: string }).name);
    expect(names).toContain("Вера Новая");
  });

  it("searches within a friends list by name, case and «ё» alike; suggestions too", async () => {
    const anna = await createMember(db(), { name: "Анна Ищет" });
    const fyodor = await createMember(db(), { name: "Фёдор Друг" });
    const boris = await createMember(db(), { name: "Борис Друг" });
    for (const friend of [fyodor, boris]) {
      await done(anna, "request", friend);
      await done(friend, "accept", anna);
    }
    const found = async (type: string, text: string) =>
      ids(anna, anna, `${type}&strsearch=${encodeURIComponent(text)}`);
    expect(await found("all", "федор")).toEqual([fyodor.id]);
    expect(await found("all", "ДРУГ")).toEqual([boris.id, fyodor.id]);
    expect(await found("all", "вера")).toEqual([]);
    expect((await list(anna, anna, "all&strsearch=%D0%B1%D0%BE%D1%80")).count).toBe(1);
  });

  it("refuses oneself (400 naming friendId) and an unknown or deleted member (404), changing nothing", async () => {
    const anna = await createMember(db());
    const self = await act(anna, "request", anna);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.details.issues[0].path).toBe("friendId");
    const unknown = await api.inject("POST", paths.request[1], anna, urlencoded([["friendId", "999999"]]));
    expect(unknown.statusCode).toBe(404);
    expect(await tableRows(db(), "friendships")).not.toContain(`${anna.id},`);
  });

  it("lists mutual friends on another's page and suggests friends of friends by how many are shared", async () => {
    const [anna, boris, vera, gleb, dina] = [
      await createMember(db(), { name: "Анна" }),
      await createMember(db(), { name: "Борис" }),
      await createMember(db(), { name: "Вера" }),
      await createMember(db(), { name: "Глеб" }),
      await createMember(db(), { name: "Дина" }),
    ];
    const befriend = async (a: TestMember, b: TestMember) => {
      await done(a, "request", b);
      await done(b, "accept", a);
    };
    await befriend(anna, boris);
    await befriend(anna, gleb);
    await befriend(boris, vera);
    await befriend(gleb, vera);
    await befriend(boris, dina);
    // Vera knows two of Anna's friends, Dina one: Vera first.
    const suggested = await list(anna, anna, "suggestions");
    expect(suggested.rows.map((row) => [row.id, row.mutual])).toEqual([
      [vera.id, 2],
      [dina.id, 1],
    ]);
    // Vera's friends as Anna sees them: Boris and Gleb, both also hers.
    expect(await ids(anna, vera, "mutual")).toEqual([boris.id, gleb.id]);
    // Boris's friends as Anna sees them, each with the friends they share with her: Vera two, Dina one.
    const borisFriends = (await list(anna, boris)).rows.filter((row) => row.id !== anna.id);
    expect(borisFriends.map((row) => [row.id, row.mutual])).toEqual([
      [vera.id, 2],
      [dina.id, 1],
    ]);
    // Once asked, no longer a suggestion.
    await done(anna, "request", vera);
    expect(await ids(anna, anna, "suggestions")).toEqual([dina.id]);
  });

  it("a profile says where the viewer stands with its member, with their friends and those shared", async () => {
    const [anna, boris, vera] = [
      await createMember(db()),
      await createMember(db()),
      await createMember(db()),
    ];
    const profile = async (who: TestMember, of: TestMember) => {
      const response = await api.inject("GET", `/api/users/profile/${of.id}`, who);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await profile(anna, boris)).toMatchObject({
      user: { id: boris.id },
      friendship: "none",
      counters: { friends: 0, mutual: 0, incoming: 0 },
    });
    await done(anna, "request", boris);
    expect((await profile(anna, boris)).friendship).toBe("outgoing");
    expect((await profile(boris, anna)).friendship).toBe("incoming");
    // Boris's own profile counts the request waiting for him; nobody else sees it.
    expect((await profile(boris, boris)).counters.incoming).toBe(1);
    expect((await profile(anna, boris)).counters.incoming).toBe(0);
    await done(boris, "accept", anna);
    await done(vera, "request", boris);
    await done(boris, "accept", vera);
    await done(vera, "request", anna);
    await done(anna, "accept", vera);
    // Boris's friends: Anna and Vera; Vera is Anna's friend too.
    expect(await profile(anna, boris)).toMatchObject({
      friendship: "friends",
      counters: { friends: 2, mutual: 1 },
    });
    expect((await profile(anna, anna)).counters).toEqual({
      friends: 2,
      mutual: 0,
      incoming: 0,
      subscribers: 0,
      subscriptions: 0,
      views: 0,
    });
    expect((await api.inject("GET", "/api/users/profile/999999", anna)).statusCode).toBe(404);
  });

  it("a chat notification 'from friends' comes from a friend only", async () => {
    const [anna, boris, vera] = [
      await createMember(db()),
      await createMember(db()),
      await createMember(db()),
    ];
    const set = await api.inject("PUT", "/api/notifications/settings", anna, {
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ type: "chat", from: "friends" }),
    });
    expect(set.statusCode, set.body).toBe(200);
    await done(anna, "request", boris);
    await done(boris, "accept", anna);
    await api.createChat(vera, [anna.id]); // a stranger: not told
    await api.createChat(boris, [anna.id]); // a friend: told
    const page = await api.inject("GET", "/api/notifications/user?type=chat", anna);
    expect(
      page.json().notifications.rows.map((n: { actors: Array<{ id: number }> }) => n.actors[0]?.id),
    ).toEqual([boris.id]);
  });

  if (backend.name === "postgres") {
    it("two opposite requests at once make one friendship (PostgreSQL: PGlite has one connection)", async () => {
      for (let round = 0; round < 5; round++) {
        const [anna, boris] = [await createMember(db()), await createMember(db())];
        const answers = await Promise.all([act(anna, "request", boris), act(boris, "request", anna)]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        expect(answers.map((answer) => answer.json().state).sort()).toEqual(["friends", "outgoing"]);
        expect(await ids(anna, anna)).toEqual([boris.id]);
      }
    });
  }
});
