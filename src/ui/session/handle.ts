import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { sessionMachine } from "../../machines/session/session.machine";

// Types only from xstate and the machine: this file is in the first page's JavaScript, the session
// machine and the XState runtime are not (they load in parallel, see ./app-session.ts).

/** A session actor: the app's, or one a test starts with stub actors. */
export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * The session as the router context carries it (src/ui/router.ts). The app's actor arrives with its own
 * chunk, so the context holds this handle. With a session to check, the root route's `beforeLoad` awaits
 * {@link ready} and then the check, so every view finds the actor at hand ({@link peek}). A visitor's first
 * page does not wait for the chunk: a view that reads the session before it has come suspends on
 * {@link ready} (./hooks.ts), and the guards await it.
 */
export interface SessionHandle {
  /** The actor, once its module has loaded (rejects if it could not be loaded). */
  readonly ready: Promise<SessionActor>;
  /** The actor if it has loaded, else null. */
  peek(): SessionActor | null;
}

/** A handle for an actor at hand (tests) or on its way (the app's, see ./app-session.ts). */
export function sessionHandle(actor: SessionActor | Promise<SessionActor>): SessionHandle {
  let loaded: SessionActor | null = actor instanceof Promise ? null : actor;
  const ready = Promise.resolve(actor).then((it) => {
    loaded = it;
    return it;
  });
  return {
    ready,
    peek: () => loaded,
  };
}

/**
 * The first snapshot of `session` that satisfies `predicate` — XState's `waitFor`, written here so that
 * the root route and the guards do not pull the XState runtime into the first page's JavaScript.
 * Rejects when `signal` aborts, when the actor fails, or when it stops without satisfying it.
 */
export function whenSession(
  session: SessionActor,
  predicate: (snapshot: SessionSnapshot) => boolean,
  signal?: AbortSignal,
): Promise<SessionSnapshot> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const now = session.getSnapshot();
    if (predicate(now)) {
      resolve(now);
      return;
    }
    let settled = false;
    let subscription: { unsubscribe(): void } | undefined;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      subscription?.unsubscribe();
      signal?.removeEventListener("abort", onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(signal?.reason));
    signal?.addEventListener("abort", onAbort, { once: true });
    // A stopped actor answers `error` or `complete` at once, from inside subscribe().
    subscription = session.subscribe({
      next: (snapshot) => {
        if (predicate(snapshot)) finish(() => resolve(snapshot));
      },
      error: (error) => finish(() => reject(error)),
      complete: () => finish(() => reject(new Error("The session stopped before the awaited state"))),
    });
    if (settled) subscription.unsubscribe();
  });
}
