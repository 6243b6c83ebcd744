import { type Chart, type ChartState, type ChartTransition, transitionName, triggerLabel } from "./chart";

// QA test plans from a machine's chart (issue 16, `npm run paths`): the shortest way into every state and
// through every transition, and the other simple ways into each state up to a bound, as steps a person
// can follow. The walk is over the chart's structure: a guard is a condition to arrange (it is named in
// the step), not something the walk evaluates — where the shortest way cannot arrange it, one of the
// simple paths can (tests/e2e/helpers/ui-model.ts takes its routes from them).

/** One step: the trigger taken, and the state it leads to. */
export interface PathStep {
  readonly trigger: string;
  readonly to: string;
}

/** A way from the machine's start: the states it goes through. */
export interface StatePath {
  readonly from: string;
  readonly steps: ReadonlyArray<PathStep>;
}

export interface PathPlan {
  readonly id: string;
  /** The shortest way into each state it can reach, by the state's id. */
  readonly toStates: ReadonlyArray<{ readonly state: string; readonly path: StatePath }>;
  /** The shortest way through each transition (to its source, then the transition itself). */
  readonly throughTransitions: ReadonlyArray<{ readonly transition: string; readonly path: StatePath }>;
  /** Simple paths (no state twice) into each state, up to {@link simpleBound}, shortest first. */
  readonly simple: ReadonlyArray<{ readonly state: string; readonly paths: ReadonlyArray<StatePath> }>;
  /** States and transitions no walk reaches from the start (only by the machine's input, or never). */
  readonly unreachable: ReadonlyArray<string>;
}

const byId = (chart: Chart) => new Map(chart.states.map((state) => [state.id, state]));

/**
 * The leaves a machine is in on entering `id`: down through initial children; every region of a parallel
 * state at once (each region's path is then walked on its own).
 */
function leavesOf(states: ReadonlyMap<string, ChartState>, chart: Chart, id: string): string[] {
  const state = states.get(id);
  if (!state) return [id];
  if (state.type === "compound" && state.initial) return leavesOf(states, chart, state.initial);
  if (state.type === "parallel") {
    return chart.states
      .filter((child) => child.parent === id)
      .flatMap((child) => leavesOf(states, chart, child.id));
  }
  return [id];
}

/** A state and its ancestors, nearest first: the transitions it takes are theirs too. */
function lineOf(states: ReadonlyMap<string, ChartState>, id: string): string[] {
  const line: string[] = [];
  for (let at = states.get(id); at; at = at.parent ? states.get(at.parent) : undefined) line.push(at.id);
  return line;
}

/** How far the simple paths go: at most this many steps, and this many paths into each state. */
export const simpleBound = { steps: 6, perState: 5 } as const;

/**
 * Simple paths (no state twice) from the start into each leaf, up to {@link simpleBound}: the other ways
 * a QA engineer may take into a state besides the shortest, breadth first so the shorter come first.
 */
function simplePathsOf(
  states: ReadonlyMap<string, ChartState>,
  chart: Chart,
  starts: ReadonlyArray<string>,
  taken: (id: string) => ReadonlyArray<ChartTransition>,
): ReadonlyArray<{ readonly state: string; readonly paths: ReadonlyArray<StatePath> }> {
  const found = new Map<string, StatePath[]>();
  const [start = ""] = starts;
  let frontier: Array<{ at: string; steps: PathStep[]; seen: ReadonlySet<string> }> = starts.map((leaf) => ({
    at: leaf,
    steps: [],
    seen: new Set([leaf]),
  }));
  for (let depth = 0; depth < simpleBound.steps && frontier.length > 0; depth++) {
    const next: typeof frontier = [];
    for (const { at, steps, seen } of frontier) {
      for (const transition of taken(at)) {
        for (const target of transition.targets) {
          for (const to of leavesOf(states, chart, target)) {
            if (seen.has(to)) continue;
            const paths = found.get(to) ?? [];
            if (paths.length >= simpleBound.perState) continue;
            const way = [...steps, { trigger: triggerLabel(transition), to }];
            paths.push({ from: start, steps: way });
            found.set(to, paths);
            next.push({ at: to, steps: way, seen: new Set([...seen, to]) });
          }
        }
      }
    }
    frontier = next;
  }
  return chart.states
    .filter((state) => found.has(state.id))
    .map((state) => ({ state: state.id, paths: found.get(state.id) ?? [] }));
}

