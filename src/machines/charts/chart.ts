import type { AnyStateMachine, AnyStateNode } from "xstate";

// A machine as data (issue 16): its states and transitions, for /dev's charts, the exports of
// `npm run charts` (docs/machines/) and the QA test plans of `npm run paths` — one description, so that
// what is drawn, exported and walked is the same.

/** One state: its id (the machine's own, `session.checking`), kind, initial child and parent. */
export interface ChartState {
  readonly id: string;
  readonly key: string;
  readonly type: "atomic" | "compound" | "parallel" | "final" | "history";
  readonly parent: string | null;
  /** The child entered first (compound states). */
  readonly initial: string | null;
  readonly tags: ReadonlyArray<string>;
}

/** What fires a transition. */
export type TriggerKind = "event" | "delayed" | "always" | "done" | "error";

/** One transition: from a state, on an event (or a delay, or at once), maybe guarded, to states. */
export interface ChartTransition {
  readonly source: string;
  readonly event: string;
  readonly kind: TriggerKind;
  /** The guard's name; null when unguarded. */
  readonly guard: string | null;
  /** Delayed transitions: after how long (ms, or the delay's name). */
  readonly delay: number | string | null;
  /** Where it leads; empty: it stays (runs its actions only). */
  readonly targets: ReadonlyArray<string>;
  /** Leaves and enters its target again (XState's `reenter`). */
  readonly reenter: boolean;
  /** For `done` and `error`: the invoked actor's source (`load`, `save` …). */
  readonly actor: string | null;
  /** Its place among its state's transitions on the same trigger (the first that passes its guard wins). */
  readonly order: number;
}

export interface Chart {
  readonly id: string;
  readonly states: ReadonlyArray<ChartState>;
  readonly transitions: ReadonlyArray<ChartTransition>;
}

const guardName = (guard: unknown): string | null => {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === "string") return guard;
  // An inline guard is a function named after its property, `guard`: it has no name of its own.
  if (typeof guard === "function") return guard.name && guard.name !== "guard" ? guard.name : "условие";
  if (typeof guard === "object" && "type" in guard) return String((guard as { type: unknown }).type);
  return "условие";
};

/** XState's internal event names as people read them. */
function triggerOf(eventType: string): { kind: TriggerKind; event: string } {
  if (eventType.startsWith("xstate.after.")) return { kind: "delayed", event: eventType };
  if (eventType.startsWith("xstate.done.")) return { kind: "done", event: eventType };
  if (eventType.startsWith("xstate.error.")) return { kind: "error", event: eventType };
  return { kind: "event", event: eventType };
}

function statesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => statesOf(child as AnyStateNode))];
}

/** The chart of `machine`: every state and transition, in the machine's own order. */
export function chartOf(machine: AnyStateMachine): Chart {
  const nodes = statesOf(machine.root);
  const states: ChartState[] = nodes.map((node) => ({
    id: node.id,
    key: node.key,
    type: node.type,
    parent: node.parent?.id ?? null,
    initial: node.type === "compound" ? (node.initial.target[0]?.id ?? null) : null,
    tags: [...node.tags],
  }));
  const transitions: ChartTransition[] = [];
  for (const node of nodes) {
    const delays = new Map(node.after.map((after) => [after.eventType, after.delay]));
    // `xstate.done.actor.<invoke id>`: the invoke's id is generated; its source names the actor.
    const invoked = new Map(
      node.invoke.map((invoke) => [invoke.id, typeof invoke.src === "string" ? invoke.src : invoke.id]),
    );
    const actorOf = (eventType: string) => {
      const id = eventType.replace(/^xstate\.(done|error)\.actor\./, "");
      return eventType === id ? null : (invoked.get(id) ?? id);
    };
    for (const [eventType, definitions] of node.transitions) {
      const { kind, event } = triggerOf(eventType);
      for (const [order, definition] of definitions.entries()) {
        const delay = delays.get(eventType);
        transitions.push({
          source: node.id,
          event,
          kind,
          guard: guardName(definition.guard),
          delay: typeof delay === "number" || typeof delay === "string" ? delay : null,
          targets: (definition.target ?? []).map((target) => target.id),
          reenter: definition.reenter,
          actor: kind === "done" || kind === "error" ? actorOf(eventType) : null,
          order,
        });
      }
    }
    for (const [order, definition] of (node.always ?? []).entries()) {
      transitions.push({
        source: node.id,
        event: "",
        kind: "always",
        guard: guardName(definition.guard),
        delay: null,
        targets: (definition.target ?? []).map((target) => target.id),
        reenter: definition.reenter,
        actor: null,
        order,
      });
    }
  }
  return { id: machine.id, states, transitions };
}

/** How a transition's trigger reads on a chart: the event, «через 1500 мс», «сразу», «готово: load». */
export function triggerLabel(transition: ChartTransition): string {
  const base =
    transition.kind === "delayed"
      ? `через ${transition.delay ?? "?"}${typeof transition.delay === "number" ? " мс" : ""}`
      : transition.kind === "always"
        ? "сразу"
        : transition.kind === "done"
          ? transition.actor
            ? `готово: ${transition.actor}`
            : `завершено: ${transition.event.replace(/^xstate\.done\.state\./, "")}`
          : transition.kind === "error"
            ? `ошибка: ${transition.actor ?? transition.event}`
            : transition.event;
  return transition.guard ? `${base} [${transition.guard}]` : base;
}

/** A transition's place in its machine, as the tests' coverage records it (tests/setup/machine-coverage.ts). */
export const placeOf = (machineId: string, transition: ChartTransition) =>
  `${machineId}|${transition.source}|${transition.kind === "always" ? "" : transition.event}|${transition.order}`;

/** A transition as people name it: `toggle.off — toggle.flip → toggle.saving`. */
export const transitionName = (transition: ChartTransition) =>
  `${transition.source} — ${triggerLabel(transition)} → ${transition.targets.join(", ") || "(остаётся)"}`;
