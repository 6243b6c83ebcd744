import { sql } from "drizzle-orm";
import { type Leader, leadersCount } from "../../api/endpoints/people";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Accounts } from "../http/accounts";
import { shownMember } from "../users";

/**
 * Who follows whom, each pair once: followers, requesters not (or no longer) friends — the subscribers of
 * src/server/subscriptions/lists.ts — and friends both ways.
 */
const fans = sql`(select user_id as star, follower_id as fan from follows
  union select case when low_id = requester_id then high_id else low_id end, requester_id
    from friendships where status <> 'accepted'
  union select low_id, high_id from friendships where status = 'accepted'
  union select high_id, low_id from friendships where status = 'accepted')`;

/** The community's leaders (the contract: `listLeaders`): by how many shown members follow them. */
export async function leaders({ db, accounts }: { db: Db; accounts: Accounts }): Promise<Leader[]> {
  const rows = await rowsOf<{ id: number; fans: number; friends: number }>(
    db,
    sql`select f.star as id, count(*)::int as fans,
      count(*) filter (where exists (select 1 from friendships p where p.status = 'accepted'
        and p.low_id = least(f.star, f.fan) and p.high_id = greatest(f.star, f.fan)))::int as friends
    from ${fans} f
    join users v on v.id = f.fan and v.deleted_at is null and v.email_verified_at is not null
    join users u on u.id = f.star and ${shownMember}
    group by f.star, u.name order by fans desc, u.name, f.star limit ${leadersCount}`,
  );
  const cards = await Promise.all(rows.map((row) => accounts.publicUser(Number(row.id))));
  return rows.flatMap((row, index) => {
    const user = cards[index];
    const friends = Number(row.friends);
    return user ? [{ user, friends, subscribers: Number(row.fans) - friends }] : [];
  });
}
