import type { TreeRow } from "../../../machines/structure/structure.selectors";

/** A card of the drawn tree, nested as d3-hierarchy takes it. */
export type Drawn = (
  | (Extract<TreeRow, { kind: "node" }> & { readonly children: Drawn[] })
  /** A run of unread children: one card «Ещё N» that reads the first of their pages. */
  | { readonly kind: "more"; readonly parentId: number; readonly page: number; count: number }
  | { readonly kind: "failed" | "loading"; readonly parentId: number }
) & { readonly key: string; readonly children?: Drawn[] };

/**
 * The rows on screen (root first, each open node's children below it, as the outline reads them) as a
 * tree of cards: each node under its parent, and each run of unread children as a single «Ещё N» card, so
 * that a node with 10 000 children draws the pages read and one card for the rest.
 */
export function drawnTree(rows: ReadonlyArray<TreeRow>): Drawn {
  const nodes = new Map<number, Extract<Drawn, { kind: "node" }>>();
  let root: Drawn | undefined;
  for (const row of rows) {
    if (row.kind === "node") {
      const drawn = { ...row, key: `node-${row.id}`, children: [] };
      nodes.set(row.id, drawn);
      if (row.parentId === null) root = drawn;
      else nodes.get(row.parentId)?.children.push(drawn);
      continue;
    }
    const siblings = nodes.get(row.parentId)?.children;
    if (!siblings) continue;
    const last = siblings.at(-1);
    if (row.kind === "pending" && last?.kind === "more") last.count += 1;
    else if (row.kind === "pending")
      siblings.push({
        kind: "more",
        parentId: row.parentId,
        page: row.page,
        count: 1,
        key: `more-${row.parentId}-${row.page}`,
      });
    else
      siblings.push({
        kind: row.kind,
        parentId: row.parentId,
        key: `${row.kind}-${row.parentId}-${siblings.length}`,
      });
  }
  if (!root) throw new Error("drawnTree: the rows have no root");
  return root;
}
