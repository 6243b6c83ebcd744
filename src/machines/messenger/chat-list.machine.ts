import {
  type ActorRefFrom,
  assertEvent,
  assign,
  enqueueActions,
  fromEventObservable,
  fromPromise,
  raise,
  sendTo,
  setup,
} from "xstate";
import type { Chat, ChatCandidate } from "../../api/schema/chat";
import { createPagedListMachine, type Page } from "../lib/paged-list.machine";
import { type Problem, toProblem } from "../lib/problem";
import { type ChatActor, chatMachine, type MessengerSignal, messengerSignalTypes } from "./chat.machine";
import { type ChatStorage, noStorage } from "./chat.messages";

export type { Page } from "../lib/paged-list.machine";

export type ChatListEvent =
  | MessengerSignal
  | { type: "chats.reload" }
  /** The next page of older chats. */
  | { type: "chats.more" }
  /** The member search's text changed (searched after a pause in typing). */
  | { type: "search.change"; text: string }
  | { type: "search.clear" }
  /** Open chat `chatId` of the list. */
  | { type: "chat.select"; chatId: number }
  /** Open the direct chat with member `memberId`, starting it when there is none (`?user=`, search). */
  | { type: "chat.openWith"; memberId: number }
  /** Close the open chat (back to the list on a phone). */
  | { type: "chat.close" }
  /** Start composing a group chat: members found by the search are picked rather than written to. */
  | { type: "group.start" }
  /** Pick a member for the group (not one whose privacy leaves the member out: `accepts`), or put them back. */
  | { type: "group.toggle"; user: ChatCandidate }
  | { type: "group.cancel" }
  /** Start the group chat with the picked members (at least {@link groupMinOthers}). */
  | { type: "group.create" };

/** A group chat has the member and at least two others; with one other it is their direct chat. */
export const groupMinOthers = 2;
/** The server's limit: 50 members, the creator among them. */
export const groupMaxOthers = 49;

export interface ChatListInput {
  readonly selfId: number;
  /** Drafts and unsent text of each chat; nothing is kept without one. */
  readonly storage?: ChatStorage;
  /** The pause in typing before a search is sent; 300 ms by default. */
  readonly searchDelayMs?: number;
}

export interface ChatListContext {
  readonly selfId: number;
  readonly storage: ChatStorage;
  readonly searchDelayMs: number;
  /**
   * The member's chats, newest activity first: what the `chats` paged list (a child actor, the one list
   * machine of every `{ count, rows }` list) shows, kept here as it changes so guards and views read it.
   */
  readonly chats: ReadonlyArray<Chat>;
  /** Every chat of the member (the list may hold fewer pages). */
  readonly count: number;
  /** The list's state: its first page loading, failed, or ready (`more` while the next page loads). */
  readonly listStatus: "loading" | "failed" | "ready" | "more";
  readonly problem: Problem | null;
  readonly query: string;
  readonly results: ReadonlyArray<ChatCandidate>;
  readonly searchProblem: Problem | null;
  /** The open chat and its actor. */
  readonly selectedId: number | null;
  readonly open: ChatActor | null;
  /** Why a chat could not be started. */
  readonly openProblem: Problem | null;
  /** The members picked for a new group chat, in the order picked; null when no group is composed. */
  readonly group: ReadonlyArray<ChatCandidate> | null;
}

export const newestFirst = (a: Chat, b: Chat) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id;

/** `chats` with `chat` in (replacing the one with its id), newest activity first. */
export function upsertChat(chats: ReadonlyArray<Chat>, chat: Chat): Chat[] {
  return [chat, ...chats.filter((c) => c.id !== chat.id)].sort(newestFirst);
}

/** What a `messenger` event changes in the list; null when it names a chat not in it. */
export function applySignal(
  chats: ReadonlyArray<Chat>,
  signal: MessengerSignal,
  selfId: number,
): Chat[] | null {
  switch (signal.type) {
    case "messenger.send": {
      const { message } = signal;
      const chat = chats.find((c) => c.id === message.chatId);
      if (!chat) return null;
      if (chat.lastMessage && chat.lastMessage.id >= message.id) return chats as Chat[];
      return upsertChat(chats, {
        ...chat,
        lastMessage: message,
        updatedAt: message.createdAt,
        unread: chat.unread + (message.userId === selfId ? 0 : 1),
      });
    }
    case "messenger.update":
      return chats.map((c) =>
        c.lastMessage?.id === signal.message.id ? { ...c, lastMessage: signal.message } : c,
      );
    case "messenger.check": {
      const { chatId, readerId, upToId, readerUnread } = signal.receipt;
      return chats.map((c) => {
        if (c.id !== chatId) return c;
        if (readerId === selfId) return { ...c, unread: readerUnread };
        const last = c.lastMessage;
        const read = last && last.userId === selfId && (upToId === null || last.id <= upToId);
        return read ? { ...c, lastMessage: { ...last, isChecked: true } } : c;
      });
    }
    case "messenger.chat":
      return chats.some((c) => c.id === signal.chatId) ? (chats as Chat[]) : null;
    default:
      return chats as Chat[];
  }
}

