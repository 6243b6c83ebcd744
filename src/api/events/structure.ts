import { Schema } from "effect";
import { Id } from "../schema/common";
import { event } from "./event";

/**
 * The structure's socket event: member `memberId` joined it (`join`, on confirming their address) or an
 * admin moved them with their structure (`move`). Told to every member whose counts it changed — the
 * whole upline of a newcomer (not only the referrer, who also gets the `referral` notification); the old
 * and the new upline of a move — so that their counts, levels and tree move while they look. Nobody else
 * hears of it: a structure is shown to its owner and their upline only.
 */
export const structureEvents = [
  event("structure", {
    action: Schema.Literals(["join", "move"]),
    payload: Schema.Struct({ memberId: Id }),
  }),
] as const;
