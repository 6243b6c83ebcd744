import { assign, fromPromise, setup } from "xstate";
import { ApiError } from "../../api/errors";
import { failure, type Problem, toProblem } from "../lib/problem";

/**
 * What the machine needs to know of a message: its id, its author and whether another member has read
 * it (`isChecked`: for one's own messages, the second tick; in a group it says nothing of whether *this*
 * member has read another's message — their read position does, see `chat.position`).
 */
export interface ReadStateMessage {
  readonly id: number;
  readonly userId: number;
  readonly isChecked: boolean;
}

/** What the mark-read call is asked: check the chat's messages of others up to `upToId`, the newest seen. */
export interface MarkReadInput {
  readonly chatId: number;
  readonly upToId: number;
}

/**
 * The mark-read call, `PUT /api/messenger/chat/{id}` with form field `upToId`: every message of the other
 * members up to it becomes checked. Provided by the messenger page (its actors call the API client);
 * resolves (with the server's read receipt, unused here) once committed, rejects with the client's
 * `ApiError` otherwise.
 */
export type MarkChatRead = (input: MarkReadInput) => Promise<unknown>;

export type MessageReadStateEvent =
  /** Messages became known: a loaded page of the chat, or one that arrived (`messenger`/`send`). */
  | { type: "message.add"; messages: ReadonlyArray<ReadStateMessage> }
  /**
   * The member's own read position from the server (the chat's `readUpToId`): messages of others after
   * it are unread for them; those up to it are read. Sent with each load of the chat, before its messages.
   */
  | { type: "chat.position"; readUpToId: number | null }
  /** A message was deleted for everyone: it no longer waits to be read. */
  | { type: "message.remove"; id: number }
  /**
   * The `messenger`/`check` socket event for this chat: `readerId` read it up to message `upToId` (null
   * or absent: everything known so far). Another member reading turns our ticks double; we
   * reading (in another tab) checks the other members' messages here too, with no call.
   */
  | { type: "messenger.check"; readerId: number; upToId?: number | null }
  /** The chat's messages are on screen (the chat is open and scrolled to them, the tab visible). */
  | { type: "chat.show" }
  | { type: "chat.hide" }
  /** The browser window gained or lost the focus. */
  | { type: "window.focus" }
  | { type: "window.blur" };

export interface MessageReadStateInput {
  readonly chatId: number;
  /** The member whose page this is. */
  readonly selfId: number;
  /** How long messages arriving in view are gathered into one call; default 300 ms. */
  readonly batchMs?: number;
  /** First wait before a failed call is tried again, doubled each time up to `maxRetryMs`; default 1 s. */
  readonly retryMs?: number;
  /** Longest wait between tries; default 30 s. */
  readonly maxRetryMs?: number;
}

export interface MessageReadStateContext {
  readonly chatId: number;
  readonly selfId: number;
  readonly batchMs: number;
  readonly retryMs: number;
  readonly maxRetryMs: number;
  readonly visible: boolean;
  readonly focused: boolean;
  /** Ids of the other members' messages this member has not read yet, oldest first. */
  readonly unchecked: ReadonlyArray<number>;
  /** This member's read position: the newest message of the chat they have read (0: none). */
  readonly ownReadUpTo: number;
  /** The newest id the call in flight checks (0: none in flight). */
  readonly marking: number;
  /** Newest own message known (0: none). */
  readonly lastOwnId: number;
  /**
   * Own messages up to this id are read by another member (two ticks); newer ones are sent (one tick).
   * One number is enough: the mark-read call checks every message before it at once, so reads never
   * leave holes.
   */
  readonly readUpTo: number;
  /** Failed tries of the mark-read call in a row. */
  readonly attempts: number;
  /** Why the server refused to mark the chat read (not a member any more …); null otherwise. */
  readonly problem: Problem | null;
}

/** Network failures, 5xx and rate limits pass; any other refusal will not change by asking again. */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

const inView = (c: MessageReadStateContext) => c.visible && c.focused;

/** This member has read up to `id` (it only moves forward): the others' messages up to it are read. */
const readUpTo = (context: MessageReadStateContext, id: number) => {
  const ownReadUpTo = Math.max(context.ownReadUpTo, id);
  return { ownReadUpTo, unchecked: context.unchecked.filter((unread) => unread > ownReadUpTo) };
};

/**
 * Read state of one chat (spec §4 "Message"), one actor per open chat. Messages of other members are
 * unchecked until the member views the chat — its messages on screen *and* the window focused — then
 * one `markRead` call checks them all; messages arriving meanwhile are gathered for `batchMs` into one
 * call. A failed call is tried again with a doubling wait while the chat stays in view. Own messages show
 * one tick when sent and two once a `messenger`/`check` event says another member read them.
 *
 * States: `idle` (nothing to mark, or not in view), `batching`, `marking` (the call runs), `retrying`,
 * `refused` (the server said no for good: no more calls from this actor).
 */
