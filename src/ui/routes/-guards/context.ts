import type { PublicUser } from "../../../api/schema/user";
import type { SessionActor } from "../../session/session";
import type { PositionMemory } from "./save-position";

/**
 * What every route's `beforeLoad` gets from the router (src/ui/router.ts), so that the guards of
 * spec §6 can ask who the visitor is without importing the app's singletons — tests pass their own.
 */
export interface RouterContext {
  /** The session actor: guards wait while it is `busy`, then read its member. */
  readonly session: SessionActor;
  /** A member's public card (`GET /api/users/one/{id}`), for rules about the viewed profile. */
  readonly findProfile: (id: number, signal: AbortSignal) => Promise<PublicUser>;
  /** Where viewer pages were opened from (the save-position guard). */
  readonly positions: PositionMemory;
}
