import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { InputOf, ResponseOf } from "../../api/endpoint";
import {
  type backgroundsApi,
  type listBackgrounds as listCall,
  maxBackgrounds,
} from "../../api/endpoints/backgrounds";
import { type Background, type BackgroundTypeId, backgroundProblem } from "../../api/schema/background";
import type { Db, Tx } from "../db/connect";
import { backgrounds } from "../db/schema";
import type { Caller } from "../http/caller";
import { fieldError, HttpError, notFound } from "../http/http-error";
import type { EventLog } from "../realtime/event-log";

type Row = typeof backgrounds.$inferSelect;

const toBackground = (row: Row): Background => ({
  id: row.id,
  type: row.type as BackgroundTypeId,
  background: row.background,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const missing = () => notFound("Фон не найден");

/** 400 naming `background` when it does not fit `type` (a URL for a colour, or the other way round). */
function checkFits(type: BackgroundTypeId, background: string): void {
  const problem = backgroundProblem(type, background);
  if (problem) {
    throw fieldError("background", problem, { summary: `Неверное значение поля «background»: ${problem}` });
  }
}
const own = (userId: number, id: number) => and(eq(backgrounds.id, id), eq(backgrounds.userId, userId));

// Held while a member's list changes: two tabs activating different backgrounds at once must not both
// pass (the unique index would turn the loser into a 500), nor two creations pass the count.
const backgroundsLock = 7_340_004;

async function lockList(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${backgroundsLock}, ${userId})`);
}

/** Leaves none of the member's backgrounds active but `keep` (the unique index allows one). */
async function deactivateOthers(tx: Tx, userId: number, keep?: number): Promise<void> {
  await tx
    .update(backgrounds)
    .set({ active: false, updatedAt: new Date() })
    .where(
      and(
        eq(backgrounds.userId, userId),
        eq(backgrounds.active, true),
        keep === undefined ? undefined : ne(backgrounds.id, keep),
      ),
    );
}

/** A change of the member's list, told to their tabs in its transaction (they show the active one again). */
function changing<T>(events: EventLog, userId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
  return events.transaction(async (tx, publish) => {
    const result = await change(tx);
    publish([userId], { type: "background", action: "change", payload: {} });
    return result;
  });
}

type Input<K extends keyof typeof backgroundsApi> = InputOf<(typeof backgroundsApi)[K]>;

/** The member's backgrounds, oldest first (their own only: src/api/endpoints/backgrounds.ts). */
export async function listBackgrounds(
  { db }: { db: Db },
  { userId }: Caller,
): Promise<ResponseOf<typeof listCall>> {
  const rows = await db
    .select()
    .from(backgrounds)
    .where(eq(backgrounds.userId, userId))
    .orderBy(asc(backgrounds.id));
  return { count: rows.length, rows: rows.map(toBackground) };
}

/** Adds a background (at most {@link maxBackgrounds}: 409 past it); an active one leaves the others inactive. */
export async function createBackground(
  { events }: { events: EventLog },
  { userId }: Caller,
  input: Input<"createBackground">,
): Promise<Background> {
  checkFits(input.type, input.background);
  return changing(events, userId, async (tx) => {
    await lockList(tx, userId);
    const [held] = await tx.select({ n: count() }).from(backgrounds).where(eq(backgrounds.userId, userId));
    if ((held?.n ?? 0) >= maxBackgrounds) {
      throw new HttpError("CONFLICT", `Фонов может быть не больше ${maxBackgrounds}: удалите ненужные`);
    }
    if (input.active) await deactivateOthers(tx, userId);
    const [row] = await tx
      .insert(backgrounds)
      .values({ userId, type: input.type, background: input.background, active: input.active ?? false })
      .returning();
    if (!row) throw new Error("backgrounds: вставка не вернула строку");
    return toBackground(row);
  });
}

/** Deletes one of the member's backgrounds (another's or none: 404). */
export function deleteBackground(
  { events }: { events: EventLog },
  { userId }: Caller,
  input: Input<"deleteBackground">,
): Promise<{ ok: true }> {
  return changing(events, userId, async (tx) => {
    const gone = await tx.delete(backgrounds).where(own(userId, input.id)).returning({ id: backgrounds.id });
    if (gone.length === 0) throw missing();
    return { ok: true as const };
  });
}

/** Changes what is given of one of the member's backgrounds; the type and the value must still fit. */
export function updateBackground(
  { events }: { events: EventLog },
  { userId }: Caller,
  input: Input<"updateBackground">,
): Promise<Background> {
  return changing(events, userId, async (tx) => {
    await lockList(tx, userId);
    const [current] = await tx.select().from(backgrounds).where(own(userId, input.id));
    if (!current) throw missing();
    const type = input.type ?? (current.type as BackgroundTypeId);
    const background = input.background ?? current.background;
    checkFits(type, background);
    if (input.active) await deactivateOthers(tx, userId, input.id);
    const [row] = await tx
      .update(backgrounds)
      .set({ type, background, active: input.active ?? current.active, updatedAt: new Date() })
      .where(eq(backgrounds.id, input.id))
      .returning();
    if (!row) throw missing();
    return toBackground(row);
  });
}

/** Makes one of the member's backgrounds the active one, the others inactive. */
export function activateBackground(
  { events }: { events: EventLog },
  { userId }: Caller,
  input: Input<"activateBackground">,
): Promise<Background> {
  return changing(events, userId, async (tx) => {
    await lockList(tx, userId);
    const [current] = await tx.select({ id: backgrounds.id }).from(backgrounds).where(own(userId, input.id));
    if (!current) throw missing();
    await deactivateOthers(tx, userId, input.id);
    const [row] = await tx
      .update(backgrounds)
      .set({ active: true, updatedAt: new Date() })
      .where(eq(backgrounds.id, input.id))
      .returning();
    if (!row) throw missing();
    return toBackground(row);
  });
}
