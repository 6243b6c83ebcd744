import { defer, distinctUntilChanged, map, Observable, startWith, tap } from "rxjs";
import { CloseCode, isServerEvent } from "../api/events";
import type { RealtimeSessionSignal, RealtimeSignal } from "../machines/app/realtime.machine";
import { selectIdentity, selectUser } from "../machines/session/session.selectors";
import { appOwners, type EventOwners } from "./events.stream";
import { connectSocket } from "./socket.stream";
import { shareAcrossTabs, type TabChannel, type TabLocks, type TabUpdate } from "./tab-leader.stream";

/** What a tab offers the socket: its address, and the means to share one socket between tabs. */
export interface TabEnvironment {
  /** The page's address: the socket is on the same host (`ws:` beside `http:`, `wss:` beside `https:`). */
  readonly location: Pick<Location, "protocol" | "host">;
  /** `navigator.locks`; absent in old browsers and on plain http (not a secure context). */
  readonly locks?: TabLocks | undefined;
  /** Makes a BroadcastChannel; absent where there is none. */
  readonly channel?: ((name: string) => TabChannel) | undefined;
}

/** This browser tab's environment. */
export function browserTab(): TabEnvironment {
  return {
    location: window.location,
    locks: typeof navigator !== "undefined" && "locks" in navigator ? navigator.locks : undefined,
    channel: typeof BroadcastChannel === "function" ? (name) => new BroadcastChannel(name) : undefined,
  };
}

/** The member's socket address (spec §7 `/api/sockets/{userId}`) beside the page. */
export function socketAddress(location: Pick<Location, "protocol" | "host">, userId: number): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/api/sockets/${userId}`;
}

/**
 * This tab's share of the member's socket: one socket per browser, held by one tab (src/streams/
 * tab-leader.stream.ts). Without Web Locks or BroadcastChannel each tab holds its own.
 */
export function memberSocket(userId: number, tab: TabEnvironment = browserTab()): Observable<TabUpdate> {
  const url = socketAddress(tab.location, userId);
  const open = (after: number | undefined) => connectSocket({ url, after });
  if (!tab.locks || !tab.channel) return open(undefined).pipe(startWith({ type: "leader" } as const));
  return shareAcrossTabs({ name: `mir:socket:${userId}`, locks: tab.locks, channel: tab.channel, open });
}

/** What this needs of an actor: XState's ActorRef has it (the session's, or a test's). */
export interface Watchable<S> {
  getSnapshot(): S;
  subscribe(next: (snapshot: S) => void): { unsubscribe(): void };
}

/** Every snapshot of an actor, the current one first. */
export function snapshots<S>(actor: Watchable<S>): Observable<S> {
  return new Observable<S>((subscriber) => {
    subscriber.next(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => subscriber.next(snapshot));
    return () => subscription.unsubscribe();
  });
}

export type SessionSnapshot = Parameters<typeof selectIdentity>[0];

/**
 * The realtime machine's `session` signal: the logged-in member's id (null: nobody) every time the
 * session's member changes — another id, or the same member re-checked with other roles (which lets a
 * refused socket try again).
 */
export function realtimeSessionSignals(
  session: Watchable<SessionSnapshot>,
): Observable<RealtimeSessionSignal> {
  return snapshots(session).pipe(
    distinctUntilChanged((a, b) => selectIdentity(a) === selectIdentity(b)),
    map((snapshot) => ({ type: "realtime.session", userId: selectUser(snapshot)?.id ?? null })),
  );
}

/** The session member's role ids (none while nobody is logged in), each time they change. */
export function sessionRoles(session: Watchable<SessionSnapshot>): Observable<ReadonlyArray<number>> {
  return snapshots(session).pipe(
    map((snapshot) => selectUser(snapshot)?.roles.map((role) => role.id) ?? []),
    distinctUntilChanged((a, b) => a.join() === b.join()),
  );
}

/**
 * A tab's socket updates as the realtime machine's events; on the way, what the socket brings is handed
 * to its owners (by default the app's, src/streams/events.stream.ts): each logged event, each `resync`,
 * the first `user_connect` (from then on nothing is missed), each `article_live`, and a refusal as
 * unauthorized.
 */
export function realtimeSignals(
  updates$: Observable<TabUpdate>,
  owners: EventOwners = appOwners,
): Observable<RealtimeSignal> {
  return defer(() => {
    let live = false;
    return updates$.pipe(
      tap((update) => {
        if (update.type === "refused" && update.code === CloseCode.unauthorized) owners.unauthorized();
        if (update.type !== "frame") return;
        if (isServerEvent(update.frame)) owners.event(update.frame);
        else if (update.frame.type === "resync") owners.resync(update.frame.payload.seq);
        else if (update.frame.type === "article_live") owners.articleLive(update.frame);
        else if (update.frame.type === "user_connect" && !live) {
          live = true;
          owners.live(update.frame.payload.seq);
        }
      }),
    );
  }).pipe(
    map((update): RealtimeSignal => {
      switch (update.type) {
        case "leader":
        case "follower":
          return { type: "realtime.role", leader: update.type === "leader" };
        case "open":
          return { type: "realtime.opened" };
        case "lost":
          return { type: "realtime.lost", code: update.code };
        case "refused":
          return { type: "realtime.refused", code: update.code, reason: update.reason };
        case "frame":
          return { type: "realtime.frame", frame: update.frame };
      }
    }),
  );
}
