import {
  type AnyStateMachine,
  type EventFromLogic,
  fromPromise,
  type SnapshotFrom,
  transition,
} from "xstate";
import { TestModel, type TestPath } from "xstate/graph";

/**
 * The test model of a real machine: `createTestModel` refuses machines that invoke actors or wait
 * (`after`), so this builds the `TestModel` it would return directly. Its shortest paths are the
 * machine's own; `path.test` replays one on the system under test and checks it after *every* step.
 */
export function testModelOf<M extends AnyStateMachine>(
  machine: M,
  options: {
    readonly events: ReadonlyArray<EventFromLogic<M>>;
    readonly input?: unknown;
    /** What tells two states apart for this machine (STACK.md: never the whole, growing context). */
    readonly serializeState: (snapshot: SnapshotFrom<M>) => string;
    /** Events not to explore from a state (to keep a growing counter finite). */
    readonly filterEvents?: (snapshot: SnapshotFrom<M>, event: EventFromLogic<M>) => boolean;
  },
) {
  return new TestModel<SnapshotFrom<M>, EventFromLogic<M>, unknown>(machine as never, {
    events: options.events,
    input: options.input,
    serializeState: (snapshot) => options.serializeState(snapshot),
    ...(options.filterEvents ? { filterEvents: options.filterEvents } : {}),
  });
}

/** One run of the system under test: a fresh actor (or view) per run. */
export interface Driver<S, E> {
  /** Makes the system meet `event` (send it, answer a call, let time pass); awaited. */
  send(event: E): unknown;
  /** Checks the system against the model's state, after the start and after every event. */
  check(model: S, event: E | null): unknown;
}

/**
 * Walks `path` on a fresh driver, checking after every step; then, from the path's end, takes each of
 * `events` once more (a fresh driver each): so every transition out of every reached state is taken,
 * not only those that lie on a shortest path (a shortest path never shows, say, progress going back).
 */
export async function walkEveryEdge<M extends AnyStateMachine>(
  machine: M,
  path: TestPath<SnapshotFrom<M>, EventFromLogic<M>>,
  events: ReadonlyArray<EventFromLogic<M>>,
  open: () => Driver<SnapshotFrom<M>, EventFromLogic<M>>,
): Promise<void> {
  const steps = path.steps.filter((s) => s.event.type !== "xstate.init");
  const main = open();
  let last: EventFromLogic<M> | null = null;
  const execs = Object.fromEntries(
    steps.map((s) => [
      s.event.type,
      (step: { event: EventFromLogic<M> }) => {
        last = step.event;
        return main.send(step.event);
      },
    ]),
  );
  await path.test({
    events: execs as never,
    states: {
      "*": async (state) => {
        await main.check(state, last);
      },
    },
  });
  for (const extra of events) {
    // The path itself was checked step by step above; here only where the extra event leads.
    const driver = open();
    for (const step of steps) await driver.send(step.event);
    const [next] = transition(machine, path.state, extra);
    await driver.send(extra);
    await driver.check(next, extra);
  }
}

/** A readable name of a step's event for a test title. */
export function label(event: { type: string; [key: string]: unknown }): string {
  const { type, ...rest } = event;
  const name = type.replace(/^xstate\./, "");
  const error = rest.error as { status?: number } | undefined;
  if (error) return `${name}(${error.status ?? "error"})`;
  delete rest.output;
  const values = Object.values(rest).map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v)));
  return values.length ? `${name}(${values.join(",")})` : name;
}

/**
 * Promise actors answered by the test, like `controlledActors` but settled within microtasks (no timer
 * turns), for graphs with hundreds of states: `answer` resolves or rejects the oldest pending call.
 * Provide them once and `reset()` before each run: `machine.provide` is the costly part of a run.
 */
export function answerableCalls<const Name extends string>(names: readonly Name[]) {
  const pending: Array<{ name: string; resolve: (v: unknown) => void; reject: (e: unknown) => void }> = [];
  const inputs = new Map<string, unknown[]>();
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise<unknown, unknown>(({ input, signal }) => {
        inputs.set(name, [...(inputs.get(name) ?? []), input]);
        return new Promise((resolve, reject) => {
          const call = { name, resolve, reject };
          pending.push(call);
          signal.addEventListener("abort", () => pending.splice(pending.indexOf(call), 1));
        });
      }),
    ]),
  ) as Record<Name, never>;

  async function answer(event: { type: string; output?: unknown; error?: unknown }): Promise<void> {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    const index = pending.findIndex((c) => c.name === match?.[2]);
    if (!match || index < 0) throw new Error(`no pending call to answer with ${event.type}`);
    const [call] = pending.splice(index, 1);
    if (match[1] === "done") call?.resolve(event.output);
    else call?.reject(event.error);
    for (let i = 0; i < 10; i++) await Promise.resolve();
  }

  function reset() {
    pending.length = 0;
    inputs.clear();
  }

  return { actors, answer, inputs, reset };
}
