import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { backgroundsApi, maxBackgrounds } from "../../api/endpoints/backgrounds";
import { type Background, type BackgroundTypeId, backgroundProblem } from "../../api/schema/background";
import type { Tx } from "../db/connect";
import { backgrounds } from "../db/schema";
import type { RouteDeps } from "../deps";
import { fieldError, HttpError, notFound } from "../http/http-error";
import { serveGroup } from "../http/serve-group";

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

/** The member's page backgrounds (src/api/endpoints/backgrounds.ts): their own entries only. */
export function backgroundsRoutes(app: FastifyInstance, { db, events }: RouteDeps): void {
  /** A change of the member's list, told to their tabs in its transaction (they show the active one again). */
  const changing = <T>(userId: number, change: (tx: Tx) => Promise<T>) =>
    events.transaction(async (tx, publish) => {
      const result = await change(tx);
      publish([userId], { type: "background", action: "change", payload: {} });
      return result;
    });
  serveGroup(app, backgroundsApi, {
    listBackgrounds: {
      access: "member",
      handler: async ({ auth }) => {
        const rows = await db
          .select()
          .from(backgrounds)
          .where(eq(backgrounds.userId, auth.userId))
          .orderBy(asc(backgrounds.id));
        return { count: rows.length, rows: rows.map(toBackground) };
      },
    },
    createBackground: {
      access: "member",
      handler: async ({ auth, body }) => {
        checkFits(body.type, body.background);
        return changing(auth.userId, async (tx) => {
          await lockList(tx, auth.userId);
          const [held] = await tx
            .select({ n: count() })
            .from(backgrounds)
            .where(eq(backgrounds.userId, auth.userId));
          if ((held?.n ?? 0) >= maxBackgrounds) {
            throw new HttpError("CONFLICT", `Фонов может быть не больше ${maxBackgrounds}: удалите ненужные`);
          }
          if (body.active) await deactivateOthers(tx, auth.userId);
          const [row] = await tx
            .insert(backgrounds)
            .values({
              userId: auth.userId,
              type: body.type,
              background: body.background,
              active: body.active ?? false,
            })
            .returning();
          if (!row) throw new Error("backgrounds: вставка не вернула строку");
          return toBackground(row);
        });
      },
    },
    deleteBackground: {
      access: "member",
      handler: ({ auth, body }) =>
        changing(auth.userId, async (tx) => {
          const gone = await tx
            .delete(backgrounds)
            .where(own(auth.userId, body.id))
            .returning({ id: backgrounds.id });
          if (gone.length === 0) throw missing();
          return { ok: true as const };
        }),
    },
    updateBackground: {
      access: "member",
      handler: async ({ auth, body }) =>
        changing(auth.userId, async (tx) => {
          await lockList(tx, auth.userId);
          const [current] = await tx.select().from(backgrounds).where(own(auth.userId, body.id));
          if (!current) throw missing();
          const type = body.type ?? (current.type as BackgroundTypeId);
          const background = body.background ?? current.background;
          checkFits(type, background);
          if (body.active) await deactivateOthers(tx, auth.userId, body.id);
          const [row] = await tx
            .update(backgrounds)
            .set({ type, background, active: body.active ?? current.active, updatedAt: new Date() })
            .where(eq(backgrounds.id, body.id))
            .returning();
          if (!row) throw missing();
          return toBackground(row);
        }),
    },
    activateBackground: {
      access: "member",
      handler: async ({ auth, params }) =>
        changing(auth.userId, async (tx) => {
          await lockList(tx, auth.userId);
          const [current] = await tx
            .select({ id: backgrounds.id })
            .from(backgrounds)
            .where(own(auth.userId, params.id));
          if (!current) throw missing();
          await deactivateOthers(tx, auth.userId, params.id);
          const [row] = await tx
            .update(backgrounds)
            .set({ active: true, updatedAt: new Date() })
            .where(eq(backgrounds.id, params.id))
            .returning();
          if (!row) throw missing();
          return toBackground(row);
        }),
    },
  });
}
