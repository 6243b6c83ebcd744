import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api";
import type { Chart, ChartTransition } from "../../../machines/charts/chart";
import { transitionName, triggerLabel } from "../../../machines/charts/chart";

// A machine's chart laid out by ELK (elkjs, the Eclipse Layout Kernel: nested states, edges across
// levels), as a drawing — boxes, arrows and labels at absolute coordinates — that /dev draws with React
// and `npm run charts` writes as SVG. One layout, two renderers.

/** A state's box. */
export interface DrawnState {
  readonly id: string;
  readonly label: string;
  readonly type: "atomic" | "compound" | "parallel" | "final" | "history" | "initial";
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** How deep it is nested (the machine's own states are 1). */
  readonly depth: number;
}

/** A transition's arrow: its points, and its label's box. */
export interface DrawnTransition {
  /** Its index in the chart's transitions (an initial arrow: -1). */
  readonly index: number;
  readonly points: ReadonlyArray<{ readonly x: number; readonly y: number }>;
  readonly label: {
    readonly text: string;
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  } | null;
  /** No test takes it (tests/machines/untested-transitions.json): drawn dashed. */
  readonly untested: boolean;
}

export interface Drawing {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly states: ReadonlyArray<DrawnState>;
  readonly transitions: ReadonlyArray<DrawnTransition>;
}

/** What ELK needs of the layout engine: `new ELK().layout` (bundled in Node, a worker in the browser). */
export interface LayoutEngine {
  layout(graph: ElkNode): Promise<ElkNode>;
}

const charWidth = 7.2;
const lineHeight = 16;
const textWidth = (text: string) => Math.ceil(text.length * charWidth);
const initialId = (parent: string) => `${parent}::initial`;

/** Lays `chart` out; the same chart always gets the same drawing. */
export async function layoutChart(
  chart: Chart,
  engine: LayoutEngine,
  /** The names of transitions no test takes (`transitionName`). */
  untested: ReadonlySet<string> = new Set(),
): Promise<Drawing> {
  const root = chart.states.find((state) => state.parent === null);
  if (!root) throw new Error(`${chart.id}: a chart without its root state`);
  const node = (id: string): ElkNode => {
    const state = chart.states.find((one) => one.id === id);
    if (!state) throw new Error(`${chart.id}: no state ${id}`);
    const children = chart.states.filter((child) => child.parent === id);
    if (children.length === 0) {
      return { id, width: Math.max(72, textWidth(state.key) + 28), height: 34 };
    }
    const inner = children.map((child) => node(child.id));
    if (state.initial) inner.unshift({ id: initialId(id), width: 14, height: 14 });
    return {
      id,
      children: inner,
      layoutOptions: { "elk.padding": "[top=34,left=14,bottom=14,right=14]" },
    };
  };
  const edges: ElkExtendedEdge[] = [];
  chart.states.forEach((state) => {
    if (state.initial && state.id !== root.id) {
      edges.push({ id: `init:${state.id}`, sources: [initialId(state.id)], targets: [state.initial] });
    }
  });
  if (root.initial)
    edges.push({ id: `init:${root.id}`, sources: [initialId(root.id)], targets: [root.initial] });
  chart.transitions.forEach((transition: ChartTransition, index) => {
    if (transition.source === root.id) return; // taken in any state: listed beside the chart, not drawn
    const text = triggerLabel(transition);
    for (const target of transition.targets.length > 0 ? transition.targets : [transition.source]) {
      edges.push({
        id: `t:${index}:${target}`,
        sources: [transition.source],
        targets: [target],
        labels: [{ text, width: textWidth(text), height: lineHeight }],
      });
    }
  });
  const graph: ElkNode = {
    id: "graph",
    layoutOptions: {
      "elk.algorithm": "layered",
      "elk.direction": "DOWN",
      "elk.hierarchyHandling": "INCLUDE_CHILDREN",
      "elk.layered.spacing.nodeNodeBetweenLayers": "36",
      "elk.spacing.nodeNode": "28",
      "elk.spacing.edgeLabel": "4",
      "elk.edgeLabels.placement": "CENTER",
      "elk.layered.nodePlacement.strategy": "BRANDES_KOEPF",
    },
    children: [node(root.id)],
    edges,
  };
  const laid = await engine.layout(graph);
  const states: DrawnState[] = [];
  const visit = (elk: ElkNode, dx: number, dy: number, depth: number) => {
    const x = dx + (elk.x ?? 0);
    const y = dy + (elk.y ?? 0);
    const state = chart.states.find((one) => one.id === elk.id);
    if (state || elk.id.endsWith("::initial")) {
      states.push({
        id: elk.id,
        label: state?.key ?? "",
        type: state?.type ?? "initial",
        x,
        y,
        width: elk.width ?? 0,
        height: elk.height ?? 0,
        depth,
      });
    }
    for (const child of elk.children ?? []) visit(child, x, y, depth + 1);
  };
  for (const child of laid.children ?? []) visit(child, 0, 0, 0);
  const offsets = new Map(states.map((state) => [state.id, state]));
  const transitions: DrawnTransition[] = (laid.edges ?? []).map((edge) => {
    // ELK gives an edge's points relative to its container (`container`: the graph, or a state).
    const container = offsets.get((edge as ElkExtendedEdge & { container?: string }).container ?? "");
    const dx = container?.x ?? 0;
    const dy = container?.y ?? 0;
    const section = edge.sections?.[0];
    const points = section
      ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({
          x: p.x + dx,
          y: p.y + dy,
        }))
      : [];
    const label = edge.labels?.[0];
    const index = edge.id.startsWith("t:") ? Number(edge.id.split(":")[1]) : -1;
    const transition = chart.transitions[index];
    return {
      index,
      untested: transition !== undefined && untested.has(transitionName(transition)),
      points,
      label: label
        ? {
            text: label.text ?? "",
            x: (label.x ?? 0) + dx,
            y: (label.y ?? 0) + dy,
            width: label.width ?? 0,
            height: label.height ?? 0,
          }
        : null,
    };
  });
  return { id: chart.id, width: laid.width ?? 0, height: laid.height ?? 0, states, transitions };
}
