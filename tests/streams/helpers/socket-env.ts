import type { AddressInfo } from "node:net";
import { firstValueFrom, type Observable, filter as rxFilter, take, timeout } from "rxjs";
import WebSocket, { WebSocketServer } from "ws";
import type { SocketUpdate } from "../../../src/streams/socket.stream";

/**
 * A `ws` WebSocket class for reconnecting-websocket in Node (STACK.md) that sends the given upgrade
 * headers (a bearer token: Node is not a browser, it has no cookie jar) and keeps every connection it
 * opens, so that a test can read their addresses or break one the way a network does.
 */
export function nodeWebSocket(headers: Readonly<Record<string, string>> = {}) {
  const opened: WebSocket[] = [];
  class NodeWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { ...headers } });
      opened.push(this);
    }
  }
  return {
    WebSocket: NodeWebSocket,
    opened,
    /** The addresses of the connections, in order. */
    urls: () => opened.map((ws) => ws.url),
    /** The newest connection. */
    current: () => opened.at(-1),
  };
}

/** Collects a stream's updates and lets a test wait for one. */
export function record(updates$: Observable<SocketUpdate>) {
  const updates: SocketUpdate[] = [];
  let completed = false;
  const listeners = new Set<() => void>();
  const subscription = updates$.subscribe({
    next: (update) => {
      updates.push(update);
      for (const listener of listeners) listener();
    },
    error: (error) => {
      throw error;
    },
    complete: () => {
      completed = true;
      for (const listener of listeners) listener();
    },
  });
  return {
    updates,
    get completed() {
      return completed;
    },
    /** Logged events' seqs and control frames' types, in order. */
    frames: () => updates.flatMap((u) => (u.type === "frame" ? [u.frame] : [])),
    /** Waits until `probe` holds (checked after every update). */
    until(probe: () => boolean, timeoutMs = 5000, what = "condition"): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!probe()) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`Не дождались: ${what}; обновления: ${JSON.stringify(updates)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    stop: () => subscription.unsubscribe(),
  };
}

/** The first update of a kind, within a time limit. */
export function nextOf(updates$: Observable<SocketUpdate>, type: SocketUpdate["type"], ms = 5000) {
  return firstValueFrom(
    updates$.pipe(
      rxFilter((u) => u.type === type),
      take(1),
      timeout(ms),
    ),
  );
}

/**
 * A tiny socket server of our own, for what the real one never does (garbage, duplicates, silence):
 * `onConnection` scripts what it sends.
 */
export async function scriptedServer(onConnection: (socket: WebSocket, url: string) => void) {
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const connections: string[] = [];
  server.on("connection", (socket, request) => {
    connections.push(request.url ?? "");
    onConnection(socket, request.url ?? "");
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/api/sockets/1`,
    /** The request path of every connection made, in order. */
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
