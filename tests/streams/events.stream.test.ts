// Routing (src/streams/events.stream.ts, realtime.stream.ts): each event type reaches the actor that owns
// it — `role` the session (which re-checks its token), `admin`/`user` the burger menu — with the real
// session and burger machines; only the socket is played by the test.
import { NEVER, Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActor, fromEventObservable, waitFor } from "xstate";
import type { ServerFrame } from "../../src/api/events";
import type { SessionUser } from "../../src/api/schema/account";
import { burgerMachine } from "../../src/machines/app/burger.machine";
import { selectVariant } from "../../src/machines/app/burger.selectors";
import type { RealtimeSignal } from "../../src/machines/app/realtime.machine";
import {
  articleLive$,
  burgerSignals,
  live$,
  recheck$,
  resync$,
  serverEvents$,
} from "../../src/streams/events.stream";
import { realtimeSessionSignals, realtimeSignals, sessionRoles } from "../../src/streams/realtime.stream";
import { sessionSignals } from "../../src/streams/session.stream";
import type { TabUpdate } from "../../src/streams/tab-leader.stream";
import { member, settled, stubSession, unauthorized } from "../helpers/session";

const at = "2026-11-23T10:00:00.000Z";
const frame = (f: ServerFrame): TabUpdate => ({ type: "frame", frame: f });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app's wiring of src/ui/app/realtime.ts and src/ui/session/session.ts, with a socket the test plays. */
async function app(answers: Array<SessionUser | Error>) {
  let checks = 0;
  const session = stubSession({
    checkToken: async () => {
      checks += 1;
      const answer = answers.shift();
      if (!answer || answer instanceof Error) throw answer ?? unauthorized;
      return answer;
    },
    signals: sessionSignals(NEVER, recheck$),
  });
  await settled(session);
  const burger = createActor(
    burgerMachine.provide({
      actors: { signals: fromEventObservable(() => burgerSignals(sessionRoles(session))) },
    }),
  ).start();
  const socket = new Subject<TabUpdate>();
  const signals: RealtimeSignal[] = [];
  const subscription = realtimeSignals(socket).subscribe((signal) => signals.push(signal));
  return {
    session,
    burger,
    socket,
    signals,
    checks: () => checks,
    stop: () => {
      subscription.unsubscribe();
      burger.stop();
      session.stop();
    },
  };
}

