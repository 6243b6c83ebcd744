import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { ApiError } from "../../src/api/errors";
import {
  type MarkChatRead,
  type MarkReadInput,
  messageReadStateMachine,
} from "../../src/machines/messenger/message-read-state.machine";
import {
  selectInView,
  selectIsUnchecked,
  selectTicks,
  selectUnreadCount,
} from "../../src/machines/messenger/message-read-state.selectors";

const SELF = 7;
const ANNA = 9;
const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
const forbidden = new ApiError(404, { error: { code: "NOT_FOUND", message: "Чат не найден" } });

const microtasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A chat's read state with a mark-read call that answers as `answer` says, and a clock the test turns. */
function chat(answer: (input: MarkReadInput, call: number) => Promise<unknown>, chatId = 2) {
  const calls: MarkReadInput[] = [];
  const markRead: MarkChatRead = (input) => {
    calls.push(input);
    return answer(input, calls.length);
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    messageReadStateMachine.provide({ actors: { markRead: fromPromise(({ input }) => markRead(input)) } }),
    { input: { chatId, selfId: SELF, batchMs: 300, retryMs: 1_000, maxRetryMs: 4_000 }, clock },
  ).start();
  const from = (userId: number, id: number, isChecked = false) => ({ id, userId, isChecked });
  return { actor, calls, clock, from };
}

