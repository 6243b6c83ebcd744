import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActor, fromEventObservable, fromPromise, SimulatedClock } from "xstate";
import type { Chat } from "../../src/api/schema/chat";
import type { ChatUser } from "../../src/api/schema/message";
import { pagedListOf } from "../../src/machines/lib/paged-list.machine";
import { chatMachine, type MessengerSignal } from "../../src/machines/messenger/chat.machine";
import { chatListMachine, groupMaxOthers, type Page } from "../../src/machines/messenger/chat-list.machine";
import {
  selectChats,
  selectGroup,
  selectHasMore,
  selectOpenChat,
  selectOpenProblem,
  selectQuery,
  selectResults,
  selectSearchProblem,
  selectSelectedId,
} from "../../src/machines/messenger/chat-list.selectors";
import { chatUser, testChat, testMessage } from "../helpers/messenger";

const SELF = 7;
const user = chatUser;
const message = (id: number, chatId: number, userId: number) => testMessage(id, chatId, userId);
const chat = (id: number, otherId: number, lastId: number | null, unread = 0) =>
  testChat(id, SELF, otherId, lastId, unread);

const microtasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A chat list whose calls answer from `server`, fed by a subject of `messenger` events. */
function list(server: { chats: Chat[]; members?: ChatUser[]; count?: number; down?: boolean }) {
  const events = new Subject<MessengerSignal>();
  const calls = {
    list: [] as number[],
    search: [] as string[],
    create: [] as number[][],
    load: [] as number[],
  };
  let rings = 0;
  const clock = new SimulatedClock();
  const page = (rows: Chat[]): Page<Chat> => ({ count: server.count ?? rows.length, rows });
  const offline = () => new Error("Нет связи с сервером");
  const logic = chatListMachine.provide({
    actors: {
      chats: pagedListOf<Chat>(async ({ page: number }) => {
        calls.list.push(number);
        return page(server.chats);
      }),
      searchUsers: fromPromise(async ({ input }) => {
        calls.search.push(input.query);
        if (server.down) throw offline();
        const rows = (server.members ?? []).filter((m) => m.name.includes(input.query));
        return { count: rows.length, rows };
      }),
      createChat: fromPromise(async ({ input }) => {
        calls.create.push([...input.memberIds]);
        if (server.down) throw offline();
        const [only, ...more] = input.memberIds;
        if (only === undefined) throw new Error("no members");
        const existing = more.length === 0 ? server.chats.find((c) => c.user?.id === only) : undefined;
        if (existing) return existing;
        const created: Chat =
          more.length === 0
            ? { ...chat(100 + only, only, null), updatedAt: "2025-03-02T09:00:00.000Z" }
            : {
                ...chat(200 + server.chats.length, only, null),
                isDirect: false,
                user: null,
                members: [user(SELF), ...input.memberIds.map(user)],
                updatedAt: "2025-03-02T09:00:00.000Z",
              };
        server.chats = [created, ...server.chats];
        return created;
      }),
      events: fromEventObservable(() => events),
      chat: chatMachine.provide({
        actors: {
          loadChat: fromPromise(async ({ input }) => {
            calls.load.push(input.chatId);
            const found = server.chats.find((c) => c.id === input.chatId) ?? chat(input.chatId, 1, null);
            return { chat: found, rows: [], count: 0 };
          }),
        },
      }),
    },
    actions: { ring: () => rings++ },
  });
  const actor = createActor(logic, { input: { selfId: SELF, searchDelayMs: 300 }, clock }).start();
  return {
    actor,
    events,
    calls,
    clock,
    rings: () => rings,
    ids: () => selectChats(actor.getSnapshot()).map((c) => c.id),
  };
}

