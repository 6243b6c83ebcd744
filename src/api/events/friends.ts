import { Schema } from "effect";
import { Id } from "../schema/common";
import { friendActions } from "../schema/friend";
import { event } from "./event";

/** The friends' socket events. */
export const friendEvents = [
  /**
   * A friendship changed (spec §4 Friendship), told to both members: `actorId` asked `friendId`
   * (`request`), accepted their request (`accept`), refused it (`refuse`: the refused are now their
   * subscriber, «Вы подписаны», as on VK — issue 28), withdrew their own request or unsubscribed after a
   * refusal (`withdraw`), or ended the friendship (`end`).
   */
  event("friend", {
    action: Schema.Literals(friendActions),
    payload: Schema.Struct({ actorId: Id, friendId: Id }),
  }),
] as const;
