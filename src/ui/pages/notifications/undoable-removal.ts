import { useEffect, useRef, useState } from "react";
import type { Notification } from "../../../api/schema/notification";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";

/** How long a deleted notification can be brought back before the server is asked to delete it. */
export const undoMs = 5_000;

/**
 * Delete with undo: the row leaves the list at once, and is deleted on the server only after
 * {@link undoMs} — or at once when the page closes; it stays out of the list meanwhile, however often the
 * page is asked again. `undo` in the meantime puts it back; a failed delete puts it back too and calls
 * `onFailed`.
 */
export function useUndoableRemoval(
  list: PagedListActor<Notification>,
  removeOnServer: (id: number) => Promise<unknown>,
  onFailed: () => void,
) {
  const waiting = useRef(new Map<number, { row: Notification; timer: ReturnType<typeof setTimeout> }>());
  const [pending, setPending] = useState<Notification | null>(null);

  const commit = (id: number) => {
    const entry = waiting.current.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    waiting.current.delete(id);
    setPending((shown) => (shown?.id === id ? null : shown));
    removeOnServer(id).catch(() => {
      list.send({ type: "list.upsert", row: entry.row });
      onFailed();
    });
  };

  // A row waiting to be deleted is still on the server: a page asked again meanwhile (another tab's
  // change, the socket going live) brings it back, so it is taken out again.
  useEffect(() => {
    const subscription = list.subscribe((snapshot) => {
      for (const row of snapshot.context.rows) {
        if (waiting.current.has(row.id)) list.send({ type: "list.remove", id: row.id });
      }
    });
    return () => subscription.unsubscribe();
  }, [list]);

  // Leaving the page deletes what is waiting: the member saw it go.
  useEffect(() => {
    const entries = waiting.current;
    return () => {
      for (const [id, entry] of entries) {
        clearTimeout(entry.timer);
        void removeOnServer(id).catch(() => {});
      }
      entries.clear();
    };
  }, [removeOnServer]);

  return {
    /** The row last deleted and still waiting, or null. */
    pending,
    remove(row: Notification) {
      list.send({ type: "list.remove", id: row.id });
      waiting.current.set(row.id, { row, timer: setTimeout(() => commit(row.id), undoMs) });
      setPending(row);
    },
    undo() {
      if (!pending) return;
      const entry = waiting.current.get(pending.id);
      if (entry) clearTimeout(entry.timer);
      waiting.current.delete(pending.id);
      list.send({ type: "list.upsert", row: pending });
      setPending(null);
    },
  };
}
