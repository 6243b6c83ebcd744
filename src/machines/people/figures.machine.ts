import { assign, fromPromise, setup } from "xstate";
import { type Problem, toProblem } from "../lib/problem";

/** The admin area's figures (src/api/endpoints/people.ts `communityFigures`). */
export interface Figures {
  readonly members: number;
  readonly online: number;
  readonly newThisWeek: number;
}

/** How often the figures are asked again while the page is open. */
export const figuresEveryMs = 30_000;

/**
 * The admin's front page figures, kept fresh: `loading` → `shown`, asked again every {@link figuresEveryMs}
 * (the last figures stay on screen meanwhile, with their time); a failure keeps them too and tries again
 * on the same beat. `figures.refresh` asks at once.
 */
export const figuresMachine = setup({
  types: {
    context: {} as { figures: Figures | null; at: number | null; problem: Problem | null },
    events: {} as { type: "figures.refresh" },
  },
  actors: {
    load: fromPromise<Figures>(() => {
      throw new Error("figuresMachine: provide the `load` actor (src/machines/people/people.actors.ts)");
    }),
  },
  delays: { beat: figuresEveryMs },
}).createMachine({
  id: "figures",
  context: { figures: null, at: null, problem: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "load",
        onDone: {
          target: "shown",
          actions: assign(({ event }) => ({ figures: event.output, at: Date.now(), problem: null })),
        },
        onError: { target: "shown", actions: assign(({ event }) => ({ problem: toProblem(event.error) })) },
      },
    },
    shown: { after: { beat: "loading" }, on: { "figures.refresh": "loading" } },
  },
});
