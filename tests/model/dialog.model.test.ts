import { describe, expect, it } from "vitest";
import { createActor, type SnapshotFrom } from "xstate";
import { ApiError } from "../../src/api/errors";
import { type DialogEvent, dialogMachine, emptyDialog } from "../../src/machines/lib/dialog.machine";
import { selectBusy, selectVisible } from "../../src/machines/lib/dialog.selectors";
import { answerableCalls, type Driver, label, testModelOf, walkEveryEdge } from "./helpers/every-path";

type Snapshot = SnapshotFrom<typeof dialogMachine>;

const deleteMessage = {
  header: "Удалить сообщение",
  text: "Сообщение исчезнет у всех участников чата.",
  confirmLabel: "Удалить",
  operation: "deleteMessage",
  entity: "message",
  object: { id: 5, chatId: 2 },
};
const authors = { header: "Авторы", component: "authors", layers: "overlay", authorsSetting: { max: 3 } };
const forbidden = new ApiError(403, {
  error: { code: "FORBIDDEN", message: "Удалять можно только свои сообщения" },
});

const events = [
  { type: "dialog.show", dialog: deleteMessage },
  { type: "dialog.show", dialog: authors },
  { type: "dialog.close" },
  { type: "dialog.confirm" },
  { type: "dialog.confirm", choice: 4 },
  { type: "xstate.done.actor.confirm", output: { ok: true } },
  { type: "xstate.error.actor.confirm", error: forbidden },
] as unknown as DialogEvent[];

type Any = { type: string; dialog?: Record<string, unknown>; error?: ApiError; choice?: unknown };

/** Spec §4 "Dialogs" on the real actor: show fills, close resets every field, confirm runs the operation. */
function expectSpecHolds(before: Snapshot, now: Snapshot, event: Any | null, sent: unknown[]) {
  const { problem, choice, ...fields } = now.context;
  if (!selectVisible(now)) {
    expect(fields).toEqual(emptyDialog);
    expect(problem).toBeNull();
    expect(choice).toBeNull();
  }
  if (!event) return;
  const busyBefore = selectBusy(before);
  switch (event.type) {
    case "dialog.show":
      if (busyBefore) expect(now.context).toEqual(before.context);
      else expect(now.context).toEqual({ ...emptyDialog, ...event.dialog, problem: null, choice: null });
      break;
    case "dialog.close":
      expect(selectVisible(now)).toBe(busyBefore);
      break;
    case "dialog.confirm":
      if (before.matches("open")) {
        expect(selectBusy(now)).toBe(true);
        const { operation, entity, object, data } = before.context;
        expect(sent.at(-1)).toEqual({ operation, entity, object, data, choice: event.choice ?? null });
      } else expect(now.value).toEqual(before.value);
      break;
    case "xstate.done.actor.confirm":
      if (busyBefore) expect(selectVisible(now)).toBe(false);
      break;
    case "xstate.error.actor.confirm":
      if (busyBefore) {
        expect(now.value).toBe("open");
        expect(now.context.problem?.message).toBe(event.error?.message);
        expect(fields).toEqual(fieldsOf(before));
      }
      break;
  }
}

const fieldsOf = (s: Snapshot) => {
  const { problem: _, choice: __, ...fields } = s.context;
  return fields;
};

const calls = answerableCalls(["confirm"]);
const machine = dialogMachine.provide({ actors: calls.actors });

function driver(): Driver<Snapshot, DialogEvent> {
  calls.reset();
  const actor = createActor(machine).start();
  let before = actor.getSnapshot();
  return {
    async send(event) {
      before = actor.getSnapshot();
      if (event.type.startsWith("xstate.")) {
        // An answer comes only to a call that runs.
        if (before.matches("confirming")) await calls.answer(event);
      } else actor.send(event);
    },
    check(model, event) {
      const now = actor.getSnapshot();
      expect(now.value).toEqual(model.value);
      expect(now.context).toEqual(model.context);
      expectSpecHolds(before, now, event as Any | null, calls.inputs.get("confirm") ?? []);
    },
  };
}

describe("dialog machine, every shortest path", () => {
  const model = testModelOf(dialogMachine, {
    events,
    // Which dialog is shown, whether a failure is on screen and what was picked are what the member sees.
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.header, s.context.problem?.status ?? null, s.context.choice]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it("reaches every state", () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"closed"', '"open"', '"confirming"']));
  });

  for (const path of paths) {
    const via = path.steps.slice(1).map((s) => label(s.event as never));
    const name = JSON.stringify([path.state.value, path.state.context.header]);
    it(`reaches ${name} via ${via.join(" → ") || "start"}, then takes every event`, async () => {
      await walkEveryEdge(dialogMachine, path, events, driver);
    });
  }
});
