import type { PublicationsPage } from "../../api/schema/publication";
import { accountCacheTtlMs } from "../realtime/account-cache";
import type { LoggedEvent } from "../realtime/event-log";
import { createMemberCache } from "../realtime/member-cache";
import type { EventFedCache } from "../realtime/realtime";

/** The feed pages as readers read them (ARCHITECTURE §8). */
export interface FeedPages extends EventFedCache {
  /** A page everyone reads alike (a rubric's, an author's, everything): `key` names the feed and page. */
  everyones(key: string, load: () => Promise<PublicationsPage>): Promise<PublicationsPage>;
  /** A page of one member's own feed (their friends and subscriptions). */
  members(userId: number, key: string, load: () => Promise<PublicationsPage>): Promise<PublicationsPage>;
}

/** At most this many of everyone's pages are kept; the oldest go first. */
const maxPages = 2_000;

/** Whether a committed event is an `article` one (frames start `{"seq":N,"type":…`: event-log.ts `frameOf`). */
const isArticle = (event: LoggedEvent) => /^\{"seq":\d+,"type":"article"/.test(event.frame);

/**
 * Feed pages held in this process for a few seconds: a section's first page is what every visitor of
 * `/news` asks, and a page costs three queries and twenty cards. Every change of a publication — created,
 * published (also by the schedule), edited, deleted, reacted to, commented on — commits an `article` event
 * in its own transaction, and every committed event reaches every process through the bus before the
 * change's answer is sent: an `article` event anywhere drops everyone's pages, and a member's own pages go
 * with any event of theirs (a followed author's new publication, a friendship, a subscription). What no
 * event tells — a view counted, a name changed (announced as an account change: dropped too) — is at most
 * {@link accountCacheTtlMs} old. Concurrent readers of one page share one load.
 */
export function createFeedPages({ ttlMs = accountCacheTtlMs, now = Date.now } = {}): FeedPages {
  const shared = new Map<string, { readonly page: Promise<PublicationsPage>; readonly until: number }>();
  const own = createMemberCache<PublicationsPage>({ keysPerMember: 8, showsOtherAccounts: true });
  const dropShared = () => shared.clear();
  return {
    everyones(key, load) {
      const kept = shared.get(key);
      if (kept && kept.until > now()) return kept.page;
      if (shared.size >= maxPages) {
        const oldest = shared.keys().next();
        if (!oldest.done) shared.delete(oldest.value);
      }
      const page = load();
      const entry = { page, until: now() + ttlMs };
      shared.set(key, entry);
      // A failed load is not kept; one dropped meanwhile (an event came) is not put back.
      page.catch(() => {
        if (shared.get(key) === entry) shared.delete(key);
      });
      return page;
    },
    members: (userId, key, load) => own.get(userId, key, load),
    eventsCommitted(events) {
      if (events.some(isArticle)) dropShared();
      own.eventsCommitted(events);
    },
    accountChanged(userId) {
      dropShared();
      own.accountChanged(userId);
    },
    clear() {
      dropShared();
      own.clear();
    },
  };
}
