import {
  type ActorRefFrom,
  assign,
  type EventObject,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
} from "xstate";
import { messageFileRules, type ReadReceipt } from "../../api/endpoints/messenger";
import type { ChatWithMessages } from "../../api/schema/chat";
import type { Message } from "../../api/schema/message";
import { checkPicked, type PickedFault } from "../lib/file-faults";
import { type Problem, toProblem } from "../lib/problem";
import {
  type ChatStorage,
  hasOwnReaction,
  mergeMessages,
  noStorage,
  outboxOf,
  type PendingMessage,
  settleRestored,
  withoutMessage,
} from "./chat.messages";
import { type MessageReadStateEvent, messageReadStateMachine } from "./message-read-state.machine";

/** A chat without its messages: who is in it, its last message, its unread count. */
export type ChatInfo = Omit<ChatWithMessages, "messages">;

/** What loading a chat answers: the chat and one page of its messages, oldest first. */
export interface ChatPage {
  readonly chat: ChatInfo;
  readonly rows: ReadonlyArray<Message>;
  /** Every message of the chat. */
  readonly count: number;
}

/** A page to load: the newest (no `before`) or the `limit` messages just older than message `before`. */
export interface LoadChatInput {
  readonly chatId: number;
  readonly limit: number;
  readonly before?: number;
}

/** What the sending actor sends: a pending message of chat `chatId`. */
export interface SendInput {
  readonly chatId: number;
  readonly localId: string;
  readonly content: string;
  readonly attachments: ReadonlyArray<File>;
  readonly audio: Blob | null;
}

/** Changes of a message that the chat does not wait for: reactions and forwards. */
export type Mutation =
  | { readonly kind: "react" | "unreact"; readonly id: number; readonly code: string }
  | { readonly kind: "forward"; readonly id: number; readonly chatId: number };

/** What the `messenger` socket events say (src/streams/messenger.stream.ts makes them). */
export type MessengerSignal =
  | { type: "messenger.send"; message: Message }
  | { type: "messenger.update"; message: Message }
  | { type: "messenger.delete"; id: number; chatId: number }
  | { type: "messenger.check"; receipt: ReadReceipt }
  /** A chat with the member was started (by them, in another tab, or by another member). */
  | { type: "messenger.chat"; chatId: number }
  /** The socket missed events it can no longer replay: what is shown is loaded again. */
  | { type: "messenger.resync" }
  /** The socket delivers everything from now on: a list loaded before may lack an event, and is asked again. */
  | { type: "messenger.live" };

/** Every {@link MessengerSignal}'s type: what a machine that hears them asserts an event to be. */
export const messengerSignalTypes = [
  "messenger.send",
  "messenger.update",
  "messenger.delete",
  "messenger.check",
  "messenger.chat",
  "messenger.resync",
  "messenger.live",
] as const satisfies ReadonlyArray<MessengerSignal["type"]>;

export type ChatEvent =
  | MessengerSignal
  /** Load the chat again (after a failure, or a resync). */
  | { type: "chat.reload" }
  /** The member scrolled to the top: the page of messages before the oldest shown. */
  | { type: "older.load" }
  /** The composer's text changed (kept as the chat's draft). */
  | { type: "draft.change"; text: string }
  /** Files picked for the next message (checked, then shown as previews until sent). */
  | { type: "files.add"; files: ReadonlyArray<File> }
  /** From the check of files picked (`key` names it): those that may go, and those left out with why. */
  | {
      type: "files.checked";
      key: string;
      accepted: ReadonlyArray<File>;
      refused: ReadonlyArray<RefusedFile>;
    }
  | { type: "files.remove"; index: number }
  /** Send the draft and the picked files (Enter, or the send button). */
  | { type: "message.send" }
  /** Send a failed pending message again; or give it up. */
  | { type: "message.retry"; localId: string }
  | { type: "message.discard"; localId: string }
  /** From the sending actor. */
  | { type: "send.progress"; localId: string; progress: number }
  | { type: "send.done"; localId: string; message: Message }
  | { type: "send.fail"; localId: string; problem: Problem }
  /** Edit one's own message in place. */
  | { type: "edit.start"; id: number }
  | { type: "edit.change"; text: string }
  | { type: "edit.save" }
  | { type: "edit.cancel" }
  /** Give or take back one's reaction `code`. */
  | { type: "reaction.toggle"; id: number; code: string }
  /** Forward message `id` into chat `chatId`. */
  | { type: "message.forward"; id: number; chatId: number }
  /** From a reaction or forward in the background. */
  | { type: "mutation.done"; key: string; message: Message }
  | { type: "mutation.fail"; key: string; problem: Problem }
  /** The member deleted message `id` (confirmed in the dialog, answered by the server). */
  | { type: "message.removed"; id: number }
  | { type: "problem.dismiss" }
  /** A voice message: start recording, stop and send it, or throw it away. */
  | { type: "voice.start" }
  | { type: "voice.stop" }
  | { type: "voice.cancel" }
  /** From the recorder: how long it has recorded, the recording, or why it could not. */
  | { type: "voice.tick"; ms: number }
  | { type: "voice.ready"; audio: Blob }
  | { type: "voice.fail"; problem: Problem }
  /** The chat's last messages are on screen (or not), and the window has the focus (or not). */
  | { type: "chat.show" }
  | { type: "chat.hide" }
  | { type: "window.focus" }
  | { type: "window.blur" };

