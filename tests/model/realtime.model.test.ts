import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { type AnyEventObject, createActor, fromEventObservable, initialTransition, transition } from "xstate";
import { TestModel } from "xstate/graph";
import type { ServerFrame } from "../../src/api/events";
import type { Background } from "../../src/api/schema/background";
import {
  type RealtimeEvent,
  type RealtimeSessionSignal,
  type RealtimeSignal,
  realtimeMachine,
} from "../../src/machines/app/realtime.machine";
import { selectConnection } from "../../src/machines/app/realtime.selectors";
import { offline } from "../helpers/session";
import { type ExpectedRealtime, expectedRealtime, realtimeStart } from "./expectations/realtime.expected";
import { controlledActors } from "./helpers/controlled-actors";
import { expectedWays, waysOut } from "./helpers/expected-walks";

const at = "2026-11-23T10:00:00.000Z";
const background = (id: number, active: boolean): Background => ({
  id,
  type: 1,
  background: active ? "#1e90ff" : "#000000",
  active,
  createdAt: at,
  updatedAt: at,
});
const frame = (f: ServerFrame): RealtimeSignal => ({ type: "realtime.frame", frame: f });

// Who logs in and out, everything the socket can report, and how loading the backgrounds can end.
const events = [
  { type: "realtime.session", userId: 5 },
  { type: "realtime.session", userId: 6 },
  { type: "realtime.session", userId: null },
  { type: "realtime.role", leader: true },
  { type: "realtime.role", leader: false },
  { type: "realtime.opened" },
  { type: "realtime.lost", code: 1006 },
  { type: "realtime.refused", code: 4401, reason: "Войдите, чтобы получать события" },
  frame({ seq: 1, type: "achievement", action: "create", payload: { id: 1 }, at }),
  frame({ seq: 9, type: "resync", payload: { seq: 9 }, at }),
  { type: "xstate.done.actor.loadBackgrounds", output: [background(1, false), background(2, true)] },
  { type: "xstate.error.actor.loadBackgrounds", error: offline },
] as unknown as RealtimeEvent[];

const STATES = [
  "idle",
  "refused",
  ...["connecting", "open", "reconnecting"].flatMap((connection) =>
    ["loading", "shown", "failed"].map((bg) => JSON.stringify({ live: { connection, background: bg } })),
  ),
];
const key = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** The real machine; the session and the socket are subjects, the backgrounds call is answered by hand. */
function system() {
  const calls = controlledActors(["loadBackgrounds"]);
  const session = new Subject<RealtimeSessionSignal>();
  const sockets: Array<{ userId: number; server: Subject<RealtimeSignal> }> = [];
  const painted: Array<Background | null> = [];
  const actor = createActor(
    realtimeMachine.provide({
      actors: {
        ...calls.actors,
        session: fromEventObservable(() => session),
        socket: fromEventObservable(({ input }: { input: { userId: number } }) => {
          const server = new Subject<RealtimeSignal>();
          sockets.push({ userId: input.userId, server });
          return server;
        }),
      },
      actions: { applyBackground: (_, { background }) => painted.push(background) },
    }),
  ).start();
  let model = initialTransition(realtimeMachine)[0];
  let last: AnyEventObject | null = null;

  async function send(event: AnyEventObject) {
    last = event;
    const loading = model.matches({ live: { background: "loading" } });
    [model] = transition(realtimeMachine, model, event as RealtimeEvent);
    // An answer with no call waiting for it cannot happen (the machine ignores it, as the model says).
    if (event.type.startsWith("xstate.") && !loading) return;
    if (await calls.settle(event)) return;
    if (event.type === "realtime.session") session.next(event as RealtimeSessionSignal);
    // Socket signals come through the socket the machine holds, as in the app.
    else sockets.at(-1)?.server.next(event as RealtimeSignal);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  function check() {
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(model.value);
    expect(snapshot.context).toEqual(model.context);
    const live = snapshot.matches("live");
    // Exactly one socket is held while live, for the member of the moment; none otherwise.
    const held = sockets.filter((s) => s.server.observed);
    expect(held.map((s) => s.userId)).toEqual(live ? [snapshot.context.userId] : []);
    // The page shows the active background once loaded; logging out takes it away.
    if (snapshot.matches({ live: { background: "shown" } }))
      expect(painted.at(-1)).toEqual(snapshot.context.background);
    if (snapshot.matches("idle")) expect(painted.at(-1)).toBeNull();
    expect(["idle", "connecting", "open", "reconnecting", "refused"]).toContain(selectConnection(snapshot));
    // What the last signal must have left behind, whatever the state (spec, not the model's say-so).
    if (live && last?.type === "realtime.role") expect(snapshot.context.leader).toBe(last.leader);
    if (live && last?.type === "realtime.frame") {
      expect(snapshot.context.seq).toBe(last.frame.seq);
      if (last.frame.type === "achievement") expect(snapshot.context.events[0]).toEqual(last.frame);
    }
  }
  return { actor, send, check, sockets, painted };
}

/** A readable name of a step: `session(5)`, `frame(resync)`, `done.loadBackgrounds` … */
function label(event: AnyEventObject): string {
  const name = event.type.replace(/^(xstate\.|realtime\.)/, "").replace(/\.actor/, "");
  if (event.type === "realtime.session") return `${name}(${event.userId})`;
  if (event.type === "realtime.role") return `${name}(${event.leader ? "leader" : "follower"})`;
  if (event.type === "realtime.frame") return `${name}(${event.frame.type})`;
  return name;
}
const via = (steps: ReadonlyArray<{ event: AnyEventObject }>) =>
  steps
    .filter((s) => s.event.type !== "xstate.init")
    .map((s) => label(s.event))
    .join(" → ") || "start";

const serializers = {
  "state value": (s: { value: unknown }) => key(s.value),
  // Finite too: members, roles and backgrounds only come from the event list above.
  "state value, member, tab role and background": (s: {
    value: unknown;
    context: { userId: unknown; leader: unknown; background: unknown };
  }) => JSON.stringify([s.value, s.context.userId, s.context.leader, s.context.background !== null]),
};

for (const [name, serializeState] of Object.entries(serializers)) {
  describe(`realtime machine, every shortest path (states told apart by ${name})`, () => {
    // createTestModel refuses machines that invoke actors: this is the TestModel it would build. Its
    // paths leave out those that are the start of a longer one; each is checked after every step.
    const model = new TestModel(realtimeMachine, { events, serializeState });

    it("reaches every state", () => {
      const reached = new Set(
        model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => key(p.state.value)),
      );
      expect([...reached].sort()).toEqual([...STATES].sort());
    });

    for (const path of model.getShortestPaths()) {
      it(`reaches ${key(path.state.value)} via ${via(path.steps)}`, async () => {
        const sut = system();
        sut.check();
        await path.test({
          events: Object.fromEntries(
            events.map((e) => [e.type, (step: { event: AnyEventObject }) => sut.send(step.event)]),
          ),
          states: { "*": () => sut.check() },
        });
        expect(key(sut.actor.getSnapshot().value)).toBe(key(path.state.value));
        sut.actor.stop();
        // A stopped machine lets its socket go.
        expect(sut.sockets.filter((s) => s.server.observed)).toEqual([]);
      });
    }
  });
}

