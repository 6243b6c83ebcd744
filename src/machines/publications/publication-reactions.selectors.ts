import type { SnapshotFrom } from "xstate";
import type { publicationReactionsMachine } from "./publication-reactions.machine";

type Snapshot = SnapshotFrom<typeof publicationReactionsMachine>;

const none: Snapshot["context"]["reactions"] = [];

export const selectReactions = (s: Snapshot) => s.context.reactions ?? none;
/**
 * How many reactions the publication has — the sum of its chips, so the page's «Реакции: N» never
 * disagrees with them (the reader's own reaction reaches no socket of theirs); null until first read.
 */
export const selectReactionsTotal = (s: Snapshot) =>
  s.context.reactions === null
    ? null
    : s.context.reactions.reduce((sum, reaction) => sum + reaction.count, 0);
export const selectReactionsProblem = (s: Snapshot) => s.context.problem;
export const selectReactionsBusy = (s: Snapshot) => s.matches("saving") || s.matches("loading");
export const selectReactionsFailed = (s: Snapshot) => s.matches("failed");
