import { randomBytes } from "node:crypto";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type * as calls from "../../api/endpoints/teams";
import type { Team, TeamCard, TeamInvitation } from "../../api/schema/team";
import { RoleId } from "../../api/schema/user";
import type { Db, Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import { teamInvitations, teamMembers, teams, users } from "../db/schema";
import type { Accounts } from "../http/accounts";
import type { AuthContext } from "../http/caller";
import { fieldError, forbidden, HttpError, notFound } from "../http/http-error";
import { addChatMember, createNamedChat, deleteChat, removeChatMember, renameChat } from "../messenger";
import type { Notifier } from "../notifications";
import type { EventLog, Publish } from "../realtime/event-log";
import { cardOf, invitationOf, type TeamRow, teamRows, teamView } from "./views";

// Changing a team: founding, renaming, invitations and their answers, joining by the link, leaving and
// removing. Each change is one transaction that first locks the team's row, so that changes of one team
// (two accepts at once, a leader leaving while a member joins) run one after another; the team's chat and
// the notifications move in the same transaction.

export interface TeamDeps {
  readonly db: Db;
  readonly accounts: Accounts;
  readonly events: EventLog;
  readonly notifier: Notifier;
}

/** A new team link's code: 12 URL-safe characters, 72 random bits. */
export const newTeamCode = () => randomBytes(9).toString("base64url");

const isAdmin = (caller: AuthContext) => caller.roleIds.includes(RoleId.admin);
const leads = (row: TeamRow, userId: number) => row.leader_id !== null && Number(row.leader_id) === userId;

/** The team `where` picks, its row locked until the change commits; 404 saying `missing` when none. */
async function lockTeam(tx: Tx, where: SQL, missing = "Команда не найдена"): Promise<TeamRow> {
  const [locked] = await rowsOf<{ id: number }>(tx, sql`select id from teams t where ${where} for update`);
  const [row] = locked ? await teamRows(tx, sql`t.id = ${locked.id}`) : [];
  if (!row) throw notFound(missing);
  return row;
}

const nameOf = async (tx: Tx, id: number) =>
  (await tx.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name ?? "Участник";

/**
 * Puts `memberId` in the team and its chat and tells the leader; nothing when they are in it already
 * (the open stay's unique index). Answers whether they joined now.
 */
async function joinIn(deps: TeamDeps, tx: Tx, publish: Publish, row: TeamRow, memberId: number) {
  const joined = await tx
    .insert(teamMembers)
    .values({ teamId: row.id, memberId })
    .onConflictDoNothing({ target: [teamMembers.teamId, teamMembers.memberId], where: sql`left_at is null` })
    .returning({ id: teamMembers.id });
  if (joined.length === 0) return false;
  await tx
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.teamId, row.id), eq(teamInvitations.memberId, memberId)));
  if (row.chat_id !== null) await addChatMember(tx, publish, Number(row.chat_id), memberId);
  if (row.leader_id !== null) {
    await deps.notifier.notify(tx, publish, {
      recipient: Number(row.leader_id),
      type: "team",
      actorId: memberId,
      title: "Новый участник команды",
      text: `${await nameOf(tx, memberId)} вступил(а) в команду «${row.name}»`,
      link: `/teams/${row.id}`,
    });
  }
  return true;
}

/** Founds team `name` led by the caller, with its chat. */
export async function foundTeam(
  deps: TeamDeps,
  caller: AuthContext,
  { name }: InputOf<typeof calls.createTeam>,
): Promise<Team> {
  const id = await deps.events.transaction((tx, publish) => founding(tx, publish, caller.userId, name));
  return teamView(deps, caller.userId, id);
}

/** The founding itself, in the caller's transaction. */
async function founding(tx: Tx, publish: Publish, leaderId: number, name: string): Promise<number> {
  const chatId = await createNamedChat(tx, publish, {
    title: name,
    createdBy: leaderId,
    memberIds: [leaderId],
  });
  const [team] = await tx
    .insert(teams)
    .values({ name, leaderId, chatId, code: newTeamCode() })
    .returning({ id: teams.id });
  if (!team) throw new Error("foundTeam: no team made");
  await tx.insert(teamMembers).values({ teamId: team.id, memberId: leaderId });
  return team.id;
}

