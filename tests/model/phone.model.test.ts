import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { ApiError } from "../../src/api/errors";
import { type PhoneEvent, phoneMachine } from "../../src/machines/profile/phone.machine";
import { controlledActors } from "./helpers/controlled-actors";

const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
const noCode = new ApiError(404, { error: { code: "NOT_FOUND", message: "Для этого номера нет кода" } });
const wrongCode = new ApiError(400, {
  error: {
    code: "VALIDATION",
    message: "Неверный код",
    details: { issues: [{ in: "body", path: "code", message: "Неверный код. Осталось попыток: 4" }] },
  },
});
const confirmedUser = { id: 5, phone: "+79991234567", phoneVerified: true };

// What a member and the server can do on the settings page.
const events = [
  { type: "phone.send", phone: "+7 (999) 123-45-67" },
  { type: "phone.send", phone: "123" },
  { type: "phone.phoneInput" },
  { type: "xstate.done.actor.sendSms", output: { phone: "+79991234567", expiresAt: "2026-01-01T10:10:00Z" } },
  { type: "xstate.error.actor.sendSms", error: offline },
  { type: "phone.codeInput", code: "123456" },
  { type: "phone.codeInput", code: "12" },
  { type: "phone.confirm" },
  { type: "phone.fetchCode" },
  {
    type: "xstate.done.actor.fetchCode",
    output: { code: "654321", expiresAt: "2026-01-01T10:10:00Z", copied: true },
  },
  { type: "xstate.error.actor.fetchCode", error: noCode },
  { type: "xstate.done.actor.verify", output: confirmedUser },
  { type: "xstate.error.actor.verify", error: wrongCode },
  { type: "phone.resend" },
  { type: "phone.edit" },
  { type: "phone.cancel" },
] as unknown as PhoneEvent[];

const label = (event: { type: string; phone?: string; code?: string; error?: unknown }) =>
  event.type.startsWith("xstate.")
    ? event.type.replace("xstate.", "") + (event.error ? `(${(event.error as ApiError).status})` : "")
    : `${event.type}${event.phone ? `(${event.phone})` : ""}${event.code ? `(${event.code})` : ""}`;

for (const input of [
  { phone: null, verified: false },
  { phone: "+79990000000", verified: true },
]) {
  describe(`phone machine from ${JSON.stringify(input)}, every shortest path`, () => {
    const paths = getShortestPaths(phoneMachine, {
      events,
      input: { ...input, newKey: () => "key" },
      // Whether the code field holds six digits decides where "confirm" goes, so it is part of the state.
      serializeState: (s) => JSON.stringify([s.value, s.context.codeSent, /^\d{6}$/.test(s.context.code)]),
    });

    it("reaches every step of the form", () => {
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect(reached).toEqual(
        new Set([
          '"entering"',
          '"sending"',
          '"awaitingCode"',
          '"fetchingCode"',
          '"confirming"',
          '"confirmed"',
        ]),
      );
    });

    for (const path of paths) {
      const steps = path.steps.filter((s) => (s.event.type as string) !== "xstate.init");
      const via = steps.map((s) => label(s.event as never)).join(" → ");
      it(`reaches ${JSON.stringify([path.state.value, path.state.context.codeSent])} via ${via || "start"}`, async () => {
        let keys = 0;
        const calls = controlledActors(["sendSms", "fetchCode", "verify"]);
        const actor = createActor(phoneMachine.provide({ actors: calls.actors }), {
          input: { ...input, newKey: () => `key-${++keys}` },
        }).start();
        for (const step of steps) {
          if (!(await calls.settle(step.event))) actor.send(step.event);
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(path.state.value);
        expect(snapshot.context.codeSent).toBe(path.state.context.codeSent);
        // Only numbers and codes the contract accepts ever leave the browser, normalised.
        for (const sent of calls.inputs.get("sendSms") ?? []) {
          expect(sent).toMatchObject({ phone: "+79991234567", key: expect.stringMatching(/^key-\d+$/) });
        }
        for (const sent of calls.inputs.get("verify") ?? []) {
          expect((sent as { code: string }).code).toMatch(/^\d{6}$/);
        }
        if (snapshot.value === "confirmed") expect(snapshot.context.verifiedPhone).toMatch(/^\+7\d{10}$/);
        actor.stop();
      });
    }
  });
}
