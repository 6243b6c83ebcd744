import { firstValueFrom, Subject, take, toArray } from "rxjs";
import { describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import type { ServerEvent } from "../../src/api/events";
import type { MessengerSignal } from "../../src/machines/chat.machine";
import type { UnreadEvent } from "../../src/machines/unread-messages.machine";
import { messengerSignals, unreadChanges, unreadSignals } from "../../src/streams/messenger.stream";
import { testMessage } from "../helpers/messenger";
import { member, stubSession } from "../helpers/session";

const at = "2026-11-23T10:00:00.000Z";
const messenger = (seq: number, action: string, payload: unknown) =>
  ({ type: "messenger", action, payload, seq, at }) as unknown as ServerEvent;

describe("messenger streams", () => {
  it("turn the tab's messenger events and resyncs into the chat machines' signals, other events aside", async () => {
    const events$ = new Subject<ServerEvent>();
    const resyncs$ = new Subject<number>();
    const heard = firstValueFrom(messengerSignals(events$, resyncs$).pipe(take(5), toArray()));
    const message = testMessage(1, 2, 3);
    events$.next(messenger(1, "send", message));
    events$.next({ type: "role", payload: {}, seq: 2, at } as unknown as ServerEvent);
    events$.next(messenger(3, "update", message));
    events$.next(messenger(4, "delete", { id: 1, chatId: 2 }));
    events$.next(messenger(5, "check", { chatId: 2, readerId: 4, upToId: 1, checked: 1 }));
    resyncs$.next(9);
    expect(await heard).toEqual([
      { type: "messenger.send", message },
      { type: "messenger.update", message },
      { type: "messenger.delete", id: 1, chatId: 2 },
      { type: "messenger.check", receipt: { chatId: 2, readerId: 4, upToId: 1, checked: 1 } },
      { type: "messenger.resync" },
    ]);
  });

  it("tell the unread badge of sends (with their author), deletions, reads and resyncs, not of edits", async () => {
    const signals$ = new Subject<MessengerSignal>();
    const heard = firstValueFrom(unreadChanges(signals$).pipe(take(4), toArray()));
    signals$.next({ type: "messenger.update", message: testMessage(1, 2, 3) });
    signals$.next({ type: "messenger.send", message: testMessage(2, 2, 3) });
    signals$.next({ type: "messenger.delete", id: 2, chatId: 2 });
    signals$.next({ type: "messenger.check", receipt: { chatId: 2, readerId: 4, upToId: 2, checked: 1 } });
    signals$.next({ type: "messenger.resync" });
    expect(await heard).toEqual([
      { type: "unread.changed", authorId: 3 },
      { type: "unread.changed" },
      { type: "unread.changed" },
      { type: "unread.changed" },
    ]);
  });

  it("tell the unread badge who is logged in, first, then as it changes", async () => {
    const anna = member(7);
    const session = stubSession({ checkToken: async () => anna });
    await waitFor(session, (s) => s.matches("authorized"));
    const changes$ = new Subject<UnreadEvent>();
    const heard = firstValueFrom(unreadSignals(session, changes$).pipe(take(3), toArray()));
    changes$.next({ type: "unread.changed", authorId: 9 });
    session.send({ type: "session.logout" });
    expect(await heard).toEqual([
      { type: "unread.member", userId: 7 },
      { type: "unread.changed", authorId: 9 },
      { type: "unread.member", userId: null },
    ]);
    session.stop();
  });
});
