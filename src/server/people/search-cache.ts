import type { InputOf } from "../../api/endpoint";
import type { peopleApi } from "../../api/endpoints/people";
import type { MembersPage } from "../../api/schema/subscription";
import type { Db } from "../db/connect";
import type { Accounts } from "../http/accounts";
import type { AuthContext } from "../http/caller";
import { createMemberCache } from "../realtime/member-cache";
import type { EventFedCache } from "../realtime/realtime";
import { searchMembers } from "./search";

/** Member searches as members make them. */
export interface Searches extends EventFedCache {
  search(caller: AuthContext, input: InputOf<typeof peopleApi.searchMembers>): Promise<MembersPage>;
}

/**
 * Searches kept per member in this process for at most 5 s (src/server/realtime/member-cache.ts): paging
 * back, or the header's search asked again as the member comes back to it, reads the kept page. Any
 * account's change drops them all (a name, a deletion); a member who has just joined is found within 5 s.
 */
export function createSearches(deps: { db: Db; accounts: Accounts }): Searches {
  const kept = createMemberCache<MembersPage>({ keysPerMember: 8, showsOtherAccounts: true });
  return {
    ...kept,
    search: (caller, input) =>
      kept.get(caller.userId, `${input.x}|${input.role ?? ""}|${input.strsearch ?? ""}`, () =>
        searchMembers(deps, caller, input),
      ),
  };
}
