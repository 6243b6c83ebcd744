import type { SnapshotFrom } from "xstate";
import type { structureMachine } from "./structure.machine";
import { emptyBranch, type TreeRow, visibleRows } from "./structure-tree";

type Snapshot = SnapshotFrom<typeof structureMachine>;

export type { TreeRow } from "./structure-tree";

const rowsCache = new WeakMap<object, WeakMap<object, TreeRow[]>>();

/**
 * The rows on screen, root first — the same array while the open nodes and the branches are unchanged
 * (a machine's root and page size never change): a key that only moves the focus rebuilds no row.
 */
export function selectRows(s: Snapshot): TreeRow[] {
  const { open, branches } = s.context;
  const byOpen = rowsCache.get(branches) ?? new WeakMap<object, TreeRow[]>();
  rowsCache.set(branches, byOpen);
  const known = byOpen.get(open);
  if (known) return known;
  const rows = visibleRows(s.context);
  byOpen.set(open, rows);
  return rows;
}

/** Every node seen, by id (cards and counts). */
export const selectNodes = (s: Snapshot) => s.context.nodes;
/** The structure's owner as a node, once their first page came. */
export const selectRoot = (s: Snapshot) => s.context.nodes[s.context.rootId];
/** Why the root's children could not be read (403: not open to the caller), while nothing is shown. */
export const selectRootProblem = (s: Snapshot) => {
  const branch = s.context.branches[s.context.rootId] ?? emptyBranch;
  return branch.count === null ? branch.problem : null;
};
/** Why a branch's last load failed, or null. */
export const selectBranchProblems = (s: Snapshot) => s.context.branches;
export const selectOpen = (s: Snapshot) => s.context.open;
export const selectFocusedId = (s: Snapshot) => s.context.focusedId;
/** The page should move the browser's focus to the focused node (the search opened the way to it). */
export const selectFocusRequested = (s: Snapshot) => s.context.focusRequested;
/** A page of children is on its way. */
export const selectLoading = (s: Snapshot) => s.hasTag("busy");

/** Where the search stands: idle, searching, found, notFound or failed. */
export const selectSearchState = (s: Snapshot) => s.value.search;
export const selectQuery = (s: Snapshot) => s.context.query;
export const selectMatches = (s: Snapshot) => s.context.matches;
export const selectSearchProblem = (s: Snapshot) => s.context.searchProblem;
/** The way down the search opened last (root first, the member found last). */
export const selectRevealed = (s: Snapshot) => s.context.revealed;
