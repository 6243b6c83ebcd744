// @vitest-environment node
// A socket lives no longer than its session: logout, password reset and account deletion close it at
// once (4401), while the member's other live sessions keep theirs.
import { describe, expect, it } from "vitest";
import { CloseCode } from "../../src/api/events";
import { issueLinkCode } from "../../src/server/auth/link-codes";
import { openSession } from "../../src/server/auth/sessions";
import { createMember, type TestMember, testPassword } from "./helpers/accounts";
import { TestSocket } from "./helpers/socket-client";
import { backends, useTestApp } from "./helpers/test-app";

/** Long enough for a close that is coming to arrive; the session re-check on `ping` is 5 minutes away. */
const settleMs = 300;

describe.each(backends)("sockets of ended sessions on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const db = () => ctx().database.db;

  async function open(member: TestMember, token = member.token): Promise<TestSocket> {
    const socket = await TestSocket.open(ctx().url, member.id, {
      headers: { authorization: `Bearer ${token}` },
    });
    await socket.waitFor((frame) => frame.type === "user_connect");
    return socket;
  }

  /** The close code, or "open" if the socket is still open after {@link settleMs}. */
  const outcome = (socket: TestSocket) =>
    Promise.race([
      socket.closed.then(({ code }) => code),
      new Promise<"open">((resolve) => setTimeout(() => resolve("open"), settleMs)),
    ]);

  const call = (method: "POST" | "PUT" | "DELETE", url: string, token?: string, body?: unknown) =>
    ctx().app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  it("logout closes that session's socket, and only that one", async () => {
    const member = await createMember(db());
    const phone = await openSession(db(), member.id);
    const [laptop, onPhone] = [await open(member), await open(member, phone)];
    const stranger = await createMember(db());
    const theirs = await open(stranger);

    expect((await call("POST", "/api/users/logout", member.token)).statusCode).toBe(200);
    expect(await outcome(laptop)).toBe(CloseCode.unauthorized);
    expect(await laptop.closed).toMatchObject({ reason: "Сессия завершена: войдите снова" });
    expect(await outcome(onPhone)).toBe("open");
    expect(await outcome(theirs)).toBe("open");
    onPhone.close();
    theirs.close();
  });

  it("a password reset closes the sockets of every earlier session", async () => {
    const member = await createMember(db());
    const stolen = await openSession(db(), member.id);
    const sockets = [await open(member), await open(member, stolen)];
    const code = await db().transaction((tx) => issueLinkCode(tx, member.id, "reset_password"));

    const reset = await call("PUT", "/api/users/password/reset", undefined, {
      code,
      password: "a brand new passphrase",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const socket of sockets) expect(await outcome(socket)).toBe(CloseCode.unauthorized);
    // The session the reset opened is live: its socket stays.
    const fresh = await open(member, reset.json().accessToken);
    expect(await outcome(fresh)).toBe("open");
    fresh.close();
  });

  it("deleting the account closes its sockets", async () => {
    const member = await createMember(db());
    const socket = await open(member);
    const response = await call("DELETE", "/api/users/delete", member.token, { password: testPassword });
    expect(response.statusCode, response.body).toBe(200);
    expect(await outcome(socket)).toBe(CloseCode.unauthorized);
  });
});
