import type { StructureChildren, StructureNode } from "../../api/schema/structure";
import type { Problem } from "../lib/problem";

// The structure tree as plain data, and what follows from it — the rows a screen shows, where the keys
// move — shared by the «structure» machine (which changes it) and its selectors (which read it).

/** A load of one page of a node's children: by number, or the page that holds child `around`. */
export type ChildrenLoad =
  | { readonly id: number; readonly page: number }
  | { readonly id: number; readonly around: number };

/** What is known of one node's children. */
export interface Branch {
  /** How many children it has; null until its first page came. */
  readonly count: number | null;
  /** The children's ids by page number (1 first). */
  readonly pages: Readonly<Record<number, ReadonlyArray<number>>>;
  /** Loads that failed, to try again; with the last one's problem. */
  readonly failed: ReadonlyArray<ChildrenLoad>;
  readonly problem: Problem | null;
}

/** The tree as far as it is known. */
export interface Tree {
  readonly rootId: number;
  /** Children a page, as the loads ask for them. */
  readonly pageSize: number;
  /** Every node seen, by id. */
  readonly nodes: Readonly<Record<number, StructureNode>>;
  /** Each seen node's parent (the root has none). */
  readonly parents: Readonly<Record<number, number>>;
  readonly branches: Readonly<Record<number, Branch>>;
  /** The nodes whose children are shown. */
  readonly open: ReadonlyArray<number>;
}

/** One row of the tree on screen, in the order it is read (root first, each open node's children below it). */
export type TreeRow =
  | {
      readonly kind: "node";
      readonly id: number;
      /** 1 for the root (aria-level). */
      readonly level: number;
      readonly parentId: number | null;
      /** Its place among its siblings, from 1, and how many they are (aria-posinset, aria-setsize). */
      readonly position: number;
      readonly siblings: number;
    }
  /** A child not loaded yet: its page is asked for when it comes into view. */
  | { readonly kind: "pending"; readonly parentId: number; readonly level: number; readonly page: number }
  /** A page of children that failed to load (one row stands for the whole page). */
  | { readonly kind: "failed"; readonly parentId: number; readonly level: number; readonly page: number }
  /** An open node whose first page has not come yet. */
  | { readonly kind: "loading"; readonly parentId: number; readonly level: number };

export const emptyBranch: Branch = { count: null, pages: {}, failed: [], problem: null };

/** Whether a node has anyone below it (a deleted child with nobody below it does not count). */
export const expandable = (node: StructureNode | undefined): boolean => (node?.total ?? 0) > 0;

/** The page of a node's children that holds child number `index` (from 0). */
export const pageOf = (index: number, pageSize: number) => Math.floor(index / pageSize) + 1;

const sameLoad = (a: ChildrenLoad, b: ChildrenLoad) =>
  a.id === b.id && ("page" in a ? "page" in b && a.page === b.page : "around" in b && a.around === b.around);

/** Whether `childId` is among the loaded children of `parentId`. */
export function isLoadedChild(tree: Tree, parentId: number, childId: number): boolean {
  const pages = tree.branches[parentId]?.pages ?? {};
  return Object.values(pages).some((ids) => ids.includes(childId));
}

/**
 * `queue` with `load` added at its end, unless it is waiting already or (`again` false) its page is
 * loaded.
 */
export function enqueue(
  tree: Tree,
  queue: ReadonlyArray<ChildrenLoad>,
  load: ChildrenLoad,
  again = false,
): ReadonlyArray<ChildrenLoad> {
  if (queue.some((waiting) => sameLoad(waiting, load))) return queue;
  if (again) return [...queue, load];
  const branch = tree.branches[load.id];
  if ("page" in load && branch?.pages[load.page]) return queue;
  if ("around" in load && isLoadedChild(tree, load.id, load.around)) return queue;
  return [...queue, load];
}