export const chatIdOf = (signal: MessengerSignal): number | null => {
  switch (signal.type) {
    case "messenger.send":
    case "messenger.update":
      return signal.message.chatId;
    case "messenger.delete":
      return signal.chatId;
    case "messenger.check":
      return signal.receipt.chatId;
    case "messenger.chat":
      return signal.chatId;
    default:
      return null;
  }
};

const unprovided = (name: string) => () => {
  throw new Error(`chatListMachine: provide the \`${name}\` actor`);
};

/**
 * The messenger page (issue 5 "Client"): the member's chats, newest activity first, each with its last
 * message and unread count, kept live by the `messenger` socket events (the `events` actor); the search
 * of members to start a chat with; and the open chat — a `chat` actor spawned when a chat is selected,
 * to which the events of that chat are passed on. `chat.openWith` opens the direct chat with a member,
 * creating it (the server answers the existing one if there is one). A message of another member in a
 * chat that is not open rings (`ring`); the open chat rings by itself when it is not in view.
 *
 * Regions: `list` (loading → ready | failed; more pages; refreshing after a deletion or an unknown
 * chat), `search` (idle → waiting → searching), `opening` (idle | creating).
 */
export const chatListMachine = setup({
  types: {
    context: {} as ChatListContext,
    events: {} as ChatListEvent,
    input: {} as ChatListInput,
    children: {} as { chats: "chats" },
  },
  actors: {
    /** The chat list's pages: `pagedListOf<Chat>(listChats)` (src/machines/messenger/chat-list.actors.ts). */
    chats: createPagedListMachine<Chat>(),
    searchUsers: fromPromise<Page<ChatCandidate>, { query: string }>(unprovided("searchUsers")),
    /** Starts a chat with `memberIds` (one: the direct chat, reused when it exists). */
    createChat: fromPromise<Chat, { memberIds: ReadonlyArray<number> }>(unprovided("createChat")),
    events: fromEventObservable<MessengerSignal, void>(unprovided("events")),
    chat: chatMachine,
  },
  actions: {
    /** The chat sound (spec §9): provided by the page. */
    ring: () => {},
    /** Passes a `messenger` event to the open chat when it is about it, and applies it to the list. */
    onSignal: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, messengerSignalTypes);
      const signal = event;
      const chatId = chatIdOf(signal);
      const everyChat = signal.type === "messenger.resync" || signal.type === "messenger.live";
      if (context.open && (chatId === context.selectedId || everyChat)) enqueue.sendTo(context.open, signal);
      if (everyChat) {
        enqueue.sendTo("chats", { type: "list.refresh" });
        return;
      }
      const chat = context.chats.find((c) => c.id === chatId);
      if (signal.type === "messenger.send") {
        const { message } = signal;
        const isNew = !chat?.lastMessage || chat.lastMessage.id < message.id;
        if (isNew && message.userId !== context.selfId && chatId !== context.selectedId) enqueue("ring");
      }
      if (signal.type === "messenger.chat" && chat) {
        // A chat of the list changed (a team's chat follows its team: members, its name), or the member
        // left it: the first page again in place of what is shown, so that a chat they left goes.
        enqueue.sendTo("chats", { type: "list.reload" });
        return;
      }
      if (signal.type === "messenger.delete") {
        // The list's last message or unread count may have changed: the server knows which.
        if (chat && (chat.lastMessage?.id === signal.id || chat.unread > 0))
          enqueue.sendTo("chats", { type: "list.refresh" });
        return;
      }
      const next = applySignal(context.chats, signal, context.selfId);
      if (next === null) {
        enqueue.sendTo("chats", { type: "list.refresh" });
        return;
      }
      for (const changed of next.filter((c) => !context.chats.includes(c))) {
        enqueue.sendTo("chats", { type: "list.upsert", row: changed });
      }
    }),
  },
  guards: {
    knownDirect: ({ context, event }) =>
      event.type === "chat.openWith" &&
      context.chats.some((c) => c.isDirect && c.user?.id === event.memberId),
    isSelf: ({ context, event }) => event.type === "chat.openWith" && event.memberId === context.selfId,
    emptyQuery: ({ event }) => event.type === "search.change" && event.text.trim() === "",
    groupReady: ({ context }) => (context.group?.length ?? 0) >= groupMinOthers,
  },
  delays: {
    search: ({ context }) => context.searchDelayMs,
  },
}).createMachine({
  id: "chatList",
  context: ({ input }) => ({
    selfId: input.selfId,
    storage: input.storage ?? noStorage,
    searchDelayMs: input.searchDelayMs ?? 300,
    chats: [],
    count: 0,
    listStatus: "loading",
    problem: null,
    query: "",
    results: [],
    searchProblem: null,
    selectedId: null,
    open: null,
    openProblem: null,
    group: null,
  }),
  invoke: [
    { src: "events" },
    {
      id: "chats",
      src: "chats",
      input: { order: newestFirst },
      onSnapshot: {
        actions: assign(({ event }) => {
          const list = event.snapshot;
          return {
            chats: list.context.rows,
            count: list.context.count,
            problem: list.context.problem,
            listStatus: list.matches("loading")
              ? "loading"
              : list.matches("failed")
                ? "failed"
                : list.matches({ ready: "more" })
                  ? "more"
                  : "ready",
          } as const;
        }),
      },
    },
  ],
  on: {
    "chats.reload": { actions: sendTo("chats", { type: "list.refresh" }) },
    "chats.more": { actions: sendTo("chats", { type: "list.more" }) },
    "messenger.send": { actions: "onSignal" },
    "messenger.update": { actions: "onSignal" },
    "messenger.delete": { actions: "onSignal" },
    "messenger.check": { actions: "onSignal" },
    "messenger.chat": { actions: "onSignal" },
    "messenger.live": { actions: "onSignal" },
    "messenger.resync": { actions: "onSignal" },
    "group.start": { actions: assign({ group: [], openProblem: null }) },
    "group.cancel": { actions: [assign({ group: null }), raise({ type: "search.clear" })] },
    "group.toggle": {
      actions: assign({
        group: ({ context, event }) => {
          const group = context.group;
          if (group === null) return null;
          if (group.some((user) => user.id === event.user.id)) {
            return group.filter((user) => user.id !== event.user.id);
          }
          // One whose privacy leaves the member out would make the server refuse the whole chat.
          if (event.user.accepts) return group;
          return group.length < groupMaxOthers ? [...group, event.user] : group;
        },
      }),
    },
  },
  type: "parallel",
  states: {
    search: {
      initial: "idle",
      on: {
        "search.change": [
          {
            guard: "emptyQuery",
            target: ".idle",
            actions: assign({ query: "", results: [], searchProblem: null }),
          },
          { target: ".waiting", actions: assign({ query: ({ event }) => event.text }) },
        ],
        "search.clear": { target: ".idle", actions: assign({ query: "", results: [], searchProblem: null }) },
      },
      states: {
        idle: {},
        waiting: { after: { search: "searching" } },
        searching: {
          invoke: {
            src: "searchUsers",
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: {
              target: "idle",
              actions: assign({ results: ({ event }) => event.output.rows, searchProblem: null }),
            },
            onError: {
              target: "idle",
              actions: assign({ searchProblem: ({ event }) => toProblem(event.error) }),
            },
          },
        },
      },
    },
    opening: {
      initial: "idle",
      on: {
        "chat.select": {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { chatId } = event;
            // A chat opened from the search ends it.
            if (context.query) enqueue.raise({ type: "search.clear" });
            if (context.selectedId === chatId && context.open) return;
            if (context.open) enqueue.stopChild(context.open);
            enqueue.assign({
              selectedId: chatId,
              openProblem: null,
              open: ({ spawn }) =>
                spawn("chat", {
                  id: `chat-${chatId}`,
                  input: { chatId, selfId: context.selfId, storage: context.storage },
                }),
            });
          }),
        },
        "chat.close": {
          actions: enqueueActions(({ context, enqueue }) => {
            if (context.open) enqueue.stopChild(context.open);
            enqueue.assign({ open: null, selectedId: null });
          }),
        },
      },
      states: {
        idle: {
          on: {
            "chat.openWith": [
              { guard: "isSelf" },
              {
                guard: "knownDirect",
                actions: raise(({ context, event }) => ({
                  type: "chat.select" as const,
                  chatId: context.chats.find((c) => c.isDirect && c.user?.id === event.memberId)?.id ?? 0,
                })),
              },
              { target: "creating" },
            ],
            "group.create": { guard: "groupReady", target: "creating" },
          },
        },
        creating: {
          invoke: {
            src: "createChat",
            input: ({ context, event }) => ({
              memberIds:
                event.type === "chat.openWith"
                  ? [event.memberId]
                  : (context.group ?? []).map((user) => user.id),
            }),
            onDone: {
              target: "idle",
              actions: [
                // A chat opened before the list came (`?user=`) stays in it: the list keeps live rows.
                enqueueActions(({ context, event, enqueue }) => {
                  if (!context.chats.some((c) => c.id === event.output.id)) {
                    enqueue.sendTo("chats", { type: "list.upsert", row: event.output });
                  }
                }),
                raise(({ event }) => ({ type: "chat.select" as const, chatId: event.output.id })),
                // A group just started: composing is over (chat.select ends the search).
                assign({ group: null }),
              ],
            },
            onError: {
              target: "idle",
              actions: assign({ openProblem: ({ event }) => toProblem(event.error) }),
            },
          },
        },
      },
    },
  },
});

export type ChatListActor = ActorRefFrom<typeof chatListMachine>;
