import type { InputOf } from "../../api/endpoint";
import type { friendsApi } from "../../api/endpoints/friends";
import type { FriendsPage } from "../../api/schema/friend";
import type { Db } from "../db/connect";
import type { Accounts } from "../http/accounts";
import type { Caller } from "../http/caller";
import { createMemberCache } from "../realtime/member-cache";
import type { EventFedCache } from "../realtime/realtime";
import { friendsPage } from "./lists";

/** The friends pages as members read them. */
export interface FriendsPages extends EventFedCache {
  page(caller: Caller, input: InputOf<typeof friendsApi.listFriends>): Promise<FriendsPage>;
}

/**
 * Friends pages kept per viewer in this process (src/server/realtime/member-cache.ts): a page of a member
 * with thousands of friends sorts them all. Dropped on the viewer's next event — each change of their own
 * friendships sends them a `friend` event in its transaction — and on any account's change (the cards show
 * names and pictures); a change between two other members reaches a viewer of their lists within 5 s.
 */
export function createFriendsPages(deps: { db: Db; accounts: Accounts }): FriendsPages {
  const pages = createMemberCache<FriendsPage>({ keysPerMember: 8, showsOtherAccounts: true });
  return {
    ...pages,
    page: (caller, input) =>
      pages.get(
        caller.userId,
        `${input.id}:${input.type ?? "all"}:${input.page ?? 1}:${input.strsearch ?? ""}`,
        () => friendsPage(deps, caller, input),
      ),
  };
}
