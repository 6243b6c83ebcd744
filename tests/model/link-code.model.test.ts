import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { ApiError } from "../../src/api/errors";
import { type LinkCodeEvent, linkCodeMachine } from "../../src/machines/session/link-code.machine";
import { controlledActors } from "./helpers/controlled-actors";

const CODE = "a".repeat(43);
const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
const usedMeanwhile = new ApiError(
  409,
  {
    error: { code: "CONFLICT", message: "Эта ссылка уже использована.", details: { reason: "used" } },
  },
  "used",
);

// Everything the outside world can do to a link page: the server's answers to both calls (including
// refusals and an unreachable server) and the member's two buttons.
const events = [
  { type: "xstate.done.actor.check", output: { valid: true } },
  { type: "xstate.done.actor.check", output: { valid: false, reason: "unknown" } },
  { type: "xstate.done.actor.check", output: { valid: false, reason: "used" } },
  { type: "xstate.done.actor.check", output: { valid: false, reason: "expired" } },
  { type: "xstate.error.actor.check", error: offline },
  { type: "xstate.done.actor.use", output: { id: 7 } },
  { type: "xstate.error.actor.use", error: usedMeanwhile },
  { type: "xstate.error.actor.use", error: offline },
  { type: "link.use" },
  { type: "link.retry" },
] as unknown as LinkCodeEvent[];

const describeStep = (event: { type: string; output?: unknown; error?: unknown }) =>
  event.type.startsWith("xstate.")
    ? `${event.type.replace("xstate.", "")}(${JSON.stringify(event.output ?? (event.error as ApiError)?.status)})`
    : event.type;

for (const input of [
  { code: CODE, autoUse: true },
  { code: CODE, autoUse: false },
  { code: "short", autoUse: true },
]) {
  describe(`linkCode machine ${JSON.stringify(input)}, every shortest path`, () => {
    const paths = getShortestPaths(linkCodeMachine, {
      events,
      input,
      // The reason is part of what the page shows, so each reason is its own state here.
      serializeState: (s) => JSON.stringify([s.value, s.context.reason]),
    });

    it("reaches the states this kind of link can reach", () => {
      const reached = new Set(paths.map((p) => JSON.stringify([p.state.value, p.state.context.reason])));
      if (input.code === "short") {
        // A code that is not shaped like one never reaches the server.
        expect(reached).toEqual(new Set(['["invalid","unknown"]']));
        return;
      }
      const expected = [
        '["checking",null]',
        '["using",null]',
        '["done",null]',
        '["invalid","unknown"]',
        '["invalid","used"]',
        '["invalid","expired"]',
        '["failed",null]',
      ];
      if (!input.autoUse) expected.push('["valid",null]');
      expect(reached).toEqual(new Set(expected));
    });

    for (const path of paths) {
      const steps = path.steps.filter((s) => (s.event.type as string) !== "xstate.init");
      const via = steps.map((s) => describeStep(s.event as never)).join(" → ");
      it(`reaches ${JSON.stringify([path.state.value, path.state.context.reason])} via ${via || "start"}`, async () => {
        const calls = controlledActors(["check", "use"]);
        const actor = createActor(linkCodeMachine.provide({ actors: calls.actors }), { input }).start();
        for (const step of steps) {
          if (!(await calls.settle(step.event))) actor.send(step.event);
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(path.state.value);
        expect(snapshot.context.reason).toBe(path.state.context.reason);
        // Every call carried the link's code, and the code is used only after a check said it is valid.
        for (const name of ["check", "use"] as const) {
          for (const sent of calls.inputs.get(name) ?? []) expect(sent).toEqual({ code: input.code });
        }
        if ((calls.inputs.get("use") ?? []).length > 0) {
          expect(steps.some((s) => (s.event as { output?: { valid?: boolean } }).output?.valid)).toBe(true);
        }
        if (snapshot.value === "failed") expect(snapshot.context.problem?.status).toBe(0);
        actor.stop();
      });
    }
  });
}
