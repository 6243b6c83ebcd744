import {
  type ActorRefFrom,
  assign,
  type EventObject,
  enqueueActions,
  fromCallback,
  sendTo,
  setup,
} from "xstate";
import type { Notification, NotificationType } from "../../api/schema/notification";
import { createPagedListMachine, type PagedListInput } from "../lib/paged-list.machine";

/** How long a deleted notification can be brought back before the server is asked to delete it. */
export const notificationUndoMs = 5_000;

/** What a list of notifications asks the server to change (each answers the counters; the bell hears them). */
export type NotificationChange =
  | { readonly kind: "read"; readonly id: number }
  | { readonly kind: "readType"; readonly type: NotificationType }
  | { readonly kind: "readAll" }
  | { readonly kind: "remove"; readonly id: number }
  | { readonly kind: "clearArchive"; readonly userId: number };

/** A change on its way, with the rows it took off the list (they come back if it fails). */
export interface ChangeSent {
  readonly change: NotificationChange;
  readonly rows: ReadonlyArray<Notification>;
}

export type NotificationListEvent =
  /** One new notification read (its button, or opened: it leads to what it is about). */
  | { type: "notifications.read"; row: Notification }
  /** Every new one the list shows read: of its type, or of every type. */
  | { type: "notifications.readAll"; rows: ReadonlyArray<Notification> }
  /** One archived notification deleted: it leaves at once, and can be brought back for a few seconds. */
  | { type: "notifications.remove"; row: Notification }
  /** The deletion waiting is taken back: the row returns to its place. */
  | { type: "notifications.undo" }
  /**
   * The deletion waiting is sent now, its time not up: the session is ending or the page going away
   * (the `holding` actor heard the app's flush, src/machines/lib/pending-actions.ts).
   */
  | { type: "notifications.flush" }
  /** The whole archive deleted. */
  | { type: "notifications.clearArchive"; rows: ReadonlyArray<Notification> }
  /** A change failed (its `change` actor says so): its rows come back, and the list says it did not work. */
  | { type: "notifications.failed"; rows: ReadonlyArray<Notification> };

/** What the `holding` actor hears before its state is left the ordinary way (see the machine). */
export interface HoldingReleased {
  readonly type: "holding.release";
}

export interface NotificationListInput {
  /** Whose notifications (clearing the archive names them). */
  readonly userId: number;
  /** The new ones (`unread`) or the archive (`read`). */
  readonly filter: "unread" | "read";
  /** A tab's one type; none: every type. */
  readonly type?: NotificationType | undefined;
}

export interface NotificationListContext {
  readonly userId: number;
  readonly filter: "unread" | "read";
  readonly type: NotificationType | null;
  /** The row deleted last and waiting for its undo time; null when none waits. */
  readonly removed: Notification | null;
  /** The last change failed (said until the next one). */
  readonly failed: boolean;
}

/** The rows' order (a row brought back goes back to its place): newest first, as the server's. */
const newestFirst = (a: Notification, b: Notification) => b.id - a.id;

const unprovided = (name: string) => () => {
  throw new Error(
    `notificationListMachine: provide the \`${name}\` actor (src/machines/notifications/notifications.actors.ts)`,
  );
};

/**
 * A list of the member's notifications with what can be done to them (the notifications pages' tabs, the
 * bell's dropdown): its rows are the `list` child's (a paged list, live from the socket); reading one,
 * reading all, clearing the archive take the rows off at once and ask the server (a `change` each, side
 * by side); a failed change brings its rows back and says so (`failed`).
 *
 * Deleting from the archive can be undone for {@link notificationUndoMs}: the row leaves at once and
 * `waiting` holds it — kept out of the list however often the page is asked again meanwhile (the server
 * still has it) — until the time is up or another row is deleted, which sends the deletion, or
 * `notifications.undo` puts it back. The page closing deletes it too: the member saw it go; and so does
 * the session ending or the page going away, at once (`notifications.flush`): a deletion sent after the
 * logout would be refused, and the row would stay on the server. A machine stopped runs no exit actions, so `waiting` invokes `holding`, which deletes its row when it is
 * stopped unless `waiting`'s exit told it first (`holding.release`, sent on every ordinary way out).
 */
