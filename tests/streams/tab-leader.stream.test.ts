// @vitest-environment node
// One socket for all tabs (src/streams/tab-leader.stream.ts): fake Web Locks with the browser's rules,
// Node's real BroadcastChannel between the "tabs", and a socket per tab that the test plays.
import { Subject } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import type { ServerFrame } from "../../src/api/events";
import type { SocketUpdate } from "../../src/streams/socket.stream";
import { shareAcrossTabs, type TabUpdate } from "../../src/streams/tab-leader.stream";
import { fakeLockManager } from "./helpers/fake-locks";

const at = "2026-11-23T10:00:00.000Z";
const event = (seq: number): SocketUpdate => ({
  type: "frame",
  frame: { seq, type: "achievement", payload: { n: seq }, at },
});
const connected = (seq: number): SocketUpdate => ({
  type: "frame",
  frame: { seq, type: "user_connect", payload: { seq }, at },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let world: ReturnType<typeof browser> | undefined;
afterEach(() => world?.closeAll());

/** One tab of the test's browser. */
interface Tab {
  readonly id: number;
  readonly updates: TabUpdate[];
  /** The sockets this tab opened: the `after` each was opened with, and the test's hand on it. */
  readonly sockets: Array<{ after: number | undefined; server: Subject<SocketUpdate> }>;
  readonly completed: boolean;
  /** The socket this tab holds now (the test plays its server). */
  socket(): Subject<SocketUpdate>;
  frames(): ServerFrame[];
  seqs(): number[];
  /** Each update in short: `open`, `achievement:3` … */
  kinds(): string[];
  /** The tab is closed: its code stops, the browser releases its lock. */
  close(): void;
}

/** A browser of several tabs sharing one lock manager and the channel `name`. */
function browser() {
  const name = `mir:socket:test-${Math.random().toString(36).slice(2)}`;
  const locks = fakeLockManager();
  const tabs: Tab[] = [];

  function openTab(): Tab {
    const { locks: tabLocks, id } = locks.tab();
    const sockets: Array<{ after: number | undefined; server: Subject<SocketUpdate> }> = [];
    const updates: TabUpdate[] = [];
    let completed = false;
    const subscription = shareAcrossTabs({
      name,
      locks: tabLocks,
      channel: (channelName) => new BroadcastChannel(channelName),
      open: (after) => {
        const server = new Subject<SocketUpdate>();
        sockets.push({ after, server });
        return server;
      },
    }).subscribe({
      next: (update) => updates.push(update),
      complete: () => {
        completed = true;
      },
    });
    const tab: Tab = {
      id,
      updates,
      sockets,
      get completed() {
        return completed;
      },
      socket: () => {
        const last = sockets.at(-1);
        if (!last) throw new Error(`tab ${id} holds no socket`);
        return last.server;
      },
      frames: (): ServerFrame[] => updates.flatMap((u) => (u.type === "frame" ? [u.frame] : [])),
      seqs: () => tab.frames().map((f) => f.seq),
      kinds: () => updates.map((u) => (u.type === "frame" ? `${u.frame.type}:${u.frame.seq}` : u.type)),
      close: () => {
        subscription.unsubscribe();
        locks.closeTab(id);
      },
    };
    tabs.push(tab);
    return tab;
  }

  return {
    name,
    locks,
    openTab,
    closeAll: () => {
      for (const tab of tabs) tab.close();
    },
  };
}

/** Waits for the channel's deliveries (asynchronous in Node as in browsers). */
async function until(probe: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (probe()) return;
    await sleep(5);
  }
  throw new Error(`Не дождались: ${what}`);
}

describe("one socket for all the tabs of a browser", () => {
  it("the first tab holds the socket and shares every update; the others open none", async () => {
    world = browser();
    const a = world.openTab();
    const b = world.openTab();
    const c = world.openTab();
    expect(a.kinds()).toEqual(["follower", "leader"]);
    expect(a.sockets.map((s) => s.after)).toEqual([undefined]);
    expect(world.locks.holder(world.name)).toBe(a.id);

    for (const update of [{ type: "open" } as const, connected(0), event(1), event(2)])
      a.socket().next(update);
    await until(() => b.seqs().length === 3 && c.seqs().length === 3, "the followers hear three frames");
    for (const tab of [a, b, c]) expect(tab.frames().map((f) => f.type)).toContain("user_connect");
    expect(a.kinds()).toEqual([
      "follower",
      "leader",
      "open",
      "user_connect:0",
      "achievement:1",
      "achievement:2",
    ]);
    expect(b.kinds()).toEqual(["follower", "open", "user_connect:0", "achievement:1", "achievement:2"]);
    expect(c.kinds()).toEqual(b.kinds());
    expect(b.sockets).toEqual([]);
    expect(c.sockets).toEqual([]);
  });

  it("a tab that opens later learns that the socket is open, and where it stands", async () => {
    world = browser();
    const a = world.openTab();
    for (const update of [{ type: "open" } as const, connected(4), event(5)]) a.socket().next(update);
    const late = world.openTab();
    await until(() => late.kinds().includes("open"), "the leader's answer");
    expect(late.kinds()).toEqual(["follower", "open"]);

    // It heard no frame, but takes over from the leader's position.
    a.close();
    await until(() => late.sockets.length === 1, "the hand-over");
    expect(late.sockets[0]?.after).toBe(5);
  });

  it("hands the socket over when the leader's tab closes: nothing lost, nothing twice", async () => {
    world = browser();
    const a = world.openTab();
    const b = world.openTab();
    const c = world.openTab();
    for (const update of [{ type: "open" } as const, connected(0), event(1), event(2), event(3)])
      a.socket().next(update);
    await until(() => b.seqs().length === 4 && c.seqs().length === 4, "three events everywhere");

    a.close();
    // The browser gives the lock to the tab that asked first after the leader: b.
    await until(() => b.sockets.length === 1, "b takes over");
    expect(world.locks.holder(world.name)).toBe(b.id);
    expect(b.sockets[0]?.after).toBe(3);
    expect(b.kinds().slice(-1)).toEqual(["leader"]);

    // Its socket resumes after 3; a replay of 3 (already seen) is not passed on, 4 and 5 are, once.
    for (const update of [{ type: "open" } as const, event(3), event(4), event(5)]) b.socket().next(update);
    await until(() => c.seqs().includes(5), "c hears b's socket");
    await sleep(30);
    const events = (tab: Tab) => tab.frames().filter((f) => f.type === "achievement");
    expect(events(b).map((f) => f.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(events(c).map((f) => f.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(c.sockets).toEqual([]);
    expect(c.kinds()).not.toContain("leader");

    // And again: c takes over from b, after 5.
    b.close();
    await until(() => c.sockets.length === 1, "c takes over");
    expect(c.sockets[0]?.after).toBe(5);
  });

  it("a refused socket ends every tab's stream, and no tab tries again", async () => {
    world = browser();
    const a = world.openTab();
    const b = world.openTab();
    a.socket().next({ type: "open" });
    a.socket().next({ type: "refused", code: 4401, reason: "Войдите, чтобы получать события" });
    a.socket().complete();
    await until(() => a.completed && b.completed, "both streams complete");
    expect(b.updates.at(-1)).toEqual({
      type: "refused",
      code: 4401,
      reason: "Войдите, чтобы получать события",
    });
    // The leader keeps the lock a moment after a refusal, so that nobody takes it to be refused again.
    expect(world.locks.holder(world.name)).toBe(a.id);
    await sleep(400);
    expect(world.locks.holder(world.name)).toBeUndefined();
    expect(b.sockets).toEqual([]);
  });

  it("ignores what on the channel is not a message of ours; checks frames with the contract", async () => {
    world = browser();
    const a = world.openTab();
    const b = world.openTab();
    const rogue = new BroadcastChannel(world.name);
    try {
      rogue.postMessage("hello?");
      rogue.postMessage({ kind: "update", update: { type: "frame", frame: { seq: "x", type: "role" } } });
      rogue.postMessage({ kind: "update", update: { type: "explode" } });
      rogue.postMessage({ kind: "state", open: "yes" });
      a.socket().next(event(1));
      await until(() => b.seqs().length === 1, "the real frame");
      await sleep(30);
      expect(b.kinds()).toEqual(["follower", "achievement:1"]);
    } finally {
      rogue.close();
    }
  });

  it("a tab that stops listening gives up its place in the queue", async () => {
    world = browser();
    const a = world.openTab();
    const b = world.openTab();
    b.close();
    a.close();
    await sleep(30);
    expect(world.locks.holder(world.name)).toBeUndefined();
    expect(b.sockets).toEqual([]);
  });
});
