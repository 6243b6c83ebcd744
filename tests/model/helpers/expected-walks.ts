import type { AnyEventObject } from "xstate";

/** The way to one state of a model's expectations: its events from the start, and that state. */
export interface ExpectedWay<S> {
  readonly steps: ReadonlyArray<AnyEventObject>;
  readonly end: S;
}

/**
 * Every state `next` (expectations written apart from the machine, tests/model/expectations/) reaches
 * from `start` with `events`, each by its shortest way (breadth first; states told apart by `key`).
 */
export function expectedWays<S>(
  start: S,
  events: ReadonlyArray<AnyEventObject>,
  next: (state: S, event: AnyEventObject) => S,
  key: (state: S) => string = (state) => JSON.stringify(state),
): ReadonlyArray<ExpectedWay<S>> {
  const ways = new Map<string, ExpectedWay<S>>([[key(start), { steps: [], end: start }]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift() as S;
    const before = ways.get(key(at))?.steps ?? [];
    for (const event of events) {
      const reached = next(at, event);
      if (ways.has(key(reached))) continue;
      ways.set(key(reached), { steps: [...before, event], end: reached });
      queue.push(reached);
    }
  }
  return [...ways.values()];
}

/**
 * The events that lead out of `end` (by the expectations) along a way not yet taken — a way named by
 * `name(end, event)`, remembered in `taken` — so that each transition is walked once, from the first
 * state that takes it.
 */
export function waysOut<S>(
  end: S,
  events: ReadonlyArray<AnyEventObject>,
  next: (state: S, event: AnyEventObject) => S,
  name: (state: S, event: AnyEventObject) => string,
  taken: Set<string>,
): AnyEventObject[] {
  const same = JSON.stringify(end);
  return events.filter((event) => {
    const way = name(end, event);
    if (taken.has(way) || JSON.stringify(next(end, event)) === same) return false;
    taken.add(way);
    return true;
  });
}
