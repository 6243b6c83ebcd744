import { createActor, fromEventObservable } from "xstate";
import { checkTokenSentEarly, sessionActors } from "../../machines/session/session.actors";

export { findPublicUser } from "../../machines/session/session.actors";

import { sessionMachine } from "../../machines/session/session.machine";
import { recheck$ } from "../../streams/events.stream";
import { sessionSignals } from "../../streams/session.stream";
import type { SessionActor } from "./handle";

/**
 * Starts the one session of the app. This module is a chunk of its own — with XState, the API client
 * and RxJS — fetched in parallel with the entry (./app-session.ts), which has already sent the check's
 * request: the session adopts its answer. Routes and views reach the actor through the router
 * context's handle (./handle.ts), so that a test can hand them a session of its own.
 */
export function startSession(checkSent: Promise<Response> | "no session"): SessionActor {
  return createActor(
    sessionMachine.provide({
      actors: {
        ...sessionActors,
        checkToken: checkTokenSentEarly(checkSent),
        // The socket's `role` events (and a socket refused as unauthorized) make it re-check the token.
        signals: fromEventObservable(() => sessionSignals(recheck$)),
      },
    }),
  ).start();
}
