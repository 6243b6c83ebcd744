import { describe, expect, it, vi } from "vitest";
import { createActor, type EventObject, fromCallback, fromPromise } from "xstate";
import { ApiError } from "../../src/api/errors";
import type { Message } from "../../src/api/schema/message";
import {
  type ChatInfo,
  type ChatPage,
  chatMachine,
  type LoadChatInput,
  type Mutation,
  type SendInput,
} from "../../src/machines/messenger/chat.machine";
import type { ChatStorage, SavedChat } from "../../src/machines/messenger/chat.messages";
import {
  selectActionProblem,
  selectCanSend,
  selectEditing,
  selectHasOlder,
  selectMessages,
  selectPending,
  selectReadState,
  selectRefusedFiles,
  selectStatus,
  selectVoice,
  selectVoiceMs,
} from "../../src/machines/messenger/chat.selectors";
import { messageReadStateMachine } from "../../src/machines/messenger/message-read-state.machine";
import { testMessage } from "../helpers/messenger";

// A real 1×1 PNG; a ZIP archive's first bytes; a WAV file's header and some sound.
const png = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const zipBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(100).fill(1)]);
const wavBytes = new Uint8Array([
  ...new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "),
  ...new Array(100).fill(0),
]);

const SELF = 7;
const ANNA = 9;
const CHAT = 3;
/** A chat the member may not write to: forwarding there is refused. */
const CLOSED = 404;

const chatInfo: ChatInfo = {
  id: CHAT,
  isDirect: true,
  user: { id: ANNA, name: "Анна", avatar: "/a.png" },
  members: [
    { id: SELF, name: "Я", avatar: "/me.png" },
    { id: ANNA, name: "Анна", avatar: "/a.png" },
  ],
  lastMessage: null,
  unread: 0,
  readUpToId: null,
  createdAt: "2025-03-01T10:00:00.000Z",
  updatedAt: "2025-03-01T10:00:00.000Z",
};

const message = (id: number, userId: number, extra: Partial<Message> = {}) =>
  testMessage(id, CHAT, userId, extra);

const microtasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function memoryStorage(initial: Record<number, SavedChat> = {}) {
  const saved = new Map(Object.entries(initial).map(([k, v]) => [Number(k), v]));
  const storage: ChatStorage = {
    read: (chatId) => saved.get(chatId) ?? { draft: "", outbox: [] },
    write: (chatId, value) => saved.set(chatId, value),
  };
  return { storage, saved };
}

