import type { SnapshotFrom } from "xstate";
import type { resourceMachine } from "./resource.machine";

type Snapshot = SnapshotFrom<typeof resourceMachine>;

/** True while (re)loading. */
export const selectLoading = (s: Snapshot) => s.hasTag("busy");
/** The last loaded data (kept while reloading), or undefined. */
export const selectData = (s: Snapshot) => s.context.data;
/** Why the last load failed (in `failed`), else null. */
export const selectLoadProblem = (s: Snapshot) => (s.matches("failed") ? s.context.problem : null);
