import { Result, Schema } from "effect";
import WebSocket from "ws";
import {
  isServerEvent,
  type ServerEvent,
  type ServerFrame,
  ServerFrameFromJson,
} from "../../../src/api/events";

const decodeFrame = Schema.decodeUnknownResult(ServerFrameFromJson);

export interface SocketOptions {
  /** Headers of the upgrade: `authorization`, `cookie`… */
  readonly headers?: Readonly<Record<string, string>>;
  /** The `Origin` a browser would send. */
  readonly origin?: string;
  /** `?after=` (a number, or any raw text to test bad input). */
  readonly after?: number | string;
}

/** The address of a member's socket on a listening test app (`http://…` → `ws://…`). */
export function socketUrl(baseUrl: string, userId: number | string, after?: number | string): string {
  const url = new URL(`/api/sockets/${userId}`, baseUrl.replace(/^http/, "ws"));
  if (after !== undefined) url.searchParams.set("after", String(after));
  return url.toString();
}

/**
 * A real WebSocket client (`ws`) that decodes every frame with the contract (src/api/events/) and
 * keeps them all, so a test can wait for a frame and then look at the whole conversation.
 */
export class TestSocket {
  readonly ws: WebSocket;
  /** Every decoded frame, in arrival order. */
  readonly frames: ServerFrame[] = [];
  /** Frames that did not decode with the contract: a server bug. */
  readonly undecodable: string[] = [];
  /** Resolves with the close code and reason. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly listeners = new Set<() => void>();

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on("message", (data) => {
      const text = data.toString();
      const decoded = decodeFrame(text);
      if (Result.isSuccess(decoded)) this.frames.push(decoded.success);
      else this.undecodable.push(text);
      for (const listener of this.listeners) listener();
    });
    this.closed = new Promise((resolve) => {
      ws.on("close", (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const listener of this.listeners) listener();
      });
    });
  }

  /** Connects and waits for the upgrade (a refused socket opens too, then closes with its code). */
  static open(baseUrl: string, userId: number | string, options: SocketOptions = {}): Promise<TestSocket> {
    const ws = new WebSocket(socketUrl(baseUrl, userId, options.after), {
      headers: { ...options.headers },
      ...(options.origin ? { origin: options.origin } : {}),
    });
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(socket));
      ws.once("error", reject);
    });
  }

  /** Logged events received so far (control frames left out). */
  get events(): ServerEvent[] {
    return this.frames.filter(isServerEvent);
  }

  send(message: unknown): void {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The first frame (received already or to come) that matches; rejects after `timeoutMs`. */
  waitFor<F extends ServerFrame = ServerFrame>(
    match: (frame: ServerFrame) => boolean,
    timeoutMs = 5000,
  ): Promise<F> {
    return this.until(() => this.frames.find(match) as F | undefined, timeoutMs, "a matching frame");
  }

  /** Waits until `count` logged events have arrived. */
  waitForEvents(count: number, timeoutMs = 5000): Promise<ServerEvent[]> {
    return this.until(
      () => (this.events.length >= count ? this.events : undefined),
      timeoutMs,
      `${count} events (have ${this.events.length})`,
    );
  }

  /** Resolves when `probe` returns something; rejects on timeout or on an undecodable frame. */
  until<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.undecodable.length > 0) {
          finish();
          reject(new Error(`Кадр не по контракту: ${this.undecodable[0]}`));
          return;
        }
        const found = probe();
        if (found !== undefined) {
          finish();
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`Не дождались: ${what}; кадры: ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
      check();
    });
  }

  close(): void {
    this.ws.close();
  }
}
