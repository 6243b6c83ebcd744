import { firstValueFrom, Subject, take, toArray } from "rxjs";
import { describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import type { ServerEvent } from "../../src/api/events";
import type { MessengerSignal } from "../../src/machines/messenger/chat.machine";
import type { UnreadEvent } from "../../src/streams/messenger.stream";
import {
  holdMessengerPage,
  messengerPageOpen,
  messengerSignals,
  ringsOutsideMessenger,
  unreadChanges,
  unreadSignals,
} from "../../src/streams/messenger.stream";
import { testMessage } from "../helpers/messenger";
import { member, stubSession } from "../helpers/session";
import { fakeSharedLocks as fakeLocks } from "./helpers/shared-locks";

const at = "2026-11-23T10:00:00.000Z";
const messenger = (seq: number, action: string, payload: unknown) =>
  ({ type: "messenger", action, payload, seq, at }) as unknown as ServerEvent;

describe("messenger streams", () => {
  it("turn the tab's messenger events and resyncs into the chat machines' signals, other events aside", async () => {
    const events$ = new Subject<ServerEvent>();
    const resyncs$ = new Subject<number>();
    const lives$ = new Subject<number>();
    const heard = firstValueFrom(messengerSignals(events$, resyncs$, lives$).pipe(take(7), toArray()));
    const message = testMessage(1, 2, 3);
    events$.next(messenger(1, "send", message));
    events$.next({ type: "role", payload: {}, seq: 2, at } as unknown as ServerEvent);
    events$.next(messenger(3, "update", message));
    events$.next(messenger(4, "delete", { id: 1, chatId: 2 }));
    events$.next(messenger(5, "check", { chatId: 2, readerId: 4, upToId: 1, checked: 1, readerUnread: 0 }));
    events$.next(messenger(6, "chat", { chatId: 8 }));
    resyncs$.next(9);
    lives$.next(10);
    expect(await heard).toEqual([
      { type: "messenger.send", message },
      { type: "messenger.update", message },
      { type: "messenger.delete", id: 1, chatId: 2 },
      {
        type: "messenger.check",
        receipt: { chatId: 2, readerId: 4, upToId: 1, checked: 1, readerUnread: 0 },
      },
      { type: "messenger.chat", chatId: 8 },
      { type: "messenger.resync" },
      { type: "messenger.live" },
    ]);
  });

  it("tell the unread badge of sends (with their author), deletions, reads and resyncs, not of edits or new chats", async () => {
    const signals$ = new Subject<MessengerSignal>();
    const heard = firstValueFrom(unreadChanges(signals$).pipe(take(4), toArray()));
    signals$.next({ type: "messenger.update", message: testMessage(1, 2, 3) });
    signals$.next({ type: "messenger.chat", chatId: 2 });
    signals$.next({ type: "messenger.send", message: testMessage(2, 2, 3) });
    signals$.next({ type: "messenger.delete", id: 2, chatId: 2 });
    signals$.next({
      type: "messenger.check",
      receipt: { chatId: 2, readerId: 4, upToId: 2, checked: 1, readerUnread: 0 },
    });
    signals$.next({ type: "messenger.resync" });
    expect(await heard).toEqual([
      { type: "count.changed", by: 3 },
      { type: "count.changed" },
      { type: "count.changed" },
      { type: "count.changed" },
    ]);
  });

  it("tell the unread badge who is logged in, first, then as it changes", async () => {
    const anna = member(7);
    const session = stubSession({ checkToken: async () => anna });
    await waitFor(session, (s) => s.matches("authorized"));
    const changes$ = new Subject<UnreadEvent>();
    const heard = firstValueFrom(unreadSignals(session, changes$).pipe(take(3), toArray()));
    changes$.next({ type: "count.changed", by: 9 });
    session.send({ type: "session.logout" });
    expect(await heard).toEqual([
      { type: "count.member", userId: 7 },
      { type: "count.changed", by: 9 },
      { type: "count.member", userId: null },
    ]);
    session.stop();
  });
});

describe("the chat sound outside the messenger page", () => {
  function rig(options: { leader: boolean; pageOpen: boolean }) {
    const signals$ = new Subject<MessengerSignal>();
    const rung: number[] = [];
    ringsOutsideMessenger(
      {
        selfId: () => 7,
        isLeader: () => options.leader,
        messengerOpen: async () => options.pageOpen,
      },
      signals$,
    ).subscribe((message) => rung.push(message.id));
    const send = (id: number, authorId: number) =>
      signals$.next({ type: "messenger.send", message: testMessage(id, 2, authorId) });
    return { signals$, rung, send };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("rings in the tab holding the socket for others' messages when no messenger page is open", async () => {
    const { rung, send, signals$ } = rig({ leader: true, pageOpen: false });
    send(1, 9);
    send(2, 7); // the member's own, from another device
    signals$.next({ type: "messenger.update", message: testMessage(1, 2, 9) });
    send(3, 9);
    await settle();
    expect(rung).toEqual([1, 3]);
  });

  it("keeps ringing when a look at the locks fails", async () => {
    const signals$ = new Subject<MessengerSignal>();
    const rung: number[] = [];
    let looks = 0;
    ringsOutsideMessenger(
      {
        selfId: () => 7,
        isLeader: () => true,
        messengerOpen: () => (looks++ === 0 ? Promise.reject(new Error("locks")) : Promise.resolve(false)),
      },
      signals$,
    ).subscribe((message) => rung.push(message.id));
    signals$.next({ type: "messenger.send", message: testMessage(1, 2, 9) });
    signals$.next({ type: "messenger.send", message: testMessage(2, 2, 9) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rung).toEqual([1, 2]);
  });

  it("stays quiet in the other tabs, and everywhere while a messenger page is open", async () => {
    const follower = rig({ leader: false, pageOpen: false });
    follower.send(1, 9);
    const withPage = rig({ leader: true, pageOpen: true });
    withPage.send(1, 9);
    await settle();
    expect(follower.rung).toEqual([]);
    expect(withPage.rung).toEqual([]);
  });

  it("knows a messenger page is open in any tab while it holds its lock", async () => {
    const locks = fakeLocks();
    expect(await messengerPageOpen(locks)).toBe(false);
    const release = holdMessengerPage(locks);
    const second = holdMessengerPage(locks); // another tab
    await settle();
    expect(await messengerPageOpen(locks)).toBe(true);
    release();
    await settle();
    expect(await messengerPageOpen(locks)).toBe(true);
    second();
    await settle();
    expect(await messengerPageOpen(locks)).toBe(false);
  });

  it("without Web Locks, knows only this tab's page", async () => {
    expect(await messengerPageOpen(undefined)).toBe(false);
    const release = holdMessengerPage(undefined);
    expect(await messengerPageOpen(undefined)).toBe(true);
    release();
    expect(await messengerPageOpen(undefined)).toBe(false);
  });
});