/** A picked file left out of the next message, and why (what the server would refuse it for). */
export interface RefusedFile {
  readonly name: string;
  readonly fault: PickedFault;
}

/** What the check of picked files is asked; it answers `files.checked` with the same `key`. */
export interface CheckFilesInput {
  readonly key: string;
  readonly files: ReadonlyArray<File>;
}

/**
 * The check of picked files: each by the contract's rule for a message's attachments, as the server will
 * check it — its size, then its first bytes with its declared type (src/machines/lib/file-faults.ts).
 * The count is the machine's (it knows what was picked before).
 */
const checkPickedFiles = fromCallback<EventObject, CheckFilesInput>(({ input, sendBack }) => {
  let stopped = false;
  void Promise.all(
    input.files.map((file) => checkPicked(file, messageFileRules.attachments).catch(() => "type" as const)),
  ).then((faults) => {
    if (stopped) return;
    sendBack({
      type: "files.checked",
      key: input.key,
      accepted: input.files.filter((_, index) => faults[index] === null),
      refused: input.files.flatMap((file, index) => {
        const fault = faults[index];
        return fault ? [{ name: file.name, fault }] : [];
      }),
    } satisfies ChatEvent);
  });
  return () => {
    stopped = true;
  };
});

/** What the recorder hears: stop and hand over the recording (`voice.ready`). */
export type RecorderEvent = { type: "recorder.stop" };

export interface ChatInput {
  readonly chatId: number;
  readonly selfId: number;
  /** Messages a page; 50 by default. */
  readonly pageSize?: number;
  /** Where the draft and unsent text live; nothing is kept without one. */
  readonly storage?: ChatStorage;
}

export interface ChatContext {
  readonly chatId: number;
  readonly selfId: number;
  readonly pageSize: number;
  readonly storage: ChatStorage;
  readonly chat: ChatInfo | null;
  /** Loaded messages, oldest first. */
  readonly messages: ReadonlyArray<Message>;
  /** Messages deleted while the chat was open: a page loaded late must not bring them back. */
  readonly gone: ReadonlyArray<number>;
  readonly hasOlder: boolean;
  readonly pending: ReadonlyArray<PendingMessage>;
  readonly draft: string;
  readonly files: ReadonlyArray<File>;
  /** Files of the last pick left out, and why: said under the composer until the next pick or send. */
  readonly refusedFiles: ReadonlyArray<RefusedFile>;
  /** The message being edited and its new text. */
  readonly editing: { readonly id: number; readonly text: string } | null;
  readonly voiceMs: number;
  readonly visible: boolean;
  readonly focused: boolean;
  /** Why the chat could not be loaded. */
  readonly problem: Problem | null;
  /** Why the last action (older page, edit, reaction, forward, recording) failed; shown until dismissed. */
  readonly actionProblem: Problem | null;
  /** Counts local ids and background changes. */
  readonly sequence: number;
}

const unprovided = (name: string) => () => {
  throw new Error(`chatMachine: provide the \`${name}\` actor`);
};

const senderId = (item: Pick<PendingMessage, "localId" | "attempt">) =>
  `send-${item.localId}-${item.attempt}`;

/** What the inline `enqueueActions` of this machine hand to the helpers below. */
interface Enqueue {
  assign(changes: Partial<ChatContext>): void;
  sendTo(actor: "readState", event: MessageReadStateEvent): void;
  spawnChild(src: "sendMessage", options: { id: string; input: SendInput }): void;
}

