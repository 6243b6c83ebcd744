import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { login } from "../../src/api/endpoints/auth";
import { ApiError } from "../../src/api/errors";
import { type FormEvent, formMachine } from "../../src/machines/lib/form.machine";
import { controlledActors } from "./helpers/controlled-actors";

const valid = { email: " Anna@Mail.RU ", password: "длинный пароль" };
const wrongPassword = new ApiError(401, {
  error: { code: "UNAUTHORIZED", message: "Неверный e-mail или пароль" },
});
const fieldRefused = new ApiError(400, {
  error: {
    code: "VALIDATION",
    message: "Неверный пароль",
    details: { issues: [{ in: "body", path: "password", message: "Неверный пароль" }] },
  },
});

const events = [
  { type: "form.submit", values: valid },
  { type: "form.submit", values: { email: "nope", password: "" } },
  { type: "form.change", field: "email" },
  { type: "form.confirm" },
  { type: "form.cancel" },
  { type: "form.reset" },
  { type: "xstate.done.actor.submit", output: { ok: true } },
  { type: "xstate.error.actor.submit", error: wrongPassword },
  { type: "xstate.error.actor.submit", error: fieldRefused },
] as unknown as FormEvent[];

const label = (event: { type: string; values?: { email: string }; error?: unknown }) =>
  event.type === "form.submit"
    ? `form.submit(${event.values?.email === "nope" ? "invalid" : "valid"})`
    : event.type.replace("xstate.", "") + (event.error ? `(${(event.error as ApiError).status})` : "");

for (const confirm of [false, true]) {
  describe(`form machine (confirm: ${confirm}), every shortest path`, () => {
    const input = { schema: login.body, confirm };
    const paths = getShortestPaths(formMachine, {
      events,
      input,
      // Errors shown or not is what the member sees, so it is part of the state.
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          Object.keys(s.context.fieldErrors).sort(),
          s.context.problem?.status ?? null,
        ]),
    });

    it("reaches every state", () => {
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      const expected = ['"editing"', '"submitting"', '"succeeded"'];
      if (confirm) expected.push('"confirming"');
      expect(reached).toEqual(new Set(expected));
    });

    for (const path of paths) {
      const steps = path.steps.filter((s) => (s.event.type as string) !== "xstate.init");
      const via = steps.map((s) => label(s.event as never)).join(" → ");
      it(`reaches ${JSON.stringify(path.state.value)} via ${via || "start"}`, async () => {
        const calls = controlledActors(["submit"]);
        const actor = createActor(formMachine.provide({ actors: calls.actors }), { input }).start();
        for (const step of steps) {
          if (!(await calls.settle(step.event))) actor.send(step.event);
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(path.state.value);
        expect(snapshot.context.fieldErrors).toEqual(path.state.context.fieldErrors);
        expect(snapshot.context.problem?.status ?? null).toBe(path.state.context.problem?.status ?? null);
        // Only decoded, valid values are ever sent, and only after a yes where one is asked for.
        for (const sent of calls.inputs.get("submit") ?? []) {
          expect(sent).toEqual({ email: "anna@mail.ru", password: "длинный пароль" });
        }
        if (confirm && (calls.inputs.get("submit") ?? []).length > 0) {
          expect(steps.some((s) => s.event.type === "form.confirm")).toBe(true);
        }
        actor.stop();
      });
    }
  });
}
