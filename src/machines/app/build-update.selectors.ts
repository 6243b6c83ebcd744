import type { SnapshotFrom } from "xstate";
import type { buildUpdateMachine } from "./build-update.machine";

type Snapshot = SnapshotFrom<typeof buildUpdateMachine>;

export const selectUpdateAvailable = (s: Snapshot) => s.matches("available");
