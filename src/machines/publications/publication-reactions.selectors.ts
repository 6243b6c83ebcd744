import type { SnapshotFrom } from "xstate";
import type { publicationReactionsMachine } from "./publication-reactions.machine";

type Snapshot = SnapshotFrom<typeof publicationReactionsMachine>;

export const selectReactions = (s: Snapshot) => s.context.reactions;
export const selectReactionsProblem = (s: Snapshot) => s.context.problem;
export const selectReactionsBusy = (s: Snapshot) => s.matches("saving") || s.matches("loading");
export const selectReactionsFailed = (s: Snapshot) => s.matches("failed");
