import type { AddressInfo } from "node:net";
import { NEVER, Subject } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromEventObservable, fromPromise, SimulatedClock, waitFor } from "xstate";
import { createApiClient } from "../../src/api/client";
import { checkToken, logout } from "../../src/api/endpoints/auth";
import type { SessionUser } from "../../src/api/schema/account";
import { reportUnauthorized } from "../../src/machines/lib/api";
import { createPendingActions } from "../../src/machines/lib/pending-actions";
import { checkTokenSentEarly, findPublicUser } from "../../src/machines/session/session.actors";
import {
  type SessionSignal,
  sessionFlushLimitMs,
  sessionMachine,
} from "../../src/machines/session/session.machine";
import {
  selectBurgerVariant,
  selectIdentity,
  selectIsAdmin,
  selectLoggingOut,
  selectUserId,
} from "../../src/machines/session/session.selectors";
import { sessionSignals } from "../../src/streams/session.stream";
import {
  apiError,
  deferred,
  member,
  offline,
  type SessionStubs,
  settled,
  stubSession,
  unauthorized,
} from "../helpers/session";
import { createMember } from "../server/helpers/accounts";
import { backends, useTestApp } from "../server/helpers/test-app";

/** The real machine, its calls answering as `stubs` say (see tests/helpers/session.ts), counted. */
function start(stubs: SessionStubs = {}, clock?: SimulatedClock) {
  const calls = { checkToken: 0, logout: 0 };
  const actor = stubSession(
    {
      ...stubs,
      checkToken: () => {
        calls.checkToken++;
        return stubs.checkToken?.() ?? Promise.reject(unauthorized);
      },
      logout: () => {
        calls.logout++;
        return stubs.logout?.() ?? Promise.resolve();
      },
    },
    clock,
  );
  return { actor, calls, settled: () => settled(actor) };
}

