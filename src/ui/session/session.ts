import { createActor, fromEventObservable, fromPromise } from "xstate";
import {
  checkTokenSentEarly,
  findPublicUser as findPublicUserWith,
  sessionActors,
} from "../../machines/session/session.actors";
import { sessionMachine } from "../../machines/session/session.machine";
import { recheck$ } from "../../streams/events.stream";
import { sessionSignals } from "../../streams/session.stream";
import { api, pendingActions, unauthorized$ } from "../app/api";
import type { SessionActor } from "./handle";

/** A member's public card, or null (the digests guard asks it): see ./app-session.ts `findProfile`. */
export const findPublicUser = (id: number, signal?: AbortSignal) => findPublicUserWith(api, id, signal);

/**
 * Starts the one session of the app. This module is a chunk of its own — with XState, the API client
 * and RxJS — fetched in parallel with the entry (./app-session.ts), which has already sent the check's
 * request: the session adopts its answer. Routes and views reach the actor through the router
 * context's handle (./handle.ts), so that a test can hand them a session of its own.
 *
 * What the member did that has not reached the server yet (the app's `pendingActions`) is carried out
 * before a logout (the machine's `flushing`) and when the page goes away (`pagehide`: a reload, another
 * site, the tab closed — those calls are sent `keepalive`).
 */
export function startSession(checkSent: Promise<Response> | "no session"): SessionActor {
  window.addEventListener("pagehide", () => void pendingActions.flush());
  return createActor(
    sessionMachine.provide({
      actors: {
        ...sessionActors(api),
        checkToken: checkTokenSentEarly(api, checkSent),
        flush: fromPromise(() => pendingActions.flush()),
        // Every 401 of the app's calls ends a logged-in session; the socket's `role` events (and a socket
        // refused as unauthorized) make it re-check the token.
        signals: fromEventObservable(() => sessionSignals(unauthorized$, recheck$)),
      },
    }),
  ).start();
}
