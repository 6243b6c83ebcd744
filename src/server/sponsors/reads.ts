import { type SQL, sql } from "drizzle-orm";
import { newestSponsorships, sponsorshipPageSize } from "../../api/endpoints/sponsors";
import type {
  AutoSponsor,
  AutoSponsorsPage,
  CurrentSponsor,
  SponsorCard,
  SponsorCardsPage,
  Sponsorship,
  SponsorshipEndReason,
  SponsorshipSource,
  SponsorshipsPage,
  SponsorsProfile,
} from "../../api/schema/sponsors";
import { RoleId } from "../../api/schema/user";
import type { Db, Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Accounts } from "../http/accounts";
import type { AuthContext } from "../http/caller";
import { forbidden } from "../http/http-error";
import { shownMember } from "../users";

// What the sponsors' calls show; who may see what is in the contract (src/api/endpoints/sponsors.ts).

type Deps = { readonly db: Db; readonly accounts: Accounts };

export const isAdmin = (auth: Pick<AuthContext, "roleIds"> | undefined) =>
  auth?.roleIds.includes(RoleId.admin) ?? false;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

interface SponsorshipRow {
  readonly id: number;
  readonly sponsor_id: number;
  readonly ward_id: number;
  readonly source: SponsorshipSource;
  readonly started_at: Date | string;
  readonly ended_at: Date | string | null;
  readonly end_reason: SponsorshipEndReason | null;
  readonly count?: number;
}

const columns = sql`s.id, s.sponsor_id, s.ward_id, s.source, s.started_at, s.ended_at, s.end_reason`;

/** Rows with both members' cards; a row whose sponsor or ward is gone (a deleted account) is left out. */
async function withCards(deps: Deps, rows: readonly SponsorshipRow[]): Promise<Sponsorship[]> {
  const cards = await Promise.all(
    rows.map((row) =>
      Promise.all([
        deps.accounts.publicUser(Number(row.sponsor_id)),
        deps.accounts.publicUser(Number(row.ward_id)),
      ]),
    ),
  );
  return rows.flatMap((row, index) => {
    const [sponsor, ward] = cards[index] ?? [];
    if (!sponsor || !ward) return [];
    return [
      {
        id: Number(row.id),
        sponsor,
        ward,
        source: row.source,
        startedAt: iso(row.started_at),
        endedAt: row.ended_at === null ? null : iso(row.ended_at),
        endReason: row.end_reason,
      },
    ];
  });
}

async function sponsorships(deps: Deps, where: SQL, page?: number): Promise<SponsorshipsPage> {
  const offset = ((page ?? 1) - 1) * sponsorshipPageSize;
  const rows = await rowsOf<SponsorshipRow>(
    deps.db,
    sql`select ${columns}, count(*) over ()::int as count from sponsorships s where ${where}
      order by s.started_at desc, s.id desc limit ${sponsorshipPageSize} offset ${offset}`,
  );
  const count = rows[0]?.count ?? (offset === 0 ? 0 : await countOf(deps, where));
  return { count: Number(count), rows: await withCards(deps, rows) };
}

async function countOf(deps: Deps, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    deps.db,
    sql`select count(*)::int as count from sponsorships s where ${where}`,
  );
  return Number(row?.count ?? 0);
}

async function activeOf(db: Db | Tx, wardId: number): Promise<SponsorshipRow | undefined> {
  const [row] = await rowsOf<SponsorshipRow>(
    db,
    sql`select ${columns} from sponsorships s where s.ward_id = ${wardId} and s.ended_at is null`,
  );
  return row;
}

