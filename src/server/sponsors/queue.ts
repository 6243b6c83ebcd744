import { type SQL, sql } from "drizzle-orm";
import type { SponsorshipEndReason, SponsorshipSource } from "../../api/schema/sponsors";
import { RoleId } from "../../api/schema/user";
import type { Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Notifier } from "../notifications";
import type { Publish } from "../realtime/event-log";

// The auto-sponsor queue's writes: a sponsorship begun or ended, the waiting list served. The rules are in
// the contract (src/api/endpoints/sponsors.ts).

/**
 * Every change of the queue holds this lock until its transaction ends: choosing a sponsor reads every
 * sponsor's counts and the waiting list together, so two choices at once could both take the last free
 * place (row locks on the chosen sponsor would not see the per-day count another transaction is about to
 * raise). Registrations are few next to reads, so one point of order costs little. Taken after the
 * structure's lock wherever both are (confirmation, deletion): no deadlock.
 */
const queueLock = sql`7340006, 0`;

export async function lockQueue(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${queueLock})`);
}

/** A sponsor's pass grows by this over their weight for each ward the queue gives them (stride scheduling). */
const stride = 1_000_000;

/** How many waiting members one change serves at most (the rest: at the next change). */
const servedAtOnce = 500;

type Notify = Pick<Notifier, "notify">;

/** Live members with the sponsor role: `a.member_id` is theirs. */
const liveSponsor = sql`exists (select 1 from users u where u.id = a.member_id and u.deleted_at is null)
  and exists (select 1 from user_roles r where r.user_id = a.member_id and r.role_id = ${RoleId.sponsor})`;

/** Enabled queue entries `a` with room under both limits. */
const hasRoom = sql`a.enabled and ${liveSponsor}
  and (select count(*) from sponsorships s where s.sponsor_id = a.member_id and s.ended_at is null) < a.max_active
  and (select count(*) from sponsorships s
    where s.sponsor_id = a.member_id and s.started_at > now() - interval '1 day') < a.max_per_day`;

/** The next sponsor for `wardId` (never themselves, never one whose sponsorship with them ended), if any. */
async function nextSponsor(tx: Tx, wardId?: number): Promise<number | undefined> {
  const forWard: SQL = wardId
    ? sql`and a.member_id <> ${wardId}
      and not exists (select 1 from sponsorships p where p.ward_id = ${wardId} and p.sponsor_id = a.member_id)`
    : sql``;
  const [row] = await rowsOf<{ member_id: number }>(
    tx,
    sql`select a.member_id from auto_sponsors a where ${hasRoom} ${forWard} order by a.pass, a.member_id limit 1`,
  );
  return row && Number(row.member_id);
}

/**
 * A sponsor who enrols or switches on starts at the lowest pass of those with room (or keeps theirs when
 * higher): a pause earns no burst of newcomers, and joining late takes no turn from the others.
 */
export async function catchUp(tx: Tx, memberId: number): Promise<void> {
  await tx.execute(sql`update auto_sponsors set pass = greatest(pass, coalesce(
      (select min(a.pass) from auto_sponsors a where a.member_id <> ${memberId} and ${hasRoom}), pass))
    where member_id = ${memberId}`);
}

async function namesOf(tx: Tx, ...ids: number[]): Promise<Map<number, string>> {
  const rows = await rowsOf<{ id: number; name: string }>(
    tx,
    sql`select id, name from users where id = any(${sql.param(ids)}::int[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/** Begins a sponsorship and tells both: the event, and a notification each. Answers its id. */
export async function startSponsorship(
  tx: Tx,
  publish: Publish,
  notifier: Notify,
  sponsorId: number,
  wardId: number,
  source: SponsorshipSource,
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into sponsorships (sponsor_id, ward_id, source) values (${sponsorId}, ${wardId}, ${source})
      returning id`,
  );
  const sponsorshipId = Number(row?.id);
  await tx.execute(sql`delete from sponsor_waitlist where member_id = ${wardId}`);
  publish([sponsorId, wardId], {
    type: "sponsorship",
    action: "assign",
    payload: { sponsorshipId, sponsorId, wardId },
  });
  const names = await namesOf(tx, sponsorId, wardId);
  await notifier.notify(tx, publish, {
    recipient: sponsorId,
    type: "sponsorship",
    actorId: wardId,
    title: "Новый подопечный",
    text: `Теперь вы спонсор участника ${names.get(wardId) ?? ""}: поприветствуйте его`,
    link: `/profile/${sponsorId}/sponsorship`,
  });
  await notifier.notify(tx, publish, {
    recipient: wardId,
    type: "sponsorship",
    actorId: sponsorId,
    title: "У вас есть спонсор",
    text: `Ваш спонсор — ${names.get(sponsorId) ?? ""}: он поможет освоиться в МИРе`,
    link: `/profile/${wardId}/sponsorship`,
  });
  return sponsorshipId;
}

/** Puts a member at the end of the waiting list (where they stay if already in it). */
export async function enqueue(tx: Tx, memberId: number): Promise<void> {
  await tx.execute(sql`insert into sponsor_waitlist (member_id) values (${memberId}) on conflict do nothing`);
}

/**
 * Serves the waiting list, oldest first, while any sponsor has room: each waiting member gets the next
 * sponsor in the queue. The caller holds {@link lockQueue}.
 */
export async function serveWaiting(tx: Tx, publish: Publish, notifier: Notify): Promise<void> {
  const waiting = await rowsOf<{ member_id: number }>(
    tx,
    sql`select w.member_id from sponsor_waitlist w join users u on u.id = w.member_id and u.deleted_at is null
      order by w.since, w.member_id limit ${servedAtOnce}`,
  );
  for (const { member_id } of waiting) {
    const wardId = Number(member_id);
    const sponsorId = await nextSponsor(tx, wardId);
    if (sponsorId === undefined) {
      // Nobody has room at all: the rest wait too. Else only this one's former sponsors have: next.
      if ((await nextSponsor(tx)) === undefined) return;
      continue;
    }
    await tx.execute(
      sql`update auto_sponsors set pass = pass + ${stride} / weight where member_id = ${sponsorId}`,
    );
    await startSponsorship(tx, publish, notifier, sponsorId, wardId, "queue");
  }
}

/** The active sponsorship of a ward, locked. */
interface ActiveRow {
  readonly id: number;
  readonly sponsor_id: number;
  readonly ward_id: number;
  readonly ended_at: Date | string | null;
}

export async function sponsorshipRow(tx: Tx, id: number): Promise<ActiveRow | undefined> {
  const [row] = await rowsOf<ActiveRow>(
    tx,
    sql`select id, sponsor_id, ward_id, ended_at from sponsorships where id = ${id} for update`,
  );
  return row && { ...row, sponsor_id: Number(row.sponsor_id), ward_id: Number(row.ward_id) };
}

/** What each side is told of an end (the one who ended it is not told). */
const endTexts: Record<SponsorshipEndReason, { sponsor: string; ward: string }> = {
  ward: { sponsor: "Подопечный завершил спонсорство", ward: "" },
  sponsor: { sponsor: "", ward: "Спонсор завершил спонсорство. Мы подберём вам нового спонсора" },
  admin: {
    sponsor: "Администратор завершил ваше спонсорство",
    ward: "Администратор завершил ваше спонсорство. Мы подберём вам нового спонсора",
  },
  deleted: {
    sponsor: "Подопечный удалил аккаунт",
    ward: "Ваш спонсор удалил аккаунт. Мы подберём вам нового спонсора",
  },
};

/**
 * Ends an active sponsorship (the caller holds {@link lockQueue} and checked it is active): the event to
 * both (not to an account being deleted), a notification to the other side of whoever ended it. The ward goes back to the end of the waiting list unless
 * it is their account that goes; the waiting are served by the caller.
 */
export async function finishSponsorship(
  tx: Tx,
  publish: Publish,
  notifier: Notify,
  row: ActiveRow,
  reason: SponsorshipEndReason,
  endedBy: number | null,
  deletedId?: number,
): Promise<void> {
  await tx.execute(sql`update sponsorships set ended_at = now(), ended_by = ${endedBy}, end_reason = ${reason}
    where id = ${row.id}`);
  const sponsorId = row.sponsor_id;
  const wardId = row.ward_id;
  const told = [sponsorId, wardId].filter((id) => id !== deletedId);
  publish(told, {
    type: "sponsorship",
    action: "end",
    payload: { sponsorshipId: row.id, sponsorId, wardId },
  });
  for (const recipient of told) {
    if (recipient === endedBy) continue;
    const other = recipient === sponsorId ? wardId : sponsorId;
    await notifier.notify(tx, publish, {
      recipient,
      type: "sponsorship",
      ...(reason === "ward" || reason === "sponsor" ? { actorId: other } : {}),
      title: "Спонсорство завершено",
      text: endTexts[reason][recipient === sponsorId ? "sponsor" : "ward"],
      link: `/profile/${recipient}/sponsorship`,
    });
  }
  if (wardId !== deletedId) await enqueue(tx, wardId);
}
