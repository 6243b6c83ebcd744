import { type SQL, sql } from "drizzle-orm";
import { memberTeamsShown, teamMembersPageSize } from "../../api/endpoints/teams";
import type {
  MemberTeams,
  Team,
  TeamCard,
  TeamInvitation,
  TeamMember,
  TeamStanding,
} from "../../api/schema/team";
import type { Db, Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Accounts } from "../http/accounts";
import { notFound } from "../http/http-error";
import { shownMember } from "../users";

// What teams show: cards, a team's page with its members and counters, a member's teams and invitations.

export type ReadDeps = { readonly db: Db | Tx; readonly accounts: Accounts };

/** A team as the queries below read it (`t` joined with its division `d`). */
export interface TeamRow {
  readonly id: number;
  readonly name: string;
  readonly avatar: string | null;
  readonly leader_id: number | null;
  readonly chat_id: number | null;
  readonly code: string;
  readonly created_at: Date | string;
  readonly division_id: number | null;
  readonly division_name: string | null;
  readonly members: number;
}

/** A live member's stay (`u` is their account): confirmed, not deleted. */
const openStay = sql`m.left_at is null and ${shownMember}`;

/** The columns of {@link TeamRow}, over `teams t left join divisions d`. */
export const teamColumns = sql`t.id, t.name, t.avatar, t.leader_id, t.chat_id, t.code, t.created_at,
  d.id as division_id, d.name as division_name,
  (select count(*)::int from team_members m join users u on u.id = m.member_id
    where m.team_id = t.id and ${openStay}) as members`;

export const teamsFrom = sql`teams t left join divisions d on d.id = t.division_id`;

const iso = (at: Date | string) => (at instanceof Date ? at : new Date(at)).toISOString();

/** The card of a team row (its leader's card through the cards port). */
export async function cardOf(deps: ReadDeps, row: TeamRow): Promise<TeamCard> {
  const leader = row.leader_id === null ? undefined : await deps.accounts.publicUser(Number(row.leader_id));
  return {
    id: Number(row.id),
    name: row.name,
    avatar: row.avatar,
    leader: leader ?? null,
    members: Number(row.members),
    division:
      row.division_id === null ? null : { id: Number(row.division_id), name: row.division_name ?? "" },
    createdAt: iso(row.created_at),
  };
}

export const cardsOf = (deps: ReadDeps, rows: ReadonlyArray<TeamRow>) =>
  Promise.all(rows.map((row) => cardOf(deps, row)));

/** Teams matching `where`, in `order`. */
export const teamRows = (db: Db | Tx, where: SQL, order: SQL = sql`t.id`, limit = 1000) =>
  rowsOf<TeamRow>(
    db,
    sql`select ${teamColumns} from ${teamsFrom} where ${where} order by ${order} limit ${limit}`,
  );

/** Team `id`'s row, or 404. */
export async function teamRowOf(db: Db | Tx, id: number): Promise<TeamRow> {
  const [row] = await teamRows(db, sql`t.id = ${id}`);
  if (!row) throw notFound("Команда не найдена");
  return row;
}

/**
 * Whether referral `r` joined МИР while its referrer was in team `team` (any of their stays `s`): what
 * `teamsReferrals` counts.
 */
const duringStay = (team: SQL) => sql`exists (select 1 from team_members s
  where s.team_id = ${team} and s.member_id = r.parent_id
    and r.joined_at >= s.joined_at and (s.left_at is null or r.joined_at < s.left_at))`;

/** A referral still shown (not a deleted account). */
const liveReferral = sql`join users ru on ru.id = r.member_id and ru.deleted_at is null`;

/** Where `caller` stands in team `row`. */
async function standingOf(db: Db | Tx, row: TeamRow, caller: number | undefined): Promise<TeamStanding> {
  if (caller === undefined) return "none";
  if (row.leader_id !== null && Number(row.leader_id) === caller) return "leader";
  const [found] = await rowsOf<{ member: boolean; invited: boolean }>(
    db,
    sql`select exists (select 1 from team_members where team_id = ${row.id} and member_id = ${caller}
        and left_at is null) as member,
      exists (select 1 from team_invitations where team_id = ${row.id} and member_id = ${caller}) as invited`,
  );
  return found?.member ? "member" : found?.invited ? "invited" : "none";
}

