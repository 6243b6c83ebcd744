import type { SnapshotFrom } from "xstate";
import type { FriendState } from "../../api/schema/friend";
import type { friendshipMachine } from "./friendship.machine";

type Snapshot = SnapshotFrom<typeof friendshipMachine>;

/** Where the viewer stands (while saving: where they stood). */
export const selectFriendState = (s: Snapshot): FriendState => s.context.state;
/** A change is on its way: the buttons wait. */
export const selectFriendSaving = (s: Snapshot) => s.matches("saving");
/** What is being sent, while saving. */
export const selectFriendPending = (s: Snapshot) => s.context.pending;
export const selectFriendProblem = (s: Snapshot) => s.context.problem;
