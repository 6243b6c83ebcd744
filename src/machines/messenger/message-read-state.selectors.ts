import type { SnapshotFrom } from "xstate";
import type { messageReadStateMachine } from "./message-read-state.machine";

type Snapshot = SnapshotFrom<typeof messageReadStateMachine>;

/** How many messages of other members wait to be read (the chat list's unread count). */
export const selectUnreadCount = (s: Snapshot) => s.context.unchecked.length;
/** Whether a message of another member is still unchecked. */
export const selectIsUnchecked = (id: number) => (s: Snapshot) => s.context.unchecked.includes(id);
/** Ticks of an own message: 1 sent, 2 read by another member. */
export const selectTicks =
  (id: number) =>
  (s: Snapshot): 1 | 2 =>
    id <= s.context.readUpTo ? 2 : 1;
/** Own messages up to this id show two ticks (one number keeps a 10 000-message list cheap). */
export const selectReadUpTo = (s: Snapshot) => s.context.readUpTo;
/** The member sees this chat: its messages on screen and the window focused (no chat sound then). */
export const selectInView = (s: Snapshot) => s.context.visible && s.context.focused;
/** True while the mark-read call runs. */
export const selectMarking = (s: Snapshot) => s.matches("marking");
/** Why the server refused to mark the chat read, or null. */
export const selectProblem = (s: Snapshot) => s.context.problem;
