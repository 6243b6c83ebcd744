import { type SQL, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type { peopleApi } from "../../api/endpoints/people";
import { membersPageSize } from "../../api/endpoints/subscriptions";
import type { MembersPage } from "../../api/schema/subscription";
import { RoleId } from "../../api/schema/user";
import type { Db } from "../db/connect";
import type { Accounts } from "../http/accounts";
import type { AuthContext } from "../http/caller";
import { anywhere, membersWhere, nameHolds } from "../users";

type Deps = { readonly db: Db; readonly accounts: Accounts };

/** A search's condition on `users u`: by name, by e-mail too for an administrator, with a role when given. */
function matching(text: string | undefined, role: number | undefined, byEmail: boolean): SQL {
  const conditions: SQL[] = [sql`true`];
  if (text) {
    const byName = nameHolds(text);
    conditions.push(byEmail ? sql`(${byName} or u.email like ${anywhere(text)})` : byName);
  }
  if (role !== undefined) {
    conditions.push(sql`exists (select 1 from user_roles r where r.user_id = u.id and r.role_id = ${role})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * Page `page` of a search. Trigrams need three characters: a shorter text cannot use the names' index,
 * a longer one must (see membersWhere); an administrator's also looks at e-mails, which have no index.
 */
const found = (
  deps: Deps,
  text: string | undefined,
  role: number | undefined,
  admin: boolean,
  page: number,
) =>
  membersWhere(deps, matching(text, role, admin), page, membersPageSize, {
    byIndex: !admin && (text?.length ?? 0) >= 3,
  });

const isAdmin = (caller: AuthContext) => caller.roleIds.includes(RoleId.admin);

/** Every member, by name (spec §7 `GET /api/users/page/{n}`). */
export const allMembers = (deps: Deps, { n }: InputOf<typeof peopleApi.listMembers>): Promise<MembersPage> =>
  found(deps, undefined, undefined, false, n);

/** Page `page` of the members of one role, by name (the trainers', students' and curators' lists). */
export const membersOfRole = (deps: Deps, role: number, page = 1): Promise<MembersPage> =>
  found(deps, undefined, role, false, page);

/** A search by name (and e-mail for an administrator), optionally of one role. */
export const searchMembers = (
  deps: Deps,
  caller: AuthContext,
  { x, strsearch, role }: InputOf<typeof peopleApi.searchMembers>,
): Promise<MembersPage> => found(deps, strsearch, role, isAdmin(caller), x);

/** Members of role `a`, optionally searched (the administrators' lists). */
export const membersByRole = (
  deps: Deps,
  caller: AuthContext,
  { a, b, strsearch }: InputOf<typeof peopleApi.membersByRole>,
): Promise<MembersPage> => found(deps, strsearch, a, isAdmin(caller), b);