describe("session machine", () => {
  it("is checking (busy) until the token check answers: the first page waits for it", async () => {
    const check = deferred<SessionUser>();
    const { actor, settled } = start({ checkToken: () => check.promise });
    expect(actor.getSnapshot().value).toBe("checking");
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    check.resolve(member(5));
    const snapshot = await settled();
    expect(snapshot.value).toBe("authorized");
    expect(selectUserId(snapshot)).toBe(5);
  });

  it("a 401 at the check means nobody is logged in", async () => {
    const { settled } = start({ checkToken: () => Promise.reject(unauthorized) });
    const snapshot = await settled();
    expect(snapshot.value).toBe("anonymous");
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.problem).toBeNull();
    expect(snapshot.hasTag("authorized")).toBe(false);
  });

  it("a refused login keeps the server's Russian message; the next attempt clears it", async () => {
    let attempt = 0;
    const { actor, settled } = start({
      login: async ({ email }) => {
        attempt++;
        if (attempt === 1) throw apiError(401, "Неверный e-mail или пароль");
        return { user: { ...member(9), email }, accessToken: "t" };
      },
    });
    await settled();
    actor.send({ type: "session.login", email: "anna@mir.test", password: "неверный пароль" });
    let snapshot = await settled();
    expect(snapshot.value).toBe("anonymous");
    expect(snapshot.context.problem).toMatchObject({
      status: 401,
      code: "UNAUTHORIZED",
      message: "Неверный e-mail или пароль",
    });
    actor.send({ type: "session.login", email: "anna@mir.test", password: "верный пароль!" });
    expect(actor.getSnapshot().context.problem).toBeNull();
    snapshot = await settled();
    expect(snapshot.value).toBe("authorized");
    expect(snapshot.context.user?.email).toBe("anna@mir.test");
  });

  it("an unreachable server at login says so in Russian", async () => {
    const { actor, settled } = start();
    await settled();
    actor.send({ type: "session.login", email: "anna@mir.test", password: "длинный пароль" });
    const snapshot = await settled();
    expect(snapshot.context.problem?.message).toBe("Нет связи с сервером. Проверьте подключение.");
  });

  it("logout ends the session when the call succeeds", async () => {
    const { actor, calls, settled } = start({ checkToken: async () => member(3) });
    await settled();
    actor.send({ type: "session.logout" });
    expect(actor.getSnapshot().value).toBe("flushing");
    expect(selectLoggingOut(actor.getSnapshot())).toBe(true);
    const snapshot = await settled();
    expect(calls.logout).toBe(1);
    expect(snapshot.value).toBe("anonymous");
    expect(snapshot.context.user).toBeNull();
  });

  // Issue 28 §5: a notification deleted, the logout pressed within its undo time — the deletion went out
  // after the logout, was refused (401), and the notification stayed.
  it("logout carries out the member's pending actions first, and revokes the token only once they are answered", async () => {
    const pending = createPendingActions();
    const said: string[] = [];
    const deletion = deferred();
    const settle = pending.hold(async () => {
      said.push("DELETE sent");
      await deletion.promise;
      said.push("DELETE answered");
    });
    const { actor, settled } = start({
      checkToken: async () => member(3),
      flush: () => pending.flush(),
      logout: async () => {
        said.push("logout sent");
      },
    });
    await settled();
    actor.send({ type: "session.logout" });
    await vi.waitFor(() => expect(said).toEqual(["DELETE sent"]));
    expect(actor.getSnapshot().value).toBe("flushing");
    deletion.resolve();
    const snapshot = await settled();
    expect(said).toEqual(["DELETE sent", "DELETE answered", "logout sent"]);
    expect(snapshot.value).toBe("anonymous");
    // Carried out once: dealt with, it is no longer pending.
    settle();
    await pending.flush();
    expect(said).toHaveLength(3);
  });

  it("a pending action that fails, or does not answer in time, does not keep the member from logging out", async () => {
    const failing = start({ checkToken: async () => member(3), flush: () => Promise.reject(offline) });
    await failing.settled();
    failing.actor.send({ type: "session.logout" });
    expect((await failing.settled()).value).toBe("anonymous");
    expect(failing.calls.logout).toBe(1);

    const clock = new SimulatedClock();
    const hanging = start({ checkToken: async () => member(3), flush: () => new Promise(() => {}) }, clock);
    await hanging.settled();
    hanging.actor.send({ type: "session.logout" });
    clock.increment(sessionFlushLimitMs - 1);
    expect(hanging.actor.getSnapshot().value).toBe("flushing");
    clock.increment(1);
    expect((await hanging.settled()).value).toBe("anonymous");
    expect(hanging.calls.logout).toBe(1);
  });

  it("a logout the server did not hear keeps the member, saying why; heard on the next try, it ends", async () => {
    let heard = false;
    const { actor, calls, settled } = start({
      checkToken: async () => member(3),
      logout: () => (heard ? Promise.resolve() : Promise.reject(offline)),
    });
    await settled();
    const told: string[] = [];
    actor.on("session.logoutFailed", ({ problem }) => told.push(problem.message));
    actor.send({ type: "session.logout" });
    let snapshot = await settled();
    // Said once, for the header's toast.
    expect(told).toEqual([offline.message]);
    // The cookie still opens the session (only the server's answer clears it): a reload would be logged in.
    expect(snapshot.value).toBe("authorized");
    expect(snapshot.context.user?.id).toBe(3);
    expect(snapshot.context.problem?.message).toBe(offline.message);
    heard = true;
    actor.send({ type: "session.logout" });
    expect(actor.getSnapshot().context.problem).toBeNull();
    snapshot = await settled();
    expect(calls.logout).toBe(2);
    expect(told).toHaveLength(1);
    expect(snapshot.value).toBe("anonymous");
    expect(snapshot.context.user).toBeNull();
  });

  it("a recheck answered 401 ends the session", async () => {
    let answers = 0;
    const { actor, settled } = start({
      checkToken: async () => {
        answers++;
        if (answers > 1) throw unauthorized;
        return member(4);
      },
    });
    await settled();
    actor.send({ type: "session.recheck" });
    expect(actor.getSnapshot().value).toBe("rechecking");
    const snapshot = await settled();
    expect(snapshot.value).toBe("anonymous");
    expect(snapshot.context.user).toBeNull();
  });

  it("a recheck that cannot reach the server keeps the member; one that answers brings the new roles", async () => {
    let answer: () => Promise<SessionUser> = async () => member(4);
    const { actor, settled } = start({ checkToken: () => answer() });
    await settled();
    answer = () => Promise.reject(offline);
    actor.send({ type: "session.recheck" });
    let snapshot = await settled();
    expect(snapshot.value).toBe("authorized");
    expect(snapshot.context.user?.id).toBe(4);
    answer = async () => member(4, [1, 2]);
    actor.send({ type: "session.recheck" });
    snapshot = await settled();
    expect(selectIsAdmin(snapshot)).toBe(true);
    expect(selectBurgerVariant(snapshot)).toBe("admin");
  });

  it("a refused swap keeps the current member and says why", async () => {
    const { actor, settled } = start({
      checkToken: async () => member(6),
      swap: () => Promise.reject(apiError(403, "Этот аккаунт не связан с вашим")),
    });
    await settled();
    actor.send({ type: "session.swap", accountId: 8 });
    expect(actor.getSnapshot().hasTag("authorized")).toBe(true);
    const snapshot = await settled();
    expect(snapshot.value).toBe("authorized");
    expect(snapshot.context.user?.id).toBe(6);
    expect(snapshot.context.problem?.message).toBe("Этот аккаунт не связан с вашим");
  });

  it("a swap answered 401 means our own token died: the session ends", async () => {
    const { actor, settled } = start({
      checkToken: async () => member(6),
      swap: () => Promise.reject(unauthorized),
    });
    await settled();
    actor.send({ type: "session.swap", accountId: 8 });
    const snapshot = await settled();
    expect(snapshot.value).toBe("anonymous");
    expect(snapshot.context.user).toBeNull();
  });

  it("a successful swap makes the other account the member", async () => {
    const { actor, settled } = start({
      checkToken: async () => member(6),
      swap: async () => ({ user: member(8), accessToken: "t" }),
    });
    await settled();
    actor.send({ type: "session.swap", accountId: 8 });
    expect(selectUserId(await settled())).toBe(8);
  });

  it("hears expiry and role changes only while logged in", async () => {
    const signals = new Subject<SessionSignal>();
    let checks = 0;
    const { actor, settled } = start({
      signals,
      checkToken: async () => {
        checks++;
        if (checks === 1) throw unauthorized;
        return member(7);
      },
    });
    await settled();
    signals.next({ type: "session.recheck" }); // anonymous: nobody listens
    expect(actor.getSnapshot().value).toBe("anonymous");
    actor.send({ type: "session.signedIn", user: member(7) });
    signals.next({ type: "session.recheck" });
    expect(actor.getSnapshot().value).toBe("rechecking");
    await settled();
    expect(checks).toBe(2);
    signals.next({ type: "session.expired" });
    expect(actor.getSnapshot().value).toBe("anonymous");
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it("the identity changes on login, role change and logout, not on a name change", async () => {
    const { actor, settled } = start({ checkToken: async () => member(2) });
    const before = selectIdentity(await settled());
    actor.send({ type: "session.userUpdated", user: { ...member(2), name: "Новое имя" } });
    expect(selectIdentity(actor.getSnapshot())).toBe(before);
    actor.send({ type: "session.userUpdated", user: member(2, [2, 7]) });
    expect(selectIdentity(actor.getSnapshot())).not.toBe(before);
    actor.send({ type: "session.logout" });
    expect(selectIdentity(await settled())).toBe("");
  });
});

describe("session streams", () => {
  it("a socket `role` event becomes session.recheck", async () => {
    const role$ = new Subject<unknown>();
    const seen: SessionSignal[] = [];
    const subscription = sessionSignals(NEVER, role$).subscribe((signal) => seen.push(signal));
    role$.next({ type: "role" });
    subscription.unsubscribe();
    expect(seen).toEqual([{ type: "session.recheck" }]);
  });
});

describe("session actors", () => {
  afterEach(() => vi.restoreAllMocks());
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const checkAnswering = (sent: Promise<Response>) =>
    createActor(
      sessionMachine.provide({ actors: { checkToken: checkTokenSentEarly(createApiClient(), sent) } }),
    ).start();

  it("the check before the first page adopts the request sent early; a re-check asks again", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => json(401, { error: { code: "UNAUTHORIZED", message: "Войдите" } }));
    const actor = checkAnswering(Promise.resolve(json(200, member(5))));
    let snapshot = await settled(actor);
    expect(snapshot.value).toBe("authorized");
    expect(snapshot.context.user).toEqual(member(5));
    expect(fetch).not.toHaveBeenCalled();
    actor.send({ type: "session.recheck" });
    snapshot = await settled(actor);
    expect(snapshot.value).toBe("anonymous");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(checkToken.path);
  });

  it("an early check answered 401, or that found no connection, leaves a visitor", async () => {
    const refused = checkAnswering(Promise.resolve(json(401, unauthorized.body)));
    expect((await settled(refused)).value).toBe("anonymous");
    const lost = checkAnswering(Promise.reject(new TypeError("Failed to fetch")));
    expect((await settled(lost)).value).toBe("anonymous");
  });

  it("findPublicUser: the card, null for an unknown member, the error of any other failure", async () => {
    const card = {
      id: 5,
      name: "Участник 5",
      avatar: null,
      roles: [],
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const path = String(input);
      if (path === "/api/users/one/5") return json(200, card);
      if (path === "/api/users/one/9")
        return json(404, { error: { code: "NOT_FOUND", message: "Пользователь не найден" } });
      return json(500, { error: { code: "INTERNAL", message: "Сбой" } });
    });
    expect(await findPublicUser(createApiClient(), 5)).toEqual(card);
    expect(await findPublicUser(createApiClient(), 9)).toBeNull();
    await expect(findPublicUser(createApiClient(), 8)).rejects.toMatchObject({ status: 500 });
  });
});

