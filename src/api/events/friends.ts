import { Schema } from "effect";
import { Id } from "../schema/common";
import { friendActions } from "../schema/friend";
import { event } from "./event";

/** The friends' socket events. */
export const friendEvents = [
  /**
   * A friendship changed (spec §4 Friendship), told to both members: `actorId` asked `friendId`
   * (`request`), accepted their request (`accept`), withdrew their own (`withdraw`) or ended the
   * friendship (`end`); a refusal (`refuse`) only to the refuser's own tabs — the refused still see
   * their request as sent.
   */
  event("friend", {
    action: Schema.Literals(friendActions),
    payload: Schema.Struct({ actorId: Id, friendId: Id }),
  }),
] as const;
