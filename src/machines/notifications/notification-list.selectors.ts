import type { SnapshotFrom } from "xstate";
import type { notificationListMachine } from "./notification-list.machine";

type Snapshot = SnapshotFrom<typeof notificationListMachine>;

/** The list's rows, as a paged list (its loader, failure, «Показать ещё»). */
export const selectNotificationList = (s: Snapshot) => s.children.list;
/** The row deleted last and still waiting (the undo is offered); null when none waits. */
export const selectRemoved = (s: Snapshot) => s.context.removed;
/** The last change failed: the list says it did not work. */
export const selectChangeFailed = (s: Snapshot) => s.context.failed;
