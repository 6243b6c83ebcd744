import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { type AnyEventObject, createActor, fromEventObservable, initialTransition, transition } from "xstate";
import { TestModel } from "xstate/graph";
import { type BurgerEvent, burgerMachine } from "../../src/machines/app/burger.machine";
import { selectVariant } from "../../src/machines/app/burger.selectors";

// The session's roles (an admin, an ordinary member, a digest author, nobody) and the socket's events.
const events: BurgerEvent[] = [
  { type: "burger.roles", roleIds: [1, 2] },
  { type: "burger.roles", roleIds: [2] },
  { type: "burger.roles", roleIds: [2, 7] },
  { type: "burger.roles", roleIds: [] },
  { type: "burger.admin" },
  { type: "burger.user" },
];
const label = (e: AnyEventObject) =>
  e.type === "burger.roles" ? `roles(${(e.roleIds as number[]).join(",")})` : e.type;

/** The real machine, every event arriving through its real `signals` actor. */
function system() {
  const signals = new Subject<BurgerEvent>();
  const actor = createActor(
    burgerMachine.provide({ actors: { signals: fromEventObservable(() => signals) } }),
  );
  actor.start();
  return { actor, signals };
}

describe("burger machine, every shortest path", () => {
  const model = new TestModel(burgerMachine, { events, serializeState: (s) => JSON.stringify(s.value) });

  it("reaches both variants", () => {
    const reached = model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => p.state.value);
    expect(new Set(reached)).toEqual(new Set(["user", "admin"]));
  });

  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const steps = path.steps.filter((s) => (s.event as AnyEventObject).type !== "xstate.init");
    it(`${path.state.value} via ${steps.map((s) => label(s.event)).join(" → ") || "start"}`, async () => {
      const { actor, signals } = system();
      await path.test({
        events: Object.fromEntries(
          events.map((e) => [e.type, (step: { event: BurgerEvent }) => signals.next(step.event)]),
        ),
        states: { "*": (state) => expect(actor.getSnapshot().value).toBe(state.value) },
      });
      actor.stop();
    });
  }

  // Spec §4: every event in every variant, against the model's answer and the rule itself.
  for (const from of ["user", "admin"] as const) {
    for (const event of events) {
      it(`in ${from}, ${label(event)} gives the variant the spec says`, () => {
        const { actor, signals } = system();
        if (from === "admin") signals.next({ type: "burger.admin" });
        signals.next(event);
        let [expected] = initialTransition(burgerMachine);
        if (from === "admin") [expected] = transition(burgerMachine, expected, { type: "burger.admin" });
        [expected] = transition(burgerMachine, expected, event);
        const variant = selectVariant(actor.getSnapshot());
        expect(actor.getSnapshot().value).toBe(expected.value);
        const spec =
          event.type === "burger.admin"
            ? "admin"
            : event.type === "burger.user"
              ? "user"
              : event.roleIds.includes(1)
                ? "admin"
                : "user";
        expect(variant).toBe(spec);
        actor.stop();
      });
    }
  }
});
