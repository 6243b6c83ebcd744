import { sql } from "drizzle-orm";
import { RoleId } from "../../api/schema/user";
import type { OnConfirmed } from "../auth";
import type { Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Notifier } from "../notifications";
import type { Publish } from "../realtime/event-log";
import { enqueue, finishSponsorship, lockQueue, serveWaiting, startSponsorship } from "./queue";

type Notify = Pick<Notifier, "notify">;

/**
 * What a confirmed address brings (auth's `OnConfirmed`, composed in app.ts after the structure's join):
 * a newcomer invited by a live member with the sponsor role gets them as sponsor; anyone else joins the
 * waiting list, served at once if a sponsor has room. Confirming again changes nothing: a member who ever
 * had a sponsor, or waits, is left as they are.
 */
export function sponsorOnConfirm(notifier: Notify): OnConfirmed {
  return async (tx, publish, userId) => {
    await lockQueue(tx);
    const [known] = await rowsOf<{ yes: boolean }>(
      tx,
      sql`select exists (select 1 from sponsorships where ward_id = ${userId})
        or exists (select 1 from sponsor_waitlist where member_id = ${userId}) as yes`,
    );
    if (known?.yes) return;
    const [invited] = await rowsOf<{ sponsor_id: number | null }>(
      tx,
      sql`select r.id as sponsor_id from users n
        join users r on r.id = n.referrer_id and r.deleted_at is null and r.id <> n.id
        join user_roles ur on ur.user_id = r.id and ur.role_id = ${RoleId.sponsor}
        where n.id = ${userId}`,
    );
    if (invited?.sponsor_id != null) {
      await startSponsorship(tx, publish, notifier, Number(invited.sponsor_id), userId, "link");
      return;
    }
    await enqueue(tx, userId);
    await serveWaiting(tx, publish, notifier);
  };
}

/**
 * What an account's deletion takes (users' `OnDeleted`, composed in app.ts after the structure's): they
 * leave the waiting list and the queue; their sponsorship as a ward ends (their sponsor is told), and so
 * does every one of theirs as a sponsor — those wards go back to the waiting list and are served at once.
 */
export function sponsorsOnDeleted(notifier: Notify) {
  return async (tx: Tx, publish: Publish, userId: number): Promise<void> => {
    await lockQueue(tx);
    await tx.execute(sql`delete from sponsor_waitlist where member_id = ${userId}`);
    await tx.execute(sql`delete from auto_sponsors where member_id = ${userId}`);
    const active = await rowsOf<{ id: number; sponsor_id: number; ward_id: number }>(
      tx,
      sql`select id, sponsor_id, ward_id from sponsorships
        where ended_at is null and (ward_id = ${userId} or sponsor_id = ${userId}) order by id for update`,
    );
    for (const row of active) {
      const ended = {
        ...row,
        sponsor_id: Number(row.sponsor_id),
        ward_id: Number(row.ward_id),
        ended_at: null,
      };
      await finishSponsorship(tx, publish, notifier, ended, "deleted", null, userId);
    }
    await serveWaiting(tx, publish, notifier);
  };
}