/** Renames a team and its chat: its leader or an admin. */
export async function renameTeam(
  deps: TeamDeps,
  caller: AuthContext,
  { teamId, name }: InputOf<typeof calls.renameTeam>,
): Promise<Team> {
  await deps.events.transaction(async (tx, publish) => {
    const row = await lockTeam(tx, sql`t.id = ${teamId}`);
    if (!leads(row, caller.userId) && !isAdmin(caller))
      throw forbidden("Переименовать команду может её лидер или администратор");
    await tx.update(teams).set({ name }).where(eq(teams.id, teamId));
    if (row.chat_id !== null) await renameChat(tx, publish, Number(row.chat_id), name);
  });
  return teamView(deps, caller.userId, teamId);
}

/** The leader invites a member; they are told at once. */
export async function invite(
  deps: TeamDeps,
  caller: AuthContext,
  { teamId, memberId }: InputOf<typeof calls.inviteToTeam>,
): Promise<TeamInvitation> {
  // Cards are read outside the transaction: PGlite has one connection, which the transaction holds.
  const invitee = memberId === caller.userId ? undefined : await deps.accounts.publicUser(memberId);
  const { row, at } = await deps.events.transaction(async (tx, publish) => {
    const row = await lockTeam(tx, sql`t.id = ${teamId}`);
    if (!leads(row, caller.userId)) throw forbidden("Приглашать в команду может её лидер");
    if (memberId === caller.userId) throw fieldError("memberId", "Вы уже в команде");
    if (!invitee) throw notFound("Участник не найден");
    if (await isIn(tx, teamId, memberId)) throw new HttpError("CONFLICT", "Участник уже в команде");
    const [made] = await tx
      .insert(teamInvitations)
      .values({ teamId, memberId, invitedBy: caller.userId })
      .onConflictDoNothing()
      .returning({ createdAt: teamInvitations.createdAt });
    if (!made) throw new HttpError("CONFLICT", "Участник уже приглашён");
    await deps.notifier.notify(tx, publish, {
      recipient: memberId,
      type: "team",
      actorId: caller.userId,
      title: "Приглашение в команду",
      text: `${await nameOf(tx, caller.userId)} приглашает вас в команду «${row.name}»`,
      link: `/profile/${memberId}/teams`,
    });
    return { row, at: made.createdAt };
  });
  return invitationOf(deps, row, caller.userId, at);
}

/** The caller accepts their invitation: they join. Joined already (another tab): the team as it is. */
export async function accept(
  deps: TeamDeps,
  caller: AuthContext,
  { teamId }: InputOf<typeof calls.acceptTeamInvitation>,
): Promise<Team> {
  await deps.events.transaction(async (tx, publish) => {
    const row = await lockTeam(tx, sql`t.id = ${teamId}`);
    const [invited] = await tx
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.memberId, caller.userId)))
      .returning({ teamId: teamInvitations.teamId });
    if (invited) await joinIn(deps, tx, publish, row, caller.userId);
    else if (!(await isIn(tx, teamId, caller.userId))) throw notFound("Приглашения в эту команду у вас нет");
  });
  return teamView(deps, caller.userId, teamId);
}

/** The caller declines their invitation; nobody is told. */
export async function decline(
  deps: TeamDeps,
  caller: AuthContext,
  { teamId }: InputOf<typeof calls.declineTeamInvitation>,
): Promise<TeamCard> {
  const [invited] = await deps.db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.memberId, caller.userId)))
    .returning({ teamId: teamInvitations.teamId });
  if (!invited) throw notFound("Приглашения в эту команду у вас нет");
  const [row] = await teamRows(deps.db, sql`t.id = ${teamId}`);
  if (!row) throw notFound("Команда не найдена");
  return cardOf(deps, row);
}

