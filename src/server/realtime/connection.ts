import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { type BroadcastDraft, CloseCode, type ControlFrame } from "../../api/events";
import type { Db } from "../db/connect";
import type { AuthContext, Sessions } from "../http/caller";
import { currentSeq, type LoggedEvent, readEvents } from "./event-log";
import type { Hub, Subscriber } from "./hub";

/** Events read from the log per query while replaying. */
const replayBatch = 500;
/** Replay waits while more than this is queued for the client … */
const replayLowWater = 512 * 1024;
/** … and a live socket whose client has not read this much is closed: it resumes from the log later. */
const maxBuffered = 8 * 1024 * 1024;

export interface ConnectionOptions {
  readonly socket: WebSocket;
  /** The upgrade request and who it authenticated: per-member limits of the commands count by these. */
  readonly request: FastifyRequest;
  readonly auth: AuthContext;
  /** `?after=` of the address: replay what came after it; undefined → `user_connect`. */
  readonly after: number | undefined;
  readonly db: Db;
  /** Where the socket's session is looked at again (auth's lookup, handed in by app.ts). */
  readonly sessions: Pick<Sessions, "byId">;
  readonly hub: Hub;
  readonly log: FastifyBaseLogger;
  /** Closed after this long without a frame from the client. */
  readonly idleTimeoutMs: number;
  /** A text frame from the client (src/server/realtime/commands.ts); binary frames arrive as undefined. */
  readonly onMessage: (connection: Connection, text: string | undefined) => Promise<void>;
}

/** Thrown inside the delivery loop when the socket has closed: stop quietly. */
const closedSignal = Symbol("closed");

/** A close reason is at most 123 bytes of UTF-8 (RFC 6455): cut at a character, not inside one. */
function reasonText(reason: string): string {
  let text = reason;
  while (Buffer.byteLength(text) > 123) text = text.slice(0, -1);
  return text;
}

/**
 * One open socket of one member. Delivery is gap-free and duplicate-free: `lastSent` is the seq of the
 * last logged event sent; a bus event with the next seq is sent at once, a later one first pulls the gap
 * from the log, an earlier one is dropped. The socket is in the hub before the log is first read, so an
 * event committed meanwhile is either in what the read returns or arrives from the bus after it.
 */
export class Connection implements Subscriber {
  readonly userId: number;
  readonly sessionId: number;
  readonly request: FastifyRequest;
  readonly auth: AuthContext;
  private readonly options: ConnectionOptions;
  private readonly socket: WebSocket;
  private lastSent = 0;
  private started = false;
  private running = false;
  private closed = false;
  private catchUpWanted = false;
  private readonly queue: LoggedEvent[] = [];
  /** Control frames asked for before the start: sent right after it. */
  private readonly early: Array<() => void> = [];
  private readonly idle: NodeJS.Timeout;
  private readonly leave: () => void;

  constructor(options: ConnectionOptions) {
    this.options = options;
    this.socket = options.socket;
    this.request = options.request;
    this.auth = options.auth;
    this.userId = options.auth.userId;
    this.sessionId = options.auth.sessionId;
    this.leave = options.hub.add(this.userId, this);
    this.idle = setTimeout(
      () => this.close(CloseCode.idle, "Нет ping от клиента: соединение закрыто"),
      options.idleTimeoutMs,
    );
    this.idle.unref();
    this.socket.on("message", (data, isBinary) => {
      if (this.closed) return;
      this.idle.refresh();
      const text = isBinary ? undefined : data.toString();
      options.onMessage(this, text).catch((error: unknown) => {
        options.log.error({ err: error }, "Сокет: ошибка при обработке сообщения клиента");
        this.control("error", { code: "INTERNAL", message: "Внутренняя ошибка сервера" });
      });
    });
    this.socket.on("close", () => this.dispose());
    this.run();
  }

  /** The seq of the last logged event sent on this socket. */
  get position(): number {
    return this.lastSent;
  }

  offer(event: LoggedEvent): void {
    if (this.closed) return;
    // The common case without a queue: the very next event, straight from the bus.
    if (this.started && !this.running && this.queue.length === 0) {
      if (event.seq <= this.lastSent) return;
      if (event.seq === this.lastSent + 1) {
        if (this.write(event.frame)) this.lastSent = event.seq;
        return;
      }
    }
    this.queue.push(event);
    this.run();
  }

  catchUp(): void {
    if (this.closed) return;
    this.catchUpWanted = true;
    this.run();
  }

  shutdown(): void {
    this.close(CloseCode.goingAway, "Сервер перезапускается");
  }

