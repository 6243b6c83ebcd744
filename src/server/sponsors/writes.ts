import { sql } from "drizzle-orm";
import { autoSponsorDefaults } from "../../api/endpoints/sponsors";
import type { AutoSponsorSettings, SponsorshipEndReason } from "../../api/schema/sponsors";
import { RoleId } from "../../api/schema/user";
import type { Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { AuthContext } from "../http/caller";
import { forbidden, HttpError, notFound } from "../http/http-error";
import type { Notifier } from "../notifications";
import type { Publish } from "../realtime/event-log";
import { catchUp, finishSponsorship, lockQueue, serveWaiting, sponsorshipRow } from "./queue";
import { isAdmin } from "./reads";

// The calls that change the queue: each in one transaction holding the queue's lock, the waiting list
// served before it commits (a place freed, a limit raised, a sponsor switched on).

type Notify = Pick<Notifier, "notify">;

/** Only the member themself or an admin changes their queue entry. */
export function mustBeSelfOrAdmin(auth: AuthContext, memberId: number): void {
  if (auth.userId !== memberId && !isAdmin(auth))
    throw forbidden("Менять место в очереди может сам спонсор или администратор");
}

/** Ends sponsorship `id` as its ward, its sponsor or an admin; serves the waiting. */
export async function endAs(
  tx: Tx,
  publish: Publish,
  notifier: Notify,
  auth: AuthContext,
  id: number,
): Promise<void> {
  await lockQueue(tx);
  const row = await sponsorshipRow(tx, id);
  if (!row) throw notFound("Спонсорство не найдено");
  const reason: SponsorshipEndReason | undefined =
    row.ward_id === auth.userId
      ? "ward"
      : row.sponsor_id === auth.userId
        ? "sponsor"
        : isAdmin(auth)
          ? "admin"
          : undefined;
  if (!reason) throw forbidden("Завершить спонсорство могут подопечный, спонсор или администратор");
  if (row.ended_at !== null) throw new HttpError("CONFLICT", "Спонсорство уже завершено");
  await finishSponsorship(tx, publish, notifier, row, reason, auth.userId);
  await serveWaiting(tx, publish, notifier);
}

/** Enrols a live member with the sponsor role; 404 no such member, 409 no sponsor role or enrolled. */
export async function enrol(
  tx: Tx,
  publish: Publish,
  notifier: Notify,
  memberId: number,
  settings: AutoSponsorSettings,
): Promise<void> {
  await lockQueue(tx);
  const [member] = await rowsOf<{ sponsor: boolean; enrolled: boolean }>(
    tx,
    sql`select exists (select 1 from user_roles where user_id = u.id and role_id = ${RoleId.sponsor}) as sponsor,
      exists (select 1 from auto_sponsors where member_id = u.id) as enrolled
      from users u where u.id = ${memberId} and u.deleted_at is null and u.email_verified_at is not null`,
  );
  if (!member) throw notFound("Участник не найден");
  if (!member.sponsor) throw new HttpError("CONFLICT", "В очередь встают только участники с ролью спонсора");
  if (member.enrolled) throw new HttpError("CONFLICT", "Участник уже в очереди");
  const value = { ...autoSponsorDefaults, ...settings };
  await tx.execute(sql`insert into auto_sponsors (member_id, max_active, max_per_day, weight, enabled)
    values (${memberId}, ${value.maxActive}, ${value.maxPerDay}, ${value.weight}, ${value.enabled})`);
  await catchUp(tx, memberId);
  await serveWaiting(tx, publish, notifier);
}

/** Changes an entry's settings; 404 not enrolled. Switching on catches the pass up. */
export async function change(
  tx: Tx,
  publish: Publish,
  notifier: Notify,
  memberId: number,
  settings: AutoSponsorSettings,
): Promise<void> {
  await lockQueue(tx);
  const [before] = await rowsOf<{ enabled: boolean }>(
    tx,
    sql`select enabled from auto_sponsors where member_id = ${memberId} for update`,
  );
  if (!before) throw notFound("Участника нет в очереди");
  await tx.execute(sql`update auto_sponsors set
    max_active = coalesce(${settings.maxActive ?? null}::int, max_active),
    max_per_day = coalesce(${settings.maxPerDay ?? null}::int, max_per_day),
    weight = coalesce(${settings.weight ?? null}::int, weight),
    enabled = coalesce(${settings.enabled ?? null}::boolean, enabled)
    where member_id = ${memberId}`);
  if (!before.enabled && settings.enabled === true) await catchUp(tx, memberId);
  await serveWaiting(tx, publish, notifier);
}

/** Takes an entry out of the queue; 404 not enrolled. Their wards stay. */
export async function leave(tx: Tx, memberId: number): Promise<void> {
  await lockQueue(tx);
  const removed = await rowsOf<{ member_id: number }>(
    tx,
    sql`delete from auto_sponsors where member_id = ${memberId} returning member_id`,
  );
  if (removed.length === 0) throw notFound("Участника нет в очереди");
}
