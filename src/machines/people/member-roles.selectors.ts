import type { SnapshotFrom } from "xstate";
import type { memberRolesMachine } from "./member-roles.machine";

type Snapshot = SnapshotFrom<typeof memberRolesMachine>;

/** The member's role ids (while saving: as before the change). */
export const selectRoleIds = (s: Snapshot) => s.context.roles;
/** The role being given or taken, or null. */
export const selectPendingRole = (s: Snapshot) => s.context.pending;
export const selectRolesProblem = (s: Snapshot) => s.context.problem;