describe("chat list machine", () => {
  it("shows the chats newest first and moves a chat up, counting unread, on a message of another member", async () => {
    const l = list({ chats: [chat(1, 2, 10), chat(2, 3, 5)] });
    await microtasks();
    expect(l.ids()).toEqual([1, 2]);
    l.events.next({ type: "messenger.send", message: message(11, 2, 3) });
    expect(l.ids()).toEqual([2, 1]);
    const [top] = selectChats(l.actor.getSnapshot());
    expect(top).toMatchObject({ id: 2, unread: 1, lastMessage: { id: 11 } });
    expect(l.rings()).toBe(1);
    // One's own message (from another tab) moves the chat but is not unread and does not ring.
    l.events.next({ type: "messenger.send", message: message(12, 1, SELF) });
    expect(l.ids()).toEqual([1, 2]);
    expect(selectChats(l.actor.getSnapshot())[0]?.unread).toBe(0);
    expect(l.rings()).toBe(1);
    // A replayed event changes nothing.
    l.events.next({ type: "messenger.send", message: message(11, 2, 3) });
    expect(selectChats(l.actor.getSnapshot())[1]?.unread).toBe(1);
    expect(l.rings()).toBe(1);
  });

  it("asks for the list again when a message of an unknown chat comes while the first page loads", async () => {
    const server = { chats: [chat(1, 2, 10)] };
    const l = list(server);
    // The first answer was made before the message: the message's chat moves up only in a new one.
    server.chats = [{ ...chat(1, 2, 11, 1) }];
    l.events.next({ type: "messenger.send", message: message(11, 5, 3) });
    await microtasks();
    expect(l.calls.list.length).toBeGreaterThanOrEqual(2);
    expect(selectChats(l.actor.getSnapshot())[0]).toMatchObject({
      id: 1,
      lastMessage: { id: 11 },
      unread: 1,
    });
  });

  it("shows the member's unread count the server gives with their read, and marks one's last message read when others do", async () => {
    const l = list({ chats: [chat(1, 2, 10, 3)] });
    await microtasks();
    // In a group, what this member reads may have been checked by someone else already (checked: 0).
    const read = { chatId: 1, readerId: SELF, upToId: 9, checked: 0, readerUnread: 1 };
    l.events.next({ type: "messenger.check", receipt: read });
    expect(selectChats(l.actor.getSnapshot())[0]?.unread).toBe(1);
    l.events.next({ type: "messenger.send", message: message(11, 1, SELF) });
    const theirs = { chatId: 1, readerId: 2, upToId: 11, checked: 1, readerUnread: 0 };
    l.events.next({ type: "messenger.check", receipt: theirs });
    expect(selectChats(l.actor.getSnapshot())[0]?.lastMessage?.isChecked).toBe(true);
  });

  it("loads the list again for a chat it does not know and after the last message was deleted", async () => {
    const server = { chats: [chat(1, 2, 10)] };
    const l = list(server);
    await microtasks();
    server.chats = [chat(5, 4, 20, 1), ...server.chats];
    l.events.next({ type: "messenger.send", message: message(20, 5, 4) });
    await microtasks();
    expect(l.calls.list).toEqual([1, 1]);
    expect(l.ids()).toEqual([5, 1]);
    expect(l.rings()).toBe(1);
    server.chats = [chat(5, 4, 19, 0), chat(1, 2, 10)];
    l.events.next({ type: "messenger.delete", id: 20, chatId: 5 });
    await microtasks();
    expect(l.calls.list).toEqual([1, 1, 1]);
    expect(selectChats(l.actor.getSnapshot())[0]?.lastMessage?.id).toBe(19);
  });

  it("gains a chat started in another tab or by another member; news of a known one reads the list again in place", async () => {
    const server = { chats: [chat(1, 2, 10)] };
    const l = list(server);
    await microtasks();
    server.chats = [{ ...chat(6, 3, null), updatedAt: "2025-03-02T09:00:00.000Z" }, ...server.chats];
    l.events.next({ type: "messenger.chat", chatId: 6 });
    await microtasks();
    expect(l.calls.list).toEqual([1, 1]);
    expect(l.ids()).toEqual([6, 1]);
    // A chat of the list changed (a team's chat: its members, its name) or the member left it: the first
    // page again in place of what is shown, so a chat gone from the server goes from the list.
    server.chats = [chat(1, 2, 10)];
    l.events.next({ type: "messenger.chat", chatId: 6 });
    await microtasks();
    expect(l.calls.list).toEqual([1, 1, 1]);
    expect(l.ids()).toEqual([1]);
    expect(l.rings()).toBe(0);
  });

  it("asks for its first page again when the socket goes live (it may have loaded before), keeping what it shows", async () => {
    const server = { chats: [chat(1, 2, 10)] };
    const l = list(server);
    await microtasks();
    server.chats = [{ ...chat(7, 5, 30, 1), updatedAt: "2025-03-02T09:00:00.000Z" }, chat(1, 2, 10)];
    l.events.next({ type: "messenger.live" });
    await microtasks();
    expect(l.calls.list).toEqual([1, 1]);
    expect(l.ids()).toEqual([7, 1]);
    expect(l.calls.load).toEqual([]);
    // An open chat catches up too: its newest page again, merged in.
    l.actor.send({ type: "chat.select", chatId: 1 });
    await microtasks();
    l.events.next({ type: "messenger.live" });
    await microtasks();
    expect(l.calls.load).toEqual([1, 1]);
  });

  it("opens a chat as a child actor and passes it the events of that chat only", async () => {
    const l = list({ chats: [chat(1, 2, 10), chat(2, 3, 5)] });
    await microtasks();
    l.actor.send({ type: "chat.select", chatId: 1 });
    const open = selectOpenChat(l.actor.getSnapshot());
    expect(open?.id).toBe("chat-1");
    await microtasks();
    l.events.next({ type: "messenger.send", message: message(11, 1, 2) });
    l.events.next({ type: "messenger.send", message: message(12, 2, 3) });
    expect(open?.getSnapshot().context.messages.map((m) => m.id)).toEqual([11]);
    // The open chat rings for itself (it is not in view here); the list for the other chat.
    expect(l.rings()).toBe(1);
    l.actor.send({ type: "chat.select", chatId: 2 });
    expect(open?.getSnapshot().status).toBe("stopped");
    expect(selectSelectedId(l.actor.getSnapshot())).toBe(2);
  });

  it("opens the direct chat with a member: the known one, or one started on the server", async () => {
    const l = list({ chats: [chat(1, 2, 10)] });
    await microtasks();
    l.actor.send({ type: "chat.openWith", memberId: 2 });
    expect(selectSelectedId(l.actor.getSnapshot())).toBe(1);
    expect(l.calls.create).toEqual([]);
    l.actor.send({ type: "chat.openWith", memberId: 9 });
    await microtasks();
    expect(l.calls.create).toEqual([[9]]);
    expect(selectSelectedId(l.actor.getSnapshot())).toBe(109);
    expect(l.ids()).toEqual([109, 1]);
    // Not with oneself.
    l.actor.send({ type: "chat.openWith", memberId: SELF });
    expect(l.calls.create).toEqual([[9]]);
  });

  it("searches members after a pause in typing, once for the last text", async () => {
    const l = list({ chats: [], members: [user(3), user(31), user(4)] });
    await microtasks();
    l.actor.send({ type: "search.change", text: "Участник" });
    l.clock.increment(200);
    l.actor.send({ type: "search.change", text: "Участник 3" });
    l.clock.increment(299);
    expect(l.calls.search).toEqual([]);
    l.clock.increment(1);
    await microtasks();
    expect(l.calls.search).toEqual(["Участник 3"]);
    expect(selectResults(l.actor.getSnapshot()).map((m) => m.id)).toEqual([3, 31]);
    // Opening a member's chat from the results ends the search.
    l.actor.send({ type: "chat.openWith", memberId: 31 });
    await microtasks();
    expect(selectSelectedId(l.actor.getSnapshot())).toBe(131);
    expect(selectQuery(l.actor.getSnapshot())).toBe("");
    l.actor.send({ type: "search.change", text: "Участник 4" });
    l.actor.send({ type: "search.change", text: "  " });
    expect(selectResults(l.actor.getSnapshot())).toEqual([]);
    expect(selectQuery(l.actor.getSnapshot())).toBe("");
    // Blank text cancels the search still waiting for the pause: it is never sent.
    l.clock.increment(300);
    await microtasks();
    expect(l.calls.search).toEqual(["Участник 3"]);
  });

  it("starts a group chat with the members picked, at least two, and opens it", async () => {
    const l = list({ chats: [chat(1, 2, 10)], members: [user(3), user(4), user(5)] });
    await microtasks();
    const group = () => selectGroup(l.actor.getSnapshot());
    // Picking means nothing until a group is being composed.
    l.actor.send({ type: "group.toggle", user: user(3) });
    expect(group()).toBeNull();

    l.actor.send({ type: "group.start" });
    expect(group()).toEqual([]);
    l.actor.send({ type: "search.change", text: "Участник" });
    l.actor.send({ type: "group.toggle", user: user(3) });
    // One other is not a group: creating is refused without a call.
    l.actor.send({ type: "group.create" });
    await microtasks();
    expect(l.calls.create).toEqual([]);
    l.actor.send({ type: "group.toggle", user: user(4) });
    l.actor.send({ type: "group.toggle", user: user(5) });
    l.actor.send({ type: "group.toggle", user: user(4) }); // put back
    expect(group()?.map((m) => m.id)).toEqual([3, 5]);

    l.actor.send({ type: "group.create" });
    await microtasks();
    expect(l.calls.create).toEqual([[3, 5]]);
    const opened = selectChats(l.actor.getSnapshot()).find(
      (c) => c.id === selectSelectedId(l.actor.getSnapshot()),
    );
    expect(opened).toMatchObject({ isDirect: false });
    expect(opened?.members.map((m) => m.id)).toEqual([SELF, 3, 5]);
    // Composing and the search are over.
    expect(group()).toBeNull();
    expect(selectQuery(l.actor.getSnapshot())).toBe("");
  });

  it("keeps a group to the server's limit of 50 members and forgets it on cancel", async () => {
    const l = list({ chats: [] });
    await microtasks();
    l.actor.send({ type: "group.start" });
    for (let id = 100; id < 160; id++) l.actor.send({ type: "group.toggle", user: user(id) });
    expect(selectGroup(l.actor.getSnapshot())).toHaveLength(groupMaxOthers);
    l.actor.send({ type: "search.change", text: "Участник" });
    l.actor.send({ type: "group.cancel" });
    expect(selectGroup(l.actor.getSnapshot())).toBeNull();
    expect(selectQuery(l.actor.getSnapshot())).toBe("");
    expect(l.calls.create).toEqual([]);
  });

  it("asks its first page again on «reload» and on a resync, the next page on «more»", async () => {
    const server = { chats: [chat(1, 2, 10)], count: 30 };
    const l = list(server);
    await microtasks();
    expect(selectHasMore(l.actor.getSnapshot())).toBe(true);
    l.actor.send({ type: "chats.more" });
    await microtasks();
    expect(l.calls.list).toEqual([1, 2]);
    l.actor.send({ type: "chats.reload" });
    await microtasks();
    expect(l.calls.list).toEqual([1, 2, 1]);
    l.events.next({ type: "messenger.resync" });
    await microtasks();
    expect(l.calls.list).toEqual([1, 2, 1, 1]);
  });

  it("shows a last message edited by its author with its new text", async () => {
    const l = list({ chats: [chat(1, 2, 10)] });
    await microtasks();
    const edited = testMessage(10, 1, 2, { content: "исправлено", editedAt: "2025-03-01T11:00:00.000Z" });
    l.events.next({ type: "messenger.update", message: edited });
    expect(selectChats(l.actor.getSnapshot())[0]?.lastMessage?.content).toBe("исправлено");
  });

  it("says why a search or a new chat failed, and stays ready for the next", async () => {
    const server = { chats: [chat(1, 2, 10)], members: [user(3)], down: true };
    const l = list(server);
    await microtasks();
    l.actor.send({ type: "search.change", text: "Участник" });
    l.clock.increment(300);
    await microtasks();
    expect(l.actor.getSnapshot().matches({ search: "idle" })).toBe(true);
    expect(selectSearchProblem(l.actor.getSnapshot())?.message).toBeTruthy();
    l.actor.send({ type: "chat.openWith", memberId: 9 });
    await microtasks();
    expect(l.actor.getSnapshot().matches({ opening: "idle" })).toBe(true);
    expect(selectOpenProblem(l.actor.getSnapshot())?.message).toBeTruthy();
    expect(selectSelectedId(l.actor.getSnapshot())).toBeNull();
    server.down = false;
    l.actor.send({ type: "chat.openWith", memberId: 9 });
    await microtasks();
    expect(selectSelectedId(l.actor.getSnapshot())).toBe(109);
    expect(selectOpenProblem(l.actor.getSnapshot())).toBeNull();
  });

  it("closing the open chat stops its actor and selects none", async () => {
    const l = list({ chats: [chat(1, 2, 10)] });
    await microtasks();
    l.actor.send({ type: "chat.select", chatId: 1 });
    const open = selectOpenChat(l.actor.getSnapshot());
    l.actor.send({ type: "chat.close" });
    expect(open?.getSnapshot().status).toBe("stopped");
    expect(selectOpenChat(l.actor.getSnapshot())).toBeNull();
    expect(selectSelectedId(l.actor.getSnapshot())).toBeNull();
  });
});