export const notificationListMachine = setup({
  types: {
    context: {} as NotificationListContext,
    events: {} as NotificationListEvent,
    input: {} as NotificationListInput,
  },
  actors: {
    list: createPagedListMachine<Notification>(),
    /** Sends one change; answers only a failure, as `notifications.failed` with the change's rows. */
    change: fromCallback<EventObject, ChangeSent>(unprovided("change")),
    /** Deletes the row waiting when stopped, unless released first (`holding.release`). */
    holding: fromCallback<HoldingReleased, { id: number }>(unprovided("holding")),
  },
  guards: {
    showsNew: ({ context }) => context.filter === "unread",
    showsArchive: ({ context }) => context.filter === "read",
    /** The list, asked again, shows the row waiting to be deleted (the server still has it). */
    showsRemoved: ({ context }, rows: ReadonlyArray<Notification>) =>
      context.removed !== null && rows.some((row) => row.id === context.removed?.id),
  },
  actions: {
    /** Takes `rows` off the list and asks the server for `change`. */
    send: enqueueActions(({ enqueue }, sent: ChangeSent) => {
      for (const row of sent.rows) enqueue.sendTo("list", { type: "list.remove", id: row.id });
      enqueue.assign({ failed: false });
      enqueue.spawnChild("change", { input: sent });
    }),
    /** The row deleted last: off the list, waiting. */
    hold: enqueueActions(({ enqueue }, row: Notification) => {
      enqueue.sendTo("list", { type: "list.remove", id: row.id });
      enqueue.assign({ removed: row, failed: false });
    }),
    /** The time is up (or another row was deleted): the row waiting is deleted on the server. */
    commit: enqueueActions(({ context, enqueue }) => {
      const row = context.removed;
      if (!row) return;
      enqueue.spawnChild("change", { input: { change: { kind: "remove", id: row.id }, rows: [row] } });
      enqueue.assign({ removed: null });
    }),
    /** Rows back in their place (an undo, a failed change). */
    putBack: enqueueActions(({ enqueue }, rows: ReadonlyArray<Notification>) => {
      for (const row of rows) enqueue.sendTo("list", { type: "list.upsert", row });
    }),
  },
}).createMachine({
  id: "notificationList",
  context: ({ input }) => ({
    userId: input.userId,
    filter: input.filter,
    type: input.type ?? null,
    removed: null,
    failed: false,
  }),
  invoke: {
    id: "list",
    src: "list",
    input: { order: newestFirst } satisfies PagedListInput<Notification>,
    // Asked again while a row waits (another tab's change, the socket going live): it is taken out again.
    onSnapshot: {
      guard: { type: "showsRemoved", params: ({ event }) => event.snapshot.context.rows },
      actions: sendTo("list", ({ context }) => ({ type: "list.remove", id: context.removed?.id ?? 0 })),
    },
  },
  on: {
    "notifications.read": {
      guard: "showsNew",
      actions: {
        type: "send",
        params: ({ event }) => ({ change: { kind: "read", id: event.row.id }, rows: [event.row] }),
      },
    },
    "notifications.readAll": {
      guard: "showsNew",
      actions: {
        type: "send",
        params: ({ context, event }) => ({
          change: context.type ? { kind: "readType", type: context.type } : { kind: "readAll" },
          rows: event.rows,
        }),
      },
    },
    "notifications.clearArchive": {
      guard: "showsArchive",
      actions: {
        type: "send",
        params: ({ context, event }) => ({
          change: { kind: "clearArchive", userId: context.userId },
          rows: event.rows,
        }),
      },
    },
    "notifications.failed": {
      actions: [{ type: "putBack", params: ({ event }) => event.rows }, assign({ failed: true })],
    },
  },
  initial: "none",
  states: {
    none: {
      on: {
        "notifications.remove": {
          guard: "showsArchive",
          target: "waiting",
          actions: { type: "hold", params: ({ event }) => event.row },
        },
      },
    },
    waiting: {
      invoke: { id: "holding", src: "holding", input: ({ context }) => ({ id: context.removed?.id ?? 0 }) },
      // Every ordinary way out: the row is dealt with here (deleted by `commit`, or put back).
      exit: sendTo("holding", { type: "holding.release" }),
      after: { [notificationUndoMs]: { target: "none", actions: "commit" } },
      on: {
        "notifications.flush": { target: "none", actions: "commit" },
        "notifications.undo": {
          target: "none",
          actions: [
            { type: "putBack", params: ({ context }) => (context.removed ? [context.removed] : []) },
            assign({ removed: null }),
          ],
        },
        // The one waiting is deleted now; the new one waits its own time.
        "notifications.remove": {
          target: "waiting",
          reenter: true,
          actions: ["commit", { type: "hold", params: ({ event }) => event.row }],
        },
      },
    },
  },
});

export type NotificationListLogic = typeof notificationListMachine;
export type NotificationListActor = ActorRefFrom<NotificationListLogic>;
