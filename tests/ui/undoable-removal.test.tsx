// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { Notification } from "../../src/api/schema/notification";
import { pagedListOf } from "../../src/machines/lib/paged-list.machine";
import { selectRows } from "../../src/machines/lib/paged-list.selectors";
import { useUndoableRemoval } from "../../src/ui/pages/notifications/undoable-removal";

const row = (id: number): Notification => ({
  id,
  type: "system",
  actors: [],
  count: 1,
  title: `Новость ${id}`,
  text: "",
  link: null,
  checked: true,
  createdAt: "2026-11-25T10:00:00.000Z",
});

describe("delete with undo", () => {
  it("keeps a row waiting to be deleted out of the list when the page is asked again meanwhile", async () => {
    // The server still has both rows: the deletion waits for the undo time.
    const list = createActor(
      pagedListOf<Notification>(async () => ({ count: 2, rows: [row(2), row(1)] })),
      {
        input: {},
      },
    ).start();
    await waitFor(list, (s) => s.matches({ ready: "idle" }));
    const removed: number[] = [];
    // Stable, as the page's are (module-level calls): a new one each render would end the hook's effects.
    const removeOnServer = async (id: number) => removed.push(id);
    const onFailed = () => {};
    const { result, unmount } = renderHook(() => useUndoableRemoval(list, removeOnServer, onFailed));
    act(() => result.current.remove(row(2)));
    expect(selectRows(list.getSnapshot()).map((r) => r.id)).toEqual([1]);
    list.send({ type: "list.reload" }); // the socket went live: the first page again, row 2 in it
    await waitFor(list, (s) => s.matches({ ready: "idle" }));
    expect(selectRows(list.getSnapshot()).map((r) => r.id)).toEqual([1]);
    act(() => result.current.undo());
    expect(selectRows(list.getSnapshot()).map((r) => r.id)).toEqual([2, 1]);
    unmount();
    expect(removed).toEqual([]);
    list.stop();
  });
});
