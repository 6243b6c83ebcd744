import { Schema } from "effect";
import { event, NoPayload } from "./event";

/**
 * The member's backgrounds changed (one added, changed, made active or deleted), told to their own tabs:
 * each shows the active one again and the settings list follows.
 */
export const backgroundEvents = [
  event("background", { action: Schema.Literal("change"), payload: NoPayload }),
] as const;
