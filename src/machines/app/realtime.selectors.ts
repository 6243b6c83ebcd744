import type { SnapshotFrom } from "xstate";
import type { realtimeMachine } from "./realtime.machine";

type Snapshot = SnapshotFrom<typeof realtimeMachine>;

/** The connection as one word: what /dev shows. */
export type ConnectionState = "idle" | "connecting" | "open" | "reconnecting" | "refused";

export const selectConnection = (s: Snapshot): ConnectionState => {
  if (s.matches("idle")) return "idle";
  if (s.matches("refused")) return "refused";
  if (s.matches({ live: { connection: "open" } })) return "open";
  if (s.matches({ live: { connection: "reconnecting" } })) return "reconnecting";
  return "connecting";
};
/** Whether this tab holds the browser's socket (true), hears another tab's (false), or is undecided. */
export const selectLeader = (s: Snapshot) => s.context.leader;
/** The seq of the last frame, or null before the first. */
export const selectSeq = (s: Snapshot) => s.context.seq;
/** The latest logged events, newest first. */
export const selectEvents = (s: Snapshot) => s.context.events;
/** The member's active background, or null. */
export const selectBackground = (s: Snapshot) => s.context.background;
/** Why the server refused the socket (code and Russian reason), or null. */
export const selectRefusal = (s: Snapshot) => s.context.refusal;
