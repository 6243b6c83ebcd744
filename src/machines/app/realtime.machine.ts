import { assertEvent, assign, fromEventObservable, fromPromise, setup } from "xstate";
import { isServerEvent, type ServerEvent, type ServerFrame } from "../../api/events";
import type { Background } from "../../api/schema/background";

/** How many of the latest events the machine keeps (the /dev page lists them). */
export const keptEvents = 50;

/** What the socket of this tab reports (src/streams/events.stream.ts, `realtimeSignals`). */
export type RealtimeSignal =
  /** Whether this tab holds the browser's one socket (true) or hears another tab's (false). */
  | { type: "realtime.role"; leader: boolean }
  | { type: "realtime.opened" }
  /** The connection ended; it is being re-established. */
  | { type: "realtime.lost"; code: number }
  /** Closed with 4401/4403: no more attempts until the session changes. */
  | { type: "realtime.refused"; code: number; reason: string }
  | { type: "realtime.frame"; frame: ServerFrame };

/** Who is logged in now (src/streams/realtime.stream.ts): told whenever the session's member changes. */
export type RealtimeSessionSignal = { type: "realtime.session"; userId: number | null };

export type RealtimeEvent = RealtimeSignal | RealtimeSessionSignal;

export interface RealtimeContext {
  /** The member whose socket this is; null while nobody is logged in. */
  readonly userId: number | null;
  /** Whether this tab holds the socket; null until the tabs have decided. */
  readonly leader: boolean | null;
  /** The seq of the last frame: where a new connection resumes. */
  readonly seq: number | null;
  /** The latest {@link keptEvents} logged events, newest first. */
  readonly events: ReadonlyArray<ServerEvent>;
  /** The member's active background, once loaded (null: none is active). */
  readonly background: Background | null;
  /** Why the server refused the socket. */
  readonly refusal: { readonly code: number; readonly reason: string } | null;
}

const unprovided = (name: string) => () => {
  throw new Error(`realtimeMachine: provide the \`${name}\` actor`);
};

const isFrame = (event: RealtimeEvent, type: ServerFrame["type"]) =>
  event.type === "realtime.frame" && event.frame.type === type;

const fresh = (userId: number | null): RealtimeContext => ({
  userId,
  leader: null,
  seq: null,
  events: [],
  background: null,
  refusal: null,
});

/**
 * Spec §4 "Realtime connection": whenever the logged-in member appears or changes, the socket is
 * (re)opened (`live`) and their background list is loaded and the active one applied; logging out ends
 * it (`idle`). While live, the connection is `connecting` → `open` ⇄ `reconnecting` (reconnecting has no
 * limit, the stream does it); a socket the server refuses (4401/4403) waits in `refused` for the session
 * to change. The background is loaded again after a `resync` and, if loading failed, when the connection
 * comes back.
 *
 * Side effects are provided by the app (src/ui/app/realtime.ts) or a test: `session` (who is logged in),
 * `socket` (this tab's share of the socket for a member), `loadBackgrounds`, and the action
 * `applyBackground`.
 */
