import WebSocket from "ws";
import { pingIntervalMs } from "../../src/api/events";
import type { Member } from "./members";

const wsUrl = (base: string, id: number) => `${base.replace(/^http/, "ws")}/api/sockets/${id}`;

/** Opens a member's socket and resolves on its first frame (`user_connect`); later frames go to `onFrame`. */
export function openSocket(
  base: string,
  member: Member,
  onFrame?: (text: string) => void,
): Promise<WebSocket> {
  return new Promise((resolveOpen, reject) => {
    const ws = new WebSocket(wsUrl(base, member.id), {
      headers: { authorization: `Bearer ${member.token}` },
    });
    let first = true;
    ws.on("message", (data) => {
      if (first) {
        first = false;
        resolveOpen(ws);
        return;
      }
      onFrame?.(data.toString());
    });
    ws.on("close", (code) => {
      if (first) reject(new Error(`socket of ${member.id} closed with ${code}`));
    });
    ws.on("error", (error) => {
      if (first) reject(error);
    });
  });
}

/** Opens sockets `batch` at a time, so the server is not asked for thousands of handshakes at once. */
export async function openMany(
  base: string,
  members: ReadonlyArray<Member>,
  batch = 250,
  onFrame?: (member: Member, text: string) => void,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < members.length; i += batch) {
    const slice = members.slice(i, i + batch);
    sockets.push(
      ...(await Promise.all(slice.map((m) => openSocket(base, m, onFrame && ((t) => onFrame(m, t)))))),
    );
    // Opening thousands takes a while: the first ones must not be closed as idle meanwhile.
    ping(sockets);
  }
  return sockets;
}

/**
 * Pings every socket as the app does, each every 15 s, spread over the interval as a real population's
 * pings are (a burst of thousands at once would measure the burst); returns the stop.
 */
export function keepAlive(sockets: ReadonlyArray<WebSocket>): () => void {
  ping(sockets);
  const tick = 100;
  const perTick = Math.ceil((sockets.length * tick) / pingIntervalMs);
  let next = 0;
  const pinger = setInterval(() => {
    ping(
      Array.from(
        { length: Math.min(perTick, sockets.length) },
        () => sockets[next++ % sockets.length] as WebSocket,
      ),
    );
  }, tick);
  return () => clearInterval(pinger);
}

function ping(sockets: ReadonlyArray<WebSocket>): void {
  for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
}
