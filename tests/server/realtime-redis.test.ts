// @vitest-environment node
// Two apps of one deployment (one database) fan out through Redis; another deployment on the same Redis
// hears nothing; a dropped subscriber connection loses nothing.
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CloseCode } from "../../src/api/events";
import { RoleId } from "../../src/api/schema/user";
import { busChannel } from "../../src/server/realtime/bus";
import { createAdmin, createMember, type TestMember } from "./helpers/accounts";
import { TestSocket } from "./helpers/socket-client";
import { backends, createTestApp, type TestApp } from "./helpers/test-app";

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("the event bus over Redis (needs TEST_REDIS_URL)", () => {
  describe.each(backends)("on $name", (backend) => {
    let a: TestApp;
    let b: TestApp;
    let elsewhere: TestApp;
    beforeAll(async () => {
      a = await createTestApp(backend, { listen: true, redis: true });
      b = await createTestApp(backend, { listen: true, redis: true, shareWith: a });
      elsewhere = await createTestApp(backend, { listen: true, redis: true });
    }, 60_000);
    afterAll(async () => {
      for (const app of [elsewhere, b, a]) await app?.close();
    });

    const openOn = (app: TestApp, member: TestMember) =>
      TestSocket.open(app.url, member.id, { headers: member.bearer });

    it("uses Redis, and a change made through one app reaches a socket held by the other", async () => {
      expect(a.app.realtime.bus.kind).toBe("redis");
      const [admin, member] = [await createAdmin(a.database.db), await createMember(a.database.db)];
      const socket = await openOn(b, member);
      await socket.waitFor((f) => f.type === "user_connect");
      const response = await a.app.inject({
        method: "PUT",
        url: `/api/users/changerole/${member.id}`,
        headers: { "content-type": "application/json", ...admin.bearer },
        payload: JSON.stringify({ roleId: RoleId.admin }),
      });
      expect(response.statusCode).toBe(200);
      // The role, the admin variant of the menu, and the notification the change leaves.
      const events = await socket.waitForEvents(3);
      expect(events.map((e) => e.type)).toEqual(["role", "admin", "notification"]);
      socket.close();
    });

    it("a publication going live through one app is told to a socket held by the other (not logged)", async () => {
      const [author, reader] = [await createMember(a.database.db), await createMember(a.database.db)];
      const socket = await openOn(b, reader);
      await socket.waitFor((f) => f.type === "user_connect");
      const response = await a.app.inject({
        method: "POST",
        url: "/api/publications/article/create",
        headers: { "content-type": "application/x-www-form-urlencoded", ...author.bearer },
        payload: new URLSearchParams({
          type: "1",
          title: "Шина",
          text: "Текст",
          rubricId: "3",
          publish: "now",
        }).toString(),
      });
      expect(response.statusCode, response.body).toBe(200);
      const live = await socket.waitFor((f) => f.type === "article_live");
      expect(live.payload).toEqual({ articleId: response.json().id, authorId: author.id, rubricId: 3 });
      expect(socket.events).toEqual([]);
      socket.close();
    });

    it("a logout through one app closes that session's socket held by the other", async () => {
      const member = await createMember(a.database.db);
      const socket = await openOn(b, member);
      await socket.waitFor((f) => f.type === "user_connect");
      const response = await a.app.inject({
        method: "POST",
        url: "/api/users/logout",
        headers: member.bearer,
      });
      expect(response.statusCode).toBe(200);
      expect((await socket.closed).code).toBe(CloseCode.unauthorized);
    });

    /** What `ask` answers once `done` holds, or after a second (the bus's time). */
    async function soon<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
      const deadline = Date.now() + 1000;
      for (;;) {
        const response = await ask();
        if (done(response) || Date.now() > deadline) return response;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it("a logout through one app is a 401 on the other at once, though the other had the session", async () => {
      const member = await createMember(a.database.db);
      const checkOnB = () =>
        b.app.inject({ method: "POST", url: "/api/users/checktoken", headers: member.bearer });
      expect((await checkOnB()).statusCode).toBe(200);
      expect(
        (await a.app.inject({ method: "POST", url: "/api/users/logout", headers: member.bearer })).statusCode,
      ).toBe(200);
      expect((await soon(checkOnB, (r) => r.statusCode === 401)).statusCode).toBe(401);
    });

    it("a role taken and a name changed through one app apply on the other at once", async () => {
      const [admin, deputy] = [await createAdmin(a.database.db), await createAdmin(a.database.db)];
      const member = await createMember(a.database.db);
      const giveOnB = (roleId: number) =>
        b.app.inject({
          method: "PUT",
          url: `/api/users/changerole/${member.id}`,
          headers: { "content-type": "application/json", ...deputy.bearer },
          payload: JSON.stringify({ roleId }),
        });
      expect((await giveOnB(RoleId.digestAuthor)).statusCode).toBe(200);
      const taken = await a.app.inject({
        method: "DELETE",
        url: `/api/users/del/role/${deputy.id}/${RoleId.admin}`,
        headers: admin.bearer,
      });
      expect(taken.statusCode).toBe(200);
      expect(
        (
          await soon(
            () => giveOnB(RoleId.sponsor),
            (r) => r.statusCode === 403,
          )
        ).statusCode,
      ).toBe(403);

      const cardOnB = () => b.app.inject({ method: "GET", url: `/api/users/one/${member.id}` });
      expect((await cardOnB()).json()).toMatchObject({ id: member.id });
      const renamed = await a.app.inject({
        method: "PUT",
        url: "/api/users/update",
        headers: { "content-type": "application/json", ...member.bearer },
        payload: JSON.stringify({ name: "Новое имя" }),
      });
      expect(renamed.statusCode).toBe(200);
      const renamedOnB = await soon(cardOnB, (r) => r.json().name === "Новое имя");
      expect(renamedOnB.json().name).toBe("Новое имя");
    });

    it("notification counts kept by one app follow a change made through the other at once", async () => {
      const [admin, member] = [await createAdmin(a.database.db), await createMember(a.database.db)];
      const countersOnB = () =>
        b.app.inject({ method: "GET", url: "/api/notifications/user/counters", headers: member.bearer });
      expect((await countersOnB()).json().total).toBe(0); // kept by B now
      const sent = await a.app.inject({
        method: "POST",
        url: `/api/notifications/${member.id}`,
        headers: { "content-type": "application/json", ...admin.bearer },
        payload: JSON.stringify({ title: "Новость", text: "" }),
      });
      expect(sent.statusCode).toBe(200);
      // Within a second (the bus), not after the five seconds a kept copy lives.
      const seen = await soon(countersOnB, (r) => (r.json() as { total?: number }).total === 1);
      expect((seen.json() as { total?: number }).total).toBe(1);
      const read = await a.app.inject({
        method: "PATCH",
        url: `/api/notifications/${sent.json().id}`,
        headers: { "content-type": "application/json", ...member.bearer },
        payload: "{}",
      });
      expect(read.statusCode).toBe(200);
      const cleared = await soon(countersOnB, (r) => (r.json() as { total?: number }).total === 0);
      expect((cleared.json() as { total?: number }).total).toBe(0);
    });

    it("a chat list kept by one app follows a message and a rename made through the other at once", async () => {
      const [anna, boris] = [await createMember(a.database.db), await createMember(a.database.db)];
      const started = await a.app.inject({
        method: "POST",
        url: "/api/messenger/chat",
        headers: { "content-type": "application/x-www-form-urlencoded", ...anna.bearer },
        payload: `members=${boris.id}`,
      });
      expect(started.statusCode).toBe(200);
      const firstOnB = async () => {
        const response = await b.app.inject({
          method: "GET",
          url: "/api/messenger/chat",
          headers: boris.bearer,
        });
        return response.json().rows[0] as { lastMessage: { content: string } | null; user: { name: string } };
      };
      expect((await firstOnB()).lastMessage).toBeNull(); // kept by B now
      const sent = await a.app.inject({
        method: "POST",
        url: "/api/messenger/message/",
        headers: { "content-type": "application/x-www-form-urlencoded", ...anna.bearer },
        payload: new URLSearchParams({
          chatId: String(started.json().id),
          content: "Привет из A",
        }).toString(),
      });
      expect(sent.statusCode).toBe(200);
      // Within a second (the bus), not after the five seconds a kept copy lives.
      const seen = await soon(firstOnB, (chat) => chat.lastMessage?.content === "Привет из A");
      expect(seen.lastMessage?.content).toBe("Привет из A");
      const renamed = await a.app.inject({
        method: "PUT",
        url: "/api/users/update",
        headers: { "content-type": "application/json", ...anna.bearer },
        payload: JSON.stringify({ name: "Анна из A" }),
      });
      expect(renamed.statusCode).toBe(200);
      expect((await soon(firstOnB, (chat) => chat.user.name === "Анна из A")).user.name).toBe("Анна из A");
    });

    it("does not deliver another database's events, even to a member with the same id", async () => {
      const here = await createMember(a.database.db);
      // Make the other database's ids catch up, so that one member there has the same id as `here`.
      let there = await createMember(elsewhere.database.db);
      while (there.id < here.id) there = await createMember(elsewhere.database.db);
      if (there.id !== here.id) return expect.fail(`ids did not line up: ${there.id} vs ${here.id}`);
      const socket = await openOn(b, here);
      await socket.waitFor((f) => f.type === "user_connect");
      await elsewhere.app.realtime.events.transaction(async (_tx, publish) =>
        publish(there.id, { type: "achievement", payload: { from: "elsewhere" } }),
      );
      await a.app.realtime.events.transaction(async (_tx, publish) =>
        publish(here.id, { type: "achievement", payload: { from: "here" } }),
      );
      const [event] = await socket.waitForEvents(1);
      expect(event?.payload).toEqual({ from: "here" });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(socket.events).toHaveLength(1);
      socket.close();
    });

    it("catches up from the log after its Redis subscription dropped", async () => {
      const member = await createMember(a.database.db);
      const socket = await openOn(b, member);
      await socket.waitFor((f) => f.type === "user_connect");
      const admin = new Redis(redisUrl ?? "");
      try {
        // The subscribers of this deployment's channel: both apps'.
        const channel = await busChannel(a.database.db);
        const name = `mir-bus-${channel.slice(channel.lastIndexOf(":") + 1)}`;
        const clients = String(await admin.call("CLIENT", "LIST", "TYPE", "pubsub")).split("\n");
        const ids = clients
          .filter((line) => line.includes(` name=${name} `))
          .map((line) => /id=(\d+)/.exec(line)?.[1] ?? "");
        expect(ids).toHaveLength(2);
        for (const id of ids) await admin.client("KILL", "ID", id);
        // Published while b is not subscribed: Redis does not keep it for b.
        await a.app.realtime.events.transaction(async (_tx, publish) =>
          publish(member.id, { type: "achievement", payload: { n: 1 } }),
        );
      } finally {
        admin.disconnect();
      }
      const [event] = await socket.waitForEvents(1, 10_000);
      expect(event).toMatchObject({ seq: 1, payload: { n: 1 } });
      socket.close();
    });
  });
});
