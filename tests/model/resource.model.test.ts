import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { ApiError } from "../../src/api/errors";
import { type ResourceEvent, resourceMachine } from "../../src/machines/lib/resource.machine";
import { controlledActors } from "./helpers/controlled-actors";

const notFound = new ApiError(404, { error: { code: "NOT_FOUND", message: "Пользователь не найден" } });

const events = [
  { type: "resource.reload" },
  { type: "xstate.done.actor.load", output: { id: 3, name: "Анна" } },
  { type: "xstate.error.actor.load", error: notFound },
] as unknown as ResourceEvent[];

describe("resource machine: a reload while reading", () => {
  it("drops the read under way and shows what the new one answers", async () => {
    const calls = controlledActors(["load"]);
    const actor = createActor(resourceMachine.provide({ actors: calls.actors }), {
      input: { params: { id: 3 } },
    }).start();
    // The first read is slow; a change is announced meanwhile: a second read starts.
    actor.send({ type: "resource.reload" });
    expect(calls.inputs.get("load")).toHaveLength(2);
    await calls.settle({ type: "xstate.done.actor.load", output: { subscribers: 1 } } as never);
    expect(actor.getSnapshot().context.data).toEqual({ subscribers: 1 });
    actor.stop();
  });
});

describe("resource machine, every shortest path", () => {
  const input = { params: { id: 3 } };
  const paths = getShortestPaths(resourceMachine, {
    events,
    input,
    serializeState: (s) => JSON.stringify([s.value, s.context.data !== undefined]),
  });

  it("reaches every state, with and without earlier data", () => {
    const reached = new Set(
      paths.map((p) => JSON.stringify([p.state.value, p.state.context.data !== undefined])),
    );
    expect(reached).toEqual(
      new Set([
        '["loading",false]',
        '["loaded",true]',
        '["failed",false]',
        '["loading",true]',
        '["failed",true]',
      ]),
    );
  });

  for (const path of paths) {
    const steps = path.steps.filter((s) => (s.event.type as string) !== "xstate.init");
    it(`reaches ${JSON.stringify(path.state.value)} via ${steps.map((s) => s.event.type).join(" → ") || "start"}`, async () => {
      const calls = controlledActors(["load"]);
      const actor = createActor(resourceMachine.provide({ actors: calls.actors }), { input }).start();
      for (const step of steps) {
        if (!(await calls.settle(step.event))) actor.send(step.event);
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      // Data of an earlier load survives a reload and a failed reload.
      expect(snapshot.context.data).toEqual(path.state.context.data);
      for (const sent of calls.inputs.get("load") ?? []) expect(sent).toEqual({ id: 3 });
      if (snapshot.value === "failed") expect(snapshot.context.problem?.status).toBe(404);
      actor.stop();
    });
  }
});
