import { describe, expect, it } from "vitest";
import { type AnyEventObject, createActor, type EventObject, fromCallback, type SnapshotFrom } from "xstate";
import { ApiError } from "../../src/api/errors";
import type { Message } from "../../src/api/schema/message";
import {
  type ChatEvent,
  type ChatInfo,
  type ChatPage,
  chatMachine,
  type SendInput,
} from "../../src/machines/messenger/chat.machine";
import { selectCanSend, selectStatus, selectVoice } from "../../src/machines/messenger/chat.selectors";
import { testMessage } from "../helpers/messenger";
import { chatStart, chatValue, type ExpectedChat, expectedChat } from "./expectations/chat.expected";
import { answerableCalls, type Driver, label, testModelOf, walkEveryEdge } from "./helpers/every-path";
import { expectedWays, waysOut } from "./helpers/expected-walks";

type Snapshot = SnapshotFrom<typeof chatMachine>;

const SELF = 7;
const ANNA = 9;
const CHAT = 3;
const PAGE = 2;

const message = (id: number, userId: number, extra: Partial<Message> = {}) =>
  testMessage(id, CHAT, userId, extra);

const info: ChatInfo = {
  id: CHAT,
  isDirect: true,
  user: { id: ANNA, name: "Анна", avatar: "/a.png" },
  members: [],
  lastMessage: null,
  unread: 0,
  readUpToId: null,
  createdAt: "2025-03-01T10:00:00.000Z",
  updatedAt: "2025-03-01T10:00:00.000Z",
};

const newest: ChatPage = { chat: info, rows: [message(5, ANNA), message(6, SELF)], count: 4 };
const older: ChatPage = { chat: info, rows: [message(3, SELF)], count: 4 };
/** The newest page again once the socket is live: Anna's message 7 came before it connected. */
const caughtUp: ChatPage = {
  chat: info,
  rows: [message(5, ANNA), message(6, SELF), message(7, ANNA)],
  count: 5,
};
const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
const voice = new Blob(["webm"], { type: "audio/webm" });

// What the server, the socket, the recorder and the member can do to an open chat.
const events = [
  { type: "xstate.done.actor.loadChat", output: newest },
  { type: "xstate.error.actor.loadChat", error: offline },
  { type: "chat.reload" },
  { type: "messenger.resync" },
  { type: "messenger.live" },
  { type: "xstate.done.actor.catchUp", output: caughtUp },
  { type: "xstate.error.actor.catchUp", error: offline },
  { type: "older.load" },
  { type: "xstate.done.actor.loadOlder", output: older },
  { type: "xstate.error.actor.loadOlder", error: offline },
  { type: "draft.change", text: "Привет" },
  { type: "draft.change", text: "  " },
  { type: "message.send" },
  { type: "edit.start", id: 6 },
  { type: "edit.start", id: 5 },
  { type: "edit.change", text: "исправлено" },
  { type: "edit.save" },
  { type: "edit.cancel" },
  { type: "xstate.done.actor.editMessage", output: message(6, SELF, { content: "исправлено" }) },
  { type: "xstate.error.actor.editMessage", error: offline },
  { type: "messenger.delete", id: 6, chatId: CHAT },
  { type: "voice.start" },
  { type: "voice.stop" },
  { type: "voice.cancel" },
  { type: "voice.ready", audio: voice },
  { type: "voice.fail", problem: { status: 0, code: "INTERNAL", message: "Нет микрофона", fieldErrors: {} } },
] as unknown as ChatEvent[];

type Any = { type: string; text?: string; id?: number; output?: ChatPage | Message };