describe("routing the socket's events to their owners", () => {
  it("a `role` event makes the session re-check its token and learn its new roles", async () => {
    const a = await app([member(5, [2]), member(5, [2, 7])]);
    expect(a.checks()).toBe(1);
    a.socket.next(frame({ seq: 1, type: "role", action: "add", payload: { roleId: 7 }, at }));
    await waitFor(a.session, (s) => s.context.user?.roles.some((r) => r.id === 7) ?? false);
    expect(a.checks()).toBe(2);
    // Other events do not concern the session.
    a.socket.next(frame({ seq: 2, type: "achievement", payload: {}, at }));
    await flush();
    expect(a.checks()).toBe(2);
    a.stop();
  });

  it("`admin` and `user` switch the burger menu at once; the session's roles agree later", async () => {
    const a = await app([member(5, [2]), member(5, [1, 2]), member(5, [2])]);
    expect(selectVariant(a.burger.getSnapshot())).toBe("user");
    a.socket.next(frame({ seq: 1, type: "admin", payload: {}, at }));
    // At once, before any re-check has answered.
    expect(selectVariant(a.burger.getSnapshot())).toBe("admin");
    a.socket.next(frame({ seq: 2, type: "role", action: "add", payload: { roleId: 1 }, at }));
    await waitFor(a.session, (s) => s.context.user?.roles.some((r) => r.id === 1) ?? false);
    expect(selectVariant(a.burger.getSnapshot())).toBe("admin");
    a.socket.next(frame({ seq: 3, type: "user", payload: {}, at }));
    expect(selectVariant(a.burger.getSnapshot())).toBe("user");
    a.stop();
  });

  it("the burger starts from the session's roles: an admin gets the admin menu", async () => {
    const a = await app([member(1, [1, 2])]);
    expect(selectVariant(a.burger.getSnapshot())).toBe("admin");
    a.stop();
  });

  it("a socket refused as unauthorized makes the session re-check, and a dead token ends it", async () => {
    const a = await app([member(5, [2]), unauthorized]);
    a.socket.next({ type: "refused", code: 4401, reason: "Войдите, чтобы получать события" });
    await waitFor(a.session, (s) => s.matches("anonymous"));
    expect(a.checks()).toBe(2);
    a.stop();
  });

  it("a 4403 refusal is not the session's business", async () => {
    const a = await app([member(5, [2])]);
    a.socket.next({ type: "refused", code: 4403, reason: "Это сокет другого участника" });
    await flush();
    expect(a.checks()).toBe(1);
    a.stop();
  });

  it("every logged event reaches serverEvents$ once, resync its own stream; the machine hears all", async () => {
    const a = await app([member(5, [2])]);
    const seen: number[] = [];
    const resyncs: number[] = [];
    const subscriptions = [
      serverEvents$.subscribe((e) => seen.push(e.seq)),
      resync$.subscribe((seq) => resyncs.push(seq)),
    ];
    a.socket.next({ type: "leader" });
    a.socket.next({ type: "open" });
    a.socket.next(frame({ seq: 0, type: "user_connect", payload: { seq: 0 }, at }));
    a.socket.next(
      frame({ seq: 1, type: "friend", action: "request", payload: { actorId: 2, friendId: 3 }, at }),
    );
    a.socket.next(frame({ seq: 7, type: "resync", payload: { seq: 7 }, at }));
    a.socket.next({ type: "lost", code: 1006, reason: "" });
    expect(seen).toEqual([1]);
    expect(resyncs).toEqual([7]);
    expect(a.signals.map((s) => s.type)).toEqual([
      "realtime.role",
      "realtime.opened",
      "realtime.frame",
      "realtime.frame",
      "realtime.frame",
      "realtime.lost",
    ]);
    for (const subscription of subscriptions) subscription.unsubscribe();
    a.stop();
  });

  it("`article_live` (told to every socket, not logged) reaches articleLive$, never serverEvents$", async () => {
    const a = await app([member(5, [2])]);
    const live: number[] = [];
    const logged: number[] = [];
    const subscriptions = [
      articleLive$.subscribe((f) => live.push(f.payload.articleId)),
      serverEvents$.subscribe((e) => logged.push(e.seq)),
    ];
    a.socket.next(
      frame({ seq: 3, type: "article_live", payload: { articleId: 12, authorId: 9, rubricId: 2 }, at }),
    );
    expect(live).toEqual([12]);
    expect(logged).toEqual([]);
    for (const subscription of subscriptions) subscription.unsubscribe();
    a.stop();
  });

  it("the socket goes live once, at its first user_connect: reconnections resume and miss nothing", async () => {
    const a = await app([member(5, [2])]);
    const lives: number[] = [];
    const subscription = live$.subscribe((seq) => lives.push(seq));
    a.socket.next({ type: "leader" });
    a.socket.next({ type: "open" });
    expect(lives).toEqual([]);
    a.socket.next(frame({ seq: 4, type: "user_connect", payload: { seq: 4 }, at }));
    a.socket.next({ type: "lost", code: 1006, reason: "" });
    a.socket.next({ type: "open" });
    a.socket.next(frame({ seq: 6, type: "user_connect", payload: { seq: 6 }, at }));
    expect(lives).toEqual([4]);
    subscription.unsubscribe();
    a.stop();
  });
});

describe("what the realtime machine hears of the session", () => {
  it("the member's id when they log in, again when their roles change, null when they leave", async () => {
    const session = stubSession({ checkToken: async () => member(5, [2]), signals: new Subject() });
    const heard: Array<number | null> = [];
    const subscription = realtimeSessionSignals(session).subscribe((s) => heard.push(s.userId));
    await settled(session);
    session.send({ type: "session.userUpdated", user: member(5, [2]) });
    session.send({ type: "session.userUpdated", user: member(5, [2, 7]) });
    session.send({ type: "session.logout" });
    await waitFor(session, (s) => s.matches("anonymous"));
    expect(heard).toEqual([null, 5, 5, null]);
    subscription.unsubscribe();
    session.stop();
  });
});
