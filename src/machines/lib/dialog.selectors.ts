import type { SnapshotFrom } from "xstate";
import type { dialogMachine } from "./dialog.machine";

type Snapshot = SnapshotFrom<typeof dialogMachine>;

/** The `visible` field of spec §3: true while a dialog is shown (also while its operation runs). */
export const selectVisible = (s: Snapshot) => s.hasTag("visible");
/** True while the confirmed operation runs: the buttons wait, closing is refused. */
export const selectBusy = (s: Snapshot) => s.hasTag("busy");
export const selectHeader = (s: Snapshot) => s.context.header;
export const selectText = (s: Snapshot) => s.context.text;
export const selectConfirmLabel = (s: Snapshot) => s.context.confirmLabel;
export const selectOperation = (s: Snapshot) => s.context.operation;
/** Why the last try of the operation failed, or null. */
export const selectProblem = (s: Snapshot) => s.context.problem;
/** Every field at once, for a dialog host that renders a component by name. */
export const selectFields = (s: Snapshot) => s.context;
