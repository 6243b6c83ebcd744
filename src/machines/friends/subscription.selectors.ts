import type { SnapshotFrom } from "xstate";
import type { subscriptionMachine } from "./subscription.machine";

type Snapshot = SnapshotFrom<typeof subscriptionMachine>;

/** Whether the viewer follows the member (while saving: as before). */
export const selectSubscribed = (s: Snapshot) => s.context.subscribed;
/** A change is on its way: the button waits. */
export const selectSubscriptionSaving = (s: Snapshot) => s.matches("saving");
export const selectSubscriptionProblem = (s: Snapshot) => s.context.problem;
