import type { SnapshotFrom } from "xstate";
import type { linkCodeMachine } from "./link-code.machine";

type Snapshot = SnapshotFrom<typeof linkCodeMachine>;

/** Where the link stands, as one word for the page to switch on. */
export const selectLinkStage = (
  s: Snapshot,
): "checking" | "valid" | "using" | "done" | "invalid" | "failed" =>
  s.matches("done")
    ? "done"
    : s.matches("invalid")
      ? "invalid"
      : s.matches("failed")
        ? "failed"
        : s.matches("using")
          ? "using"
          : s.matches("valid")
            ? "valid"
            : "checking";
/** Why the link cannot be used (in `invalid`). */
export const selectLinkRefusal = (s: Snapshot) => s.context.reason;
/** Why the server could not answer (in `failed`). */
export const selectLinkProblem = (s: Snapshot) => s.context.problem;
/** What using the code answered (in `done`). */
export const selectLinkResult = (s: Snapshot) => s.context.result;
