import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { rowsOf } from "../db/rows";
import type { Notifier } from "../notifications";
import type { EventLog } from "../realtime/event-log";
import { announcePublished } from "./announce";

/** Publishing announces: to the readers' sockets, and as notifications. */
export interface ScheduleDeps {
  readonly events: EventLog;
  readonly notifier: Notifier;
}

/** How often each process looks for scheduled publications whose time has come. */
export const scheduleCheckMs = 5_000;

/**
 * Publishes every scheduled publication whose time has come, and announces each to its readers (feeds,
 * notifications) in the same transaction; answers how many. Feeds show a scheduled one from its time on
 * whether or not this has run (src/server/publications/visibility.ts): this is what tells its readers.
 * Processes may run it at once: the update locks the rows it takes, and another process's update, once
 * they commit, finds them published already — each is announced once.
 */
export function publishDue({ events, notifier }: ScheduleDeps): Promise<number> {
  return events.transaction(async (tx, publish, broadcast) => {
    const due = await rowsOf<{
      id: number;
      author_id: number;
      rubric_id: number;
      title: string;
      excerpt: string;
    }>(
      tx,
      sql`update publications set status = 'published'
        where status = 'scheduled' and published_at <= now()
        returning id, author_id, rubric_id, title, excerpt`,
    );
    for (const row of due) {
      await announcePublished(
        notifier,
        tx,
        { publish, broadcast },
        {
          id: Number(row.id),
          authorId: Number(row.author_id),
          rubricId: Number(row.rubric_id),
          title: row.title || row.excerpt.slice(0, 200),
        },
      );
    }
    return due.length;
  });
}

/** Runs {@link publishDue} every {@link scheduleCheckMs} while the app is up. */
export function runSchedule(app: FastifyInstance, deps: ScheduleDeps, everyMs = scheduleCheckMs): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      running = publishDue(deps).catch((error: unknown) =>
        app.log.error({ err: error }, "Публикации: не удалось опубликовать запланированные"),
      );
    }, everyMs);
    timer.unref();
  });
  // Before the database closes: the last run finishes, no new one starts.
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