export const messageReadStateMachine = setup({
  types: {
    context: {} as MessageReadStateContext,
    events: {} as MessageReadStateEvent,
    input: {} as MessageReadStateInput,
  },
  actors: {
    markRead: fromPromise<unknown, MarkReadInput>(() => {
      throw new Error("messageReadStateMachine: provide the `markRead` actor");
    }),
  },
  guards: {
    canMark: ({ context }) => inView(context) && context.unchecked.length > 0,
    cannotMark: ({ context }) => !inView(context) || context.unchecked.length === 0,
    /** The failed call's error (handed in as params) is one worth trying again. */
    transient: (_, params: { error: unknown }) => isTransient(params.error),
  },
  delays: {
    batch: ({ context }) => context.batchMs,
    retry: ({ context }) =>
      Math.min(context.retryMs * 2 ** Math.max(0, context.attempts - 1), context.maxRetryMs),
  },
  actions: {
    addMessages: assign(({ context, event }) => {
      if (event.type !== "message.add") return {};
      let { lastOwnId, readUpTo } = context;
      const unchecked = new Set(context.unchecked);
      for (const message of event.messages) {
        if (message.userId === context.selfId) {
          lastOwnId = Math.max(lastOwnId, message.id);
          if (message.isChecked) readUpTo = Math.max(readUpTo, message.id);
        } else if (message.id <= context.ownReadUpTo) unchecked.delete(message.id);
        else unchecked.add(message.id);
      }
      return { lastOwnId, readUpTo, unchecked: [...unchecked].sort((a, b) => a - b) };
    }),
    applyCheck: assign(({ context, event }) => {
      if (event.type !== "messenger.check") return {};
      const upTo = event.upToId ?? Number.MAX_SAFE_INTEGER;
      return event.readerId === context.selfId
        ? readUpTo(context, event.upToId ?? Math.max(0, ...context.unchecked))
        : { readUpTo: Math.max(context.readUpTo, Math.min(upTo, context.lastOwnId)) };
    }),
    applyPosition: assign(({ context, event }) =>
      event.type === "chat.position" ? readUpTo(context, event.readUpToId ?? 0) : {},
    ),
  },
}).createMachine({
  id: "messageReadState",
  context: ({ input }) => ({
    chatId: input.chatId,
    selfId: input.selfId,
    batchMs: input.batchMs ?? 300,
    retryMs: input.retryMs ?? 1_000,
    maxRetryMs: input.maxRetryMs ?? 30_000,
    visible: false,
    focused: false,
    unchecked: [],
    ownReadUpTo: 0,
    marking: 0,
    lastOwnId: 0,
    readUpTo: 0,
    attempts: 0,
    problem: null,
  }),
  on: {
    "message.add": { actions: "addMessages" },
    "message.remove": {
      actions: assign({
        unchecked: ({ context, event }) => context.unchecked.filter((id) => id !== event.id),
      }),
    },
    "messenger.check": { actions: "applyCheck" },
    "chat.position": { actions: "applyPosition" },
    "chat.show": { actions: assign({ visible: true }) },
    "chat.hide": { actions: assign({ visible: false }) },
    "window.focus": { actions: assign({ focused: true }) },
    "window.blur": { actions: assign({ focused: false }) },
  },
  initial: "idle",
  states: {
    idle: {
      always: { guard: "canMark", target: "batching" },
    },
    batching: {
      always: { guard: "cannotMark", target: "idle" },
      after: { batch: "marking" },
    },
    marking: {
      entry: assign({ marking: ({ context }) => Math.max(0, ...context.unchecked) }),
      invoke: {
        id: "markRead",
        src: "markRead",
        input: ({ context }) => ({ chatId: context.chatId, upToId: context.marking }),
        onDone: {
          target: "idle",
          actions: assign({
            // Messages that arrived while the call ran are newer than it: they wait for the next one.
            unchecked: ({ context }) => context.unchecked.filter((id) => id > context.marking),
            ownReadUpTo: ({ context }) => Math.max(context.ownReadUpTo, context.marking),
            marking: 0,
            attempts: 0,
          }),
        },
        onError: [
          {
            guard: { type: "transient", params: failure },
            target: "retrying",
            actions: assign({ marking: 0, attempts: ({ context }) => context.attempts + 1 }),
          },
          {
            target: "refused",
            actions: assign({ marking: 0, problem: ({ event }) => toProblem(event.error) }),
          },
        ],
      },
    },
    retrying: {
      always: { guard: "cannotMark", target: "idle" },
      after: { retry: "marking" },
    },
    refused: {},
  },
});