/** A chat actor whose calls the test answers: pages by `before`, sends and changes recorded. */
function openChat(
  options: { pages?: Record<number, Message[]>; count?: number; storage?: ChatStorage } = {},
) {
  const pages = options.pages ?? { 0: [message(1, ANNA), message(2, SELF)] };
  const loads: LoadChatInput[] = [];
  const sends: Array<{ input: SendInput; answer: (m: Message) => void; fail: (e: unknown) => void }> = [];
  const mutations: Mutation[] = [];
  const edits: Array<{ id: number; content: string }> = [];
  const marks: Array<{ chatId: number; upToId: number }> = [];
  const recorder = { started: 0, stopped: 0, sendBack: (_: never) => {} };
  let rings = 0;
  const loader = fromPromise<ChatPage, LoadChatInput>(async ({ input }) => {
    loads.push(input);
    const rows = pages[input.before ?? 0] ?? [];
    return { chat: chatInfo, rows, count: options.count ?? rows.length };
  });
  const logic = chatMachine.provide({
    actors: {
      loadChat: loader,
      loadOlder: loader,
      editMessage: fromPromise(async ({ input }) => {
        edits.push(input);
        return message(input.id, SELF, { content: input.content, editedAt: "2025-03-02T10:00:00.000Z" });
      }),
      sendMessage: fromCallback<EventObject, SendInput>(({ input, sendBack }) => {
        sends.push({
          input,
          answer: (m) => sendBack({ type: "send.done", localId: input.localId, message: m }),
          fail: (error) =>
            sendBack({
              type: "send.fail",
              localId: input.localId,
              problem: { status: 0, code: "INTERNAL", message: String(error), fieldErrors: {} },
            }),
        });
      }),
      mutate: fromCallback<EventObject, Mutation & { key: string }>(({ input, sendBack }) => {
        mutations.push(input);
        if (input.kind === "forward") {
          const problem = {
            status: 403,
            code: "FORBIDDEN",
            message: "Этот чат вам недоступен",
            fieldErrors: {},
          };
          if (input.chatId === CLOSED) sendBack({ type: "mutation.fail", key: input.key, problem });
          else
            sendBack({
              type: "mutation.done",
              key: input.key,
              message: message(50, SELF, { chatId: input.chatId }),
            });
          return;
        }
        const reactions =
          input.kind === "react"
            ? [{ code: input.code, count: 1, userIds: [SELF] }]
            : ([] as Message["reactions"]);
        sendBack({ type: "mutation.done", key: input.key, message: message(input.id, ANNA, { reactions }) });
      }),
      recorder: fromCallback(({ sendBack, receive }) => {
        recorder.started++;
        recorder.sendBack = sendBack as never;
        receive(() => {
          recorder.stopped++;
          sendBack({ type: "voice.ready", audio: new Blob(["ogg"], { type: "audio/webm" }) });
        });
      }),
      readState: messageReadStateMachine.provide({
        actors: {
          markRead: fromPromise(async ({ input }) => {
            marks.push(input);
            return {};
          }),
        },
      }),
    },
    actions: { ring: () => rings++ },
  });
  const actor = createActor(logic, {
    input: { chatId: CHAT, selfId: SELF, pageSize: 2, storage: options.storage ?? memoryStorage().storage },
  }).start();
  return {
    actor,
    loads,
    sends,
    mutations,
    edits,
    marks,
    recorder,
    rings: () => rings,
    ids: () => selectMessages(actor.getSnapshot()).map((m) => m.id),
    readState: () => selectReadState(actor.getSnapshot())?.getSnapshot().context,
  };
}

