import { test } from "@playwright/test";
import type { AnyStateMachine } from "xstate";
import {
  type Chart,
  type ChartTransition,
  chartOf,
  transitionName,
  triggerLabel,
} from "../../../src/machines/charts/chart";
import { pathLine, pathPlan } from "../../../src/machines/charts/paths";

// Model-based paths through the real UI (issue 16): the QA plan of a machine (`npm run paths`,
// src/machines/charts/paths.ts) walked in Chromium. Each transition of the plan is mapped to what a person
// does — or another member, or the network — and each state to what the page must show; a transition no
// page can take is named with the reason. One source: the plan's own routes, step by step.

/** One step of a walk: the transition taken (its name in the plans), from which state, into which. */
export interface UiStep {
  readonly transition: string;
  readonly from: string;
  readonly to: string;
  /** The step after it, if any: what a person types may depend on it (a wrong password, to be refused). */
  readonly next: UiStep | undefined;
}

export interface UiModel<W> {
  readonly machine: AnyStateMachine;
  /** What the page shows in each state the walks reach, by the state's id. */
  readonly shows: Readonly<Record<string, (world: W) => Promise<void>>>;
  /** How each transition is made to happen, by its name in the plans. */
  readonly does: Readonly<Record<string, (world: W, step: UiStep) => Promise<void>>>;
  /** Transitions no page can take, each with why (the machine-level tests take them). */
  readonly notFromUi: Readonly<Record<string, string>>;
  /**
   * Where the plan's route cannot arrange a transition's guard (the plan does not evaluate guards), the
   * transitions of a route that can, and why.
   */
  readonly routes?: Readonly<
    Record<string, { readonly through: ReadonlyArray<string>; readonly why: string }>
  >;
}

/** The walk through one transition. */
export interface UiPath {
  readonly transition: string;
  readonly steps: ReadonlyArray<UiStep>;
}

const parentOf = (chart: Chart, id: string) => chart.states.find((state) => state.id === id)?.parent ?? null;

/** `id` and its ancestors. */
function lineOf(chart: Chart, id: string): string[] {
  const line: string[] = [];
  for (let at: string | null = id; at; at = parentOf(chart, at)) line.push(at);
  return line;
}

/** The transition a plan's step takes from the leaf `from`: its trigger, leading to (or into) `to`. */
function transitionOf(chart: Chart, from: string, trigger: string, to: string): ChartTransition {
  const found = chart.transitions.find(
    (transition) =>
      lineOf(chart, from).includes(transition.source) &&
      triggerLabel(transition) === trigger &&
      (transition.targets.length === 0
        ? to === from
        : lineOf(chart, to).includes(transition.targets[0] ?? "")),
  );
  if (!found) throw new Error(`${chart.id}: no transition «${trigger}» from ${from} to ${to}`);
  return found;
}

function linked(steps: ReadonlyArray<Omit<UiStep, "next">>): UiStep[] {
  const walked: UiStep[] = [];
  for (const step of [...steps].reverse()) walked.unshift({ ...step, next: walked[0] });
  return walked;
}

/** A route named by its transitions (each leading to a leaf, or staying), and its ways as the plans write them. */
function routeOf(
  chart: Chart,
  names: ReadonlyArray<string>,
  start: string,
): { steps: UiStep[]; lines: string[] } {
  let at = start;
  const steps = names.map((name) => {
    const transition = chart.transitions.find((one) => transitionName(one) === name);
    if (!transition) throw new Error(`${chart.id}: no transition named «${name}»`);
    if (!lineOf(chart, at).includes(transition.source)) throw new Error(`«${name}» is not taken from ${at}`);
    const from = at;
    at = transition.targets[0] ?? at;
    return { transition: name, from, to: at, trigger: triggerLabel(transition) };
  });
  // The way into each state on the route («вход: … → событие … → …»).
  const lines = steps.map((_, index) =>
    pathLine({ from: start, steps: steps.slice(0, index + 1).map(({ trigger, to }) => ({ trigger, to })) }),
  );
  return { steps: linked(steps.map(({ transition, from, to }) => ({ transition, from, to }))), lines };
}

/** The plan's walks through every transition a page can take, and what keeps the others out. */
export function uiPaths<W>(model: UiModel<W>): {
  readonly paths: ReadonlyArray<UiPath>;
  /** What the model lacks: a transition with no action and no reason, a state with no view, a stale name. */
  readonly gaps: ReadonlyArray<string>;
} {
  const chart = chartOf(model.machine);
  const plan = pathPlan(chart);
  // A route of the model's own must be one of the plan's simple paths up to the transition it is for.
  const simpleLines = new Set(plan.simple.flatMap((one) => one.paths.map(pathLine)));
  const offPlan: string[] = [];
  const paths = plan.throughTransitions.map(({ transition, path }): UiPath => {
    const route = model.routes?.[transition];
    if (route) {
      const { steps, lines } = routeOf(chart, route.through, path.from);
      const toSource = lines.at(-2);
      if (toSource && !simpleLines.has(toSource))
        offPlan.push(`the route for «${transition}» is not in the plan`);
      return { transition, steps };
    }
    let at = path.from;
    const steps = path.steps.map((step) => {
      const from = at;
      at = step.to;
      return {
        transition: transitionName(transitionOf(chart, from, step.trigger, step.to)),
        from,
        to: step.to,
      };
    });
    return { transition, steps: linked(steps) };
  });
  const names = new Set(chart.transitions.map(transitionName));
  const gaps = [
    ...Object.keys({ ...model.notFromUi, ...model.routes, ...model.does })
      .filter((name) => !names.has(name))
      .map((name) => `«${name}» is not a transition of ${chart.id} (renamed? run npm run paths)`),
    ...paths
      .filter((path) => !(path.transition in model.notFromUi))
      .flatMap((path) =>
        path.steps.flatMap((step) => [
          ...(step.transition in model.does ? [] : [`no action for «${step.transition}»`]),
          ...(step.transition in model.notFromUi
            ? [`«${path.transition}» goes through «${step.transition}», which no page takes: list it too`]
            : []),
          ...(step.to in model.shows ? [] : [`no view for the state ${step.to}`]),
        ]),
      ),
    ...plan.unreachable.map((name) => `the plan does not reach «${name}»`),
    ...offPlan,
  ];
  const walked = paths.filter((path) => !(path.transition in model.notFromUi));
  return { paths: walked.filter((path) => !walkedWithin(path, walked)), gaps: [...new Set(gaps)] };
}

const routeKey = (path: UiPath) => path.steps.map((step) => step.transition).join("\n");

/**
 * Whether a longer walk starts with every step of `path` (and so checks each of them on the way): the
 * browser then walks only the longer one.
 */
function walkedWithin(path: UiPath, all: ReadonlyArray<UiPath>): boolean {
  const key = routeKey(path);
  return all.some(
    (other) => other.steps.length > path.steps.length && routeKey(other).startsWith(`${key}\n`),
  );
}

/** Walks `path` in the page of `world`: each step done, then the state's view checked. */
export async function walk<W>(model: UiModel<W>, world: W, path: UiPath): Promise<void> {
  for (const step of path.steps) {
    await test.step(step.transition, async () => {
      const action = model.does[step.transition];
      const view = model.shows[step.to];
      if (!action || !view) throw new Error(`the model has no action or view for «${step.transition}»`);
      await action(world, step);
      await view(world);
    });
  }
}
