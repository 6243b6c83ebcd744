import { useSyncExternalStore } from "react";
import { fullLabel, momentLabel } from "./format";

/** How often the clock of relative times ticks while one is on screen. */
const tickMs = 15_000;

// One clock for every relative time on screen: it runs while one is mounted and stops with the last.
let now = new Date();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = new Date();
    timer = setInterval(() => {
      now = new Date();
      for (const each of listeners) each();
    }, tickMs);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The clock's time; while it does not run (nothing on screen reads it), the time now. */
const current = () => (timer === undefined ? new Date() : now);

/**
 * What `read` says of the time now, again whenever that changes (checked every 15 s): a label that stays
 * true while the page stays open. `read` must return a string or a number (compared with `===`), so that
 * a view renders again only when its words change.
 */
export function useNow<T extends string | number>(read: (now: Date) => T): T {
  return useSyncExternalStore(subscribe, () => read(current()));
}

/**
 * A moment in a list or a feed as {@link momentLabel} says it («5 минут назад», «вчера в 19:41»,
 * «25 ноября»), kept fresh, with the full date and time as its tooltip.
 */
export function Moment({ at, className }: { at: string; className?: string | undefined }) {
  const label = useNow((time) => momentLabel(at, time));
  return (
    <time dateTime={at} title={fullLabel(at)} className={className}>
      {label}
    </time>
  );
}