describe("realtime machine, every event in every state", () => {
  // A shortest path never shows, say, a second member logging in while the first is connected: from the
  // end of the shortest path to each state, every event is taken once more.
  const ends = new TestModel(realtimeMachine, { events, serializeState: serializers["state value"] });
  for (const path of ends.getShortestPaths({ allowDuplicatePaths: true })) {
    it(`from ${key(path.state.value)} (via ${via(path.steps)})`, async () => {
      for (const extra of events) {
        const sut = system();
        for (const { event } of path.steps) {
          if ((event as AnyEventObject).type !== "xstate.init") await sut.send(event);
        }
        sut.check();
        await sut.send(extra);
        sut.check();
        sut.actor.stop();
      }
    });
  }
});

/**
 * Every expected state's shortest way and every transition out of it (once), from expectations written
 * apart from the machine (tests/model/expectations/realtime.expected.ts), walked on the real machine
 * and checked after every step: a guard inverted or a transition retargeted fails here.
 */
describe("realtime machine against expectations written apart from it", () => {
  const ways = expectedWays(realtimeStart, events as unknown as AnyEventObject[], expectedRealtime);
  const taken = new Set<string>();

  async function walk(steps: ReadonlyArray<AnyEventObject>) {
    const sut = system();
    let expected = realtimeStart;
    const check = (after: string) => {
      const snapshot = sut.actor.getSnapshot();
      expect({ value: snapshot.value, userId: snapshot.context.userId }, `after ${after}`).toEqual(expected);
    };
    check("the start");
    for (const event of steps) {
      await sut.send(event);
      expected = expectedRealtime(expected, event);
      check(steps.map(label).join(" → "));
    }
    sut.actor.stop();
  }

  it("the expectations reach every state", () => {
    expect([...new Set(ways.map((way) => key(way.end.value)))].sort()).toEqual([...STATES].sort());
  });

  for (const { steps, end } of ways) {
    it(`${key(end.value)} (member ${end.userId}) via ${steps.map(label).join(" → ") || "start"}, and every way out not taken yet`, async () => {
      await walk(steps);
      const way = (state: ExpectedRealtime, event: AnyEventObject) => `${key(state.value)} ${label(event)}`;
      for (const event of waysOut(end, events as unknown as AnyEventObject[], expectedRealtime, way, taken)) {
        await walk([...steps, event]);
      }
    });
  }
});
