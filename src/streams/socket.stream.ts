import { Result, Schema } from "effect";
import ReconnectingWebSocket from "reconnecting-websocket";
import { Observable } from "rxjs";
import {
  CloseCode,
  isServerEvent,
  pingIntervalMs as protocolPingMs,
  type ServerFrame,
  ServerFrameFromJson,
} from "../api/events";

/**
 * What a member's socket reports, in order:
 * - `open` — a connection is up (again); frames follow;
 * - `frame` — a frame decoded with the contract; a logged event comes at most once, in seq order;
 * - `lost` — the connection ended; the stream reconnects by itself, with no retry limit;
 * - `refused` — the server closed it with 4401 or 4403: nothing changes until the session does, so the
 *   stream stops reconnecting and completes right after it.
 */
export type SocketUpdate =
  | { readonly type: "open" }
  | { readonly type: "frame"; readonly frame: ServerFrame }
  | { readonly type: "lost"; readonly code: number; readonly reason: string }
  | { readonly type: "refused"; readonly code: number; readonly reason: string };

export interface SocketOptions {
  /** The socket's address without `after`: `ws(s)://host/api/sockets/{userId}`. */
  readonly url: string;
  /** Resume point: the seq of the last frame seen (by this tab, or the tab that held the socket before). */
  readonly after?: number | undefined;
  /** A WebSocket class; the browser's by default. Node has none: pass `ws`'s (STACK.md). */
  readonly WebSocket?: unknown;
  /** 15 000 ms by the protocol; tests shorten it. */
  readonly pingIntervalMs?: number;
  /** The first retry waits this long (then 1.3× more each time, up to `maxReconnectDelayMs`). */
  readonly minReconnectDelayMs?: number;
  readonly maxReconnectDelayMs?: number;
  /** Where an undecodable frame is reported; console.warn by default. */
  readonly warn?: (message: string, detail: unknown) => void;
}

/** Close codes after which reconnecting cannot help until the session changes. */
const refusals: ReadonlySet<number> = new Set([CloseCode.unauthorized, CloseCode.forbidden]);

const decodeFrame = Schema.decodeUnknownResult(ServerFrameFromJson);

/** The address of the next connection: with `after` once a position is known, so the server resumes. */
export function resumeUrl(url: string, after: number | undefined): string {
  if (after === undefined) return url;
  const next = new URL(url);
  next.searchParams.set("after", String(after));
  return next.toString();
}

/**
 * A member's socket (ARCHITECTURE §5) as an Observable of {@link SocketUpdate}s: reconnecting-websocket
 * underneath, one connection per subscription, closed on unsubscribe.
 *
 * It keeps the seq of the last frame and every (re)connection asks for what came after it, so a dropped
 * connection loses nothing; a logged event at or below that seq is a duplicate and is dropped. A frame
 * that does not decode is reported through `warn` and dropped — never thrown. It pings every
 * `pingIntervalMs`; a ping still unanswered when the next one is due (the server answers each with `pong`
 * at once) means the connection is dead — a laptop that slept, a tunnel — and it is replaced. (Measured
 * from ping to ping, not by the clock: a background tab whose timers the browser slows down is not dead.)
 */
export function connectSocket(options: SocketOptions): Observable<SocketUpdate> {
  const {
    url,
    pingIntervalMs = protocolPingMs,
    minReconnectDelayMs = 1000,
    maxReconnectDelayMs = 10_000,
    warn = (message, detail) => console.warn(message, detail),
  } = options;
  return new Observable<SocketUpdate>((subscriber) => {
    let lastSeq = options.after;
    // Whether the last ping has had no answer yet (any frame counts: the server is there).
    let unanswered = false;
    const socket = new ReconnectingWebSocket(() => resumeUrl(url, lastSeq), undefined, {
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
      maxRetries: Number.POSITIVE_INFINITY,
      minReconnectionDelay: minReconnectDelayMs,
      maxReconnectionDelay: maxReconnectDelayMs,
      // A ping is only worth sending on a live connection: none is queued for the next one.
      maxEnqueuedMessages: 0,
    });

    socket.addEventListener("open", () => {
      unanswered = false;
      subscriber.next({ type: "open" });
    });
    socket.addEventListener("message", (message) => {
      unanswered = false;
      const decoded = typeof message.data === "string" ? decodeFrame(message.data) : undefined;
      if (!decoded || Result.isFailure(decoded)) {
        warn("Сокет: кадр не по контракту, пропущен", decoded ? decoded.failure : message.data);
        return;
      }
      const frame = decoded.success;
      if (isServerEvent(frame) && lastSeq !== undefined && frame.seq <= lastSeq) return;
      // A control frame's seq is the server's position for this member (a `resync` may even move it back).
      lastSeq = frame.seq;
      subscriber.next({ type: "frame", frame });
    });
    socket.addEventListener("close", (event) => {
      if (refusals.has(event.code)) {
        socket.close();
        subscriber.next({ type: "refused", code: event.code, reason: event.reason });
        subscriber.complete();
        return;
      }
      subscriber.next({ type: "lost", code: event.code, reason: event.reason });
    });

    const ping = setInterval(() => {
      if (socket.readyState !== ReconnectingWebSocket.OPEN) return;
      if (unanswered) {
        unanswered = false;
        socket.reconnect(4000, "Сервер не ответил на ping");
        return;
      }
      unanswered = true;
      socket.send(JSON.stringify({ type: "ping" }));
    }, pingIntervalMs);

    return () => {
      clearInterval(ping);
      socket.close(1000, "Вкладка закрыла соединение");
    };
  });
}