describe("messageReadState", () => {
  it("marks nothing until the chat is on screen and the window focused", async () => {
    const { actor, calls, clock, from } = chat(async () => ({}));
    actor.send({ type: "message.add", messages: [from(ANNA, 1), from(ANNA, 2)] });
    actor.send({ type: "chat.show" });
    clock.increment(10_000);
    expect(calls).toEqual([]);
    expect(selectInView(actor.getSnapshot())).toBe(false);
    actor.send({ type: "window.focus" });
    clock.increment(299);
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(calls).toEqual([{ chatId: 2, upToId: 2 }]);
    await microtasks();
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("gathers messages arriving in view into one call, and those arriving during a call into the next", async () => {
    let release = () => {};
    const { actor, calls, clock, from } = chat((_input, call) =>
      call === 1 ? new Promise((resolve) => (release = () => resolve({}))) : Promise.resolve({}),
    );
    actor.send({ type: "chat.show" });
    actor.send({ type: "window.focus" });
    actor.send({ type: "message.add", messages: [from(ANNA, 10)] });
    clock.increment(100);
    actor.send({ type: "message.add", messages: [from(ANNA, 11)] });
    clock.increment(200);
    expect(calls).toEqual([{ chatId: 2, upToId: 11 }]);
    actor.send({ type: "message.add", messages: [from(ANNA, 12)] });
    release();
    await microtasks();
    // 10 and 11 are read; 12 came after the call was made and waits for its own batch.
    expect(actor.getSnapshot().context.unchecked).toEqual([12]);
    expect(selectIsUnchecked(12)(actor.getSnapshot())).toBe(true);
    clock.increment(300);
    expect(calls).toEqual([
      { chatId: 2, upToId: 11 },
      { chatId: 2, upToId: 12 },
    ]);
    await microtasks();
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
  });

  it("tries a failed call again after 1, 2, 4, 4 s while in view, and stops trying when the chat is left", async () => {
    const { actor, calls, clock, from } = chat(() => Promise.reject(offline));
    actor.send({ type: "message.add", messages: [from(ANNA, 1)] });
    actor.send({ type: "chat.show" });
    actor.send({ type: "window.focus" });
    clock.increment(300);
    await microtasks();
    for (const wait of [1_000, 2_000, 4_000, 4_000]) {
      const before = calls.length;
      clock.increment(wait - 1);
      expect(calls.length).toBe(before);
      clock.increment(1);
      expect(calls.length).toBe(before + 1);
      await microtasks();
    }
    actor.send({ type: "window.blur" });
    clock.increment(60_000);
    expect(calls).toHaveLength(5);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("gives up for good when the server refuses (not a member any more)", async () => {
    const { actor, calls, clock, from } = chat(() => Promise.reject(forbidden));
    actor.send({ type: "message.add", messages: [from(ANNA, 1)] });
    actor.send({ type: "chat.show" });
    actor.send({ type: "window.focus" });
    clock.increment(300);
    await microtasks();
    actor.send({ type: "message.add", messages: [from(ANNA, 2)] });
    actor.send({ type: "window.blur" });
    actor.send({ type: "window.focus" });
    clock.increment(60_000);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe("refused");
    expect(actor.getSnapshot().context.problem?.status).toBe(404);
  });

  it("shows one tick for a sent message and two once another member read up to it", () => {
    const { actor, from } = chat(async () => ({}));
    actor.send({ type: "message.add", messages: [from(SELF, 5, true), from(SELF, 8), from(SELF, 9)] });
    const ticks = (id: number) => selectTicks(id)(actor.getSnapshot());
    expect([ticks(5), ticks(8), ticks(9)]).toEqual([2, 1, 1]);
    actor.send({ type: "messenger.check", readerId: ANNA, upToId: 8 });
    expect([ticks(5), ticks(8), ticks(9)]).toEqual([2, 2, 1]);
    // A receipt without `upToId` covers everything known; a later own message is sent, not read.
    actor.send({ type: "messenger.check", readerId: ANNA, upToId: null });
    actor.send({ type: "message.add", messages: [from(SELF, 12)] });
    expect([ticks(9), ticks(12)]).toEqual([2, 1]);
    // A stale receipt never takes a tick back.
    actor.send({ type: "messenger.check", readerId: ANNA, upToId: 3 });
    expect(ticks(9)).toBe(2);
  });

  it("takes a read from another tab of the same member without a call, and forgets deleted messages", () => {
    const { actor, calls, from } = chat(async () => ({}));
    actor.send({ type: "message.add", messages: [from(ANNA, 1), from(ANNA, 2), from(ANNA, 3)] });
    expect(actor.getSnapshot().context.unchecked).toEqual([1, 2, 3]);
    actor.send({ type: "messenger.check", readerId: SELF, upToId: 2 });
    expect(actor.getSnapshot().context.unchecked).toEqual([3]);
    actor.send({ type: "message.remove", id: 3 });
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
    // A page reloaded later (its position at 1, behind the other tab's 2): 1 and 2 stay read.
    actor.send({ type: "chat.position", readUpToId: 1 });
    actor.send({ type: "message.add", messages: [from(ANNA, 1, true), from(ANNA, 2, true)] });
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
    expect(calls).toEqual([]);
  });

  it("in a group, a message someone else has read is still unread for this member until they see it", async () => {
    const { actor, calls, clock, from } = chat(async () => ({}));
    // Vera (another member) has read 5 and 6, so they are checked; this member has read up to 4.
    actor.send({ type: "chat.position", readUpToId: 4 });
    actor.send({
      type: "message.add",
      messages: [from(ANNA, 4, true), from(ANNA, 5, true), from(ANNA, 6, true)],
    });
    expect(actor.getSnapshot().context.unchecked).toEqual([5, 6]);
    actor.send({ type: "chat.show" });
    actor.send({ type: "window.focus" });
    clock.increment(300);
    await microtasks();
    expect(calls).toEqual([{ chatId: 2, upToId: 6 }]);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
  });

  it("runs one actor per chat, each marking only its own chat", async () => {
    const first = chat(async () => ({}), 2);
    const second = chat(async () => ({}), 3);
    for (const { actor, from } of [first, second]) {
      actor.send({ type: "message.add", messages: [from(ANNA, 1)] });
    }
    first.actor.send({ type: "chat.show" });
    first.actor.send({ type: "window.focus" });
    second.actor.send({ type: "window.focus" });
    first.clock.increment(300);
    second.clock.increment(300);
    await microtasks();
    expect(first.calls).toEqual([{ chatId: 2, upToId: 1 }]);
    expect(second.calls).toEqual([]);
    expect(selectUnreadCount(second.actor.getSnapshot())).toBe(1);
  });
});