/** Page `page` of a team's members: the leader first, then by when they joined. */
async function memberPage(deps: ReadDeps, row: TeamRow, page: number): Promise<TeamMember[]> {
  const rows = await rowsOf<{ member_id: number; joined_at: Date | string; referrals: number }>(
    deps.db,
    sql`select m.member_id, m.joined_at,
        (select count(*)::int from referral_tree r ${liveReferral}
          where r.parent_id = m.member_id and ${duringStay(sql`m.team_id`)}) as referrals
      from team_members m join users u on u.id = m.member_id
      where m.team_id = ${row.id} and ${openStay}
      order by (m.member_id = ${row.leader_id ?? 0}) desc, m.joined_at, m.id
      limit ${teamMembersPageSize} offset ${(page - 1) * teamMembersPageSize}`,
  );
  const cards = await Promise.all(rows.map((one) => deps.accounts.publicUser(Number(one.member_id))));
  return rows.flatMap((one, index) => {
    const user = cards[index];
    if (!user) return [];
    const leader = row.leader_id !== null && Number(row.leader_id) === user.id;
    return [{ user, joinedAt: iso(one.joined_at), leader, referrals: Number(one.referrals) }];
  });
}

/** Team `id`'s page as `caller` sees it: members page `page`; the link and chat for its members only. */
export async function teamView(
  deps: ReadDeps,
  caller: number | undefined,
  id: number,
  page = 1,
): Promise<Team> {
  const row = await teamRowOf(deps.db, id);
  const [card, standing, memberRows, [figures]] = await Promise.all([
    cardOf(deps, row),
    standingOf(deps.db, row, caller),
    memberPage(deps, row, page),
    rowsOf<{ referrals: number; invitations: number }>(
      deps.db,
      sql`select (select count(distinct r.member_id)::int from referral_tree r ${liveReferral}
            where ${duringStay(sql`${id}::int`)}) as referrals,
          (select count(*)::int from team_invitations where team_id = ${id}) as invitations`,
    ),
  ]);
  const inside = standing === "leader" || standing === "member";
  return {
    ...card,
    counters: {
      members: card.members,
      referrals: Number(figures?.referrals ?? 0),
      invitations: Number(figures?.invitations ?? 0),
    },
    memberList: { count: card.members, rows: memberRows },
    standing,
    code: inside ? row.code : null,
    chatId: inside && row.chat_id !== null ? Number(row.chat_id) : null,
  };
}

/** Member `id`'s teams, newest joined first; their invitations when `own`. */
export async function memberTeams(deps: ReadDeps, id: number, own: boolean): Promise<MemberTeams> {
  const stays = await rowsOf<TeamRow & { joined_at: Date | string; total: number }>(
    deps.db,
    sql`select ${teamColumns}, s.joined_at, count(*) over ()::int as total
      from team_members s join ${teamsFrom} on t.id = s.team_id
      where s.member_id = ${id} and s.left_at is null
      order by s.joined_at desc, s.id desc limit ${memberTeamsShown}`,
  );
  const cards = await cardsOf(deps, stays);
  return {
    count: Number(stays[0]?.total ?? 0),
    rows: stays.map((stay, index) => ({
      team: cards[index] as TeamCard,
      joinedAt: iso(stay.joined_at),
      leader: stay.leader_id !== null && Number(stay.leader_id) === id,
    })),
    invitations: own ? await invitationsOf(deps, id) : [],
  };
}

/** The invitations member `id` has not answered, newest first. */
async function invitationsOf(deps: ReadDeps, id: number): Promise<TeamInvitation[]> {
  const rows = await rowsOf<TeamRow & { invited_by: number | null; invited_at: Date | string }>(
    deps.db,
    sql`select ${teamColumns}, i.invited_by, i.created_at as invited_at
      from team_invitations i join ${teamsFrom} on t.id = i.team_id
      where i.member_id = ${id} order by i.created_at desc, i.team_id desc`,
  );
  return Promise.all(rows.map((row) => invitationOf(deps, row, row.invited_by, row.invited_at)));
}

/** An invitation to team `row` by `invitedBy`. */
export async function invitationOf(
  deps: ReadDeps,
  row: TeamRow,
  invitedBy: number | null,
  at: Date | string,
): Promise<TeamInvitation> {
  const inviter = invitedBy === null ? undefined : await deps.accounts.publicUser(Number(invitedBy));
  return { team: await cardOf(deps, row), invitedBy: inviter ?? null, createdAt: iso(at) };
}