/** The plan of one chart. */
export function pathPlan(chart: Chart): PathPlan {
  const states = byId(chart);
  const root = chart.states.find((state) => state.parent === null);
  if (!root) throw new Error(`${chart.id}: a chart without its root state`);
  const [start = root.id, ...alsoAtStart] = leavesOf(states, chart, root.id);
  const leaves = chart.states.filter((state) => state.type === "atomic" || state.type === "final");
  const taken = (id: string) =>
    lineOf(states, id).flatMap((owner) =>
      chart.transitions.filter((transition) => transition.source === owner),
    );
  // Breadth first from the start: each leaf reached by the fewest steps.
  const reached = new Map<string, PathStep[]>([start, ...alsoAtStart].map((leaf) => [leaf, []]));
  const queue = [start, ...alsoAtStart];
  while (queue.length > 0) {
    const at = queue.shift() as string;
    for (const transition of taken(at)) {
      for (const target of transition.targets) {
        const entered = leavesOf(states, chart, target);
        for (const to of entered) {
          if (reached.has(to)) continue;
          // Each leaf entered (a parallel state's regions at once) is reached by this same step.
          reached.set(to, [...(reached.get(at) ?? []), { trigger: triggerLabel(transition), to }]);
          queue.push(to);
        }
      }
    }
  }
  const name = transitionName;
  const throughTransitions = chart.transitions.flatMap((transition) => {
    // From the nearest reached leaf that takes it.
    const from = leaves.find(
      (leaf) => reached.has(leaf.id) && lineOf(states, leaf.id).includes(transition.source),
    );
    if (!from) return [];
    const to = transition.targets[0]
      ? (leavesOf(states, chart, transition.targets[0])[0] ?? from.id)
      : from.id;
    return [
      {
        transition: name(transition),
        path: {
          from: start,
          steps: [...(reached.get(from.id) ?? []), { trigger: triggerLabel(transition), to }],
        },
      },
    ];
  });
  const through = new Set(throughTransitions.map((one) => one.transition));
  const simple = simplePathsOf(states, chart, [start, ...alsoAtStart], taken);
  return {
    id: chart.id,
    toStates: leaves
      .filter((leaf) => reached.has(leaf.id))
      .map((leaf) => ({ state: leaf.id, path: { from: start, steps: reached.get(leaf.id) ?? [] } })),
    throughTransitions,
    simple,
    unreachable: [
      ...leaves.filter((leaf) => !reached.has(leaf.id)).map((leaf) => leaf.id),
      ...chart.transitions.map(name).filter((one) => !through.has(one)),
    ],
  };
}

/** A path as one line: «вход: idle → session.check → checking → …». */
export function pathLine(path: StatePath): string {
  return [`вход: ${path.from}`, ...path.steps.flatMap((step) => [`событие ${step.trigger}`, step.to])].join(
    " → ",
  );
}

/** A plan as Markdown: the steps for each state and transition. */
export function planMarkdown(plan: PathPlan, title: string): string {
  const lines = [
    `# ${title} (\`${plan.id}\`): план проверки`,
    "",
    "Выгружено командой `npm run paths` из машины: кратчайший путь в каждое состояние и через каждый",
    "переход. Условие в квадратных скобках — что должно выполняться, чтобы переход случился.",
    "",
    "## В каждое состояние",
    "",
    ...plan.toStates.map((one) => `- **${one.state}**: ${pathLine(one.path)}`),
    "",
    "## Через каждый переход",
    "",
    ...plan.throughTransitions.map((one) => `- ${one.transition}: ${pathLine(one.path)}`),
    "",
    `## Простые пути (без повторов, до ${simpleBound.steps} шагов, до ${simpleBound.perState} в каждое состояние)`,
    "",
    ...plan.simple.flatMap((one) => [
      `- **${one.state}**`,
      ...one.paths.map((path) => `  - ${pathLine(path)}`),
    ]),
    "",
  ];
  if (plan.unreachable.length > 0) {
    lines.push("## Не достигается от начала", "", ...plan.unreachable.map((one) => `- ${one}`), "");
  }
  return lines.join("\n");
}