  /**
   * The member's roles while this socket's session is live; once it has ended (logout, password reset,
   * account deletion) the socket is closed with 4401 and the answer is undefined.
   */
  async checkSession(): Promise<ReadonlyArray<number> | undefined> {
    const session = await this.options.sessions.byId(this.sessionId);
    if (!session) this.close(CloseCode.unauthorized, "Сессия завершена: войдите снова");
    return session?.roleIds;
  }

  sessionsEnded(): void {
    if (this.closed) return;
    this.checkSession().catch((error: unknown) => {
      this.options.log.error({ err: error }, "Сокет: не удалось проверить сессию");
    });
  }

  told(draft: BroadcastDraft): void {
    if (this.closed) return;
    this.control(draft.type, draft.payload);
  }

  /**
   * Sends a control frame (not logged): its seq is this socket's position. An answer to the client (a
   * `pong`, an `error`) that comes before the first read of the log waits for it, so that its seq is
   * the position the client resumed from, not 0.
   */
  control<T extends ControlFrame["type"]>(
    type: T,
    payload: Extract<ControlFrame, { type: T }>["payload"],
  ): void {
    if (this.started) this.writeControl(type, payload);
    else this.early.push(() => this.writeControl(type, payload));
  }

  private writeControl(type: ControlFrame["type"], payload: ControlFrame["payload"]): void {
    this.write(JSON.stringify({ seq: this.lastSent, type, payload, at: new Date().toISOString() }));
  }

  /** Closes the socket with an application close code and a Russian reason. */
  close(code: number, reason: string): void {
    if (this.closed) return;
    this.dispose();
    this.socket.close(code, reasonText(reason));
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idle);
    this.leave();
    this.queue.length = 0;
  }

  private write(frame: string): boolean {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return false;
    if (this.socket.bufferedAmount > maxBuffered) {
      this.close(CloseCode.tryAgainLater, "Клиент не успевает читать: переподключитесь");
      return false;
    }
    this.socket.send(frame);
    return true;
  }

  private send(frame: string, seq: number): void {
    if (!this.write(frame)) throw closedSignal;
    this.lastSent = seq;
  }

  private run(): void {
    if (this.running || this.closed) return;
    this.running = true;
    this.work().then(
      () => {
        this.running = false;
        if (this.queue.length > 0 || this.catchUpWanted) this.run();
      },
      (error: unknown) => {
        this.running = false;
        if (error === closedSignal || this.closed) return;
        this.options.log.error({ err: error }, "Сокет: не удалось доставить события");
        // The client reconnects with `after` and gets them from the log.
        this.close(1011, "Внутренняя ошибка сервера");
      },
    );
  }

  private async work(): Promise<void> {
    if (!this.started) {
      await this.start();
      this.started = true;
      for (const send of this.early.splice(0)) send();
    }
    while (!this.closed && (this.queue.length > 0 || this.catchUpWanted)) {
      if (this.catchUpWanted) {
        this.catchUpWanted = false;
        if ((await this.fromLog(undefined)) === "lost") await this.resync();
        continue;
      }
      const event = this.queue.shift() as LoggedEvent;
      if (event.seq <= this.lastSent) continue;
      if (event.seq === this.lastSent + 1) this.send(event.frame, event.seq);
      // A gap: what came before this event has committed (commit order is seq order), so it is in the log.
      else if ((await this.fromLog(event.seq)) === "lost") await this.resync();
    }
  }

  private async start(): Promise<void> {
    const { after } = this.options;
    const current = await currentSeq(this.options.db, this.userId);
    if (after === undefined) {
      this.lastSent = current;
      this.writeControl("user_connect", { seq: current });
    } else if (after > current) {
      await this.resync(current);
    } else {
      this.lastSent = after;
      if ((await this.fromLog(current)) === "lost") await this.resync();
    }
  }

  /**
   * Sends logged events after `lastSent` (up to `upto`), in order. "lost" when the log no longer holds
   * the next one (the retention deleted it): only a resync helps then.
   */
  private async fromLog(upto: number | undefined): Promise<"ok" | "lost"> {
    for (;;) {
      const rows = await readEvents(this.options.db, this.userId, this.lastSent, replayBatch, upto);
      if (this.closed) throw closedSignal;
      for (const row of rows) {
        if (row.seq !== this.lastSent + 1) return "lost";
        this.send(row.frame, row.seq);
      }
      if (rows.length < replayBatch) break;
      while (this.socket.bufferedAmount > replayLowWater) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (this.closed) throw closedSignal;
      }
    }
    return upto !== undefined && this.lastSent < upto ? "lost" : "ok";
  }

  /** `resync` then `user_connect`: the client refetches, and continues from the current seq. */
  private async resync(known?: number): Promise<void> {
    const current = known ?? (await currentSeq(this.options.db, this.userId));
    if (this.closed) throw closedSignal;
    this.lastSent = current;
    this.writeControl("resync", { seq: current });
    this.writeControl("user_connect", { seq: current });
  }
}
