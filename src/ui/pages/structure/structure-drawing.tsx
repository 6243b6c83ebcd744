import { ActionIcon, Button, Group, Text } from "@mantine/core";
import { useElementSize, useMergedRef } from "@mantine/hooks";
import { useSelector } from "@xstate/react";
import { type HierarchyPointNode, hierarchy, tree as tidyTree } from "d3-hierarchy";
import { select } from "d3-selection";
import { type ZoomTransform, zoom, zoomIdentity } from "d3-zoom";
import { type CSSProperties, useEffect, useMemo, useRef, useState } from "react";
import type { StructureNode } from "../../../api/schema/structure";
import { selectNodes, selectOpen, selectRows } from "../../../machines/structure/structure.selectors";
import type { StructureTreeActor } from "../../app/wiring/structure";
import { ruStructure } from "../../i18n/ru.structure";
import { type Drawn, drawnTree } from "./drawn-tree";
import css from "./structure-page.module.css";
import { NodeFace, useTakesFocus, useTreeFocus } from "./tree-view";

const t = ruStructure.tree;

/** A card's size and the gaps between cards: the layout's node size (d3-hierarchy's tidy tree). */
const card = { width: 290, height: 60 };
const gap = { breadth: 76, depth: 350 };
/** How far beyond the edges cards are still drawn, so that a pan does not show them arriving. */
const margin = 200;

type Placed = HierarchyPointNode<Drawn>;

/**
 * The structure drawn as a tree on a wide screen: the owner on the left, each open node's children in a
 * column to its right, laid out by d3-hierarchy's tidy tree; zoomed and panned by d3-zoom (wheel, drag,
 * pinch, and the buttons), and only the cards in view are in the page — so a node with 10 000 children
 * stays light. Unread children stand as one «Ещё N» card that reads the next page. The keys are the
 * outline's (WAI-ARIA tree), and the view pans to the focused card.
 */
