import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { ApiError } from "../../src/api/errors";
import { type DialogAction, dialogMachine, emptyDialog } from "../../src/machines/lib/dialog.machine";
import { selectBusy, selectProblem, selectVisible } from "../../src/machines/lib/dialog.selectors";

const deleteMessage = {
  header: "Удалить сообщение",
  text: "Сообщение исчезнет у всех участников чата.",
  confirmLabel: "Удалить",
  operation: "deleteMessage",
  entity: "message",
  object: { id: 5, chatId: 2 },
};
const forbidden = new ApiError(403, {
  error: { code: "FORBIDDEN", message: "Удалять можно только свои сообщения" },
});

/** A dialog whose operation answers with the next of `answers` (a value, or an Error to fail). */
function dialog(answers: unknown[]) {
  const asked: DialogAction[] = [];
  const confirm = fromPromise<unknown, DialogAction>(async ({ input }) => {
    asked.push(input);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const actor = createActor(dialogMachine.provide({ actors: { confirm } })).start();
  return { actor, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("dialog machine", () => {
  it("confirms deleting a message: shows, runs the operation with its object, closes with every field reset", async () => {
    const { actor, asked } = dialog([{ id: 5, chatId: 2 }]);
    actor.send({ type: "dialog.show", dialog: deleteMessage });
    expect(selectVisible(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      ...deleteMessage,
      layers: "features",
      problem: null,
    });
    actor.send({ type: "dialog.confirm" });
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    // While the operation runs, closing is refused: its result cannot be taken back.
    actor.send({ type: "dialog.close" });
    expect(selectVisible(actor.getSnapshot())).toBe(true);
    await settle();
    expect(asked).toEqual([
      {
        operation: "deleteMessage",
        entity: "message",
        object: { id: 5, chatId: 2 },
        data: null,
        choice: null,
      },
    ]);
    expect(selectVisible(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context).toEqual({ ...emptyDialog, problem: null, choice: null });
  });

  it("keeps the dialog open with the server's message when the operation fails, and can try again", async () => {
    const { actor, asked } = dialog([forbidden, null]);
    actor.send({ type: "dialog.show", dialog: deleteMessage });
    actor.send({ type: "dialog.confirm" });
    await settle();
    expect(actor.getSnapshot().value).toBe("open");
    expect(selectProblem(actor.getSnapshot())?.message).toBe("Удалять можно только свои сообщения");
    expect(actor.getSnapshot().context.header).toBe("Удалить сообщение");
    actor.send({ type: "dialog.confirm" });
    expect(selectProblem(actor.getSnapshot())).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe("closed");
    expect(asked).toHaveLength(2);
  });

  it("closing resets every field, also those of dialog state B", () => {
    const { actor } = dialog([]);
    actor.send({
      type: "dialog.show",
      dialog: {
        header: "Авторы",
        component: "authors",
        layers: "overlay",
        authorsSetting: { max: 3 },
        background: "#fff",
      },
    });
    expect(actor.getSnapshot().context.layers).toBe("overlay");
    actor.send({ type: "dialog.close" });
    expect(actor.getSnapshot().context).toEqual({ ...emptyDialog, problem: null, choice: null });
    expect(actor.getSnapshot().context.layers).toBe("features");
  });

  it("a new show replaces the open dialog entirely", () => {
    const { actor } = dialog([]);
    actor.send({ type: "dialog.show", dialog: deleteMessage });
    actor.send({ type: "dialog.show", dialog: { header: "Переслать" } });
    expect(actor.getSnapshot().context).toEqual({
      ...emptyDialog,
      header: "Переслать",
      problem: null,
      choice: null,
    });
  });

  it("tells the page what happened: confirmed with the pick and the answer, or closed without it", async () => {
    const { actor, asked } = dialog([{ forwarded: true }]);
    const heard: unknown[] = [];
    actor.on("dialog.confirmed", (event) => heard.push(event));
    actor.on("dialog.closed", (event) => heard.push(event));
    actor.send({
      type: "dialog.show",
      dialog: { header: "Переслать", operation: "forwardMessage", object: 9 },
    });
    actor.send({ type: "dialog.close" });
    expect(heard).toEqual([{ type: "dialog.closed", operation: "forwardMessage" }]);
    actor.send({
      type: "dialog.show",
      dialog: { header: "Переслать", operation: "forwardMessage", object: 9 },
    });
    actor.send({ type: "dialog.confirm", choice: 4 });
    await settle();
    expect(asked.at(-1)).toMatchObject({ operation: "forwardMessage", object: 9, choice: 4 });
    expect(heard.at(-1)).toEqual({
      type: "dialog.confirmed",
      operation: "forwardMessage",
      entity: "",
      object: 9,
      data: null,
      choice: 4,
      output: { forwarded: true },
    });
    expect(actor.getSnapshot().context.choice).toBeNull();
  });
});
