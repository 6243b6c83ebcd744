import { createAccountCache } from "./account-cache";
import type { EventFedCache } from "./realtime";

/** What a process keeps of one kind of members' reads: a value per member and key (a page, counts). */
export interface MemberCache<V> extends EventFedCache {
  /** The member's value of `key`: kept, or `load`ed (and kept while nothing of theirs changed meanwhile). */
  get(userId: number, key: string, load: () => Promise<V>): Promise<V>;
}

export interface MemberCacheOptions {
  /** Keys kept per member at most (filters × pages); the oldest go first. */
  readonly keysPerMember?: number;
  /**
   * The values show other members' names and avatars (a chat list): any account's change drops every
   * member's values, since who shows whom is not known here.
   */
  readonly showsOtherAccounts?: boolean;
}

/**
 * Members' reads held in this process for a few seconds (ARCHITECTURE §8): the bell, the notifications
 * pages and the chat list are asked on every visit. Every change of what a member reads publishes an
 * event to them in its own transaction, and every committed event reaches every process through the bus
 * (Redis when scaled out), before the answer to the change is sent: any event of a member drops what is
 * kept of them. The time limit and the generation rule are the accounts' cache's
 * (src/server/realtime/account-cache.ts), whose table this uses: a value read while an event drops its
 * member's entry is stored in the dropped entry, never seen again.
 */
export function createMemberCache<V>({
  keysPerMember = 16,
  showsOtherAccounts = false,
}: MemberCacheOptions = {}): MemberCache<V> {
  const cache = createAccountCache<never, Map<string, V>>();
  const emptyEntry = async () => new Map<string, V>();
  return {
    async get(userId, key, load) {
      const values = (await cache.account(userId, emptyEntry)) ?? new Map<string, V>();
      const known = values.get(key);
      if (known !== undefined) return known;
      const value = await load();
      const oldest = values.keys().next();
      if (values.size >= keysPerMember && !oldest.done) values.delete(oldest.value);
      values.set(key, value);
      return value;
    },
    eventsCommitted(events) {
      for (const userId of new Set(events.map((event) => event.userId))) cache.forget(userId);
    },
    accountChanged(userId) {
      if (showsOtherAccounts) cache.clear();
      else cache.forget(userId);
    },
    clear: () => cache.clear(),
  };
}

/** Several caches fed as one (a domain's counts and pages). */
export function fedTogether(caches: ReadonlyArray<EventFedCache>): EventFedCache {
  return {
    eventsCommitted: (events) => {
      for (const cache of caches) cache.eventsCommitted(events);
    },
    accountChanged: (userId) => {
      for (const cache of caches) cache.accountChanged(userId);
    },
    clear: () => {
      for (const cache of caches) cache.clear();
    },
  };
}
