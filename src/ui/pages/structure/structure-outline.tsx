import { Button, Text } from "@mantine/core";
import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  type Rect,
  useVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import { useSelector } from "@xstate/react";
import { type CSSProperties, useCallback, useEffect, useRef } from "react";
import type { StructureNode } from "../../../api/schema/structure";
import {
  selectNodes,
  selectOpen,
  selectRows,
  type TreeRow,
} from "../../../machines/structure/structure.selectors";
import type { StructureTreeActor } from "../../app/wiring/structure";
import { ruStructure } from "../../i18n/ru.structure";
import css from "./structure-page.module.css";
import { NodeFace, useTakesFocus, useTreeFocus } from "./tree-view";

const t = ruStructure.tree;

/** Every row is this tall: the list knows where row 9 000 stands without measuring the 8 999 above it. */
const rowHeight = 56;
/** Indented this much a level, at most {@link deepest} levels deep (a 390 px screen keeps its width). */
const indent = 16;
const deepest = 8;

/** The list's own size — or, where it has none yet (hidden, or a DOM without layout), a screenful. */
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, report: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) =>
    report(rect.height > 0 ? rect : { width: rect.width || 360, height: 480 }),
  );
}

/**
 * The structure as an outline (the WAI-ARIA tree, one row a member, indented by level): a virtualised
 * list — only the rows on screen are in the page, so a node with 10 000 children scrolls as lightly as
 * one with ten — whose unread rows ask for their page as they come into view.
 */
export function StructureOutline({ tree, label }: { tree: StructureTreeActor; label: string }) {
  const rows = useSelector(tree, selectRows);
  const nodes = useSelector(tree, selectNodes);
  const open = useSelector(tree, selectOpen);
  const focus = useTreeFocus(tree, nodes);
  const { focusedId, shows } = focus;
  const focusedIndex = rows.findIndex((row) => row.kind === "node" && row.id === focusedId);
  const scroller = useRef<HTMLDivElement>(null);
  // The focused row stays in the page when scrolled away, so that the browser's focus is never lost.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex < 0 || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    rangeExtractor,
    observeElementRect: observeRect,
  });
  const items = virtualizer.getVirtualItems();

  // The unread pages among the rows in view are asked for (the machine asks each once).
  const needed = [
    ...new Set(
      items.flatMap(({ index }) => {
        const row = rows[index];
        return row?.kind === "pending" ? [`${row.parentId}:${row.page}`] : [];
      }),
    ),
  ].join(",");
  useEffect(() => {
    for (const one of needed ? needed.split(",") : []) {
      const [id, page] = one.split(":").map(Number);
      tree.send({ type: "structure.needPage", id: id ?? 0, page: page ?? 1 });
    }
  }, [needed, tree]);

  // The keys (or the search) moved the focus: its row is scrolled into view, where it takes the focus.
  useEffect(() => {
    if (focusedIndex >= 0 && shows()) virtualizer.scrollToIndex(focusedIndex, { align: "auto" });
  }, [focusedIndex, shows, virtualizer]);

  return (
    <div
      ref={scroller}
      role="tree"
      aria-label={label}
      aria-describedby="structure-keys"
      className={css.outline}
      onKeyDown={focus.onKeyDown}
      data-structure-outline=""
    >
      <div className={css.outlineSpace} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const style: CSSProperties = {
            transform: `translateY(${item.start}px)`,
            paddingInlineStart: Math.min(row.level - 1, deepest) * indent,
          };
          return row.kind === "node" ? (
            <OutlineNode
              key={item.key}
              row={row}
              node={nodes[row.id]}
              open={open.includes(row.id)}
              focused={row.id === focusedId}
              focus={focus}
              tree={tree}
              style={style}
            />
          ) : (
            <OutlineGap key={item.key} row={row} tree={tree} style={style} />
          );
        })}
      </div>
    </div>
  );
}

function OutlineNode({
  row,
  node,
  open,
  focused,
  focus,
  tree,
  style,
}: {
  row: Extract<TreeRow, { kind: "node" }>;
  node: StructureNode | undefined;
  open: boolean;
  focused: boolean;
  focus: ReturnType<typeof useTreeFocus>;
  tree: StructureTreeActor;
  style: CSSProperties;
}) {
  const element = useRef<HTMLDivElement>(null);
  useTakesFocus(element, focused, focus);
  const hasChildren = (node?.total ?? 0) > 0;
  return (
    <div
      ref={element}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-expanded={hasChildren ? open : undefined}
      tabIndex={focused ? 0 : -1}
      className={css.outlineRow}
      style={style}
      data-node-id={row.id}
      data-focused={focused || undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget) tree.send({ type: "structure.focus", id: row.id });
      }}
    >
      <span
        className={css.toggle}
        aria-hidden="true"
        data-toggle={hasChildren ? (open ? "open" : "closed") : "leaf"}
        onClick={hasChildren ? () => tree.send({ type: "structure.toggle", id: row.id }) : undefined}
      >
        {hasChildren ? (open ? "▾" : "▸") : "·"}
      </span>
      <NodeFace node={node} />
    </div>
  );
}

/** A row that is not a member yet: an unread child (its page is on the way), or a branch that failed. */
function OutlineGap({
  row,
  tree,
  style,
}: {
  row: Exclude<TreeRow, { kind: "node" }>;
  tree: StructureTreeActor;
  style: CSSProperties;
}) {
  if (row.kind === "failed")
    return (
      <div
        role="treeitem"
        aria-level={row.level}
        tabIndex={-1}
        className={css.outlineRow}
        style={style}
        data-failed-branch=""
      >
        <Text size="sm" c="red">
          {t.failed}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => tree.send({ type: "structure.retry", id: row.parentId })}
        >
          {t.retry}
        </Button>
      </div>
    );
  return (
    <div aria-hidden="true" className={`${css.outlineRow} ${css.pending}`} style={style}>
      {row.kind === "loading" ? t.loading : ""}
    </div>
  );
}