export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
  },
  actors: {
    session: fromEventObservable<RealtimeSessionSignal, void>(unprovided("session")),
    socket: fromEventObservable<RealtimeSignal, { userId: number }>(unprovided("socket")),
    /** `GET /api/users/back/all`: the member's backgrounds. */
    loadBackgrounds: fromPromise<ReadonlyArray<Background>, { userId: number }>(
      unprovided("loadBackgrounds"),
    ),
  },
  actions: {
    /** Shows the background on the page; null restores the theme's own. */
    applyBackground: (_, _params: { background: Background | null }) => {},
    noteRole: assign({
      leader: ({ event }) => {
        assertEvent(event, "realtime.role");
        return event.leader;
      },
    }),
    startFor: assign(({ event }) => {
      assertEvent(event, "realtime.session");
      return fresh(event.userId);
    }),
    record: assign(({ context, event }) => {
      assertEvent(event, "realtime.frame");
      const { frame } = event;
      // A control frame moves the position only; a logged event is kept too.
      if (!isServerEvent(frame)) return { seq: frame.seq };
      return { seq: frame.seq, events: [frame, ...context.events].slice(0, keptEvents) };
    }),
  },
  guards: {
    loggedOut: ({ event }) => event.type === "realtime.session" && event.userId === null,
    anotherMember: ({ context, event }) =>
      event.type === "realtime.session" && event.userId !== null && event.userId !== context.userId,
    someone: ({ event }) => event.type === "realtime.session" && event.userId !== null,
    resync: ({ event }) => isFrame(event, "resync"),
    /** The member changed their backgrounds (in any tab): the active one may be another now. */
    backgroundChanged: ({ event }) => isFrame(event, "background"),
    /**
     * The socket is live from here (its first `user_connect`): a change made between the list's load and
     * this moment reached no socket of this tab, so the list is read again.
     */
    connected: ({ event }) => isFrame(event, "user_connect"),
  },
}).createMachine({
  id: "realtime",
  context: fresh(null),
  invoke: { id: "session", src: "session" },
  initial: "idle",
  states: {
    idle: {
      entry: [assign(fresh(null)), { type: "applyBackground", params: { background: null } }],
      on: { "realtime.session": { guard: "someone", target: "live", actions: "startFor" } },
    },
    live: {
      type: "parallel",
      invoke: {
        id: "socket",
        src: "socket",
        input: ({ context }) => ({ userId: context.userId as number }),
      },
      on: {
        "realtime.session": [
          { guard: "loggedOut", target: "idle" },
          // Another member: a new socket (and background) from scratch.
          { guard: "anotherMember", target: "live", reenter: true, actions: "startFor" },
        ],
        // (XState takes a parallel state's own transition only when no region takes the event: a region
        // that reacts to one of these does the same actions itself.)
        "realtime.role": { actions: "noteRole" },
        "realtime.frame": { actions: "record" },
        "realtime.refused": {
          target: "refused",
          actions: assign({ refusal: ({ event }) => ({ code: event.code, reason: event.reason }) }),
        },
      },
      states: {
        connection: {
          initial: "connecting",
          states: {
            connecting: { on: { "realtime.opened": { target: "open" } } },
            open: {
              on: {
                "realtime.lost": { target: "reconnecting" },
                // Another tab's socket is handed to this one: it opens its own.
                "realtime.role": {
                  guard: ({ event }) => event.leader,
                  target: "reconnecting",
                  actions: "noteRole",
                },
              },
            },
            reconnecting: { on: { "realtime.opened": { target: "open" } } },
          },
        },
        background: {
          initial: "loading",
          states: {
            loading: {
              on: {
                "realtime.frame": { guard: "connected", target: "loading", reenter: true, actions: "record" },
              },
              invoke: {
                id: "loadBackgrounds",
                src: "loadBackgrounds",
                input: ({ context }) => ({ userId: context.userId as number }),
                onDone: {
                  target: "shown",
                  actions: [
                    assign({ background: ({ event }) => event.output.find((b) => b.active) ?? null }),
                    {
                      type: "applyBackground",
                      params: ({ context }) => ({ background: context.background }),
                    },
                  ],
                },
                onError: { target: "failed" },
              },
            },
            // The log no longer holds what was missed: the list may have changed too. A `background`
            // event says it did.
            shown: {
              on: {
                "realtime.frame": [
                  { guard: "resync", target: "loading", actions: "record" },
                  { guard: "backgroundChanged", target: "loading", actions: "record" },
                  { guard: "connected", target: "loading", actions: "record" },
                ],
              },
            },
            failed: {
              on: {
                "realtime.opened": { target: "loading" },
                "realtime.frame": [
                  { guard: "resync", target: "loading", actions: "record" },
                  { guard: "backgroundChanged", target: "loading", actions: "record" },
                ],
              },
            },
          },
        },
      },
    },
    refused: {
      on: {
        "realtime.session": [
          { guard: "loggedOut", target: "idle" },
          // The session changed (logged in again, re-checked): try again.
          { target: "live", actions: "startFor" },
        ],
      },
    },
  },
});
