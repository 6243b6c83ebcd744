import type { Tx } from "../db/connect";
import type { Publish } from "../realtime/event-log";
import { endFranchises } from "./franchises";
// The tree's own part of it (tree.ts names it so too).
import { leaveStructure as leaveTree } from "./tree";

/**
 * A member deleted their account (users', handed down by app.ts): their place in the tree stays but is no
 * longer counted, and their franchises end, so that their territories are free again.
 */
export async function leaveStructure(tx: Tx, publish: Publish, memberId: number): Promise<void> {
  await leaveTree(tx, publish, memberId);
  await endFranchises(tx, memberId);
}
