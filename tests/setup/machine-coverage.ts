// Which transitions of our machines the tests take (issue 16): every actor a test starts is inspected,
// and each microstep's transitions are recorded by their place in the machine (state, event, which of its
// transitions for that event). At the end of each file the record is added to .tmp/machine-coverage/;
// scripts/machine-coverage.ts reads them after the run (npm run test:unit) and names what no test took.
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, vi } from "vitest";

const taken = new Set<string>();

interface TransitionLike {
  readonly source: {
    readonly id: string;
    readonly machine: { readonly id: string };
    transitions: Map<string, unknown[]>;
    always?: unknown[];
  };
  readonly eventType: string;
}

/** A transition's place: `machine|state|event|index` (`always` transitions: event ""). */
function placeOf(transition: TransitionLike): string | null {
  const { source } = transition;
  const listed = source.transitions.get(transition.eventType);
  let index = listed ? listed.indexOf(transition) : -1;
  let event = transition.eventType;
  if (index < 0 && source.always) {
    index = source.always.indexOf(transition);
    event = "";
  }
  return index < 0 ? null : `${source.machine.id}|${source.id}|${event}|${index}`;
}

vi.mock("xstate", async (importOriginal) => {
  const real = await importOriginal<typeof import("xstate")>();
  const record = (inspection: { type: string; _transitions?: TransitionLike[] }) => {
    if (inspection.type !== "@xstate.microstep") return;
    for (const transition of inspection._transitions ?? []) {
      const place = placeOf(transition);
      if (place) taken.add(place);
    }
  };
  const createActor = (logic: unknown, options?: { inspect?: (event: unknown) => void }) =>
    real.createActor(
      logic as never,
      {
        ...options,
        inspect: (event: unknown) => {
          record(event as { type: string; _transitions?: TransitionLike[] });
          options?.inspect?.(event);
        },
      } as never,
    );
  return { ...real, createActor: createActor as unknown as typeof real.createActor };
});

afterAll(() => {
  if (taken.size === 0) return;
  const folder = join(process.cwd(), ".tmp/machine-coverage");
  mkdirSync(folder, { recursive: true });
  appendFileSync(join(folder, `${process.pid}.txt`), `${[...taken].join("\n")}\n`);
  taken.clear();
});
