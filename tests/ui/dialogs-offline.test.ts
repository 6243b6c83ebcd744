import { afterEach, expect, it, vi } from "vitest";
import { dialogOperation } from "../../src/machines/lib/dialog-operations";

// A dialog whose chunk cannot arrive (the member went offline before the first dialog of the visit): the page
// that asked is told the dialog closed, so a form waiting in `confirming` (account deletion, its button
// disabled) goes back to editing instead of waiting for ever; the next dialog tries the chunk again.

afterEach(() => {
  vi.doUnmock("../../src/ui/app/dialog-runtime");
  vi.resetModules();
});

it("answers a dialog whose chunk failed to load as closed, and loads it again for the next one", async () => {
  vi.resetModules();
  let offline = true;
  const shown = vi.fn();
  vi.doMock("../../src/ui/app/dialog-runtime", () => {
    if (offline) throw new TypeError("Failed to fetch dynamically imported module");
    return { startDialogs: () => ({ show: shown, actor: undefined }) };
  });
  const { appDialogs } = await import("../../src/ui/app/dialogs");
  const request = { header: "Удалить аккаунт", operation: dialogOperation.deleteAccount };

  const onClosed = vi.fn();
  appDialogs.show(request, { onClosed });
  await vi.waitFor(() => expect(onClosed).toHaveBeenCalledOnce());

  offline = false;
  vi.resetModules();
  appDialogs.show(request, { onClosed });
  await vi.waitFor(() => expect(shown).toHaveBeenCalledOnce());
  expect(onClosed).toHaveBeenCalledOnce();
});