/** The tree with a page of children in place. */
export function withChildren(tree: Tree, answer: StructureChildren): Tree {
  const { node, rows, page, count } = answer;
  const nodes: Record<number, StructureNode> = { ...tree.nodes, [node.id]: node };
  const parents: Record<number, number> = { ...tree.parents };
  for (const row of rows) {
    nodes[row.id] = row;
    parents[row.id] = node.id;
  }
  const before = tree.branches[node.id] ?? emptyBranch;
  // A new count (someone joined or left) moves every page's bounds: the other pages are read anew.
  const pages = before.count === null || before.count === count ? { ...before.pages } : {};
  pages[page] = rows.map((row) => row.id);
  const failed = before.failed.filter((load) =>
    "page" in load ? load.page !== page : !rows.some((row) => row.id === load.around),
  );
  const branch: Branch = { count, pages, failed, problem: failed.length ? before.problem : null };
  return { ...tree, nodes, parents, branches: { ...tree.branches, [node.id]: branch } };
}

/** The tree with `load` marked failed. */
export function withFailure(tree: Tree, load: ChildrenLoad, problem: Problem): Tree {
  const before = tree.branches[load.id] ?? emptyBranch;
  const failed = before.failed.some((one) => sameLoad(one, load)) ? before.failed : [...before.failed, load];
  return { ...tree, branches: { ...tree.branches, [load.id]: { ...before, failed, problem } } };
}

/** The tree's rows on screen: the root, then each open node's children (loaded, pending or failed) below it. */
export function visibleRows(tree: Tree): TreeRow[] {
  const rows: TreeRow[] = [];
  const open = new Set(tree.open);
  const walk = (id: number, level: number, parentId: number | null, position: number, siblings: number) => {
    rows.push({ kind: "node", id, level, parentId, position, siblings });
    if (!open.has(id)) return;
    const branch = tree.branches[id] ?? emptyBranch;
    const childLevel = level + 1;
    if (branch.count === null) {
      rows.push(
        branch.failed.length
          ? { kind: "failed", parentId: id, level: childLevel, page: 1 }
          : { kind: "loading", parentId: id, level: childLevel },
      );
      return;
    }
    const failedPages = new Set(branch.failed.flatMap((load) => ("page" in load ? [load.page] : [])));
    for (let index = 0; index < branch.count; index += 1) {
      const page = pageOf(index, tree.pageSize);
      const ids = branch.pages[page];
      const child = ids?.[index % tree.pageSize];
      if (child !== undefined) walk(child, childLevel, id, index + 1, branch.count);
      else if (ids)
        continue; // the page came shorter than counted (a member left meanwhile)
      else if (failedPages.has(page)) {
        rows.push({ kind: "failed", parentId: id, level: childLevel, page });
        index = page * tree.pageSize - 1;
      } else rows.push({ kind: "pending", parentId: id, level: childLevel, page });
    }
  };
  walk(tree.rootId, 1, null, 1, 1);
  return rows;
}

/** Where a key moves the focus among the visible nodes (WAI-ARIA tree: Down, Up, Home, End). */
export type Move = "next" | "previous" | "first" | "last";

/**
 * Where `move` leads from `focusedId` among the visible nodes: a node, or — when the next (or previous)
 * row is a child not read yet — the page to read first (the focus stays until it comes).
 */
export function moveFocus(
  tree: Tree,
  focusedId: number,
  move: Move,
): { readonly id: number } | { readonly need: ChildrenLoad } {
  const rows = visibleRows(tree).filter((row) => row.kind === "node" || row.kind === "pending");
  const nodes = rows.flatMap((row) => (row.kind === "node" ? [row.id] : []));
  if (move === "first") return { id: nodes[0] ?? focusedId };
  if (move === "last") return { id: nodes.at(-1) ?? focusedId };
  const at = rows.findIndex((row) => row.kind === "node" && row.id === focusedId);
  if (at < 0) return { id: nodes[0] ?? focusedId };
  const next = rows[at + (move === "next" ? 1 : -1)];
  if (next?.kind === "pending") return { need: { id: next.parentId, page: next.page } };
  return { id: next?.kind === "node" ? next.id : focusedId };
}

/** The first loaded child of an open node (Right on an open node moves there), if any. */
export function firstChild(tree: Tree, id: number): number | undefined {
  return tree.branches[id]?.pages[1]?.[0];
}

/** Whether `id` lies below `ancestor` (as far as the tree knows). */
export function isBelow(tree: Tree, id: number, ancestor: number): boolean {
  for (let at = tree.parents[id]; at !== undefined; at = tree.parents[at]) if (at === ancestor) return true;
  return false;
}
