import type { SnapshotFrom } from "xstate";
import type { toggleMachine } from "./toggle.machine";

type Snapshot = SnapshotFrom<typeof toggleMachine>;

/** Whether it is on (while saving: as before). */
export const selectToggleOn = (s: Snapshot) => s.context.on;
/** A change is on its way: the button waits. */
export const selectToggleSaving = (s: Snapshot) => s.matches("saving");
export const selectToggleProblem = (s: Snapshot) => s.context.problem;
