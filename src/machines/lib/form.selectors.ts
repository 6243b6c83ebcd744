import type { SnapshotFrom } from "xstate";
import type { formMachine } from "./form.machine";

type Snapshot = SnapshotFrom<typeof formMachine>;

/** Field name → Russian message, to show under each field. */
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
/** A failure that belongs to no field (wrong password, offline, rate limited). */
export const selectFormProblem = (s: Snapshot) => s.context.problem;
/** True while the call runs: the submit button shows a loader and is disabled. */
export const selectSubmitting = (s: Snapshot) => s.hasTag("busy");
/** True while a form made with `confirm: true` waits for the member's yes or no. */
export const selectConfirming = (s: Snapshot) => s.matches("confirming");
export const selectSucceeded = (s: Snapshot) => s.matches("succeeded");
/** What the last successful submit answered (undefined before). */
export const selectResult = (s: Snapshot) => s.context.result;
/** What was (or is being) sent: the decoded values, e.g. the e-mail a "check your mail" screen names. */
export const selectSubmission = (s: Snapshot) => s.context.submission;
