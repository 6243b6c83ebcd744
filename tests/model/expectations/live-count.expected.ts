import type { AnyEventObject } from "xstate";

// What a live count must do (the header's badge of unread messages, the bell's unread notifications),
// written apart from src/machines/lib/live-count.machine.ts: the model walk checks the machine against
// this after every step.

export interface ExpectedCount {
  readonly state: "idle" | "loading" | "ready" | "settling";
  /** Whose figure it is. */
  readonly selfId: number | null;
  /** The figure shown; null before the first answer and while nobody is logged in. */
  readonly value: unknown;
  /** A change came while the figure was on its way: it is asked for again when that answer comes. */
  readonly again: boolean;
}

export const countStart: ExpectedCount = { state: "idle", selfId: null, value: null, again: false };

/** The event that the settling delay sends (the machine's `after`). */
export const settled = "xstate.after.300.liveCount.settling";

/** Where the count must be after `event`; unchanged when the event means nothing there. */
export function expectedCount(now: ExpectedCount, event: AnyEventObject): ExpectedCount {
  if (event.type === "count.member") {
    const userId = event.userId as number | null;
    // The same member (a re-check) changes nothing; logging out forgets; someone else starts afresh.
    if (userId === now.selfId) return now;
    if (userId === null) return countStart;
    return { state: "loading", selfId: userId, value: null, again: false };
  }
  if (now.state === "idle") return now;
  const own = event.type === "count.changed" && event.by === now.selfId;
  switch (event.type) {
    case "count.value":
      // The figure a change tells is shown as it comes; a request under way is not waited for.
      return { ...now, state: now.state === "loading" ? "ready" : now.state, value: event.value };
    case "count.changed":
      if (own) return now;
      if (now.state === "loading") return { ...now, again: true };
      if (now.state === "ready") return { ...now, state: "settling" };
      return now;
    case settled:
      return now.state === "settling" ? { ...now, state: "loading" } : now;
    case "xstate.done.actor.load":
      if (now.state !== "loading") return now;
      // An answer older than a change is not shown: the figure is asked for again.
      return now.again ? { ...now, again: false } : { ...now, state: "ready", value: event.output };
    case "xstate.error.actor.load":
      if (now.state !== "loading") return now;
      // A failed request keeps the last figure.
      return now.again ? { ...now, again: false } : { ...now, state: "ready" };
    default:
      return now;
  }
}