/** Issue 5's rules, checked on the real actor apart from the machine's own graph. */
function expectRulesHold(before: Snapshot, now: Snapshot, event: Any | null, sends: number[]) {
  // Nothing the member sent is ever lost: it stays pending until the server answers.
  expect(now.context.pending.length).toBeGreaterThanOrEqual(before.context.pending.length);
  const ids = now.context.messages.map((m) => m.id);
  expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  if (!event) return expect(selectStatus(now)).toBe("loading");
  switch (event.type) {
    case "message.send":
      if (selectCanSend(before)) {
        expect(now.context.pending.length).toBe(before.context.pending.length + 1);
        expect(now.context.pending.at(-1)?.content).toBe(before.context.draft.trim());
        expect(now.context.draft).toBe("");
        expect(sends.length).toBe(now.context.pending.length);
      } else expect(now.context.pending).toEqual(before.context.pending);
      break;
    case "voice.ready":
      if (selectVoice(before) !== "idle") {
        expect(now.context.pending.at(-1)?.audio).toBe(voice);
        // The draft stays for the next text message.
        expect(now.context.draft).toBe(before.context.draft);
      }
      break;
    case "xstate.done.actor.loadChat":
      // The newest page, less what was deleted while it loaded.
      if (before.matches("loading"))
        expect(ids).toEqual([5, 6].filter((id) => !before.context.gone.includes(id)));
      break;
    case "xstate.done.actor.loadOlder":
      if (before.matches({ ready: { older: "loading" } })) {
        expect(ids[0]).toBe(3);
        expect(now.context.hasOlder).toBe(false);
      }
      break;
    case "edit.start":
      // Only one's own messages can be edited.
      if (now.context.editing)
        expect(now.context.messages.find((m) => m.id === now.context.editing?.id)?.userId).toBe(SELF);
      break;
    case "xstate.done.actor.catchUp":
      if (!before.matches({ ready: { catchUp: "loading" } })) break; // no call to answer
      // What came while the socket was not yet live appears; nothing shown is lost.
      expect(ids).toContain(7);
      for (const id of before.context.messages.map((m) => m.id)) expect(ids).toContain(id);
      break;
    case "messenger.delete":
      expect(ids).not.toContain(event.id);
      if (before.context.editing?.id === event.id) expect(now.context.editing).toBeNull();
      break;
  }
}

const calls = answerableCalls(["loadChat", "loadOlder", "editMessage"]);
let sends: number[] = [];
const machine = chatMachine.provide({
  actors: {
    ...calls.actors,
    sendMessage: fromCallback<EventObject, SendInput>(() => {
      sends.push(sends.length);
    }),
    mutate: fromCallback(() => {}),
    recorder: fromCallback(() => {}),
  },
});

const input = { chatId: CHAT, selfId: SELF, pageSize: PAGE };

/**
 * What tells states apart here: the regions' states, something to send, older pages to load, and what
 * the guards look at — which messages are there, the text of the own one, the text being edited.
 */
const key = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    selectCanSend(s),
    s.context.hasOlder,
    s.context.messages.map((m) => m.id),
    s.context.messages.find((m) => m.id === 6)?.content ?? null,
    s.context.editing?.text ?? null,
  ]);

/**
 * Sends `event` to the chat: the member's or the socket's as it is; a call's answer only to a call that
 * runs (the catch-up is the chat's own load again, invoked as `catchUp`).
 */
async function deliver(actor: ReturnType<typeof createActor<typeof machine>>, event: AnyEventObject) {
  const before = actor.getSnapshot();
  if (!event.type.startsWith("xstate.")) {
    actor.send(event as ChatEvent);
    return;
  }
  const name = event.type.replace(/^xstate\.(done|error)\.actor\./, "");
  const running =
    (name === "loadChat" && before.matches("loading")) ||
    (name === "catchUp" && before.matches({ ready: { catchUp: "loading" } })) ||
    (name === "loadOlder" && before.matches({ ready: { older: "loading" } })) ||
    (name === "editMessage" && before.matches({ ready: { edit: "saving" } }));
  if (running) await calls.answer({ ...event, type: event.type.replace("catchUp", "loadChat") } as never);
}