export function StructureDrawing({ tree, label }: { tree: StructureTreeActor; label: string }) {
  const rows = useSelector(tree, selectRows);
  const nodes = useSelector(tree, selectNodes);
  const open = useSelector(tree, selectOpen);
  const focus = useTreeFocus(tree, nodes);
  const { focusedId } = focus;
  const viewport = useRef<HTMLDivElement>(null);
  const { ref: measured, width, height } = useElementSize<HTMLDivElement>();
  const viewportRef = useMergedRef(viewport, measured);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);

  const placed = useMemo(() => {
    const root = hierarchy(drawnTree(rows), (one) => one.children);
    return tidyTree<Drawn>().nodeSize([gap.breadth, gap.depth])(root).descendants();
  }, [rows]);

  const behaviour = useMemo(
    () =>
      zoom<HTMLDivElement, unknown>()
        .scaleExtent([0.3, 2])
        .on("zoom", (event: { transform: ZoomTransform }) => setTransform(event.transform)),
    [],
  );
  // d3-zoom listens on the viewport; the owner starts at its left, in the middle.
  const started = useRef(false);
  useEffect(() => {
    const element = viewport.current;
    if (!element || height === 0) return;
    const selection = select(element);
    selection.call(behaviour).on("dblclick.zoom", null);
    if (!started.current) {
      started.current = true;
      selection.call(behaviour.transform, zoomIdentity.translate(24, height / 2));
    }
    return () => {
      selection.on(".zoom", null);
    };
  }, [behaviour, height]);

  const zoomBy = (factor: number) =>
    select(viewport.current as HTMLDivElement).call(behaviour.scaleBy, factor);
  const toStart = () =>
    select(viewport.current as HTMLDivElement).call(
      behaviour.transform,
      zoomIdentity.translate(24, height / 2),
    );

  // The keys (or the search) moved the focus to a card out of view: the view pans to it — only when the
  // focus moves or its card is placed anew, so that a pan by hand leaves the view where it was put.
  const focusedPlace = placed.find((one) => one.data.kind === "node" && one.data.id === focusedId);
  const latest = useRef({ transform, width, height });
  latest.current = { transform, width, height };
  const { shows } = focus;
  const [focusedX, focusedY] = [focusedPlace?.x, focusedPlace?.y];
  useEffect(() => {
    const element = viewport.current;
    if (focusedX === undefined || focusedY === undefined || !element || !shows()) return;
    const now = latest.current;
    const [x, y] = now.transform.apply([focusedY, focusedX]);
    if (x < 0 || x + card.width * now.transform.k > now.width || y < 0 || y > now.height)
      select(element).call(behaviour.translateTo, focusedY + card.width / 2, focusedX);
  }, [focusedX, focusedY, shows, behaviour]);

  const inView = (one: Placed) => {
    const [x, y] = transform.apply([one.y, one.x]);
    return x > -margin - card.width * transform.k && x < width + margin && y > -margin && y < height + margin;
  };
  const shown = placed.filter(
    (one) => inView(one) || (one.data.kind === "node" && one.data.id === focusedId),
  );

  return (
    <div className={css.drawingFrame}>
      <Group gap="xs" className={css.zoomBar} role="group" aria-label={t.zoom.label}>
        <ActionIcon variant="default" size="lg" onClick={() => zoomBy(1.25)} aria-label={t.zoom.in}>
          +
        </ActionIcon>
        <ActionIcon variant="default" size="lg" onClick={() => zoomBy(0.8)} aria-label={t.zoom.out}>
          −
        </ActionIcon>
        <Button variant="default" size="compact-md" onClick={toStart}>
          {t.zoom.reset}
        </Button>
      </Group>
      <div ref={viewportRef} className={css.viewport} data-structure-drawing="">
        <div
          className={css.canvas}
          style={{ transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.k})` }}
        >
          <svg className={css.links} aria-hidden="true" focusable="false">
            {shown.map((one) =>
              one.parent ? (
                <path
                  key={`link-${one.data.key}`}
                  d={`M${one.parent.y + card.width} ${one.parent.x} H${one.parent.y + card.width + (gap.depth - card.width) / 2} V${one.x} H${one.y}`}
                />
              ) : null,
            )}
          </svg>
          <div role="tree" aria-label={label} aria-describedby="structure-keys" onKeyDown={focus.onKeyDown}>
            {shown.map((one) =>
              one.data.kind === "node" ? (
                <DrawnNode
                  key={one.data.key}
                  place={one}
                  data={one.data}
                  node={nodes[one.data.id]}
                  open={open.includes(one.data.id)}
                  focused={one.data.id === focusedId}
                  focus={focus}
                  tree={tree}
                />
              ) : null,
            )}
          </div>
          {shown.map((one) =>
            one.data.kind === "node" ? null : (
              <DrawnGap key={one.data.key} place={one} data={one.data} tree={tree} />
            ),
          )}
        </div>
      </div>
    </div>
  );
}

const at = (place: Placed): CSSProperties => ({
  left: place.y,
  top: place.x - card.height / 2,
  width: card.width,
  height: card.height,
});

function DrawnNode({
  place,
  data,
  node,
  open,
  focused,
  focus,
  tree,
}: {
  place: Placed;
  data: Extract<Drawn, { kind: "node" }>;
  node: StructureNode | undefined;
  open: boolean;
  focused: boolean;
  focus: ReturnType<typeof useTreeFocus>;
  tree: StructureTreeActor;
}) {
  const element = useRef<HTMLDivElement>(null);
  useTakesFocus(element, focused, focus, true);
  const hasChildren = (node?.total ?? 0) > 0;
  return (
    <div
      ref={element}
      role="treeitem"
      aria-level={data.level}
      aria-posinset={data.position}
      aria-setsize={data.siblings}
      aria-expanded={hasChildren ? open : undefined}
      tabIndex={focused ? 0 : -1}
      className={css.card}
      style={at(place)}
      data-node-id={data.id}
      data-focused={focused || undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget) tree.send({ type: "structure.focus", id: data.id });
      }}
    >
      <NodeFace node={node} />
      {hasChildren ? (
        <span
          className={css.cardToggle}
          aria-hidden="true"
          data-toggle={open ? "open" : "closed"}
          onClick={() => tree.send({ type: "structure.toggle", id: data.id })}
        >
          {open ? "−" : `+${node?.invited ?? ""}`}
        </span>
      ) : null}
    </div>
  );
}

/** What stands in a column besides members: «Ещё N» (the next page), a branch on its way, or one that failed. */
function DrawnGap({
  place,
  data,
  tree,
}: {
  place: Placed;
  data: Exclude<Drawn, { kind: "node" }>;
  tree: StructureTreeActor;
}) {
  return (
    <div className={css.gapCard} style={at(place)}>
      {data.kind === "more" ? (
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => tree.send({ type: "structure.needPage", id: data.parentId, page: data.page })}
        >
          {t.more(data.count)}
        </Button>
      ) : data.kind === "failed" ? (
        <>
          <Text size="sm" c="red">
            {t.failed}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => tree.send({ type: "structure.retry", id: data.parentId })}
          >
            {t.retry}
          </Button>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t.loading}
        </Text>
      )}
    </div>
  );
}
