import { type SQL, sql } from "drizzle-orm";
import { franchiseHoldersPageSize } from "../../api/endpoints/structure";
import type {
  Franchise,
  FranchiseHolder,
  FranchiseHoldersPage,
  TerritoryKind,
} from "../../api/schema/structure";
import type { Db, Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Accounts } from "../http/accounts";
import { HttpError, notFound } from "../http/http-error";
import type { Notifier } from "../notifications";
import type { EventLog } from "../realtime/event-log";
import { shownMember } from "../users";

// Franchises (issue 29; the rules: src/api/endpoints/structure.ts): granted and revoked by administrators,
// listed by holder, and the `franleaders` board — holders by the size of their referral structure, which
// `referral_counts` already keeps per level.

type Deps = { readonly db: Db; readonly accounts: Accounts };

/** Grants and revocations take it alone: «is this franchise held there?» and the insert are one step. */
const franchiseLock = sql`7340006, 0`;

interface FranchiseRow {
  readonly id: number;
  readonly holder_id: number;
  readonly name: string;
  readonly territory: string;
  readonly territory_kind: TerritoryKind;
  readonly granted_at: Date | string;
}

const franchiseColumns = sql`id, holder_id, name, territory, territory_kind, granted_at`;

const franchiseOf = (row: FranchiseRow): Franchise => ({
  id: Number(row.id),
  holderId: Number(row.holder_id),
  name: row.name,
  territory: row.territory,
  territoryKind: row.territory_kind,
  grantedAt: (row.granted_at instanceof Date ? row.granted_at : new Date(row.granted_at)).toISOString(),
});

/** The franchises each of `holderIds` holds, the newest first. */
async function heldBy(db: Db | Tx, holderIds: readonly number[]): Promise<Map<number, Franchise[]>> {
  const held = new Map<number, Franchise[]>(holderIds.map((id) => [id, []]));
  if (holderIds.length === 0) return held;
  const rows = await rowsOf<FranchiseRow>(
    db,
    sql`select ${franchiseColumns} from franchises
      where holder_id = any(${sql.param([...holderIds])}::int[]) and revoked_at is null
      order by granted_at desc, id desc`,
  );
  for (const row of rows) held.get(Number(row.holder_id))?.push(franchiseOf(row));
  return held;
}

/** The franchises member `id` holds, the newest first. */
export async function franchisesOf(db: Db, id: number): Promise<Franchise[]> {
  return (await heldBy(db, [id])).get(id) ?? [];
}

/** Every level of each member's structure together, as column `total` (`h.id` is the member). */
const structureTotal = sql`coalesce((select sum(members) from referral_counts c where c.member_id = h.id), 0)::int as total`;

/** Holders as the lists show them, in the order of `rows`: their cards, franchises and structure's size. */
async function holders(
  deps: Deps,
  rows: ReadonlyArray<{ id: number; total: number }>,
): Promise<FranchiseHolder[]> {
  const ids = rows.map((row) => Number(row.id));
  const [cards, held] = await Promise.all([
    Promise.all(ids.map((id) => deps.accounts.publicUser(id))),
    heldBy(deps.db, ids),
  ]);
  return rows.flatMap((row, index) => {
    const user = cards[index];
    return user ? [{ user, franchises: held.get(user.id) ?? [], total: Number(row.total) }] : [];
  });
}

/** The live members who hold a franchise, as `h(id)`. */
const liveHolders: SQL = sql`(select distinct f.holder_id as id from franchises f join users u on u.id = f.holder_id
  where f.revoked_at is null and ${shownMember}) h`;

/** The `franleaders` board: holders by their structure's size, ties by member id. */
export async function franchiseLeaders(
  deps: Deps,
  { amount = 10, order = "desc" }: { amount?: number; order?: "asc" | "desc" },
): Promise<FranchiseHolder[]> {
  const direction = order === "asc" ? sql`asc` : sql`desc`;
  const rows = await rowsOf<{ id: number; total: number }>(
    deps.db,
    sql`select h.id, ${structureTotal} from ${liveHolders} order by total ${direction}, h.id limit ${amount}`,
  );
  return holders(deps, rows);
}

/** The administrators' list: every holder, the one granted most recently first. */
export async function franchiseHolders(deps: Deps, page = 1): Promise<FranchiseHoldersPage> {
  const limit = franchiseHoldersPageSize;
  const rows = await rowsOf<{ id: number; total: number; count: number }>(
    deps.db,
    sql`select h.id, ${structureTotal}, count(*) over ()::int as count
      from ${liveHolders}
      order by (select max(granted_at) from franchises f where f.holder_id = h.id and f.revoked_at is null) desc, h.id
      limit ${limit} offset ${(page - 1) * limit}`,
  );
  const count = rows[0]
    ? Number(rows[0].count)
    : Number(
        (await rowsOf<{ count: number }>(deps.db, sql`select count(*)::int as count from ${liveHolders}`))[0]
          ?.count ?? 0,
      );
  return { count, rows: await holders(deps, rows) };
}

