// @vitest-environment node
// The socket of issue 4 with real WebSocket clients: who may open it, what it answers, what members send.
import pino from "pino";
import { describe, expect, it } from "vitest";
import { CloseCode, type ServerEvent } from "../../src/api/events";
import { RoleId } from "../../src/api/schema/user";
import { publications } from "../../src/server/db/schema";
import { maxSocketsPerMember } from "../../src/server/realtime/sockets-routes";
import { createAdmin, createMember, type TestMember } from "./helpers/accounts";
import { TestSocket } from "./helpers/socket-client";
import { type Backend, backends, createTestApp, useTestApp } from "./helpers/test-app";

const json = { "content-type": "application/json" };

describe.each(backends)("socket on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const db = () => ctx().database.db;
  const open = (userId: number | string, options: Parameters<typeof TestSocket.open>[2] = {}) =>
    TestSocket.open(ctx().url, userId, options);
  const openAs = (
    member: TestMember,
    options: Parameters<typeof TestSocket.open>[2] = {},
    id?: number | string,
  ) => open(id ?? member.id, { headers: member.bearer, ...options });

  describe("who may open it", () => {
    it("closes with 4401 and says why when there is no token, or a bad one", async () => {
      const member = await createMember(db());
      const attempts: Array<Record<string, string>> = [
        {},
        { authorization: "Bearer nonsense" },
        { cookie: "l=nonsense" },
      ];
      for (const headers of attempts) {
        const socket = await open(member.id, { headers });
        const closed = await socket.closed;
        expect(closed.code).toBe(CloseCode.unauthorized);
        expect(closed.reason).toMatch(/Войдите/);
        expect(socket.frames).toEqual([]);
      }
    });

    it("never takes the token from the address", async () => {
      const member = await createMember(db());
      const socket = await open(`${member.id}?token=${member.token}&l=${member.token}`);
      expect((await socket.closed).code).toBe(CloseCode.unauthorized);
    });

    it("closes with 4403 for another member's socket or an id that is not one", async () => {
      const [member, other] = [await createMember(db()), await createMember(db())];
      for (const id of [other.id, "abc", "0", "-1"]) {
        const socket = await openAs(member, {}, id);
        const closed = await socket.closed;
        expect(closed.code).toBe(CloseCode.forbidden);
        expect(closed.reason.length).toBeGreaterThan(0);
        expect(socket.frames).toEqual([]);
      }
    });

    it("refuses a cookie-authenticated upgrade from another site, accepts our own origin", async () => {
      const member = await createMember(db());
      const evil = await open(member.id, { headers: member.cookie, origin: "https://evil.example" });
      expect((await evil.closed).code).toBe(CloseCode.forbidden);
      const sameSite = await open(member.id, {
        headers: { ...member.cookie, "sec-fetch-site": "cross-site" },
        origin: ctx().url,
      });
      expect((await sameSite.closed).code).toBe(CloseCode.forbidden);

      const ours = await open(member.id, { headers: member.cookie, origin: ctx().url });
      await expect(ours.waitFor((f) => f.type === "user_connect")).resolves.toMatchObject({ seq: 0 });
      ours.close();
      // A bearer client is not a browser: its Origin does not matter.
      const bearer = await open(member.id, { headers: member.bearer, origin: "https://evil.example" });
      await expect(bearer.waitFor((f) => f.type === "user_connect")).resolves.toBeTruthy();
      bearer.close();
    });

    it("works with the cookie alone (no Origin) and with a bearer token", async () => {
      const member = await createMember(db());
      for (const headers of [member.cookie, member.bearer]) {
        const socket = await open(member.id, { headers });
        const first = await socket.waitFor((f) => f.type === "user_connect");
        expect(first).toMatchObject({ seq: 0, type: "user_connect", payload: { seq: 0 } });
        expect(Date.parse(first.at)).not.toBeNaN();
        expect(socket.frames).toHaveLength(1);
        socket.close();
      }
    });

    it("closes with 4400 for an `after` that is not a seq", async () => {
      const member = await createMember(db());
      for (const after of ["-1", "x", "1.5", "1e3", ""]) {
        const socket = await openAs(member, { after });
        const closed = await socket.closed;
        expect(closed.code, `after=${after}`).toBe(CloseCode.badRequest);
      }
    });

    it("refuses a revoked session, and closes an open socket on its next command after logout", async () => {
      const member = await createMember(db());
      const socket = await openAs(member);
      await socket.waitFor((f) => f.type === "user_connect");
      const logout = await ctx().app.inject({
        method: "POST",
        url: "/api/users/logout",
        headers: member.bearer,
      });
      expect(logout.statusCode).toBe(200);
      socket.send({ type: "post", articleId: 1, title: "После выхода" });
      expect((await socket.closed).code).toBe(CloseCode.unauthorized);
      const again = await openAs(member);
      expect((await again.closed).code).toBe(CloseCode.unauthorized);
    });
  });

  describe("what it answers", () => {
    it("answers ping with pong at the socket's position", async () => {
      const member = await createMember(db());
      const socket = await openAs(member);
      await socket.waitFor((f) => f.type === "user_connect");
      await ctx().app.realtime.events.transaction(async (_tx, publish) => {
        publish(member.id, { type: "achievement", payload: { id: 1 } });
      });
      await socket.waitForEvents(1);
      socket.send({ type: "ping" });
      const pong = await socket.waitFor((f) => f.type === "pong");
      expect(pong).toMatchObject({ type: "pong", seq: 1, payload: {} });
      socket.close();
    });

    it("answers an undecodable message with an error frame naming the field, and stays open", async () => {
      const member = await createMember(db());
      const socket = await openAs(member);
      await socket.waitFor((f) => f.type === "user_connect");
      const bad: Array<[unknown, string]> = [
        ["not json", ""],
        [[1, 2], ""],
        [{ type: "dance" }, "type"],
        [{ type: "ping", extra: 1 }, "extra"],
        [{ type: "changeRole", userId: "x", roleId: 7, ref: "r1" }, "userId"],
        [{ type: "changeRole", userId: 1, roleId: 99 }, "roleId"],
        [{ type: "post", articleId: 1, title: "" }, "title"],
        [{ type: "post", articleId: 1, title: "x".repeat(201) }, "title"],
        // PostgreSQL cannot store NUL: refused by the contract, not by the database.
        [{ type: "post", articleId: 1, title: "a\u0000" }, "title"],
      ];
      for (const [message, path] of bad) {
        const before = socket.frames.length;
        socket.send(message);
        const error = await socket.until(
          () => socket.frames.slice(before).find((f) => f.type === "error"),
          3000,
          "error",
        );
        expect(error.type === "error" && error.payload.code).toBe("VALIDATION");
        expect(error.type === "error" && error.payload.issues?.[0]?.path, JSON.stringify(message)).toBe(path);
      }
      socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
      await socket.until(
        () => socket.frames.filter((f) => f.type === "error").length > bad.length || undefined,
        3000,
        "binary error",
      );
      const withRef = socket.frames.find((f) => f.type === "error" && f.payload.ref === "r1");
      expect(withRef).toBeTruthy();
      socket.send({ type: "ping" });
      await expect(socket.waitFor((f) => f.type === "pong")).resolves.toBeTruthy();
      expect(socket.ws.readyState).toBe(socket.ws.OPEN);
      socket.close();
    });
  });

  describe("role changes", () => {
    const changeRole = (admin: TestMember, id: number, roleId: number) =>
      ctx().app.inject({
        method: "PUT",
        url: `/api/users/changerole/${id}`,
        headers: { ...json, ...admin.bearer },
        payload: JSON.stringify({ roleId }),
      });
    const removeRole = (admin: TestMember, id: number, roleId: number) =>
      ctx().app.inject({
        method: "DELETE",
        url: `/api/users/del/role/${id}/${roleId}`,
        headers: admin.bearer,
      });
    const summary = (events: ServerEvent[]) =>
      events.map((e) => [e.seq, e.type, "action" in e ? e.action : undefined, e.payload]);

    it("tells the member of PUT changerole and DELETE del/role, with admin/user for role 1", async () => {
      const [admin, member] = [await createAdmin(db()), await createMember(db())];
      const socket = await openAs(member);
      await socket.waitFor((f) => f.type === "user_connect");
      expect((await changeRole(admin, member.id, RoleId.digestAuthor)).statusCode).toBe(200);
      expect((await changeRole(admin, member.id, RoleId.digestAuthor)).statusCode).toBe(200); // no change, no event
      expect((await changeRole(admin, member.id, RoleId.admin)).statusCode).toBe(200);
      expect((await removeRole(admin, member.id, RoleId.admin)).statusCode).toBe(200);
      expect((await removeRole(admin, member.id, RoleId.sponsor)).statusCode).toBe(200); // lacked it
      // Each change also leaves the member a notification, in the same transaction (after its events).
      const events = await socket.waitForEvents(8);
      expect(summary(events.filter((e) => e.type !== "notification"))).toEqual([
        [1, "role", "add", { roleId: 7 }],
        [3, "role", "add", { roleId: 1 }],
        [4, "admin", undefined, {}],
        [6, "role", "remove", { roleId: 1 }],
        [7, "user", undefined, {}],
      ]);
      const notices = events.filter((e) => e.type === "notification");
      expect(notices.map((e) => [e.seq, "action" in e ? e.action : undefined])).toEqual([
        [2, "create"],
        [5, "create"],
        [8, "create"],
      ]);
      expect(notices.map((e) => (e.payload as { notification: { text: string } }).notification.text)).toEqual(
        [
          "Вам назначена роль «Автор дайджестов»",
          "Вам назначена роль «Администратор»",
          "С вас снята роль «Администратор»",
        ],
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(socket.events).toHaveLength(8);
      socket.close();
    });

    it("a refused change announces nothing", async () => {
      const [admin, member] = [await createAdmin(db()), await createMember(db())];
      const socket = await openAs(member);
      await socket.waitFor((f) => f.type === "user_connect");
      expect((await removeRole(admin, member.id, RoleId.member)).statusCode).toBe(400);
      expect((await changeRole(admin, member.id, 99)).statusCode).toBe(400);
      expect((await changeRole(member, member.id, RoleId.admin)).statusCode).toBe(403);
      socket.send({ type: "ping" });
      const pong = await socket.waitFor((f) => f.type === "pong");
      expect(pong.seq).toBe(0);
      expect(socket.events).toEqual([]);
      socket.close();
    });

    it("changeRole from an admin's socket reaches the member; a member's is refused", async () => {
      const [admin, member] = [await createAdmin(db()), await createMember(db())];
      const [adminSocket, memberSocket] = [await openAs(admin), await openAs(member)];
      await adminSocket.waitFor((f) => f.type === "user_connect");
      await memberSocket.waitFor((f) => f.type === "user_connect");

      adminSocket.send({ type: "changeRole", userId: member.id, roleId: RoleId.sponsor, ref: "give" });
      const [event] = await memberSocket.waitForEvents(1);
      expect(event).toMatchObject({
        seq: 1,
        type: "role",
        action: "add",
        payload: { roleId: RoleId.sponsor },
      });

      memberSocket.send({ type: "changeRole", userId: member.id, roleId: RoleId.admin, ref: "self" });
      const refused = await memberSocket.waitFor((f) => f.type === "error");
      expect(refused.payload).toMatchObject({ code: "FORBIDDEN", ref: "self" });

      adminSocket.send({ type: "changeRole", userId: 424242, roleId: RoleId.sponsor, ref: "ghost" });
      const missing = await adminSocket.waitFor((f) => f.type === "error");
      expect(missing.payload).toMatchObject({ code: "NOT_FOUND", ref: "ghost" });

      await new Promise((resolve) => setTimeout(resolve, 100));
      // The role and its notification.
      expect(memberSocket.events.map((e) => e.type)).toEqual(["role", "notification"]);
      adminSocket.close();
      memberSocket.close();
    });
  });

  /** `n` publications of `who` straight in the database, titled «Публикация 1» …; their ids. */
  const publicationsOf = async (who: TestMember, n: number, status: "published" | "draft" = "published") => {
    const rows = await db()
      .insert(publications)
      .values(
        Array.from({ length: n }, (_, i) => ({
          authorId: who.id,
          type: 1,
          title: `Публикация ${i + 1}`,
          text: { type: "doc" as const, content: [{ type: "paragraph" as const }] },
          rubricId: 1,
          status,
          publishedAt: status === "published" ? new Date() : null,
        })),
      )
      .returning();
    return rows.map((row) => row.id);
  };

  describe("post", () => {
    it("announces the member's publication to them and to every admin; limited per member, not per socket", async () => {
      const [admin, author] = [await createAdmin(db()), await createMember(db())];
      const [adminSocket, authorSocket, secondTab] = [
        await openAs(admin),
        await openAs(author),
        await openAs(author),
      ];
      for (const socket of [adminSocket, authorSocket, secondTab])
        await socket.waitFor((f) => f.type === "user_connect");

      const own = await publicationsOf(author, 11);
      const [first = 0] = own;
      // The client's title is not the one told: the stored one is.
      authorSocket.send({ type: "post", articleId: first, title: "Чужой заголовок" });
      const expected = {
        type: "article",
        action: "create",
        payload: { articleId: first, authorId: author.id, title: "Публикация 1" },
      };
      expect((await authorSocket.waitForEvents(1))[0]).toMatchObject(expected);
      expect((await secondTab.waitForEvents(1))[0]).toMatchObject(expected);
      expect((await adminSocket.waitForEvents(1))[0]).toMatchObject(expected);

      // Ten more from two tabs: the member's eleventh in the minute is refused, whichever tab sent it.
      for (let i = 0; i < 5; i++) {
        authorSocket.send({ type: "post", articleId: own[1 + i] ?? 0, title: `Пост ${i}` });
        secondTab.send({ type: "post", articleId: own[6 + i] ?? 0, title: `Пост ${i}` });
      }
      const limited = await Promise.race(
        [authorSocket, secondTab].map((socket) => socket.waitFor((f) => f.type === "error")),
      );
      expect(limited.payload).toMatchObject({ code: "RATE_LIMITED" });
      const events = await adminSocket.waitForEvents(10);
      expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(adminSocket.events).toHaveLength(10);
      for (const socket of [adminSocket, authorSocket, secondTab]) socket.close();
    });

    it("announces only the sender's own live publication: another's, a draft, none → NOT_FOUND, nothing sent", async () => {
      const [admin, author, other] = [
        await createAdmin(db()),
        await createMember(db()),
        await createMember(db()),
      ];
      const [adminSocket, authorSocket] = [await openAs(admin), await openAs(author)];
      for (const socket of [adminSocket, authorSocket])
        await socket.waitFor((f) => f.type === "user_connect");
      const [theirs = 0] = await publicationsOf(other, 1);
      const [draft = 0] = await publicationsOf(author, 1, "draft");
      for (const articleId of [theirs, draft, 2_000_000_000]) {
        authorSocket.send({ type: "post", articleId, title: "Объявление", ref: `a${articleId}` });
        const refused = await authorSocket.waitFor(
          (f) => f.type === "error" && f.payload.ref === `a${articleId}`,
        );
        expect(refused.payload).toMatchObject({ code: "NOT_FOUND" });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(adminSocket.events).toEqual([]);
      for (const socket of [adminSocket, authorSocket]) socket.close();
    });

    it("caps the sockets one member holds open, and frees a place when one closes", async () => {
      const member = await createMember(db());
      const sockets: TestSocket[] = [];
      for (let i = 0; i < maxSocketsPerMember; i++) {
        const socket = await openAs(member);
        await socket.waitFor((f) => f.type === "user_connect");
        sockets.push(socket);
      }
      const extra = await openAs(member);
      const refused = await extra.closed;
      expect(refused.code).toBe(CloseCode.tooManySockets);
      expect(refused.reason.length).toBeGreaterThan(0);
      // Another member is not affected.
      const other = await openAs(await createMember(db()));
      await other.waitFor((f) => f.type === "user_connect");
      sockets[0]?.close();
      await sockets[0]?.closed;
      await new Promise((resolve) => setTimeout(resolve, 100)); // the server's side of the close
      const again = await openAs(member);
      await again.waitFor((f) => f.type === "user_connect");
      for (const socket of [...sockets, other, again]) socket.close();
    });
  });
});

describe.each(backends)("idle sockets and shutdown on $name", (backend) => {
  // Ping every 100 ms: silent for 250 ms → closed.
  const ctx = useTestApp(backend, { listen: true, realtime: { pingIntervalMs: 100 } });

  it("closes a socket silent for 2.5 ping intervals with 4408, and keeps one that pings", async () => {
    const [quiet, chatty] = [await createMember(ctx().database.db), await createMember(ctx().database.db)];
    const started = Date.now();
    const quietSocket = await TestSocket.open(ctx().url, quiet.id, { headers: quiet.bearer });
    const chattySocket = await TestSocket.open(ctx().url, chatty.id, { headers: chatty.bearer });
    const pinger = setInterval(() => chattySocket.send({ type: "ping" }), 100);
    const closed = await quietSocket.closed;
    const after = Date.now() - started;
    expect(closed.code).toBe(CloseCode.idle);
    expect(after).toBeGreaterThanOrEqual(240);
    expect(after).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(chattySocket.ws.readyState).toBe(chattySocket.ws.OPEN);
    expect(chattySocket.frames.filter((f) => f.type === "pong").length).toBeGreaterThanOrEqual(4);
    clearInterval(pinger);
    expect((await chattySocket.closed).code).toBe(CloseCode.idle);
  });

  it("closes every socket with 1001 when the server stops", async () => {
    const own = await createTestApp(backend, { listen: true });
    const member = await createMember(own.database.db);
    const socket = await TestSocket.open(own.url, member.id, { headers: member.bearer });
    await socket.waitFor((f) => f.type === "user_connect");
    await own.close();
    expect((await socket.closed).code).toBe(CloseCode.goingAway);
  });
});

describe("a client breaking the protocol", () => {
  const records: Array<{ level: number; msg: string }> = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => records.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  const ctx = useTestApp(backends[0] as Backend, { listen: true, logger });

  it("gets 1009 for a frame over the limit, noted as its mistake, not logged as our error", async () => {
    const member = await createMember(ctx().database.db);
    const socket = await TestSocket.open(ctx().url, member.id, { headers: member.bearer });
    await socket.waitFor((f) => f.type === "user_connect");
    socket.send({ type: "post", articleId: 1, title: "x".repeat(70 * 1024) });
    expect((await socket.closed).code).toBe(1009);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const errors = records.filter((record) => record.level >= 50);
    expect(errors, JSON.stringify(errors)).toEqual([]);
    expect(records.some((record) => record.msg.includes("нарушил протокол"))).toBe(true);
  });
});