/** Puts `messages` in the list (not those deleted meanwhile) and tells the read state of them. */
function receive(enqueue: Enqueue, context: ChatContext, messages: ReadonlyArray<Message>) {
  const fresh = messages.filter((m) => m.chatId === context.chatId && !context.gone.includes(m.id));
  if (fresh.length === 0) return;
  enqueue.assign({ messages: mergeMessages(context.messages, fresh, context.chatId) });
  enqueue.sendTo("readState", { type: "message.add", messages: fresh });
}

/** The chat's newest page: what it loads first, and again when the socket goes live. */
const newestPage = ({ context }: { context: ChatContext }) => ({
  chatId: context.chatId,
  limit: context.pageSize,
});

/** Takes message `id` out of the list for good. */
function drop(enqueue: Enqueue, context: ChatContext, id: number) {
  enqueue.assign({
    messages: withoutMessage(context.messages, id),
    gone: [...context.gone.slice(-99), id],
    editing: context.editing?.id === id ? null : context.editing,
  });
  enqueue.sendTo("readState", { type: "message.remove", id });
}

/** Starts a try of pending message `item` with its own sending actor. */
function startSending(enqueue: Enqueue, context: ChatContext, item: PendingMessage) {
  enqueue.spawnChild("sendMessage", {
    id: senderId(item),
    input: {
      chatId: context.chatId,
      localId: item.localId,
      content: item.content,
      attachments: item.attachments,
      audio: item.audio,
    },
  });
}

/**
 * A new pending message from the draft and picked files, or from a recording; the composer empties.
 * The caller saves afterwards: the outbox holds it before the server answers.
 */
function queue(enqueue: Enqueue, context: ChatContext, audio: Blob | null) {
  const sequence = context.sequence + 1;
  const item: PendingMessage = {
    localId: `${Date.now().toString(36)}-${sequence}`,
    content: audio ? "" : context.draft.trim(),
    attachments: audio ? [] : context.files,
    audio,
    status: "sending",
    progress: 0,
    problem: null,
    createdAt: new Date().toISOString(),
    attempt: 1,
  };
  const pending = [...context.pending, item];
  const draft = audio ? context.draft : "";
  enqueue.assign({
    sequence,
    pending,
    draft,
    files: audio ? context.files : [],
    refusedFiles: audio ? context.refusedFiles : [],
  });
  startSending(enqueue, context, item);
}

