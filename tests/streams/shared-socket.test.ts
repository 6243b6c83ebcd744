// @vitest-environment node
// One socket for three "tabs" against the real server: the app's socket stream under the tab-leader
// stream (fake Web Locks, Node's BroadcastChannel). Events keep coming while the tab holding the socket
// closes, twice: the last tab has every event, once, in order.
import { describe, expect, it } from "vitest";
import { isServerEvent, type ServerEvent } from "../../src/api/events";
import { connectSocket } from "../../src/streams/socket.stream";
import { shareAcrossTabs, type TabUpdate } from "../../src/streams/tab-leader.stream";
import { createMember } from "../server/helpers/accounts";
import { socketUrl } from "../server/helpers/socket-client";
import { backends, useTestApp } from "../server/helpers/test-app";
import { fakeLockManager } from "./helpers/fake-locks";
import { nodeWebSocket } from "./helpers/socket-env";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)("one socket for three tabs on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });

  it("hands the socket over twice while events keep coming: nothing lost, nothing twice", async () => {
    const member = await createMember(ctx().database.db);
    const locks = fakeLockManager();
    const name = `mir:socket:${member.id}:${Date.now()}`;
    const sockets = nodeWebSocket(member.bearer);

    const openTab = () => {
      const tab = locks.tab();
      const updates: TabUpdate[] = [];
      const subscription = shareAcrossTabs({
        name,
        locks: tab.locks,
        channel: (channelName) => new BroadcastChannel(channelName),
        open: (after) =>
          connectSocket({
            url: socketUrl(ctx().url, member.id),
            after,
            WebSocket: sockets.WebSocket,
            minReconnectDelayMs: 5,
            maxReconnectDelayMs: 50,
          }),
      }).subscribe((update) => updates.push(update));
      return {
        events: (): ServerEvent[] =>
          updates.flatMap((u) => (u.type === "frame" && isServerEvent(u.frame) ? [u.frame] : [])),
        open: () => updates.some((u) => u.type === "open"),
        close: () => {
          subscription.unsubscribe();
          locks.closeTab(tab.id);
        },
      };
    };
    const waitFor = async (probe: () => boolean, what: string) => {
      for (let i = 0; i < 500 && !probe(); i++) await sleep(10);
      if (!probe()) throw new Error(`Не дождались: ${what}`);
    };
    const publish = (n: number) =>
      ctx().app.realtime.events.transaction(async (_tx, publish) => {
        publish(member.id, { type: "achievement", action: "create", payload: { n } });
      });

    const [a, b, c] = [openTab(), openTab(), openTab()];
    await waitFor(() => a.open() && b.open() && c.open(), "three open tabs");
    // The socket is open: give the server a moment to have sent `user_connect` (the position).
    await waitFor(() => sockets.opened.length === 1, "one socket");
    await sleep(50);

    for (let n = 1; n <= 30; n++) {
      if (n === 11) a.close();
      if (n === 21) b.close();
      await publish(n);
      if (n % 4 === 0) await sleep(5);
    }
    await waitFor(() => c.events().length >= 30, "thirty events in the last tab");
    await sleep(200);

    const ns = (events: ServerEvent[]) => events.map((e) => (e.payload as { n: number }).n);
    expect(ns(c.events())).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(c.events().map((e) => e.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // B saw a prefix, once each; one socket at a time: A's, then B's, then C's.
    expect(ns(b.events())).toEqual(Array.from({ length: b.events().length }, (_, i) => i + 1));
    expect(b.events().length).toBeGreaterThan(0);
    expect(sockets.opened).toHaveLength(3);
    expect(sockets.urls()[0]).not.toContain("after=");
    expect(sockets.urls()[1]).toMatch(/after=\d+/);
    expect(sockets.urls()[2]).toMatch(/after=\d+/);
    c.close();
  });
});
