import { type SQL, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type { FriendsFilter } from "../../api/endpoints/friends";
import { type friendsApi, friendsPageSize } from "../../api/endpoints/friends";
import type { FriendCard, FriendsPage } from "../../api/schema/friend";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Accounts } from "../http/accounts";
import type { Caller } from "../http/caller";
import { countShown, isOnline, nameHolds, shownMember } from "../users";
import { friendIdsOf } from "./pair";

/** The other member of each of `owner`'s rows matching `where`. */
const othersOf = (
  owner: number,
  where: SQL,
) => sql`(select case when low_id = ${owner} then high_id else low_id end as id
  from friendships where (low_id = ${owner} or high_id = ${owner}) and ${where})`;

/** The members a filter lists (but suggestions), as ids. */
function listed(viewerId: number, ownerId: number, filter: Exclude<FriendsFilter, "suggestions">): SQL {
  const owner = sql`${ownerId}::int`;
  switch (filter) {
    case "all":
      return friendIdsOf(owner);
    case "online":
      return sql`(select f.id from ${friendIdsOf(owner)} f join users u on u.id = f.id where ${isOnline})`;
    case "mutual":
      return sql`(${friendIdsOf(owner)} intersect ${friendIdsOf(sql`${viewerId}::int`)})`;
    case "incoming":
      return othersOf(ownerId, sql`status = 'requested' and requester_id <> ${ownerId}`);
    case "outgoing":
      return othersOf(ownerId, sql`status <> 'accepted' and requester_id = ${ownerId}`);
  }
}

/**
 * Friends of `ownerId`'s friends who have no row with them (neither friends nor asked), with how many of
 * the owner's friends they are friends with.
 */
const suggestionsOf = (ownerId: number) => {
  const mine = friendIdsOf(sql`${ownerId}::int`);
  return sql`(select theirs.id, count(*)::int as shared from ${mine} m
    cross join lateral ${friendIdsOf(sql`m.id`)} theirs
    where theirs.id <> ${ownerId} and theirs.id not in ${othersOf(ownerId, sql`true`)}
    group by theirs.id)`;
};

interface ListedRow {
  readonly id: number;
  readonly total: number;
  readonly mutual: number;
}

/**
 * A page of the friends of member `id` as the caller asks for them (spec §7 `GET /api/users/friends/user/{id}`):
 * by name, suggestions by the number of shared friends first; each with the friends they share with the
 * viewer. Deleted and unconfirmed accounts are in no list. Cards come from the accounts this process keeps.
 */
export async function friendsPage(
  { db, accounts }: { db: Db; accounts: Accounts },
  { userId: viewerId }: Caller,
  { id: ownerId, type: filter = "all", page = 1, strsearch }: InputOf<typeof friendsApi.listFriends>,
): Promise<FriendsPage> {
  const size = friendsPageSize;
  const all = filter === "suggestions" ? suggestionsOf(ownerId) : listed(viewerId, ownerId, filter);
  // Searched within: only those whose name holds the text (suggestions keep their `shared` column).
  const ids = strsearch
    ? sql`(select l.* from ${all} l join users u on u.id = l.id where ${nameHolds(strsearch)})`
    : all;
  const first = filter === "suggestions" ? sql`l.shared desc,` : sql``;
  const rows = await rowsOf<ListedRow>(
    db,
    sql`select u.id, count(*) over ()::int as total,
    (select count(*)::int from ${friendIdsOf(sql`u.id`)} theirs
      where theirs.id in ${friendIdsOf(sql`${viewerId}::int`)}) as mutual
    from ${ids} l join users u on u.id = l.id
    where ${shownMember}
    order by ${first} u.name, u.id limit ${size} offset ${(page - 1) * size}`,
  );
  const cards = await Promise.all(rows.map((row) => accounts.publicUser(Number(row.id))));
  const count = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await countShown(db, ids);
  return {
    count,
    rows: rows.flatMap((row, i): FriendCard[] => {
      const card = cards[i];
      return card ? [{ ...card, mutual: Number(row.mutual) }] : [];
    }),
  };
}

/**
 * The profile's counters: how many friends `ownerId` has, how many of them are also `viewerId`'s, and on
 * one's own profile the requests waiting for an answer. A visitor (null) shares no friends.
 */
export async function friendCounts(db: Db, viewerId: number | null, ownerId: number) {
  const own = viewerId === ownerId;
  const [friends, mutual, incoming] = await Promise.all([
    countShown(db, friendIdsOf(sql`${ownerId}::int`)),
    own || viewerId === null ? 0 : countShown(db, listed(viewerId, ownerId, "mutual")),
    own ? countShown(db, listed(ownerId, ownerId, "incoming")) : 0,
  ]);
  return { friends, mutual, incoming };
}
