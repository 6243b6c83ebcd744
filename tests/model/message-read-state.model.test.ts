import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock, type SnapshotFrom } from "xstate";
import { ApiError } from "../../src/api/errors";
import {
  type MarkReadInput,
  type MessageReadStateEvent,
  messageReadStateMachine,
} from "../../src/machines/messenger/message-read-state.machine";
import {
  selectInView,
  selectTicks,
  selectUnreadCount,
} from "../../src/machines/messenger/message-read-state.selectors";
import { answerableCalls, type Driver, label, testModelOf, walkEveryEdge } from "./helpers/every-path";

type Snapshot = SnapshotFrom<typeof messageReadStateMachine>;

const SELF = 7;
const OTHER = 9;
const OWN_ID = 3;
const input = { chatId: 2, selfId: SELF, batchMs: 300, retryMs: 1_000, maxRetryMs: 4_000 };
const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
const forbidden = new ApiError(403, { error: { code: "FORBIDDEN", message: "Вы не участник этого чата" } });

const BATCH = "xstate.after.batch.messageReadState.batching";
const RETRY = "xstate.after.retry.messageReadState.retrying";

// What a chat page meets: messages loaded or arriving, read receipts, the member looking or not, the
// call's answers, and time passing.
const events = [
  { type: "message.add", messages: [{ id: 1, userId: OTHER, isChecked: false }] },
  { type: "message.add", messages: [{ id: 2, userId: OTHER, isChecked: false }] },
  { type: "message.add", messages: [{ id: OWN_ID, userId: SELF, isChecked: false }] },
  { type: "message.remove", id: 1 },
  // Loaded again (a resync): the member's read position comes with the chat.
  { type: "chat.position", readUpToId: 1 },
  { type: "messenger.check", readerId: OTHER, upToId: null },
  { type: "messenger.check", readerId: SELF, upToId: 1 },
  { type: "chat.show" },
  { type: "chat.hide" },
  { type: "window.focus" },
  { type: "window.blur" },
  { type: "xstate.done.actor.markRead", output: { checked: 1 } },
  { type: "xstate.error.actor.markRead", error: offline },
  { type: "xstate.error.actor.markRead", error: forbidden },
  { type: BATCH },
  { type: RETRY },
] as unknown as MessageReadStateEvent[];

type Any = { type: string; readerId?: number; upToId?: number | null; readUpToId?: number | null };

/** Spec §4 "Message" and the read-state rules, on the real actor. */
function expectSpecHolds(
  before: Snapshot,
  now: Snapshot,
  event: Any | null,
  calls: MarkReadInput[],
  callsBefore: number,
) {
  // Own messages never wait to be read by us; others' unchecked ids are others' messages.
  expect(now.context.unchecked).not.toContain(OWN_ID);
  expect(selectUnreadCount(now)).toBe(now.context.unchecked.length);
  if (calls.length > callsBefore) {
    // A call starts only while the member sees the chat, for what is unchecked, and not after a refusal.
    expect(calls).toHaveLength(callsBefore + 1);
    expect(selectInView(before) && selectInView(now)).toBe(true);
    expect(before.matches("refused")).toBe(false);
    const call = calls.at(-1) as MarkReadInput;
    expect(call).toEqual({ chatId: input.chatId, upToId: Math.max(...before.context.unchecked) });
  }
  if (!event) return;
  if (event.type === "xstate.done.actor.markRead" && before.matches("marking")) {
    const upTo = calls.at(-1)?.upToId ?? 0;
    expect(now.context.unchecked.filter((id) => id <= upTo)).toEqual([]);
  }
  // Others' messages up to the member's own read position are read, whichever way it moved.
  expect(now.context.unchecked.filter((id) => id <= now.context.ownReadUpTo)).toEqual([]);
  if (event.type === "chat.position") {
    const position = Math.max(before.context.ownReadUpTo, event.readUpToId ?? 0);
    expect(now.context.ownReadUpTo).toBe(position);
    expect(now.context.unchecked).toEqual(before.context.unchecked.filter((id) => id > position));
  }
  if (event.type === "messenger.check") {
    if (event.readerId === SELF) {
      const upTo = event.upToId ?? Number.POSITIVE_INFINITY;
      expect(now.context.unchecked).toEqual(before.context.unchecked.filter((id) => id > upTo));
    } else {
      const readsOwn = before.context.lastOwnId === OWN_ID && (event.upToId ?? OWN_ID) >= OWN_ID;
      expect(selectTicks(OWN_ID)(now)).toBe(readsOwn ? 2 : selectTicks(OWN_ID)(before));
    }
  }
  if (event.type === "message.add" && before.context.lastOwnId === 0 && now.context.lastOwnId === OWN_ID) {
    expect(selectTicks(OWN_ID)(now)).toBe(1);
  }
}

const calls = answerableCalls(["markRead"]);
const machine = messageReadStateMachine.provide({ actors: calls.actors });

function driver(): Driver<Snapshot, MessageReadStateEvent> {
  const clock = new SimulatedClock();
  calls.reset();
  const actor = createActor(machine, { input, clock }).start();
  const sent = () => (calls.inputs.get("markRead") ?? []) as MarkReadInput[];
  let before = actor.getSnapshot();
  let callsBefore = 0;
  return {
    async send(event) {
      before = actor.getSnapshot();
      callsBefore = sent().length;
      const { context } = before;
      const type: string = event.type;
      if (type === BATCH) {
        if (before.matches("batching")) clock.increment(context.batchMs);
      } else if (type === RETRY) {
        const wait = Math.min(context.retryMs * 2 ** (context.attempts - 1), context.maxRetryMs);
        if (before.matches("retrying")) clock.increment(wait);
      } else if (type.startsWith("xstate.")) {
        // An answer comes only to a call that runs.
        if (before.matches("marking")) await calls.answer(event);
      } else actor.send(event);
    },
    check(model, event) {
      const now = actor.getSnapshot();
      expect(now.value).toEqual(model.value);
      expect(now.context).toEqual(model.context);
      expectSpecHolds(before, now, event as Any | null, sent(), callsBefore);
    },
  };
}

describe("messageReadState machine, every shortest path", () => {
  const model = testModelOf(messageReadStateMachine, {
    events,
    input,
    serializeState: (s) => {
      const { visible, focused, unchecked, ownReadUpTo, marking, readUpTo, lastOwnId, attempts, problem } =
        s.context;
      return JSON.stringify([
        s.value,
        visible,
        focused,
        unchecked,
        ownReadUpTo,
        marking,
        readUpTo,
        lastOwnId,
        attempts,
        problem?.status,
      ]);
    },
    // One failure shows the retry; more would make the graph endless (the doubling wait: tests/machines).
    filterEvents: (s, e) =>
      !((e.type as string) === "xstate.error.actor.markRead" && s.context.attempts >= 1),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it("reaches every state", () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"idle"', '"batching"', '"marking"', '"retrying"', '"refused"']));
  });

  for (const path of paths) {
    const via = path.steps.slice(1).map((s) => label(s.event as never));
    const { unchecked, visible, focused } = path.state.context;
    const name = JSON.stringify([path.state.value, unchecked, visible && focused ? "in view" : "away"]);
    it(`reaches ${name} via ${via.join(" → ") || "start"}, then takes every event`, async () => {
      await walkEveryEdge(messageReadStateMachine, path, events, driver);
    });
  }
});
