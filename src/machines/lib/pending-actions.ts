/**
 * What the member has done that has not reached the server yet: actions put off (a notification deleted,
 * waiting out its undo time) and calls on their way. Both outlive the page that made them, but not the
 * session: a call sent after the logout is refused (401), and the member's deletion is lost. So before the
 * session ends (the session machine's `flushing`) or the page goes away (`pagehide`), {@link
 * PendingActions.flush} carries out every action put off at once and waits for every call on its way.
 *
 * The app has one (src/ui/app/api.ts, beside its client); the actors that put actions off take it as an
 * argument (`notificationsActors(client, pending)`), and a test makes its own.
 */
export interface PendingActions {
  /**
   * An action put off: `run` carries it out now (and answers once the server has). Returns `settle`, to
   * call when the action was dealt with the ordinary way (its time was up, it was taken back): it is then
   * no longer pending. `run` is called at most once, and never after `settle`.
   */
  hold(run: () => Promise<unknown>): () => void;
  /** A call on its way that a flush must wait for; answers `call` itself. */
  track<T>(call: Promise<T>): Promise<T>;
  /**
   * Carries out every action put off and waits for them and for every call tracked, failed or not (a
   * failure is the action's own to report). Never rejects. How long the session waits is its own bound.
   */
  flush(): Promise<void>;
  /** How many actions are put off and calls on their way (for tests and the inspector). */
  readonly size: number;
}

/** A new, empty {@link PendingActions}. */
export function createPendingActions(): PendingActions {
  const held = new Set<() => Promise<unknown>>();
  const onTheirWay = new Set<Promise<unknown>>();
  const track = <T>(call: Promise<T>): Promise<T> => {
    onTheirWay.add(call);
    const done = () => onTheirWay.delete(call);
    call.then(done, done);
    return call;
  };
  return {
    hold(run) {
      held.add(run);
      return () => {
        held.delete(run);
      };
    },
    track,
    async flush() {
      const runs = [...held];
      held.clear();
      // Each run starts now (a synchronous throw is a failed run, not a failed flush).
      for (const run of runs) void track(Promise.resolve().then(run));
      // Calls started meanwhile (a run's own) are waited for too, until none is left.
      while (onTheirWay.size > 0) await Promise.allSettled([...onTheirWay]);
    },
    get size() {
      return held.size + onTheirWay.size;
    },
  };
}
