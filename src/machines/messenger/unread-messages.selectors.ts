import type { SnapshotFrom } from "xstate";
import type { UnreadChats } from "../../api/endpoints/chats";
import type { LiveCountLogic } from "../lib/live-count.machine";

/** The header's badge: the live count (src/machines/lib/live-count.machine.ts) of the member's unread messages. */
export type UnreadMessagesLogic = LiveCountLogic<UnreadChats>;
type Snapshot = SnapshotFrom<UnreadMessagesLogic>;

/** Messages of others the member has not read, over every chat (0 while nobody is logged in). */
export const selectUnreadMessages = (s: Snapshot): number => s.context.value?.unread ?? 0;
