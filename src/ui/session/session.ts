import { type ActorRefFrom, createActor, fromEventObservable } from "xstate";
import { sessionActors } from "../../machines/session.actors";
import { sessionMachine } from "../../machines/session.machine";
import { sessionSignals } from "../../streams/session.stream";

/**
 * The one session of the app, started at load so that its check runs before the first page renders
 * (spec §4): the root route's `beforeLoad` waits for it. It reaches routes and views through the router
 * context (src/ui/router.ts); views read it with `useSession` and send it events through
 * `useSessionActor` (./hooks.ts), so that a test can hand them a session of its own.
 */
export const sessionActor = createActor(
  sessionMachine.provide({
    actors: { ...sessionActors, signals: fromEventObservable(() => sessionSignals()) },
  }),
).start();

/** A session actor: the app's, or one a test starts with stub actors. */
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export { useSession, useSessionActor } from "./hooks";
