import { Schema } from "effect";
import { Id } from "../schema/common";
import { event } from "./event";

/**
 * The subscriptions' socket events: `followerId` began (`follow`) or stopped (`unfollow`) following
 * `userId`, told to both (their counters and lists follow).
 */
export const subscriptionEvents = [
  event("subscription", {
    action: Schema.Literals(["follow", "unfollow"]),
    payload: Schema.Struct({ followerId: Id, userId: Id }),
  }),
] as const;
