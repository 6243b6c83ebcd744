import type { AnyEventObject } from "xstate";

// What the realtime connection must do (spec §4 "Realtime connection"), written apart from the machine:
// the model walk checks src/machines/app/realtime.machine.ts against this after every step (issue 16).

export interface ExpectedRealtime {
  /** `idle`, `refused`, or `live` with its two regions. */
  readonly value:
    | "idle"
    | "refused"
    | { readonly live: { readonly connection: string; readonly background: string } };
  /** Whose socket it is. */
  readonly userId: number | null;
}

export const realtimeStart: ExpectedRealtime = { value: "idle", userId: null };

const liveFor = (userId: number): ExpectedRealtime => ({
  value: { live: { connection: "connecting", background: "loading" } },
  userId,
});

const frameType = (event: AnyEventObject) => (event as { frame?: { type?: string } }).frame?.type;

/** Where the connection must be after `event`; unchanged when the event means nothing there. */
export function expectedRealtime(now: ExpectedRealtime, event: AnyEventObject): ExpectedRealtime {
  const userId = (event as { userId?: number | null }).userId;
  if (now.value === "idle") {
    // A member logs in: their socket opens and their backgrounds load.
    return event.type === "realtime.session" && typeof userId === "number" ? liveFor(userId) : now;
  }
  if (now.value === "refused") {
    // A refused socket waits for the session to change: logged out, or anyone logged in (again).
    if (event.type !== "realtime.session") return now;
    return typeof userId === "number" ? liveFor(userId) : realtimeStart;
  }
  const { connection, background } = now.value.live;
  const live = (next: { connection?: string; background?: string }): ExpectedRealtime => ({
    ...now,
    value: { live: { connection: next.connection ?? connection, background: next.background ?? background } },
  });
  switch (event.type) {
    case "realtime.session":
      // Logged out: nothing is held; another member: a fresh start; the same member re-checked: nothing.
      if (userId === null) return realtimeStart;
      return typeof userId === "number" && userId !== now.userId ? liveFor(userId) : now;
    case "realtime.refused":
      return { ...now, value: "refused" };
    case "realtime.opened":
      // The socket is open again; a background that failed to load is asked for again.
      return live({
        connection: connection === "connecting" || connection === "reconnecting" ? "open" : connection,
        background: background === "failed" ? "loading" : background,
      });
    case "realtime.lost":
      return connection === "open" ? live({ connection: "reconnecting" }) : now;
    case "realtime.role":
      // This tab became the one that holds the socket: it connects anew.
      return connection === "open" && (event as { leader?: boolean }).leader === true
        ? live({ connection: "reconnecting" })
        : now;
    case "realtime.frame": {
      const type = frameType(event);
      // Missed events or a new background: the backgrounds are read again; other events change no state.
      if ((type === "resync" || type === "background") && background !== "loading") {
        return live({ background: "loading" });
      }
      if (type === "user_connect" && background === "shown") return live({ background: "loading" });
      return now;
    }
    case "xstate.done.actor.loadBackgrounds":
      return background === "loading" ? live({ background: "shown" }) : now;
    case "xstate.error.actor.loadBackgrounds":
      return background === "loading" ? live({ background: "failed" }) : now;
    default:
      return now;
  }
}
