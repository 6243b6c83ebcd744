import { Result, Schema } from "effect";
import { Observable, type Subscription } from "rxjs";
import { isServerEvent, ServerFrame } from "../api/events";
import type { SocketUpdate } from "./socket.stream";

/**
 * What one tab hears: the updates of the one socket of the browser, plus which tab holds it — `leader`
 * (this one: it just got the lock) or `follower` (another one; its updates arrive over the channel).
 */
export type TabUpdate = SocketUpdate | { readonly type: "leader" } | { readonly type: "follower" };

/** The part of a BroadcastChannel this needs (the browser's, Node's, or a test's). */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** The part of the Web Locks API this needs (`navigator.locks`, or a test's). */
export interface TabLocks {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface TabLeaderOptions {
  /** The lock and channel name: one socket per name (per member) in the browser. */
  readonly name: string;
  readonly locks: TabLocks;
  readonly channel: (name: string) => TabChannel;
  /** Opens this tab's own socket, resuming after `after` (undefined: from the current position). */
  readonly open: (after: number | undefined) => Observable<SocketUpdate>;
}

/**
 * After a refusal the leader keeps the lock this long: the other tabs hear `refused` first and stop
 * waiting for it, rather than one of them taking the lock and being refused in turn.
 */
const refusedHoldMs = 250;

/** What tabs say to each other on the channel. */
type Message =
  /** The leader's socket said this. */
  | { readonly kind: "update"; readonly update: SocketUpdate }
  /** A follower has just arrived: the leader answers with `state`. */
  | { readonly kind: "hello" }
  /** Whether the leader's socket is open, and its last seq. */
  | { readonly kind: "state"; readonly open: boolean; readonly seq: number | undefined };

// Other tabs may run another build of the app: what they send is checked, frames with the contract.
const decodeFrame = Schema.decodeUnknownResult(ServerFrame);
const plainUpdates: ReadonlySet<string> = new Set(["open", "lost", "refused"]);

function readMessage(data: unknown): Message | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const message = data as { kind?: unknown; update?: unknown; open?: unknown; seq?: unknown };
  if (message.kind === "hello") return { kind: "hello" };
  if (message.kind === "state" && typeof message.open === "boolean") {
    const seq = typeof message.seq === "number" ? message.seq : undefined;
    return { kind: "state", open: message.open, seq };
  }
  if (message.kind !== "update" || typeof message.update !== "object" || message.update === null) return;
  const update = message.update as { type?: unknown; frame?: unknown; code?: unknown; reason?: unknown };
  if (update.type === "frame") {
    const frame = decodeFrame(update.frame);
    return Result.isSuccess(frame)
      ? { kind: "update", update: { type: "frame", frame: frame.success } }
      : undefined;
  }
  if (typeof update.type === "string" && plainUpdates.has(update.type)) {
    return { kind: "update", update: update as SocketUpdate };
  }
  return undefined;
}

/**
 * One socket for all the tabs of a browser (ARCHITECTURE §5). Every tab asks for the lock `name`; the
 * one that holds it (the leader) opens the socket and posts each update on the channel `name`; the others
 * (followers) hear them there. When the leader's tab closes, the browser hands the lock to another tab,
 * which opens the socket resuming after the last seq *it* saw — so the hand-over loses nothing — and
 * drops what it has seen already (a logged event at or below its seq).
 *
 * Completes after `refused` (from its own socket or the leader's). Unsubscribing gives the lock up.
 */
export function shareAcrossTabs(options: TabLeaderOptions): Observable<TabUpdate> {
  return new Observable<TabUpdate>((subscriber) => {
    const channel = options.channel(options.name);
    const gaveUp = new AbortController();
    let release: (() => void) | undefined;
    let socket: Subscription | undefined;
    let leader = false;
    let open = false;
    let refused = false;
    let lastSeq: number | undefined;

    /** Whether an update is news to this tab (a logged event at or below the last seq is not); notes it. */
    const fresh = (update: SocketUpdate): boolean => {
      if (update.type === "frame") {
        const { frame } = update;
        if (isServerEvent(frame) && lastSeq !== undefined && frame.seq <= lastSeq) return false;
        lastSeq = frame.seq;
      }
      if (update.type === "open") open = true;
      if (update.type === "lost" || update.type === "refused") open = false;
      if (update.type === "refused") refused = true;
      return true;
    };
    const emit = (update: SocketUpdate) => {
      subscriber.next(update);
      if (update.type === "refused") subscriber.complete();
    };

    const onMessage = (event: MessageEvent) => {
      const message = readMessage(event.data);
      if (!message) return;
      if (leader) {
        if (message.kind === "hello") channel.postMessage({ kind: "state", open, seq: lastSeq });
        return;
      }
      if (message.kind === "state") {
        lastSeq ??= message.seq;
        if (message.open && !open && fresh({ type: "open" })) emit({ type: "open" });
      } else if (message.kind === "update" && fresh(message.update)) {
        emit(message.update);
      }
    };
    channel.addEventListener("message", onMessage);

    const lead = () =>
      new Promise<void>((resolve) => {
        release = resolve;
        if (subscriber.closed) {
          resolve();
          return;
        }
        leader = true;
        open = false;
        subscriber.next({ type: "leader" });
        socket = options.open(lastSeq).subscribe({
          next: (update) => {
            if (!fresh(update)) return;
            // Told to the other tabs first: a `refused` ends this subscription, and the channel with it.
            channel.postMessage({ kind: "update", update });
            emit(update);
          },
          complete: () => resolve(),
        });
      });

    subscriber.next({ type: "follower" });
    channel.postMessage({ kind: "hello" });
    // A tab that closes gives the lock up by itself; the promise only settles when this one does.
    options.locks.request(options.name, { signal: gaveUp.signal }, lead).catch(() => {});

    return () => {
      gaveUp.abort();
      socket?.unsubscribe();
      if (release && leader && refused) setTimeout(release, refusedHoldMs);
      else release?.();
      channel.removeEventListener("message", onMessage);
      channel.close();
    };
  });
}