function driver(): Driver<Snapshot, ChatEvent> {
  calls.reset();
  sends = [];
  const actor = createActor(machine, { input }).start();
  let before = actor.getSnapshot();
  return {
    async send(event) {
      before = actor.getSnapshot();
      await deliver(actor, event);
    },
    check(model, event) {
      const now = actor.getSnapshot();
      // The graph keeps one snapshot per key (contexts grow), so the model is compared by its key; what
      // the member sees is held to the rules above on the real actor.
      expect(key(now)).toBe(key(model));
      expectRulesHold(before, now, event as Any | null, sends);
    },
  };
}

describe("chat machine, every shortest path", () => {
  const model = testModelOf(chatMachine, {
    events,
    input,
    // The regions' states, and whether there is something to send or older pages to load.
    serializeState: key,
    // A pending message per path is enough: more of them change nothing the graph can tell.
    filterEvents: (s, event) => !(event.type === "message.send" && s.context.pending.length > 0),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it("reaches every state of every region", () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    // loading, failed, and ready's catch-up (2) × older (2) × edit (3) × voice (3) states.
    expect(reached.size).toBe(2 + 2 * 2 * 3 * 3);
    for (const value of [
      '"loading"',
      '"failed"',
      '{"ready":{"catchUp":"idle","older":"loading","edit":"idle","voice":"idle"}}',
      '{"ready":{"catchUp":"idle","older":"idle","edit":"saving","voice":"idle"}}',
      '{"ready":{"catchUp":"loading","older":"idle","edit":"editing","voice":{"active":"finishing"}}}',
    ])
      expect(reached).toContain(value);
  });

  for (const path of paths) {
    const via = path.steps.slice(1).map((s) => label(s.event as never));
    it(`reaches ${JSON.stringify(path.state.value)} via ${via.join(" → ") || "start"}`, async () => {
      await walkEveryEdge(chatMachine, path, events, driver);
    });
  }
});

/**
 * Every expected state's shortest way and every transition out of it (once), from expectations written
 * apart from the machine (tests/model/expectations/chat.expected.ts), walked on the real machine and
 * checked after every step: a guard inverted or a transition retargeted fails here.
 */
describe("chat machine against expectations written apart from it", () => {
  const all = events as unknown as AnyEventObject[];
  const ways = expectedWays(chatStart, all, expectedChat);
  const taken = new Set<string>();

  /** Drives a fresh chat through `steps` (an answer only to a call that runs), checking after each. */
  async function walk(steps: ReadonlyArray<AnyEventObject>) {
    calls.reset();
    sends = [];
    const actor = createActor(machine, { input }).start();
    let expected = chatStart;
    const check = (after: string) => {
      const snapshot = actor.getSnapshot();
      const six = snapshot.context.messages.find((m) => m.id === 6);
      expect(
        {
          value: snapshot.value,
          messages: snapshot.context.messages.map((m) => m.id),
          hasOlder: snapshot.context.hasOlder,
          editing: snapshot.context.editing,
          text6: six?.content ?? null,
        },
        `after ${after}`,
      ).toEqual({
        value: chatValue(expected),
        messages: expected.messages,
        hasOlder: expected.hasOlder,
        editing: expected.editing,
        text6: expected.messages.includes(6) ? expected.text6 : null,
      });
    };
    check("the start");
    for (const event of steps) {
      await deliver(actor, event);
      expected = expectedChat(expected, event);
      check(steps.map((one) => label(one as never)).join(" → "));
    }
    actor.stop();
  }

  for (const { steps, end } of ways) {
    const via = steps.map((one) => label(one as never)).join(" → ") || "start";
    it(`${JSON.stringify(chatValue(end))} via ${via}, and every way out not taken yet`, async () => {
      await walk(steps);
      const way = (state: ExpectedChat, event: AnyEventObject) =>
        `${JSON.stringify(chatValue(state))} ${label(event as never)}`;
      for (const event of waysOut(end, all, expectedChat, way, taken)) await walk([...steps, event]);
    });
  }
});
