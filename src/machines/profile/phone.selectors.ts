import type { SnapshotFrom } from "xstate";
import type { phoneMachine } from "./phone.machine";

type Snapshot = SnapshotFrom<typeof phoneMachine>;

/** Which step the phone form shows. */
export const selectPhoneStep = (s: Snapshot): "number" | "code" | "confirmed" =>
  s.matches("confirmed")
    ? "confirmed"
    : s.matches("entering") || (s.matches("sending") && !s.context.codeSent)
      ? "number"
      : "code";
/** Sending the first SMS to a number (the number step waits). */
export const selectSending = (s: Snapshot) => s.matches("sending") && !s.context.codeSent;
/** Sending another SMS to the same number (the code step waits). */
export const selectResending = (s: Snapshot) => s.matches("sending") && s.context.codeSent;
/** The number was confirmed in this form just now. */
export const selectJustConfirmed = (s: Snapshot) => s.context.justConfirmed;
export const selectFetchingCode = (s: Snapshot) => s.matches("fetchingCode");
export const selectConfirmingPhone = (s: Snapshot) => s.matches("confirming");
/** The number of the code step (or the member's number before any SMS). */
export const selectPhone = (s: Snapshot) => s.context.phone;
export const selectVerifiedPhone = (s: Snapshot) => s.context.verifiedPhone;
export const selectCode = (s: Snapshot) => s.context.code;
export const selectCodeExpiresAt = (s: Snapshot) => s.context.expiresAt;
/** After "get the code": whether it reached the clipboard (null before). */
export const selectCopied = (s: Snapshot) => s.context.copied;
export const selectPhoneErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectPhoneProblem = (s: Snapshot) => s.context.problem;
