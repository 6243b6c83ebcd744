// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { DialogAction } from "../../src/machines/lib/dialog.machine";
import { dialogMachine } from "../../src/machines/lib/dialog.machine";
import { dialogOperation } from "../../src/machines/lib/dialog-operations";
import { DialogView } from "../../src/ui/app/dialog-view";
import { appDialogs, DialogHost } from "../../src/ui/app/dialogs";
import type { DialogBodyProps } from "../../src/ui/components/dialogs/dialogs-port";
import { deferred, json, stubFetch } from "./helpers/render-page";

// The app's dialog host (spec §2) drawing the one dialog machine: state A (words and a confirm) through
// the real port, composition and API client over a stubbed network; state B (a named body) on its own.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const deletePost = {
  header: "Удалить публикацию",
  text: "Публикация удалится вместе с файлами.",
  confirmLabel: "Удалить",
  operation: dialogOperation.deletePublication,
  entity: "post",
  object: 5,
};

const forbidden = json(403, { error: { code: "FORBIDDEN", message: "Удалять может только автор" } });

describe("dialog host, state A", () => {
  it("shows header, text and confirm; keeps the failure in it; Escape closes and resets; confirming runs the call", async () => {
    const answer = deferred<Response>();
    const answers = [() => forbidden, () => answer.promise];
    const { requests } = stubFetch(() => (answers.shift() as () => Response | Promise<Response>)());
    const confirmed = vi.fn();
    const closed = vi.fn();
    render(
      <MantineProvider>
        <DialogHost />
      </MantineProvider>,
    );
    act(() => appDialogs.show(deletePost, { onConfirmed: confirmed, onClosed: closed }));
    // The first dialog brings the machine and the view in their chunks (a cold import here).
    const dialog = await screen.findByRole("dialog", { name: "Удалить публикацию" }, { timeout: 15_000 });
    expect(dialog.closest("#dialog-host")).toBeTruthy();
    expect(within(dialog).getByText("Публикация удалится вместе с файлами.")).toBeTruthy();

    // Refused: the dialog stays, saying why, and nothing is told to the page.
    fireEvent.click(within(dialog).getByRole("button", { name: "Удалить" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "Удалять может только автор",
    );
    expect(requests).toEqual([{ path: "/api/publications/article/delete/5", method: "DELETE", body: null }]);
    expect(confirmed).not.toHaveBeenCalled();

    // Escape closes it; shown again with other words, nothing of the first is left (closing reset it).
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(closed).toHaveBeenCalledTimes(1);
    act(() =>
      appDialogs.show(
        { header: "Очистить архив", operation: dialogOperation.clearNotificationArchive },
        { onClosed: closed },
      ),
    );
    const other = await screen.findByRole("dialog", { name: "Очистить архив" });
    expect(within(other).queryByText("Публикация удалится вместе с файлами.")).toBeNull();
    expect(within(other).queryByRole("alert")).toBeNull();
    expect(within(other).queryByRole("button", { name: "Удалить" })).toBeNull();
    fireEvent.click(within(other).getByRole("button", { name: "Отмена" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(closed).toHaveBeenCalledTimes(2);

    // Confirmed: the buttons wait for the call, Escape is refused; its answer goes to the page, the dialog closes.
    act(() => appDialogs.show(deletePost, { onConfirmed: confirmed }));
    const again = await screen.findByRole("dialog", { name: "Удалить публикацию" });
    fireEvent.click(within(again).getByRole("button", { name: "Удалить" }));
    await waitFor(() =>
      expect(within(again).getByRole("button", { name: "Отмена" })).toHaveProperty("disabled", true),
    );
    fireEvent.keyDown(again, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Удалить публикацию" })).toBeTruthy();
    answer.resolve(json(200, { id: 5 }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(confirmed).toHaveBeenCalledWith(
      expect.objectContaining({
        type: "dialog.confirmed",
        operation: "deletePublication",
        object: 5,
        output: { id: 5 },
      }),
    );
    expect(requests).toHaveLength(2);
  });
});

/** A named body that shows what it was given and picks one answer. */
function AuthorsBody({ fields, choose, close }: DialogBodyProps) {
  return (
    <div>
      <p data-testid="layers">{fields.layers}</p>
      <p data-testid="authors-setting">{JSON.stringify(fields.authorsSetting)}</p>
      <button type="button" onClick={() => choose(3)}>
        Автор 3
      </button>
      <button type="button" onClick={close}>
        Не выбирать
      </button>
    </div>
  );
}

describe("dialog host, state B", () => {
  it("renders the body its component names with every field, and confirms with the body's pick", async () => {
    const asked: DialogAction[] = [];
    const confirm = fromPromise<unknown, DialogAction>(async ({ input }) => {
      asked.push(input);
      return null;
    });
    const dialog = createActor(dialogMachine.provide({ actors: { confirm } })).start();
    const picked = vi.fn();
    dialog.on("dialog.confirmed", picked);
    render(
      <MantineProvider>
        <DialogView dialog={dialog} bodies={{ authors: AuthorsBody } as never} />
      </MantineProvider>,
    );
    act(() =>
      dialog.send({
        type: "dialog.show",
        dialog: {
          header: "Авторы публикации",
          entity: "post",
          operation: "pickAuthor",
          component: "authors",
          layers: "overlay",
          authorsSetting: { max: 3 },
          background: "#fafafa",
        },
      }),
    );
    const shown = await screen.findByRole("dialog", { name: "Авторы публикации" });
    expect(within(shown).getByTestId("layers").textContent).toBe("overlay");
    expect(within(shown).getByTestId("authors-setting").textContent).toBe('{"max":3}');
    expect(shown.querySelector("[data-dialog-body='authors']")).toBeTruthy();
    // State B's body answers itself: no buttons of state A.
    expect(within(shown).queryByRole("button", { name: "Отмена" })).toBeNull();
    fireEvent.click(within(shown).getByRole("button", { name: "Автор 3" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(asked).toEqual([{ operation: "pickAuthor", entity: "post", object: null, data: null, choice: 3 }]);
    expect(picked).toHaveBeenCalledWith(expect.objectContaining({ choice: 3, operation: "pickAuthor" }));
    expect(dialog.getSnapshot().context.layers).toBe("features");
  });
});