describe("chat machine", () => {
  it("loads the newest page, then older pages before the oldest shown, keeping the order", async () => {
    const chat = openChat({
      pages: {
        0: [message(5, ANNA), message(6, SELF)],
        5: [message(3, ANNA), message(4, ANNA)],
        3: [message(2, SELF)],
      },
      count: 5,
    });
    await microtasks();
    expect(selectStatus(chat.actor.getSnapshot())).toBe("ready");
    expect(chat.ids()).toEqual([5, 6]);
    expect(selectHasOlder(chat.actor.getSnapshot())).toBe(true);
    chat.actor.send({ type: "older.load" });
    await microtasks();
    expect(chat.loads.at(-1)).toEqual({ chatId: CHAT, limit: 2, before: 5 });
    expect(chat.ids()).toEqual([3, 4, 5, 6]);
    chat.actor.send({ type: "older.load" });
    await microtasks();
    expect(chat.ids()).toEqual([2, 3, 4, 5, 6]);
    // A short page was the last one.
    expect(selectHasOlder(chat.actor.getSnapshot())).toBe(false);
    chat.actor.send({ type: "older.load" });
    await microtasks();
    expect(chat.loads).toHaveLength(3);
  });

  it("takes live messages of its own chat only; rings for another member's message when not in view", async () => {
    const chat = openChat();
    await microtasks();
    chat.actor.send({ type: "messenger.send", message: message(10, ANNA, { chatId: 99 }) });
    expect(chat.ids()).toEqual([1, 2]);
    chat.actor.send({ type: "messenger.send", message: message(3, ANNA) });
    expect(chat.ids()).toEqual([1, 2, 3]);
    expect(chat.rings()).toBe(1);
    // The same event again (a replay) neither doubles the message nor rings again.
    chat.actor.send({ type: "messenger.send", message: message(3, ANNA) });
    expect(chat.ids()).toEqual([1, 2, 3]);
    expect(chat.rings()).toBe(1);
    chat.actor.send({ type: "chat.show" });
    chat.actor.send({ type: "window.focus" });
    chat.actor.send({ type: "messenger.send", message: message(4, ANNA) });
    chat.actor.send({ type: "messenger.send", message: message(5, SELF) });
    expect(chat.rings()).toBe(1);
    expect(chat.ids()).toEqual([1, 2, 3, 4, 5]);
  });

  it("marks what is in view as read, and counts ticks from the `check` events of others", async () => {
    const chat = openChat();
    await microtasks();
    expect(chat.readState()?.unchecked).toEqual([1]);
    chat.actor.send({ type: "chat.show" });
    chat.actor.send({ type: "window.focus" });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(chat.marks).toEqual([{ chatId: CHAT, upToId: 1 }]);
    expect(chat.readState()?.readUpTo).toBe(0);
    chat.actor.send({
      type: "messenger.check",
      receipt: { chatId: CHAT, readerId: ANNA, upToId: 2, checked: 1, readerUnread: 0 },
    });
    expect(chat.readState()?.readUpTo).toBe(2);
    // Another chat's receipt changes nothing here.
    chat.actor.send({
      type: "messenger.check",
      receipt: { chatId: 99, readerId: ANNA, upToId: 50, checked: 1, readerUnread: 0 },
    });
    expect(chat.readState()?.readUpTo).toBe(2);
  });

  it("sends the draft as a pending message, replaced by the server's answer; the draft is kept meanwhile", async () => {
    const { storage, saved } = memoryStorage();
    const chat = openChat({ storage });
    await microtasks();
    chat.actor.send({ type: "message.send" });
    expect(chat.sends).toHaveLength(0);
    chat.actor.send({ type: "draft.change", text: "  Привет!  " });
    expect(saved.get(CHAT)?.draft).toBe("  Привет!  ");
    expect(selectCanSend(chat.actor.getSnapshot())).toBe(true);
    chat.actor.send({ type: "message.send" });
    expect(chat.sends.map((s) => s.input.content)).toEqual(["Привет!"]);
    const [pending] = selectPending(chat.actor.getSnapshot());
    expect(pending).toMatchObject({ content: "Привет!", status: "sending" });
    // Until the server answers, a reload would find it in the outbox.
    expect(saved.get(CHAT)).toMatchObject({ draft: "", outbox: [{ content: "Привет!" }] });
    chat.sends[0]?.answer(message(3, SELF, { content: "Привет!" }));
    expect(selectPending(chat.actor.getSnapshot())).toEqual([]);
    expect(chat.ids()).toEqual([1, 2, 3]);
    expect(saved.get(CHAT)?.outbox).toEqual([]);
    // The socket's copy of the same message changes nothing.
    chat.actor.send({ type: "messenger.send", message: message(3, SELF, { content: "Привет!" }) });
    expect(chat.ids()).toEqual([1, 2, 3]);
  });

  it("keeps a failed message to send again or discard", async () => {
    const chat = openChat();
    await microtasks();
    chat.actor.send({ type: "draft.change", text: "раз" });
    chat.actor.send({ type: "message.send" });
    chat.sends[0]?.fail(new ApiError(0, { error: { code: "INTERNAL", message: "нет связи" } }));
    const [failed] = selectPending(chat.actor.getSnapshot());
    expect(failed?.status).toBe("failed");
    chat.actor.send({ type: "message.retry", localId: failed?.localId ?? "" });
    expect(chat.sends).toHaveLength(2);
    expect(chat.sends[1]?.input.localId).toBe(failed?.localId);
    expect(selectPending(chat.actor.getSnapshot())[0]?.status).toBe("sending");
    chat.sends[1]?.fail("снова");
    chat.actor.send({ type: "message.discard", localId: failed?.localId ?? "" });
    expect(selectPending(chat.actor.getSnapshot())).toEqual([]);
  });

  it("restores the draft and unanswered text after a reload; one the server has is not sent twice", async () => {
    const { storage } = memoryStorage({
      [CHAT]: {
        draft: "недописанное",
        outbox: [
          { localId: "a", content: "сообщение 2", createdAt: "2025-03-01T10:01:00.000Z" },
          { localId: "b", content: "потерялось", createdAt: "2025-03-01T10:01:00.000Z" },
        ],
      },
    });
    const chat = openChat({ storage });
    expect(chat.actor.getSnapshot().context.draft).toBe("недописанное");
    await microtasks();
    // «сообщение 2» is message 2 of the member: it reached the server before the page closed.
    expect(selectPending(chat.actor.getSnapshot()).map((p) => [p.localId, p.status])).toEqual([
      ["b", "failed"],
    ]);
  });

  it("sends picked files with the text, and a recording as a voice message", async () => {
    const chat = openChat();
    await microtasks();
    const photo = new File([png], "фото.png", { type: "image/png" });
    chat.actor.send({ type: "files.add", files: [photo, new File(["x"], "лишний.txt")] });
    await vi.waitFor(() => expect(chat.actor.getSnapshot().context.files).toHaveLength(2));
    chat.actor.send({ type: "files.remove", index: 1 });
    chat.actor.send({ type: "message.send" });
    expect(chat.sends[0]?.input).toMatchObject({ content: "", attachments: [photo], audio: null });
    expect(chat.actor.getSnapshot().context.files).toEqual([]);

    chat.actor.send({ type: "voice.start" });
    expect(selectVoice(chat.actor.getSnapshot())).toBe("recording");
    chat.actor.send({ type: "voice.tick", ms: 1500 });
    expect(selectVoiceMs(chat.actor.getSnapshot())).toBe(1500);
    chat.actor.send({ type: "voice.stop" });
    expect(chat.recorder.stopped).toBe(1);
    expect(selectVoice(chat.actor.getSnapshot())).toBe("idle");
    expect(chat.sends[1]?.input.audio).toBeInstanceOf(Blob);
    expect(chat.sends[1]?.input.content).toBe("");
  });

  // Issue 28 §7: «big.bin» passed the picker, then sank the whole message at the server («Тип файла
  // «big.bin» не поддерживается»).
  it("checks each file as it is picked, as the server will: those it would refuse are said and left out, the rest go", async () => {
    const chat = openChat();
    await microtasks();
    const photo = new File([png], "фото.png", { type: "image/png" });
    const binary = new File([new Uint8Array(5000).map((_, i) => (i * 7919) % 256)], "big.bin", {
      type: "application/octet-stream",
    });
    const empty = new File([], "пусто.txt", { type: "text/plain" });
    const disguised = new File([zipBytes], "снимок.png", { type: "image/png" });
    // Named loosely by the browser, taken by its content: text without a type, a WAV as audio/x-wav.
    const notes = new File(["заметки"], "notes", { type: "" });
    const wav = new File([wavBytes], "звук.wav", { type: "audio/x-wav" });
    chat.actor.send({ type: "files.add", files: [photo, binary, empty, disguised, notes, wav] });
    await vi.waitFor(() => expect(chat.actor.getSnapshot().context.files).toHaveLength(3));
    const context = () => chat.actor.getSnapshot().context;
    expect(context().files).toEqual([photo, notes, wav]);
    expect(selectRefusedFiles(chat.actor.getSnapshot())).toEqual([
      { name: "big.bin", fault: "type" },
      { name: "пусто.txt", fault: "empty" },
      { name: "снимок.png", fault: "type" },
    ]);
    // Beyond ten in a message: the extra ones are said too.
    const more = Array.from({ length: 9 }, (_, i) => new File([png], `ещё-${i}.png`, { type: "image/png" }));
    chat.actor.send({ type: "files.add", files: more });
    expect(selectRefusedFiles(chat.actor.getSnapshot())).toEqual([]);
    await vi.waitFor(() => expect(context().files).toHaveLength(10));
    expect(selectRefusedFiles(chat.actor.getSnapshot()).map((f) => f.fault)).toEqual(["count", "count"]);
    chat.actor.send({ type: "message.send" });
    expect(chat.sends[0]?.input.attachments).toHaveLength(10);
    expect(selectRefusedFiles(chat.actor.getSnapshot())).toEqual([]);
  });

  it("a resync during an edit ends it, so no editor is left without keys", async () => {
    const chat = openChat();
    await microtasks();
    chat.actor.send({ type: "edit.start", id: 2 });
    expect(selectEditing(chat.actor.getSnapshot())).not.toBeNull();
    chat.actor.send({ type: "messenger.resync" });
    await microtasks();
    expect(selectEditing(chat.actor.getSnapshot())).toBeNull();
    // Editing works again afterwards.
    chat.actor.send({ type: "edit.start", id: 2 });
    chat.actor.send({ type: "edit.change", text: "снова" });
    expect(selectEditing(chat.actor.getSnapshot())?.text).toBe("снова");
  });

  it("edits own messages in place, toggles reactions, and drops deleted messages live", async () => {
    const chat = openChat();
    await microtasks();
    chat.actor.send({ type: "edit.start", id: 1 });
    expect(selectEditing(chat.actor.getSnapshot())).toBeNull();
    chat.actor.send({ type: "edit.start", id: 2 });
    chat.actor.send({ type: "edit.change", text: "исправлено" });
    chat.actor.send({ type: "edit.save" });
    await microtasks();
    expect(chat.edits).toEqual([{ id: 2, content: "исправлено" }]);
    expect(selectMessages(chat.actor.getSnapshot())[1]?.editedAt).not.toBeNull();
    expect(selectMessages(chat.actor.getSnapshot())[1]?.editedAt).toBe("2025-03-02T10:00:00.000Z");
    expect(selectEditing(chat.actor.getSnapshot())).toBeNull();

    chat.actor.send({ type: "reaction.toggle", id: 1, code: "heart" });
    expect(chat.mutations.at(-1)).toMatchObject({ kind: "react", id: 1, code: "heart" });
    chat.actor.send({ type: "reaction.toggle", id: 1, code: "heart" });
    expect(chat.mutations.at(-1)).toMatchObject({ kind: "unreact", id: 1, code: "heart" });

    chat.actor.send({ type: "messenger.delete", id: 1, chatId: CHAT });
    expect(chat.ids()).toEqual([2]);
    expect(chat.readState()?.unchecked).toEqual([]);
    // A late copy of a deleted message does not bring it back.
    chat.actor.send({ type: "messenger.update", message: message(1, ANNA) });
    expect(chat.ids()).toEqual([2]);
  });

  it("forwards a message, whose copy is the other chat's; a refused forward says why until dismissed", async () => {
    const chat = openChat();
    await microtasks();
    chat.actor.send({ type: "message.forward", id: 1, chatId: 44 });
    expect(chat.mutations.at(-1)).toMatchObject({ kind: "forward", id: 1, chatId: 44 });
    expect(chat.ids()).toEqual([1, 2]);
    chat.actor.send({ type: "message.forward", id: 1, chatId: CLOSED });
    expect(selectActionProblem(chat.actor.getSnapshot())?.message).toBe("Этот чат вам недоступен");
    chat.actor.send({ type: "problem.dismiss" });
    expect(selectActionProblem(chat.actor.getSnapshot())).toBeNull();
  });

  it("a message the member deleted leaves the list for good: a late copy does not bring it back", async () => {
    const chat = openChat();
    await microtasks();
    chat.actor.send({ type: "message.removed", id: 1 });
    expect(chat.ids()).toEqual([2]);
    chat.actor.send({ type: "messenger.send", message: message(1, ANNA) });
    expect(chat.ids()).toEqual([2]);
  });

  it("a pending message's upload progress only grows", async () => {
    const chat = openChat();
    await microtasks();
    chat.actor.send({ type: "draft.change", text: "с файлом" });
    chat.actor.send({ type: "message.send" });
    const localId = chat.sends[0]?.input.localId ?? "";
    chat.actor.send({ type: "send.progress", localId, progress: 40 });
    chat.actor.send({ type: "send.progress", localId, progress: 20 });
    expect(selectPending(chat.actor.getSnapshot())[0]?.progress).toBe(40);
  });

  it("tells its read state when the chat leaves the screen or the window loses focus", async () => {
    const chat = openChat();
    await microtasks();
    chat.actor.send({ type: "chat.show" });
    chat.actor.send({ type: "window.focus" });
    expect(chat.readState()).toMatchObject({ visible: true, focused: true });
    chat.actor.send({ type: "chat.hide" });
    expect(chat.readState()).toMatchObject({ visible: false, focused: true });
    chat.actor.send({ type: "chat.show" });
    chat.actor.send({ type: "window.blur" });
    expect(chat.readState()).toMatchObject({ visible: true, focused: false });
  });
});