/** The caller joins the team of the link `code`. */
export async function joinByLink(
  deps: TeamDeps,
  caller: AuthContext,
  { code }: InputOf<typeof calls.joinTeam>,
): Promise<Team> {
  const id = await deps.events.transaction(async (tx, publish) => {
    const row = await lockTeam(tx, sql`t.code = ${code}`, "Ссылка команды недействительна");
    await joinIn(deps, tx, publish, row, caller.userId);
    return Number(row.id);
  });
  return teamView(deps, caller.userId, id);
}

async function isIn(tx: Tx, teamId: number, memberId: number): Promise<boolean> {
  const [stay] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.teamId, teamId), eq(teamMembers.memberId, memberId), isNull(teamMembers.leftAt)),
    );
  return stay !== undefined;
}

/** Ends `memberId`'s stay in the team and takes them out of its chat; false when they were not in it. */
async function endStay(tx: Tx, publish: Publish, row: TeamRow, memberId: number): Promise<boolean> {
  const ended = await tx
    .update(teamMembers)
    .set({ leftAt: sql`now()` })
    .where(
      and(eq(teamMembers.teamId, row.id), eq(teamMembers.memberId, memberId), isNull(teamMembers.leftAt)),
    )
    .returning({ id: teamMembers.id });
  if (ended.length === 0) return false;
  if (row.chat_id !== null) await removeChatMember(tx, publish, Number(row.chat_id), memberId);
  return true;
}

/**
 * The caller leaves: a leader hands the team to the member in it longest (who is told); the last member
 * ends it with its chat. Answers the team as it is now, or null when it ended.
 */
export async function leave(
  deps: TeamDeps,
  caller: AuthContext,
  { teamId }: InputOf<typeof calls.leaveTeam>,
): Promise<Team | null> {
  const ended = await deps.events.transaction(async (tx, publish) => {
    const row = await lockTeam(tx, sql`t.id = ${teamId}`);
    if (!(await endStay(tx, publish, row, caller.userId))) throw notFound("Вы не в этой команде");
    const [next] = await rowsOf<{ member_id: number }>(
      tx,
      sql`select m.member_id from team_members m join users u on u.id = m.member_id
        where m.team_id = ${teamId} and m.left_at is null and u.deleted_at is null
        order by m.joined_at, m.id limit 1`,
    );
    if (!next) {
      if (row.chat_id !== null) await deleteChat(tx, publish, Number(row.chat_id));
      await tx.delete(teams).where(eq(teams.id, teamId));
      return true;
    }
    if (leads(row, caller.userId)) {
      const heir = Number(next.member_id);
      await tx.update(teams).set({ leaderId: heir }).where(eq(teams.id, teamId));
      await deps.notifier.notify(tx, publish, {
        recipient: heir,
        type: "team",
        actorId: caller.userId,
        title: "Вы — лидер команды",
        text: `${await nameOf(tx, caller.userId)} вышел(ла) из команды «${row.name}» и передал(а) её вам`,
        link: `/teams/${teamId}`,
      });
    }
    return false;
  });
  return ended ? null : teamView(deps, caller.userId, teamId);
}

/** The leader or an admin takes a member out, or withdraws their invitation. */
export async function remove(
  deps: TeamDeps,
  caller: AuthContext,
  { teamId, memberId }: InputOf<typeof calls.removeFromTeam>,
): Promise<Team> {
  await deps.events.transaction(async (tx, publish) => {
    const row = await lockTeam(tx, sql`t.id = ${teamId}`);
    if (!leads(row, caller.userId) && !isAdmin(caller))
      throw forbidden("Исключить из команды может её лидер или администратор");
    if (leads(row, memberId))
      throw new HttpError("CONFLICT", "Лидера нельзя исключить: он может выйти, передав команду");
    if (await endStay(tx, publish, row, memberId)) return;
    const withdrawn = await tx
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.memberId, memberId)))
      .returning({ teamId: teamInvitations.teamId });
    if (withdrawn.length === 0) throw notFound("Участник не в команде и не приглашён в неё");
  });
  return teamView(deps, caller.userId, teamId);
}
