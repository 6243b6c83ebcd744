import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import {
  type AnyEventObject,
  createActor,
  fromEventObservable,
  SimulatedClock,
  type SnapshotFrom,
} from "xstate";
import type { UnreadChats } from "../../src/api/endpoints/chats";
import type { NotificationCounters } from "../../src/api/schema/notification";
import {
  createLiveCountMachine,
  type LiveCountEvent,
  liveCountSettleMs,
} from "../../src/machines/lib/live-count.machine";
import { selectUnreadMessages } from "../../src/machines/messenger/unread-messages.selectors";
import { selectUnreadNotifications } from "../../src/machines/notifications/notification-counters.selectors";
import { noCounts } from "../helpers/notifications";
import { offline } from "../helpers/session";
import { countStart, type ExpectedCount, expectedCount, settled } from "./expectations/live-count.expected";
import { answerableCalls } from "./helpers/every-path";
import { expectedWays } from "./helpers/expected-walks";

/** One use of the live count: its figures, and how the header reads them. */
interface Use<V> {
  readonly name: string;
  /** Two figures the socket may tell (`count.value`) and two the server may answer. */
  readonly figures: readonly [V, V, V, V];
  /** What the header shows of the machine's snapshot. */
  readonly shown: (snapshot: never) => number;
  /** What the header must show of a figure (0 for none). */
  readonly count: (figure: V | null) => number;
}

const chats = (count: number, unread: number): UnreadChats => ({ count, unread, rows: [] });
const counters = (chat: number, system: number): NotificationCounters => ({
  total: chat + system,
  byType: { ...noCounts, chat, system },
});

const badge: Use<UnreadChats> = {
  name: "the unread-messages badge",
  figures: [chats(1, 1), chats(0, 0), chats(2, 5), chats(3, 7)],
  shown: selectUnreadMessages as never,
  count: (figure) => figure?.unread ?? 0,
};
const bell: Use<NotificationCounters> = {
  name: "the bell's notification counters",
  figures: [counters(1, 0), counters(0, 0), counters(2, 3), counters(4, 1)],
  shown: selectUnreadNotifications as never,
  count: (figure) => figure?.total ?? 0,
};

// Who is logged in, what the socket says, how the server answers, and time passing.
const eventsOf = <V>([told, zero, answered, other]: Use<V>["figures"]): AnyEventObject[] => [
  { type: "count.member", userId: 7 },
  { type: "count.member", userId: 8 },
  { type: "count.member", userId: null },
  { type: "count.value", value: told },
  { type: "count.value", value: zero },
  { type: "count.changed", by: 7 },
  { type: "count.changed", by: 9 },
  { type: "count.changed" },
  { type: "xstate.done.actor.load", output: answered },
  { type: "xstate.done.actor.load", output: other },
  { type: "xstate.error.actor.load", error: offline },
  { type: settled },
];

/** Whether a request for the figure starts on the way from `before` to `after`. */
const asks = (before: ExpectedCount, after: ExpectedCount) =>
  after.state === "loading" &&
  (before.state !== "loading" || before.selfId !== after.selfId || (before.again && !after.again));

function label(event: AnyEventObject): string {
  const name = event.type.replace(/^xstate\.(after\.\d+\.liveCount\.)?/, "").replace(/^count\./, "");
  if (event.type === "count.member") return `${name}(${event.userId})`;
  if (event.type === "count.changed") return `${name}(${event.by ?? "—"})`;
  if (event.type === "count.value" || event.type === "xstate.done.actor.load") {
    return `${name}(${JSON.stringify(event.value ?? event.output).slice(0, 30)})`;
  }
  return name;
}

function walkUse<V>(use: Use<V>) {
  const events = eventsOf(use.figures);
  const calls = answerableCalls(["load"]);
  let signals = new Subject<LiveCountEvent<V>>();
  const machine = createLiveCountMachine<V>().provide({
    actors: { load: calls.actors.load, signals: fromEventObservable(() => signals) },
  });

  /** The real machine walked by `steps`, checked against the expectations after each. */
  async function walk(steps: ReadonlyArray<AnyEventObject>) {
    calls.reset();
    // A subject per run: an actor of an earlier run must not hear this one's signals.
    signals = new Subject<LiveCountEvent<V>>();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    const loads = () => calls.inputs.get("load") ?? [];
    let expected = countStart;
    const check = (after: string, loadsBefore: number, before: ExpectedCount) => {
      const snapshot: SnapshotFrom<typeof machine> = actor.getSnapshot();
      const { selfId, value, stale } = snapshot.context;
      expect({ state: snapshot.value, selfId, value, again: stale }, after).toEqual(expected);
      // The header shows the figure (0 while nobody is logged in, and before the first answer).
      expect(use.shown(snapshot as never), after).toBe(use.count(expected.value as V | null));
      // A request only where one must start, and for the member logged in now.
      expect(loads().length - loadsBefore, after).toBe(asks(before, expected) ? 1 : 0);
      for (const input of loads().slice(loadsBefore)) expect(input).toEqual({ userId: expected.selfId });
    };
    check("the start", 0, countStart);
    for (const [index, event] of steps.entries()) {
      const before = actor.getSnapshot();
      const loadsBefore = loads().length;
      if (event.type === settled) {
        if (before.matches("settling")) clock.increment(liveCountSettleMs);
      } else if (event.type.startsWith("xstate.")) {
        // An answer comes only to a call that runs.
        if (before.matches("loading")) await calls.answer(event);
      } else signals.next(event as LiveCountEvent<V>);
      const was = expected;
      expected = expectedCount(expected, event);
      check(
        steps
          .slice(0, index + 1)
          .map(label)
          .join(" → "),
        loadsBefore,
        was,
      );
    }
    actor.stop();
  }

  describe(`live count as ${use.name}, against expectations written apart from it`, () => {
    const ways = expectedWays(countStart, events, expectedCount);

    it("the expectations reach every state", () => {
      expect(new Set(ways.map((way) => way.end.state))).toEqual(
        new Set(["idle", "loading", "ready", "settling"]),
      );
    });

    // From every state the expectations reach (by its shortest way), every event once: what leaves the
    // state and what must not (the member's own change, the same member again) alike.
    for (const { steps, end } of ways) {
      const name = `${end.state} (member ${end.selfId}, ${use.count(end.value as V | null)}${end.again ? ", asked again" : ""})`;
      it(`${name} via ${steps.map(label).join(" → ") || "start"}, then every event`, async () => {
        for (const event of events) await walk([...steps, event]);
      });
    }
  });
}

walkUse(badge);
walkUse(bell);
