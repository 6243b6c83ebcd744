import { eq, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type * as calls from "../../api/endpoints/teams";
import type { Division, TeamCard } from "../../api/schema/team";
import { rowsOf } from "../db/rows";
import { divisions, teams } from "../db/schema";
import { notFound } from "../http/http-error";
import { shownMember } from "../users";
import { cardOf, cardsOf, type ReadDeps, teamRowOf, teamRows } from "./views";

// Divisions: an admin's groups of teams, each team in at most one (its `division_id`).

interface DivisionRow {
  readonly id: number;
  readonly name: string;
  readonly created_at: Date | string;
  readonly members: number;
}

/** Divisions `where` picks, oldest first, each with its teams (largest first) and their members in all. */
async function divisionsWhere(deps: ReadDeps, where = sql`true`): Promise<Division[]> {
  const rows = await rowsOf<DivisionRow>(
    deps.db,
    sql`select d.id, d.name, d.created_at,
        (select count(distinct m.member_id)::int from teams t
          join team_members m on m.team_id = t.id and m.left_at is null
          join users u on u.id = m.member_id
          where t.division_id = d.id and ${shownMember}) as members
      from divisions d where ${where} order by d.id`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const teamsOf = await teamRows(
    deps.db,
    sql`t.division_id = any(${sql.param(ids)}::int[])`,
    sql`members desc, t.id`,
    10_000,
  );
  const cards = await cardsOf(deps, teamsOf);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    createdAt: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    teams: cards.filter((card) => card.division?.id === Number(row.id)),
    members: Number(row.members),
  }));
}

/** Every division with its teams. */
export const allDivisions = (deps: ReadDeps) => divisionsWhere(deps);

/** Division `id` with its teams, or 404. */
export async function divisionOf(deps: ReadDeps, id: number): Promise<Division> {
  const [division] = await divisionsWhere(deps, sql`d.id = ${id}`);
  if (!division) throw notFound("Подразделение не найдено");
  return division;
}

/** An admin creates a division. */
export async function createDivision(
  deps: ReadDeps,
  { name }: InputOf<typeof calls.createDivision>,
): Promise<Division> {
  const [made] = await deps.db.insert(divisions).values({ name }).returning({ id: divisions.id });
  if (!made) throw new Error("createDivision: no division made");
  return divisionOf(deps, made.id);
}

/** An admin renames a division. */
export async function renameDivision(
  deps: ReadDeps,
  { divisionId, name }: InputOf<typeof calls.renameDivision>,
): Promise<Division> {
  const renamed = await deps.db
    .update(divisions)
    .set({ name })
    .where(eq(divisions.id, divisionId))
    .returning({ id: divisions.id });
  if (renamed.length === 0) throw notFound("Подразделение не найдено");
  return divisionOf(deps, divisionId);
}

/** An admin places a team in a division (out of the one it was in), or takes it out of any. */
export async function placeTeam(
  deps: ReadDeps,
  { teamId, divisionId }: InputOf<typeof calls.placeTeam>,
): Promise<TeamCard> {
  if (divisionId !== undefined) {
    const [division] = await deps.db
      .select({ id: divisions.id })
      .from(divisions)
      .where(eq(divisions.id, divisionId));
    if (!division) throw notFound("Подразделение не найдено");
  }
  const placed = await deps.db
    .update(teams)
    .set({ divisionId: divisionId ?? null })
    .where(eq(teams.id, teamId))
    .returning({ id: teams.id });
  if (placed.length === 0) throw notFound("Команда не найдена");
  return cardOf(deps, await teamRowOf(deps.db, teamId));
}
