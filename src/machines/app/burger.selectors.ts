import type { SnapshotFrom } from "xstate";
import type { burgerMachine } from "./burger.machine";

type Snapshot = SnapshotFrom<typeof burgerMachine>;

/** Which menu the burger opens (spec §4): `admin` or `user`. */
export const selectVariant = (s: Snapshot): "user" | "admin" => (s.matches("admin") ? "admin" : "user");
