import type { PublicUser } from "../../../api/schema/user";
import type { SessionHandle } from "../../session/handle";
import type { PositionMemory } from "./save-position";

/**
 * What every route's `beforeLoad` gets from the router (src/ui/router.ts), so that the guards of
 * spec §6 can ask who the visitor is without importing the app's singletons — tests pass their own.
 */
export interface RouterContext {
  /** The session (its actor once loaded): guards wait while it is `busy`, then read its member. */
  readonly session: SessionHandle;
  /**
   * A member's public card (`GET /api/users/one/{id}`), for rules about the viewed profile; null when
   * there is no such member.
   */
  readonly findProfile: (id: number, signal: AbortSignal) => Promise<PublicUser | null>;
  /** Where viewer pages were opened from (the save-position guard). */
  readonly positions: PositionMemory;
}
