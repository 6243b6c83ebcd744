import type { SnapshotFrom } from "xstate";
import type { unreadMessagesMachine } from "./unread-messages.machine";

type Snapshot = SnapshotFrom<typeof unreadMessagesMachine>;

/** Messages of others the member has not read, over every chat (0 while nobody is logged in). */
export const selectUnreadMessages = (s: Snapshot): number => s.context.unread;
