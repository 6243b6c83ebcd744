import type { SnapshotFrom } from "xstate";
import type { backgroundsMachine } from "./backgrounds.machine";

type Snapshot = SnapshotFrom<typeof backgroundsMachine>;

export const selectBackgrounds = (s: Snapshot) => s.context.rows;
/** Loading the list the first time (or again after a failure). */
export const selectBackgroundsLoading = (s: Snapshot) => s.matches("loading") && s.context.rows.length === 0;
export const selectBackgroundsFailed = (s: Snapshot) => s.matches("failed");
/** The change on its way, or null. */
export const selectBackgroundPending = (s: Snapshot) => s.context.pending;
export const selectBackgroundsBusy = (s: Snapshot) => s.matches("saving");
export const selectBackgroundsProblem = (s: Snapshot) => s.context.problem;
