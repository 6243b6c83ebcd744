import { Schema } from "effect";
import { Id } from "../schema/common";
import { event } from "./event";

/**
 * A sponsorship began (`assign`: a newcomer through the sponsor's link, or the queue gave them) or ended
 * (`end`: the ward, the sponsor, an admin, or an account's deletion). Told to its sponsor and its ward —
 * nobody else sees a sponsorship but admins, whose pages read it again — so that the sponsor's ward list
 * and the ward's profile move while they look; each also gets a `sponsorship` notification.
 */
export const sponsorshipEvents = [
  event("sponsorship", {
    action: Schema.Literals(["assign", "end"]),
    payload: Schema.Struct({ sponsorshipId: Id, sponsorId: Id, wardId: Id }),
  }),
] as const;
