import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActor, fromEventObservable, fromPromise } from "xstate";
import type { ServerFrame } from "../../src/api/events";
import type { Background } from "../../src/api/schema/background";
import {
  keptEvents,
  type RealtimeSessionSignal,
  type RealtimeSignal,
  realtimeMachine,
} from "../../src/machines/app/realtime.machine";
import {
  selectBackground,
  selectConnection,
  selectEvents,
  selectLeader,
  selectRefusal,
  selectSeq,
} from "../../src/machines/app/realtime.selectors";

const at = "2026-11-23T10:00:00.000Z";
const colour = (id: number, value: string, active: boolean): Background => ({
  id,
  type: 1,
  background: value,
  active,
  createdAt: at,
  updatedAt: at,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The real machine with a session and a socket the test plays, and a background list it decides. */
function start(lists: Array<ReadonlyArray<Background> | Error>) {
  const session = new Subject<RealtimeSessionSignal>();
  const socket = new Subject<RealtimeSignal>();
  const loads: number[] = [];
  const painted: Array<Background | null> = [];
  const actor = createActor(
    realtimeMachine.provide({
      actors: {
        session: fromEventObservable(() => session),
        socket: fromEventObservable(() => socket),
        loadBackgrounds: fromPromise(async ({ input }: { input: { userId: number } }) => {
          loads.push(input.userId);
          const answer = lists.shift() ?? [];
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
      actions: { applyBackground: (_, { background }) => painted.push(background) },
    }),
  ).start();
  const frame = (f: ServerFrame) => socket.next({ type: "realtime.frame", frame: f });
  return { actor, session, socket, frame, loads, painted, snapshot: () => actor.getSnapshot() };
}

describe("realtime machine", () => {
  it("opens for the member who logs in, loads their backgrounds and applies the active one", async () => {
    const rt = start([[colour(1, "#000000", false), colour(2, "#1e90ff", true)]]);
    expect(selectConnection(rt.snapshot())).toBe("idle");
    rt.session.next({ type: "realtime.session", userId: 5 });
    await flush();
    expect(selectConnection(rt.snapshot())).toBe("connecting");
    expect(rt.loads).toEqual([5]);
    expect(selectBackground(rt.snapshot())?.background).toBe("#1e90ff");
    expect(rt.painted.at(-1)?.id).toBe(2);
    rt.socket.next({ type: "realtime.role", leader: true });
    rt.socket.next({ type: "realtime.opened" });
    expect(selectConnection(rt.snapshot())).toBe("open");
    expect(selectLeader(rt.snapshot())).toBe(true);
    rt.socket.next({ type: "realtime.lost", code: 1006 });
    expect(selectConnection(rt.snapshot())).toBe("reconnecting");
    rt.socket.next({ type: "realtime.opened" });
    expect(selectConnection(rt.snapshot())).toBe("open");
  });

  it("keeps the last seq of any frame and the latest 50 events, newest first", () => {
    const rt = start([]);
    rt.session.next({ type: "realtime.session", userId: 5 });
    rt.frame({ seq: 3, type: "user_connect", payload: { seq: 3 }, at });
    expect(selectSeq(rt.snapshot())).toBe(3);
    expect(selectEvents(rt.snapshot())).toEqual([]);
    for (let seq = 4; seq < 4 + 60; seq++) rt.frame({ seq, type: "achievement", payload: { seq }, at });
    const events = selectEvents(rt.snapshot());
    expect(events).toHaveLength(keptEvents);
    expect(events[0]?.seq).toBe(63);
    expect(events.at(-1)?.seq).toBe(14);
    rt.frame({ seq: 63, type: "pong", payload: {}, at });
    expect(selectSeq(rt.snapshot())).toBe(63);
    expect(selectEvents(rt.snapshot())).toHaveLength(keptEvents);
  });

  it("loads the backgrounds again after a resync; after a failure, when the connection comes back", async () => {
    const rt = start([[colour(1, "#111111", true)]]);
    rt.session.next({ type: "realtime.session", userId: 5 });
    await flush();
    rt.frame({ seq: 40, type: "resync", payload: { seq: 40 }, at });
    await flush();
    expect(rt.loads).toEqual([5, 5]);
    expect(selectSeq(rt.snapshot())).toBe(40);
    // The second list has no active background: the page gets its own back.
    expect(rt.painted).toEqual([null, colour(1, "#111111", true), null]);
  });

  it("loads the backgrounds again when a background event says the member changed them", async () => {
    const rt = start([[colour(1, "#111111", true)], [colour(2, "#222222", true)]]);
    rt.session.next({ type: "realtime.session", userId: 5 });
    await flush();
    rt.frame({ seq: 7, type: "background", action: "change", payload: {}, at });
    await flush();
    expect(rt.loads).toEqual([5, 5]);
    expect(rt.painted.at(-1)?.id).toBe(2);
  });

  it("after a failed load, a background event (the member changed them) loads the list again", async () => {
    const rt = start([new Error("сервер недоступен"), [colour(2, "#222222", true)]]);
    rt.session.next({ type: "realtime.session", userId: 5 });
    await flush();
    expect(rt.snapshot().matches({ live: { background: "failed" } })).toBe(true);
    rt.frame({ seq: 8, type: "background", action: "change", payload: {}, at });
    await flush();
    expect(rt.loads).toEqual([5, 5]);
    expect(selectBackground(rt.snapshot())?.id).toBe(2);
    expect(selectSeq(rt.snapshot())).toBe(8);
  });

  it("reads the list again when the socket goes live: a change made before it connected is not missed", async () => {
    const rt = start([[], [colour(3, "#333333", true)]]);
    rt.session.next({ type: "realtime.session", userId: 5 });
    await flush();
    expect(rt.painted.at(-1)).toBeNull();
    rt.frame({ seq: 9, type: "user_connect", payload: { seq: 9 }, at });
    await flush();
    expect(rt.loads).toEqual([5, 5]);
    expect(rt.painted.at(-1)?.id).toBe(3);
  });

  it("a refused socket waits for the session to change; logging out goes idle and clears the page", async () => {
    const rt = start([]);
    rt.session.next({ type: "realtime.session", userId: 5 });
    rt.socket.next({ type: "realtime.refused", code: 4403, reason: "Это сокет другого участника" });
    expect(selectConnection(rt.snapshot())).toBe("refused");
    expect(selectRefusal(rt.snapshot())).toEqual({ code: 4403, reason: "Это сокет другого участника" });
    // The same member re-checked (the session changed): try again.
    rt.session.next({ type: "realtime.session", userId: 5 });
    expect(selectConnection(rt.snapshot())).toBe("connecting");
    expect(selectRefusal(rt.snapshot())).toBeNull();
    rt.session.next({ type: "realtime.session", userId: null });
    expect(selectConnection(rt.snapshot())).toBe("idle");
    expect(rt.painted.at(-1)).toBeNull();
  });

  it("starts afresh for another member: new socket, new list, no events of the previous one", async () => {
    const rt = start([[], []]);
    rt.session.next({ type: "realtime.session", userId: 5 });
    rt.frame({ seq: 1, type: "achievement", payload: {}, at });
    rt.session.next({ type: "realtime.session", userId: 6 });
    await flush();
    expect(rt.snapshot().context).toMatchObject({ userId: 6, seq: null, events: [] });
    expect(rt.loads).toEqual([5, 6]);
  });
});
