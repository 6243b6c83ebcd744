import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActor, fromEventObservable, SimulatedClock, type SnapshotFrom } from "xstate";
import { ApiError } from "../../src/api/errors";
import {
  type UnreadEvent,
  unreadMessagesMachine,
  unreadSettleMs,
} from "../../src/machines/messenger/unread-messages.machine";
import { selectUnreadMessages } from "../../src/machines/messenger/unread-messages.selectors";
import { answerableCalls, type Driver, label, testModelOf, walkEveryEdge } from "./helpers/every-path";

type Snapshot = SnapshotFrom<typeof unreadMessagesMachine>;

const settled = `xstate.after.${unreadSettleMs}.unreadMessages.settling`;
const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });

// Who is logged in, what the messenger says, how the server answers, and time passing.
const events = [
  { type: "unread.member", userId: 7 },
  { type: "unread.member", userId: 8 },
  { type: "unread.member", userId: null },
  { type: "unread.changed", authorId: 7 },
  { type: "unread.changed", authorId: 9 },
  { type: "unread.changed" },
  { type: "xstate.done.actor.load", output: { count: 2, unread: 5, rows: [] } },
  { type: "xstate.done.actor.load", output: { count: 0, unread: 0, rows: [] } },
  { type: "xstate.error.actor.load", error: offline },
  { type: settled },
] as unknown as UnreadEvent[];

const calls = answerableCalls(["load"]);
// A subject per run: an actor of an earlier run must not hear this one's signals.
let signals = new Subject<UnreadEvent>();
const machine = unreadMessagesMachine.provide({
  actors: { load: calls.actors.load, signals: fromEventObservable(() => signals) },
});

function driver(): Driver<Snapshot, UnreadEvent> {
  calls.reset();
  signals = new Subject<UnreadEvent>();
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();
  let before = actor.getSnapshot();
  let loadsBefore = 0;
  const loads = () => calls.inputs.get("load") ?? [];
  return {
    async send(event) {
      before = actor.getSnapshot();
      loadsBefore = loads().length;
      const type: string = event.type;
      if (type === settled) {
        if (before.matches("settling")) clock.increment(unreadSettleMs);
      } else if (type.startsWith("xstate.")) {
        // An answer comes only to a call that runs.
        if (before.matches("loading")) await calls.answer(event);
      } else signals.next(event);
    },
    check(model, event) {
      const now = actor.getSnapshot();
      expect(now.value).toEqual(model.value);
      expect(now.context).toEqual(model.context);
      // Nobody logged in: no badge.
      if (now.matches("idle")) expect(selectUnreadMessages(now)).toBe(0);
      // Every load asks for the member logged in now.
      for (const input of loads().slice(loadsBefore)) expect(input).toEqual({ userId: now.context.selfId });
      if (!event) return;
      // The member's own message never costs a request, nor does a change while nobody is logged in.
      const own = event.type === "unread.changed" && event.authorId === before.context.selfId;
      if (own || (event.type === "unread.changed" && before.matches("idle"))) {
        expect(loads().length).toBe(loadsBefore);
        expect(now.value).toEqual(before.value);
        expect(now.context).toEqual(before.context);
      }
      // An answer older than a change is not shown as the figure: the count is asked for again.
      if (event.type.startsWith("xstate.") && before.matches("loading") && before.context.stale) {
        expect(now.value).toBe("loading");
        expect(now.context.unread).toBe(before.context.unread);
      }
      // Someone else's change while the figure is shown: asked again once changes settle.
      if (event.type === "unread.changed" && !own && before.matches("ready")) {
        expect(now.value).toBe("settling");
      }
      // A change that arrives while the count is on its way is asked about again when it comes.
      if (event.type === "unread.changed" && !own && before.matches("loading")) {
        expect(now.context.stale).toBe(true);
      }
    },
  };
}

describe("unreadMessages machine, every shortest path", () => {
  const model = testModelOf(machine, {
    events,
    serializeState: (s) => JSON.stringify([s.value, s.context]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it("reaches every state", () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"idle"', '"loading"', '"ready"', '"settling"']));
  });

  for (const path of paths) {
    const via = path.steps.slice(1).map((s) => label(s.event as never));
    const name = JSON.stringify([path.state.value, path.state.context.selfId, path.state.context.unread]);
    it(`reaches ${name} via ${via.join(" → ") || "start"}, then takes every event`, async () => {
      await walkEveryEdge(machine, path, events, driver);
    });
  }
});
