import type { AnyEventObject } from "xstate";

// What a list of notifications must do as a member reads, deletes, takes a deletion back or clears the
// archive, and as the server answers (issue 27 §2), written apart from
// src/machines/notifications/notification-list.machine.ts: the model walk checks the machine, its list
// and the calls it sends against this after every step.

/** A change the server was asked for, with the rows it took off the list. */
export interface ExpectedCall {
  readonly change: string;
  readonly rows: ReadonlyArray<number>;
}

export interface ExpectedList {
  /** The rows the list shows, newest first. */
  readonly shown: ReadonlyArray<number>;
  /** The rows the server has in this list. */
  readonly server: ReadonlyArray<number>;
  /** The row deleted and waiting for its undo time. */
  readonly waiting: number | null;
  /** The list says the last change did not work. */
  readonly failed: boolean;
  /** The changes on their way, oldest first. */
  readonly calls: ReadonlyArray<ExpectedCall>;
}

/** Which list: the new ones (of every type, or of one) or the archive. */
export interface ListKind {
  readonly filter: "unread" | "read";
  readonly type?: string;
  readonly userId: number;
}

export const listStart = (rows: ReadonlyArray<number>): ExpectedList => ({
  shown: rows,
  server: rows,
  waiting: null,
  failed: false,
  calls: [],
});

/** The events a member can make here and now: a row's button only on a row shown, bulk only with rows. */
export function offered(now: ExpectedList, event: AnyEventObject): boolean {
  switch (event.type) {
    case "notifications.read":
    case "notifications.remove":
      return now.shown.includes(event.row.id);
    case "notifications.readAll":
    case "notifications.clearArchive":
      return now.shown.length > 0;
    case "notifications.undo":
      return now.waiting !== null;
    default:
      return true;
  }
}

const newestFirst = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => b - a);
const without = (ids: ReadonlyArray<number>, gone: ReadonlyArray<number>) =>
  ids.filter((id) => !gone.includes(id));
/** The row waiting is sent for deletion (its time is up, or another row was deleted). */
const commit = (now: ExpectedList): ExpectedList =>
  now.waiting === null
    ? now
    : {
        ...now,
        waiting: null,
        calls: [...now.calls, { change: `remove:${now.waiting}`, rows: [now.waiting] }],
      };
/** A change asked: its rows leave at once, and the failure said before is forgotten. */
const ask = (now: ExpectedList, change: string, rows: ReadonlyArray<number>): ExpectedList => ({
  ...now,
  shown: without(now.shown, rows),
  failed: false,
  calls: [...now.calls, { change, rows }],
});

/** Where the list must be after `event` (one the member was offered, or the server's, or time's). */
export function expectedList(kind: ListKind, now: ExpectedList, event: AnyEventObject): ExpectedList {
  if (!offered(now, event)) return now;
  const fresh = kind.filter === "unread";
  switch (event.type) {
    case "notifications.read":
      return fresh ? ask(now, `read:${event.row.id}`, [event.row.id]) : now;
    case "notifications.readAll":
      return fresh ? ask(now, kind.type ? `readType:${kind.type}` : "readAll", now.shown) : now;
    case "notifications.clearArchive":
      return fresh ? now : ask(now, `clearArchive:${kind.userId}`, now.shown);
    case "notifications.remove": {
      if (fresh) return now;
      const id = event.row.id as number;
      return { ...commit(now), shown: without(now.shown, [id]), waiting: id, failed: false };
    }
    case "notifications.undo":
      return { ...now, shown: newestFirst([...now.shown, now.waiting as number]), waiting: null };
    case "time.passes":
      return commit(now);
    // The logout, or the page going away: a deletion waiting is sent at once, while the session still
    // opens the server (issue 28 §5).
    case "session.ends":
      return commit(now);
    case "server.answers": {
      const [call, ...rest] = now.calls;
      if (!call) return now;
      // Each change takes its rows out of this list on the server: read ones leave the new, deleted ones
      // the archive; reading all or clearing empties it.
      const all =
        call.change === "readAll" ||
        call.change.startsWith("clearArchive") ||
        call.change.startsWith("readType");
      return { ...now, server: all ? [] : without(now.server, call.rows), calls: rest };
    }
    case "server.refuses": {
      const [call, ...rest] = now.calls;
      if (!call) return now;
      // Its rows come back — all but the one waiting to be deleted, which stays out.
      const back = without(call.rows, now.waiting === null ? [] : [now.waiting]);
      return { ...now, shown: newestFirst([...now.shown, ...back]), failed: true, calls: rest };
    }
    case "list.asked":
      // The first page again: what the server has — but the row waiting, which the server still has.
      return { ...now, shown: without(now.server, now.waiting === null ? [] : [now.waiting]) };
    default:
      return now;
  }
}