/**
 * One holder as the lists show them, read after the change committed (PGlite is one connection: a read
 * outside the transaction would wait for it).
 */
async function holderOf(deps: Deps, id: number): Promise<FranchiseHolder> {
  const rows = await rowsOf<{ id: number; total: number }>(
    deps.db,
    sql`select h.id, ${structureTotal} from (select ${id}::int as id) h`,
  );
  const [holder] = await holders(deps, rows);
  if (!holder) throw notFound("Участник не найден");
  return holder;
}

const kindWords: Record<TerritoryKind, string> = { city: "город", region: "регион" };
/** «Кофейня МИР» (город Москва): how a notification names a franchise. */
const named = (franchise: { name: string; territory: string; territoryKind: TerritoryKind }) =>
  `«${franchise.name}» (${kindWords[franchise.territoryKind]} ${franchise.territory})`;

/** What a grant or a revocation needs: the cards, where the holder's notification is published, the notifier. */
export type FranchiseDeps = Deps & { readonly events: EventLog; readonly notifier: Pick<Notifier, "notify"> };

/** A grant: the franchise, and the holder told. Refused: a member nobody may see (404), a franchise held (409). */
export async function grantFranchise(
  deps: FranchiseDeps,
  adminId: number,
  input: { userId: number; name: string; territory: string; territoryKind: TerritoryKind },
): Promise<FranchiseHolder> {
  if (!(await deps.accounts.publicUser(input.userId))) throw notFound("Участник не найден");
  await deps.events.transaction(async (tx, publish) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${franchiseLock})`);
    const [held] = await rowsOf<{ id: number }>(
      tx,
      sql`select id from franchises where revoked_at is null and lower(name) = lower(${input.name})
        and lower(territory) = lower(${input.territory}) and territory_kind = ${input.territoryKind}`,
    );
    if (held) throw new HttpError("CONFLICT", "Эта франшиза на этой территории уже выдана");
    await tx.execute(sql`insert into franchises (holder_id, name, territory, territory_kind, granted_by)
      values (${input.userId}, ${input.name}, ${input.territory}, ${input.territoryKind}, ${adminId})`);
    await deps.notifier.notify(tx, publish, {
      recipient: input.userId,
      type: "system",
      title: "Вам выдана франшиза",
      text: `Администрация выдала вам франшизу ${named(input)}`,
      link: `/profile/${input.userId}/referrals`,
    });
  });
  return holderOf(deps, input.userId);
}

/** A revocation: the franchise ends (its row stays, with who ended it), and the holder is told. */
export async function revokeFranchise(
  deps: FranchiseDeps,
  adminId: number,
  id: number,
): Promise<FranchiseHolder> {
  const holderId = await deps.events.transaction(async (tx, publish) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${franchiseLock})`);
    const [row] = await rowsOf<FranchiseRow>(
      tx,
      sql`update franchises set revoked_at = now(), revoked_by = ${adminId}
        where id = ${id} and revoked_at is null returning ${franchiseColumns}`,
    );
    if (!row) throw notFound("Такой действующей франшизы нет");
    const franchise = franchiseOf(row);
    await deps.notifier.notify(tx, publish, {
      recipient: franchise.holderId,
      type: "system",
      title: "Франшиза отозвана",
      text: `Администрация отозвала вашу франшизу ${named(franchise)}`,
      link: `/profile/${franchise.holderId}/referrals`,
    });
    return franchise.holderId;
  });
  return holderOf(deps, holderId);
}

/** A deleted account's franchises end with it (users' account deletion, through `leaveStructure`). */
export async function endFranchises(tx: Tx, memberId: number): Promise<void> {
  await tx.execute(
    sql`update franchises set revoked_at = now() where holder_id = ${memberId} and revoked_at is null`,
  );
}

/** The demo seed's grant (no administrator's hand, nobody told): a franchise held since `grantedAt`. */
export async function seedFranchise(
  tx: Tx,
  holderId: number,
  franchise: { name: string; territory: string; territoryKind: TerritoryKind },
  grantedAt: Date,
): Promise<void> {
  await tx.execute(sql`insert into franchises (holder_id, name, territory, territory_kind, granted_at)
    values (${holderId}, ${franchise.name}, ${franchise.territory}, ${franchise.territoryKind}, ${grantedAt.toISOString()})`);
}
