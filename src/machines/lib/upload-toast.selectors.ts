import type { SnapshotFrom } from "xstate";
import type { uploadToastMachine } from "./upload-toast.machine";

type Snapshot = SnapshotFrom<typeof uploadToastMachine>;

/** The toast's status of spec §3: pending, success or error; `closed` once it has left the screen. */
export const selectStatus = (s: Snapshot): "pending" | "success" | "error" | "closed" =>
  s.matches("closed")
    ? "closed"
    : s.matches("success")
      ? "success"
      : s.matches("error")
        ? "error"
        : "pending";
/** The severity of spec §3: `UploadProgress` while the bar runs, then success or error. */
export const selectSeverity = (s: Snapshot): "UploadProgress" | "success" | "error" => {
  const status = selectStatus(s);
  return status === "success" || status === "error" ? status : "UploadProgress";
};
/** Whole percent sent, 0–100. */
export const selectProgress = (s: Snapshot) => s.context.progress;
export const selectSummary = (s: Snapshot) => s.context.summary;
/** The success or error message ('' while pending). */
export const selectDetail = (s: Snapshot) => s.context.detail;
export const selectClosable = (s: Snapshot) => s.context.closable;
/** True when the member can send the failed upload again. */
export const selectCanRetry = (s: Snapshot) => s.matches("error") && s.context.retryable;
export const selectClosed = (s: Snapshot) => s.matches("closed");
