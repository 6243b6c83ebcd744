import { Schema } from "effect";
import { Id } from "../schema/common";
import { event, NoPayload } from "./event";

/** A member's roles changed: socket events about the account itself. */
export const accountEvents = [
  /**
   * The member's roles changed: `add` or `remove` of `roleId`. The client re-checks its token
   * (`POST /api/users/checktoken`) to learn its roles (spec §4 "Role change").
   */
  event("role", { action: Schema.Literals(["add", "remove"]), payload: Schema.Struct({ roleId: Id }) }),
  /** The member became an administrator: the burger menu switches to its admin variant (spec §4). */
  event("admin", { payload: NoPayload }),
  /** The member is no longer an administrator: the burger menu switches to its user variant. */
  event("user", { payload: NoPayload }),
] as const;