async function isWaiting(db: Db, memberId: number): Promise<boolean> {
  const [row] = await rowsOf<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from sponsor_waitlist where member_id = ${memberId}) as yes`,
  );
  return row?.yes === true;
}

/** A member's sponsorship for their profile: the figures for anyone, the rest for whom it concerns. */
export async function profileOf(
  deps: Deps,
  auth: AuthContext | undefined,
  memberId: number,
  page?: number,
): Promise<SponsorsProfile> {
  const caller = auth?.userId ?? 0;
  const open = caller === memberId || isAdmin(auth);
  const [figures] = await rowsOf<{ is_sponsor: boolean; active: number }>(
    deps.db,
    sql`select exists (select 1 from user_roles where user_id = ${memberId} and role_id = ${RoleId.sponsor}) as is_sponsor,
      (select count(*)::int from sponsorships where sponsor_id = ${memberId} and ended_at is null) as active`,
  );
  const current = await activeOf(deps.db, memberId);
  const seesCurrent = current && (open || Number(current.sponsor_id) === caller);
  const history = await rowsOf<SponsorshipRow>(
    deps.db,
    sql`select ${columns} from sponsorships s where s.ward_id = ${memberId} and s.ended_at is not null
      ${open ? sql`` : sql`and s.sponsor_id = ${caller}`} order by s.ended_at desc, s.id desc limit 50`,
  );
  const wards = await sponsorships(
    deps,
    sql`s.sponsor_id = ${memberId} and s.ended_at is null ${open ? sql`` : sql`and s.ward_id = ${caller}`}`,
    page,
  );
  return {
    userId: memberId,
    isSponsor: figures?.is_sponsor === true,
    activeWards: Number(figures?.active ?? 0),
    open,
    sponsor: seesCurrent ? ((await withCards(deps, [current]))[0] ?? null) : null,
    waiting: open && (await isWaiting(deps.db, memberId)),
    history: await withCards(deps, history),
    wards,
  };
}

/** Member `memberId`'s sponsor now: theirs, their sponsor's, admins'; 403 for anyone else. */
export async function currentOf(deps: Deps, auth: AuthContext, memberId: number): Promise<CurrentSponsor> {
  const current = await activeOf(deps.db, memberId);
  const sees = auth.userId === memberId || isAdmin(auth) || Number(current?.sponsor_id) === auth.userId;
  if (!sees) throw forbidden("Спонсора участника видят он сам, его спонсор и администраторы");
  return {
    sponsorship: current ? ((await withCards(deps, [current]))[0] ?? null) : null,
    waiting: await isWaiting(deps.db, memberId),
  };
}

/** One sponsorship by id, with its cards. */
export async function sponsorshipById(deps: Deps, id: number): Promise<Sponsorship | undefined> {
  const rows = await rowsOf<SponsorshipRow>(
    deps.db,
    sql`select ${columns} from sponsorships s where s.id = ${id}`,
  );
  return (await withCards(deps, rows))[0];
}

/** The caller's newest wards, active or ended. */
export async function newestOf(deps: Deps, sponsorId: number): Promise<Sponsorship[]> {
  const rows = await rowsOf<SponsorshipRow>(
    deps.db,
    sql`select ${columns} from sponsorships s where s.sponsor_id = ${sponsorId}
      order by s.started_at desc, s.id desc limit ${newestSponsorships}`,
  );
  return withCards(deps, rows);
}

/** Admins' page of every sponsorship. */
export function adminPage(
  deps: Deps,
  input: { page: number; sponsorId?: number; wardId?: number; state?: "active" | "ended" | "all" },
): Promise<SponsorshipsPage> {
  const where = sql.join(
    [
      sql`true`,
      ...(input.sponsorId ? [sql`s.sponsor_id = ${input.sponsorId}`] : []),
      ...(input.wardId ? [sql`s.ward_id = ${input.wardId}`] : []),
      ...(input.state === "active" ? [sql`s.ended_at is null`] : []),
      ...(input.state === "ended" ? [sql`s.ended_at is not null`] : []),
    ],
    sql` and `,
  );
  return sponsorships(deps, where, input.page);
}

/** Live members with the sponsor role and their wards now: `u` and `active`. */
const sponsorsWithWards = sql`from users u
  join user_roles r on r.user_id = u.id and r.role_id = ${RoleId.sponsor}
  cross join lateral (select count(*)::int as active from sponsorships s
    where s.sponsor_id = u.id and s.ended_at is null) w
  where ${shownMember}`;

async function cards(
  deps: Deps,
  rows: ReadonlyArray<{ id: number; active: number }>,
): Promise<SponsorCard[]> {
  const users = await Promise.all(rows.map((row) => deps.accounts.publicUser(Number(row.id))));
  return rows.flatMap((row, index) => {
    const user = users[index];
    return user ? [{ user, activeWards: Number(row.active) }] : [];
  });
}

/** Page `page` of the sponsors, oldest members first. */
export async function sponsorsPage(deps: Deps, page: number): Promise<SponsorCardsPage> {
  const rows = await rowsOf<{ id: number; active: number; count: number }>(
    deps.db,
    sql`select u.id, w.active, count(*) over ()::int as count ${sponsorsWithWards}
      order by u.id limit ${sponsorshipPageSize} offset ${(page - 1) * sponsorshipPageSize}`,
  );
  const [total] =
    rows.length > 0
      ? [rows[0]]
      : await rowsOf<{ count: number }>(deps.db, sql`select count(*)::int as count ${sponsorsWithWards}`);
  return { count: Number(total?.count ?? 0), rows: await cards(deps, rows) };
}

/** Sponsors by their wards now, most first. */
export async function sponsorLeaders(deps: Deps, amount = 10): Promise<SponsorCard[]> {
  const rows = await rowsOf<{ id: number; active: number }>(
    deps.db,
    sql`select u.id, w.active ${sponsorsWithWards} order by w.active desc, u.id limit ${amount}`,
  );
  return cards(deps, rows);
}

interface AutoSponsorRow {
  readonly member_id: number;
  readonly max_active: number;
  readonly max_per_day: number;
  readonly weight: number;
  readonly enabled: boolean;
  readonly created_at: Date | string;
  readonly active: number;
  readonly last_day: number;
  readonly count?: number;
}

const autoSponsorColumns = sql`a.member_id, a.max_active, a.max_per_day, a.weight, a.enabled, a.created_at,
  (select count(*)::int from sponsorships s where s.sponsor_id = a.member_id and s.ended_at is null) as active,
  (select count(*)::int from sponsorships s
    where s.sponsor_id = a.member_id and s.started_at > now() - interval '1 day') as last_day`;

async function entries(deps: Deps, rows: readonly AutoSponsorRow[]): Promise<AutoSponsor[]> {
  const users = await Promise.all(rows.map((row) => deps.accounts.publicUser(Number(row.member_id))));
  return rows.flatMap((row, index) => {
    const user = users[index];
    if (!user) return [];
    return [
      {
        user,
        maxActive: row.max_active,
        maxPerDay: row.max_per_day,
        weight: row.weight,
        enabled: row.enabled,
        activeWards: Number(row.active),
        lastDayWards: Number(row.last_day),
        createdAt: iso(row.created_at),
      },
    ];
  });
}

/** One entry of the queue, if enrolled. */
export async function autoSponsorOf(
  deps: Deps,
  db: Db | Tx,
  memberId: number,
): Promise<AutoSponsor | undefined> {
  const rows = await rowsOf<AutoSponsorRow>(
    db,
    sql`select ${autoSponsorColumns} from auto_sponsors a where a.member_id = ${memberId}`,
  );
  return (await entries(deps, rows))[0];
}

/** Page `page` of the queue: admins every entry, anyone else their own. */
export async function autoSponsorsPage(
  deps: Deps,
  auth: AuthContext,
  page: number,
): Promise<AutoSponsorsPage> {
  const where = isAdmin(auth) ? sql`true` : sql`a.member_id = ${auth.userId}`;
  const rows = await rowsOf<AutoSponsorRow>(
    deps.db,
    sql`select ${autoSponsorColumns}, count(*) over ()::int as count from auto_sponsors a where ${where}
      order by a.member_id limit ${sponsorshipPageSize} offset ${(page - 1) * sponsorshipPageSize}`,
  );
  const [total] =
    rows.length > 0
      ? [rows[0]]
      : await rowsOf<{ count: number }>(
          deps.db,
          sql`select count(*)::int as count from auto_sponsors a where ${where}`,
        );
  return { count: Number(total?.count ?? 0), rows: await entries(deps, rows) };
}
