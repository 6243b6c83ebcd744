import { Schema } from "effect";
import { NotificationCounters, NotificationCreated } from "../schema/notification";
import { event } from "./event";

/** The notifications' socket events. */
export const notificationEvents = [
  /**
   * A notification for the member was made (`create`: the new row, what it replaces when it joined a
   * group, the new counters)…
   */
  event("notification", { action: Schema.Literal("create"), payload: NotificationCreated }),
  /** …or read, unread again or deleted (`update`: the new counters). */
  event("notification", {
    action: Schema.Literal("update"),
    payload: Schema.Struct({ counters: NotificationCounters }),
  }),
] as const;
