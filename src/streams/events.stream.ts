import { filter, map, merge, type Observable, Subject } from "rxjs";
import type { ArticleLiveFrame, ServerEvent, ServerEventType } from "../api/events";
import type { BurgerEvent } from "../machines/app/burger.machine";

// Light on purpose — RxJS and types only: the session's chunk imports this file (for `recheck$`), while
// the socket's code is a chunk of its own (src/ui/app/realtime.ts) that feeds it
// (src/streams/realtime.stream.ts, `realtimeSignals`).

const received = new Subject<ServerEvent>();
const resynced = new Subject<number>();
const wentLive = new Subject<number>();
const unauthorized = new Subject<void>();
const articlesLive = new Subject<ArticleLiveFrame>();

/**
 * Every logged event this tab receives, once each, in seq order — whichever tab holds the socket. The
 * realtime machine's socket feeds it (through {@link appOwners}); each owner takes its own types.
 */
export const serverEvents$: Observable<ServerEvent> = received.asObservable();

/**
 * The seq of every `resync`: the log no longer held what was missed, so an owner that shows server data
 * fetches it again (the realtime machine reloads the background itself).
 */
export const resync$: Observable<number> = resynced.asObservable();

/**
 * The seq from which this tab's socket delivers every event: its first `user_connect` (a socket that
 * starts has no `after`, so it begins "now"). What the tab fetched before that moment may lack an event
 * committed between its answer and this one: an owner showing such data asks for it again (merged, no
 * flicker). Reconnections resume with `after` and miss nothing; this comes once per member's socket.
 */
export const live$: Observable<number> = wentLive.asObservable();

/**
 * Every publication going live that this tab's socket is told of (`article_live`, told to every socket,
 * not logged): a rubric's open feed announces those of its rubric. Missed while the socket is down.
 */
export const articleLive$: Observable<ArticleLiveFrame> = articlesLive.asObservable();

/** The events of the given types. */
export function ofType<const T extends ServerEventType>(
  events$: Observable<ServerEvent>,
  ...types: T[]
): Observable<Extract<ServerEvent, { type: T }>> {
  const wanted: ReadonlySet<string> = new Set(types);
  return events$.pipe(filter((event): event is Extract<ServerEvent, { type: T }> => wanted.has(event.type)));
}

/** `role` events (spec §4 "Role change"). */
export const roleEvents$ = ofType(serverEvents$, "role");

/**
 * When the session must ask the server who we are (src/ui/session/session.ts, `sessionSignals`): on a
 * `role` event, and when the server refuses the socket as unauthorized (4401) — the token died, and the
 * re-check lets the session learn it now rather than at the next call.
 */
export const recheck$: Observable<unknown> = merge(roleEvents$, unauthorized);

/**
 * The burger machine's signals: the session's roles (`roles$`, the current ones first) and the socket's
 * `admin` / `user` events, which switch the menu at once.
 */
export function burgerSignals(
  roles$: Observable<ReadonlyArray<number>>,
  events$: Observable<ServerEvent> = serverEvents$,
): Observable<BurgerEvent> {
  return merge(
    roles$.pipe(map((roleIds): BurgerEvent => ({ type: "burger.roles", roleIds }))),
    ofType(events$, "admin", "user").pipe(
      map((event): BurgerEvent => ({ type: event.type === "admin" ? "burger.admin" : "burger.user" })),
    ),
  );
}

export interface EventOwners {
  /** Each logged event, as it goes by. */
  readonly event: (event: ServerEvent) => void;
  /** The seq of each `resync`. */
  readonly resync: (seq: number) => void;
  /** The socket delivers everything from this seq on (its first `user_connect`). */
  readonly live: (seq: number) => void;
  /** The server refused the socket as unauthorized (4401). */
  readonly unauthorized: () => void;
  /** A publication went live (`article_live`, a frame every socket is told). */
  readonly articleLive: (frame: ArticleLiveFrame) => void;
}

/** The app's owners of what the socket brings: the streams above. */
export const appOwners: EventOwners = {
  event: (event) => received.next(event),
  resync: (seq) => resynced.next(seq),
  live: (seq) => wentLive.next(seq),
  unauthorized: () => unauthorized.next(),
  articleLive: (frame) => articlesLive.next(frame),
};
