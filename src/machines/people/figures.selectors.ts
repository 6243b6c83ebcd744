import type { SnapshotFrom } from "xstate";
import type { figuresMachine } from "./figures.machine";

type Snapshot = SnapshotFrom<typeof figuresMachine>;

export const selectFigures = (s: Snapshot) => s.context.figures;
/** When the figures shown were counted (ms), or null. */
export const selectFiguresAt = (s: Snapshot) => s.context.at;
export const selectFiguresLoading = (s: Snapshot) => s.matches("loading");
export const selectFiguresProblem = (s: Snapshot) => s.context.problem;
