import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { figuresEveryMs, figuresMachine } from "../../src/machines/people/figures.machine";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("figures machine", () => {
  it("asks again every 30 s while shown, keeping the last figures on screen; refresh asks at once", async () => {
    let asked = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      figuresMachine.provide({
        actors: { load: fromPromise(async () => ({ members: ++asked, online: 0, newThisWeek: 0 })) },
      }),
      { clock },
    ).start();
    await flush();
    expect(actor.getSnapshot().context.figures?.members).toBe(1);
    clock.increment(figuresEveryMs - 1);
    await flush();
    expect(asked).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe("loading");
    expect(actor.getSnapshot().context.figures?.members).toBe(1);
    await flush();
    expect(actor.getSnapshot().context.figures?.members).toBe(2);
    actor.send({ type: "figures.refresh" });
    await flush();
    expect(asked).toBe(3);
  });

  it("a failed count keeps the last figures on screen with the problem, and tries again on the beat", async () => {
    let asked = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      figuresMachine.provide({
        actors: {
          load: fromPromise(async () => {
            asked++;
            if (asked === 2) throw new Error("сервер недоступен");
            return { members: asked, online: 0, newThisWeek: 0 };
          }),
        },
      }),
      { clock },
    ).start();
    await flush();
    clock.increment(figuresEveryMs);
    await flush();
    expect(actor.getSnapshot().value).toBe("shown");
    expect(actor.getSnapshot().context.figures?.members).toBe(1);
    expect(actor.getSnapshot().context.problem).not.toBeNull();
    clock.increment(figuresEveryMs);
    await flush();
    expect(actor.getSnapshot().context.figures?.members).toBe(3);
    expect(actor.getSnapshot().context.problem).toBeNull();
  });
});
