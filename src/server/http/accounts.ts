import type { SessionUser } from "../../api/schema/account";
import type { PublicUser } from "../../api/schema/user";

/**
 * Members' cards as every domain shows them, through this process's cache: a port that users/ fills in
 * at composition (src/server/users/accounts.ts), so that infrastructure and the floors below users read
 * cards without importing it. Changes are announced with Realtime.accountChanged.
 */
export interface Accounts {
  /**
   * A member's card. A registration whose address is not confirmed yet is no one's to see (it may be
   * someone else's address, or a name meant to mislead): hidden, except `withUnconfirmed` (admins).
   */
  publicUser(id: number, options?: { withUnconfirmed?: boolean }): Promise<PublicUser | undefined>;
  /** The member as they see themselves; undefined for no one or a deleted account. */
  sessionUser(id: number): Promise<SessionUser | undefined>;
  /** Their account changed: called by the real-time bus in every process (Realtime.accountChanged). */
  forget(userId: number): void;
  /** The bus may have missed announcements. */
  clear(): void;
}
