import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActor, fromEventObservable, type SnapshotFrom } from "xstate";
import { ApiError } from "../../src/api/errors";
import {
  type CounterEvent,
  notificationCountersMachine,
} from "../../src/machines/notifications/notification-counters.machine";
import { selectUnreadNotifications } from "../../src/machines/notifications/notification-counters.selectors";
import { answerableCalls, type Driver, label, testModelOf, walkEveryEdge } from "./helpers/every-path";

type Snapshot = SnapshotFrom<typeof notificationCountersMachine>;

const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
const counters = (chat: number, system: number) => ({
  total: chat + system,
  byType: { chat, role: 0, system },
});

// Who is logged in, what the socket says, and how the server answers.
const events = [
  { type: "counters.member", userId: 7 },
  { type: "counters.member", userId: 8 },
  { type: "counters.member", userId: null },
  { type: "counters.changed", counters: counters(1, 0) },
  { type: "counters.changed", counters: counters(0, 0) },
  { type: "counters.resync" },
  { type: "xstate.done.actor.load", output: counters(2, 3) },
  { type: "xstate.error.actor.load", error: offline },
] as unknown as CounterEvent[];

const calls = answerableCalls(["load"]);
let signals = new Subject<CounterEvent>();
const machine = notificationCountersMachine.provide({
  actors: { load: calls.actors.load, signals: fromEventObservable(() => signals) },
});

function driver(): Driver<Snapshot, CounterEvent> {
  calls.reset();
  signals = new Subject<CounterEvent>();
  const actor = createActor(machine).start();
  let before = actor.getSnapshot();
  let loadsBefore = 0;
  const loads = () => calls.inputs.get("load") ?? [];
  return {
    async send(event) {
      before = actor.getSnapshot();
      loadsBefore = loads().length;
      const type: string = event.type;
      if (type.startsWith("xstate.")) {
        // An answer comes only to a call that runs.
        if (before.matches("loading")) await calls.answer(event);
      } else signals.next(event);
    },
    check(model, event) {
      const now = actor.getSnapshot();
      expect(now.value).toEqual(model.value);
      expect(now.context).toEqual(model.context);
      // Nobody logged in: no bell count, no request.
      if (now.matches("idle")) {
        expect(selectUnreadNotifications(now)).toBe(0);
        expect(loads().length).toBe(loadsBefore);
      }
      // Every load asks for the member logged in now.
      for (const input of loads().slice(loadsBefore)) expect(input).toEqual({ userId: now.context.selfId });
      if (!event) return;
      // The socket's counters are shown as they come, with no request (nothing is counted locally).
      if (event.type === "counters.changed" && !before.matches("idle")) {
        expect(now.context.counters).toEqual(event.counters);
        expect(loads().length).toBe(loadsBefore);
      }
      // A resync while shown asks again.
      if (event.type === "counters.resync" && before.matches("ready")) expect(now.value).toBe("loading");
      // A failed request keeps the last figures.
      if ((event.type as string) === "xstate.error.actor.load" && before.matches("loading")) {
        expect(now.context.counters).toEqual(before.context.counters);
      }
    },
  };
}

describe("notificationCounters machine, every shortest path", () => {
  const model = testModelOf(machine, {
    events,
    serializeState: (s) => JSON.stringify([s.value, s.context]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it("reaches every state", () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"idle"', '"loading"', '"ready"']));
  });

  for (const path of paths) {
    const via = path.steps.slice(1).map((s) => label(s.event as never));
    const name = JSON.stringify([
      path.state.value,
      path.state.context.selfId,
      path.state.context.counters?.total,
    ]);
    it(`reaches ${name} via ${via.join(" → ") || "start"}, then takes every event`, async () => {
      await walkEveryEdge(machine, path, events, driver);
    });
  }
});
