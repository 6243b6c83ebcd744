import type { SnapshotFrom } from "xstate";
import type { publicationEditorMachine } from "./publication-editor.machine";

type Snapshot = SnapshotFrom<typeof publicationEditorMachine>;

export const selectEditorFields = (s: Snapshot) => s.context.fields;
export const selectEditorFiles = (s: Snapshot) => s.context.files;
/** The files the next save leaves out, and why (the form's file error, spec §5). */
export const selectLeftOut = (s: Snapshot) => s.context.leftOut;
export const selectEditorProblem = (s: Snapshot) => s.context.problem;
export const selectPublicationId = (s: Snapshot) => s.context.id;
export const selectPublicationStatus = (s: Snapshot) => s.context.status;
/** Grows with every save the server took. */
export const selectVersion = (s: Snapshot) => s.context.version;
export const selectLastSaved = (s: Snapshot) => s.context.lastSaved;
/** Where the editor stands, as one word for the page. */
export const selectEditorStage = (s: Snapshot) =>
  s.matches("savingDraft")
    ? "savingDraft"
    : s.matches("publishing")
      ? "publishing"
      : s.matches("conflict")
        ? "conflict"
        : s.matches("loading")
          ? "loading"
          : s.matches("failed")
            ? "failed"
            : s.matches("dirty")
              ? "dirty"
              : "clean";
/** The time picked to publish at; null until picked. */
export const selectScheduleAt = (s: Snapshot) => s.context.scheduleAt;
/** Grows when the text was replaced from outside: the text field starts again from the fields' text. */
export const selectTextRevision = (s: Snapshot) => s.context.textRevision;