describe.each(backends)("a token revoked elsewhere ends the session at the next call ($name)", (backend) => {
  const testApp = useTestApp(backend);

  it("401 from a later call → session.expired → anonymous", async () => {
    const { app, database } = testApp();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const anna = await createMember(database.db);
    // The app's client, as src/ui/app/api.ts builds it, with a bearer token instead of the browser's cookie.
    const expired = new Subject<SessionSignal>();
    const client = reportUnauthorized(createApiClient({ baseUrl, token: anna.token }), () =>
      expired.next({ type: "session.expired" }),
    );
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          checkToken: fromPromise(({ signal }) => client.call(checkToken, { signal })),
          signals: fromEventObservable(() => expired),
        },
      }),
    ).start();
    const snapshot = await waitFor(actor, (s) => !s.hasTag("busy"));
    expect(snapshot.value).toBe("authorized");
    expect(snapshot.context.user?.id).toBe(anna.id);

    // Another device logs this session out.
    await createApiClient({ baseUrl, token: anna.token }).call(logout);
    expect(actor.getSnapshot().value).toBe("authorized");

    // Any later call of this client gets 401: the session hears it.
    await expect(client.call(checkToken)).rejects.toMatchObject({ status: 401 });
    expect(actor.getSnapshot().value).toBe("anonymous");
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});