/**
 * One open chat (spec §3 "Chat", §4 "Message", issue 5 "Client"): its messages, paged from the newest
 * back (`older.load`), kept live by the `messenger` events the chat list routes here; the composer's
 * draft and picked files (each checked as it is picked, as the server will check it: one it would refuse
 * is left out and said — `refusedFiles` — so that it does not sink the message with the others); messages being sent (pending until the server answers, each with its own
 * sending actor that reports upload progress; a failed one can be sent again or discarded; the text of
 * unanswered ones is kept through a reload); editing in place; reactions and forwards; voice recording.
 *
 * The read state of the chat is its child `readState` (the `messageReadState` machine): this machine
 * tells it which messages exist and whether the chat is in view, and it marks them read and counts
 * ticks. A message of another member that arrives while the chat is not in view rings (`ring`).
 *
 * States: `loading` → `ready` | `failed`; `ready` runs three regions at once — `older` (paging), `edit`
 * and `voice`.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    loadChat: fromPromise<ChatPage, LoadChatInput>(unprovided("loadChat")),
    /** The same call for the pages before the first (its own name, so that each is answered apart). */
    loadOlder: fromPromise<ChatPage, LoadChatInput>(unprovided("loadOlder")),
    editMessage: fromPromise<Message, { id: number; content: string }>(unprovided("editMessage")),
    sendMessage: fromCallback<EventObject, SendInput>(unprovided("sendMessage")),
    mutate: fromCallback<EventObject, Mutation & { key: string }>(unprovided("mutate")),
    recorder: fromCallback<RecorderEvent, void>(unprovided("recorder")),
    readState: messageReadStateMachine,
    /** Checks files as they are picked (reads their first bytes: nothing to provide). */
    checkFiles: checkPickedFiles,
  },
  actions: {
    /** The chat sound (spec §9): provided by the page. */
    ring: () => {},
    save: ({ context }) =>
      context.storage.write(context.chatId, { draft: context.draft, outbox: outboxOf(context.pending) }),
    tellReadState: sendTo("readState", ({ event }) => {
      switch (event.type) {
        case "messenger.check":
          return { type: "messenger.check", readerId: event.receipt.readerId, upToId: event.receipt.upToId };
        case "chat.show":
        case "chat.hide":
        case "window.focus":
        case "window.blur":
          return { type: event.type };
        default:
          throw new Error(`chatMachine: ${event.type} is not for the read state`);
      }
    }),
  },
  guards: {
    canSend: ({ context }) => context.draft.trim() !== "" || context.files.length > 0,
    isThisChat: ({ context, event }) =>
      "message" in event
        ? event.message.chatId === context.chatId
        : "receipt" in event
          ? event.receipt.chatId === context.chatId
          : "chatId" in event && event.chatId === context.chatId,
    hasOlder: ({ context }) => context.hasOlder && context.messages.length > 0,
    editable: ({ context, event }) => {
      if (event.type !== "edit.start") return false;
      const message = context.messages.find((m) => m.id === event.id);
      return message !== undefined && message.userId === context.selfId && message.forwardedFrom === null;
    },
    editChanged: ({ context }) => {
      const editing = context.editing;
      const message = editing && context.messages.find((m) => m.id === editing.id);
      if (!editing || !message) return false;
      const text = editing.text.trim();
      return text !== message.content && (text !== "" || message.attachments.length > 0);
    },
  },
}).createMachine({
  id: "chat",
  context: ({ input }) => {
    const storage = input.storage ?? noStorage;
    const saved = storage.read(input.chatId);
    return {
      chatId: input.chatId,
      selfId: input.selfId,
      pageSize: input.pageSize ?? 50,
      storage,
      chat: null,
      messages: [],
      gone: [],
      hasOlder: false,
      // Saved text messages were never answered while the page was open: they wait, failed, until the
      // chat's messages show whether they reached the server (settleRestored).
      pending: saved.outbox.map((item) => ({
        ...item,
        attachments: [],
        audio: null,
        status: "failed" as const,
        progress: 0,
        problem: null,
        attempt: 0,
      })),
      draft: saved.draft,
      files: [],
      refusedFiles: [],
      editing: null,
      voiceMs: 0,
      visible: false,
      focused: false,
      problem: null,
      actionProblem: null,
      sequence: 0,
    };
  },
  invoke: {
    id: "readState",
    src: "readState",
    input: ({ context }) => ({ chatId: context.chatId, selfId: context.selfId }),
  },
  on: {
    "messenger.send": {
      guard: "isThisChat",
      actions: enqueueActions(({ context, event, enqueue }) => {
        const known = context.messages.some((m) => m.id === event.message.id);
        receive(enqueue, context, [event.message]);
        const inView = context.visible && context.focused;
        if (!known && event.message.userId !== context.selfId && !inView) enqueue("ring");
      }),
    },
    "messenger.update": {
      guard: "isThisChat",
      actions: enqueueActions(({ context, event, enqueue }) => {
        // An update of a message not loaded (older than the pages shown) stays unloaded.
        if (context.messages.some((m) => m.id === event.message.id))
          receive(enqueue, context, [event.message]);
      }),
    },
    "messenger.delete": {
      guard: "isThisChat",
      actions: enqueueActions(({ context, event, enqueue }) => drop(enqueue, context, event.id)),
    },
    "message.removed": {
      actions: enqueueActions(({ context, event, enqueue }) => drop(enqueue, context, event.id)),
    },
    "messenger.check": { guard: "isThisChat", actions: "tellReadState" },
    "messenger.resync": { target: ".loading" },
    "chat.show": { actions: [assign({ visible: true }), "tellReadState"] },
    "chat.hide": { actions: [assign({ visible: false }), "tellReadState"] },
    "window.focus": { actions: [assign({ focused: true }), "tellReadState"] },
    "window.blur": { actions: [assign({ focused: false }), "tellReadState"] },
    "draft.change": { actions: [assign({ draft: ({ event }) => event.text }), "save"] },
    "files.add": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const key = `check-${context.sequence + 1}`;
        enqueue.assign({ sequence: context.sequence + 1, refusedFiles: [] });
        enqueue.spawnChild("checkFiles", { id: key, input: { key, files: event.files } });
      }),
    },
    // Those that may go join the picked ones (up to the message's limit); the rest are said, not sent.
    "files.checked": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.stopChild(event.key);
        const room = Math.max(0, messageFileRules.attachments.maxCount - context.files.length);
        const over = event.accepted.slice(room).map((file) => ({ name: file.name, fault: "count" as const }));
        enqueue.assign({
          files: [...context.files, ...event.accepted.slice(0, room)],
          refusedFiles: [...context.refusedFiles, ...event.refused, ...over],
        });
      }),
    },
    "files.remove": {
      actions: assign({ files: ({ context, event }) => context.files.filter((_, i) => i !== event.index) }),
    },
    "message.send": {
      guard: "canSend",
      actions: enqueueActions(({ context, enqueue }) => {
        queue(enqueue, context, null);
        enqueue("save");
      }),
    },
    "message.retry": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const item = context.pending.find((p) => p.localId === event.localId);
        if (item?.status !== "failed") return;
        // The previous try's actor stayed so that its toast could ask for this; it goes now.
        if (item.attempt > 0) enqueue.stopChild(senderId(item));
        const next = {
          ...item,
          status: "sending" as const,
          problem: null,
          progress: 0,
          attempt: item.attempt + 1,
        };
        enqueue.assign({ pending: context.pending.map((p) => (p === item ? next : p)) });
        startSending(enqueue, context, next);
      }),
    },
    "message.discard": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const item = context.pending.find((p) => p.localId === event.localId);
        if (item?.status !== "failed") return;
        if (item.attempt > 0) enqueue.stopChild(senderId(item));
        enqueue.assign({ pending: context.pending.filter((p) => p !== item) });
        enqueue("save");
      }),
    },
    "send.progress": {
      actions: assign({
        pending: ({ context, event }) =>
          context.pending.map((p) =>
            p.localId === event.localId ? { ...p, progress: Math.max(p.progress, event.progress) } : p,
          ),
      }),
    },
    "send.done": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const item = context.pending.find((p) => p.localId === event.localId);
        if (item) enqueue.stopChild(senderId(item));
        const pending = context.pending.filter((p) => p.localId !== event.localId);
        enqueue.assign({ pending });
        receive(enqueue, { ...context, pending }, [event.message]);
        enqueue("save");
      }),
    },
    "send.fail": {
      actions: [
        assign({
          pending: ({ context, event }) =>
            context.pending.map((p) =>
              p.localId === event.localId ? { ...p, status: "failed" as const, problem: event.problem } : p,
            ),
        }),
        "save",
      ],
    },
    "reaction.toggle": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const message = context.messages.find((m) => m.id === event.id);
        if (!message) return;
        const kind = hasOwnReaction(message, event.code, context.selfId) ? "unreact" : "react";
        const key = `mutation-${context.sequence + 1}`;
        enqueue.assign({ sequence: context.sequence + 1 });
        enqueue.spawnChild("mutate", { id: key, input: { kind, id: event.id, code: event.code, key } });
      }),
    },
    "message.forward": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const key = `mutation-${context.sequence + 1}`;
        enqueue.assign({ sequence: context.sequence + 1 });
        enqueue.spawnChild("mutate", {
          id: key,
          input: { kind: "forward", id: event.id, chatId: event.chatId, key },
        });
      }),
    },
    "mutation.done": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.stopChild(event.key);
        // A reaction answers this chat's message; a forward, the new message of the other chat.
        receive(enqueue, context, [event.message]);
      }),
    },
    "mutation.fail": {
      actions: enqueueActions(({ event, enqueue }) => {
        enqueue.stopChild(event.key);
        enqueue.assign({ actionProblem: event.problem });
      }),
    },
    "problem.dismiss": { actions: assign({ actionProblem: null }) },
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadChat",
        src: "loadChat",
        input: newestPage,
        onDone: {
          target: "ready",
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { chat, rows, count } = event.output;
            // A reload (resync) starts the list again: what was missed may include deletions.
            const reset = {
              chat,
              messages: [],
              hasOlder: count > rows.length,
              problem: null,
              pending: settleRestored(context.pending, rows, context.selfId),
            };
            enqueue.assign(reset);
            enqueue.sendTo("readState", { type: "chat.position", readUpToId: chat.readUpToId });
            receive(enqueue, { ...context, ...reset }, rows);
            enqueue("save");
          }),
        },
        onError: { target: "failed", actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
      },
    },
    failed: {
      on: { "chat.reload": "loading" },
    },
    ready: {
      type: "parallel",
      on: { "chat.reload": "loading" },
      // Leaving (a reload, a resync) ends an edit: its region starts idle again, and an editor left on
      // screen with no state to take its keys would be stuck.
      exit: assign({ editing: null }),
      states: {
        /**
         * The socket went live (`messenger.live`): the chat may have loaded before it did, so its newest
         * page is asked again and merged in — what came in between appears, nothing shown is lost.
         */
        catchUp: {
          initial: "idle",
          states: {
            idle: { on: { "messenger.live": "loading" } },
            loading: {
              invoke: {
                id: "catchUp",
                src: "loadChat",
                input: newestPage,
                onDone: {
                  target: "idle",
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    receive(enqueue, context, event.output.rows);
                  }),
                },
                // Nothing is lost by a failed look: the next message or reload brings the rest.
                onError: "idle",
              },
            },
          },
        },
        older: {
          initial: "idle",
          states: {
            idle: {
              on: { "older.load": { guard: "hasOlder", target: "loading" } },
            },
            loading: {
              invoke: {
                id: "loadOlder",
                src: "loadOlder",
                input: ({ context }) => ({
                  chatId: context.chatId,
                  limit: context.pageSize,
                  before: context.messages[0]?.id ?? 0,
                }),
                onDone: {
                  target: "idle",
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    enqueue.assign({ hasOlder: event.output.rows.length >= context.pageSize });
                    receive(enqueue, context, event.output.rows);
                  }),
                },
                onError: {
                  target: "idle",
                  actions: assign({ actionProblem: ({ event }) => toProblem(event.error) }),
                },
              },
            },
          },
        },
        edit: {
          initial: "idle",
          states: {
            idle: {
              on: {
                "edit.start": {
                  guard: "editable",
                  target: "editing",
                  actions: assign({
                    editing: ({ context, event }) => ({
                      id: event.id,
                      text: context.messages.find((m) => m.id === event.id)?.content ?? "",
                    }),
                  }),
                },
              },
            },
            editing: {
              // The message was deleted meanwhile (drop cleared `editing`).
              always: { guard: ({ context }) => context.editing === null, target: "idle" },
              on: {
                "edit.change": {
                  actions: assign({
                    editing: ({ context, event }) =>
                      context.editing && { ...context.editing, text: event.text },
                  }),
                },
                "edit.save": [
                  { guard: "editChanged", target: "saving" },
                  { target: "idle", actions: assign({ editing: null }) },
                ],
                "edit.cancel": { target: "idle", actions: assign({ editing: null }) },
                "edit.start": {
                  guard: "editable",
                  actions: assign({
                    editing: ({ context, event }) => ({
                      id: event.id,
                      text: context.messages.find((m) => m.id === event.id)?.content ?? "",
                    }),
                  }),
                },
              },
            },
            saving: {
              invoke: {
                id: "editMessage",
                src: "editMessage",
                input: ({ context }) => ({
                  id: context.editing?.id ?? 0,
                  content: context.editing?.text.trim() ?? "",
                }),
                onDone: {
                  target: "idle",
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    enqueue.assign({ editing: null });
                    receive(enqueue, context, [event.output]);
                  }),
                },
                onError: {
                  target: "editing",
                  actions: assign({ actionProblem: ({ event }) => toProblem(event.error) }),
                },
              },
            },
          },
        },
        voice: {
          initial: "idle",
          states: {
            idle: {
              on: {
                "voice.start": { target: "active", actions: assign({ voiceMs: 0, actionProblem: null }) },
              },
            },
            active: {
              invoke: { id: "recorder", src: "recorder" },
              on: {
                "voice.tick": { actions: assign({ voiceMs: ({ event }) => event.ms }) },
                "voice.ready": {
                  target: "idle",
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    queue(enqueue, context, event.audio);
                    enqueue("save");
                  }),
                },
                "voice.cancel": { target: "idle" },
                "voice.fail": {
                  target: "idle",
                  actions: assign({ actionProblem: ({ event }) => event.problem }),
                },
              },
              initial: "recording",
              states: {
                recording: {
                  on: {
                    "voice.stop": {
                      target: "finishing",
                      actions: sendTo("recorder", { type: "recorder.stop" }),
                    },
                  },
                },
                // Waiting for the recorder's `voice.ready` (handled above, as is one it sends by itself).
                finishing: {},
              },
            },
          },
        },
      },
    },
  },
});

export type ChatActor = ActorRefFrom<typeof chatMachine>;
