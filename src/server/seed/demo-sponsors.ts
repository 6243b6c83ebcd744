import { sql } from "drizzle-orm";
import type { Tx } from "../db/connect";

/** A demo member's id by login. */
const idIn = (idOf: ReadonlyMap<string, number>, login: string) => {
  const id = idOf.get(`${login}@demo.mir.local`);
  if (id === undefined) throw new Error(`Демо-участник ${login} не создан`);
  return id;
};

/**
 * The demo's sponsors (issue 30): Mikhail and Olga are in the auto-sponsor queue, each full — Mikhail looks
 * after Alexey (who came through his link) and Maria (from the queue), Olga after Dmitry — so Igor, who
 * joined yesterday, waits for a place. Written as rows, as the other demo data: a first start tells nobody.
 */
export async function seedDemoSponsors(tx: Tx, idOf: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const id = (login: string) => idIn(idOf, login);
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const [mikhail, olga] = [id("mikhail.popov"), id("olga.sokolova")];
  // Passes as the queue would have left them: a ward given adds 1 000 000 / weight.
  await tx.execute(sql`insert into auto_sponsors (member_id, max_active, max_per_day, weight, enabled, pass, created_at)
    values (${mikhail}, 2, 3, 2, true, 500000, ${daysAgo(60)}), (${olga}, 1, 3, 1, true, 1000000, ${daysAgo(39)})`);
  const wards: ReadonlyArray<[number, string, "link" | "queue", number]> = [
    [mikhail, "aleksey.lebedev", "link", 23],
    [mikhail, "maria.novikova", "queue", 9],
    [olga, "dmitry.ivanov", "queue", 30],
  ];
  for (const [sponsor, ward, source, days] of wards)
    await tx.execute(sql`insert into sponsorships (sponsor_id, ward_id, source, started_at)
      values (${sponsor}, ${id(ward)}, ${source}, ${daysAgo(days)})`);
  await tx.execute(
    sql`insert into sponsor_waitlist (member_id, since) values (${id("igor.belov")}, ${daysAgo(1)})`,
  );
}
