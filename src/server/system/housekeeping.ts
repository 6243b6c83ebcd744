import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/connect";
import { pruneEvents } from "../realtime/event-log";
import { atStart, leftoverAfterMs, sweepUploads } from "../uploads/sweep";

/** A job every process runs at start and then every `everyMs` (each is idempotent: processes may overlap). */
interface Job {
  readonly everyMs: number;
  run(): Promise<number>;
  /** The run at start, when it differs. */
  readonly first?: () => Promise<number>;
  /** What to log when `run` did something (its count) or failed. */
  readonly done: (count: number) => string;
  readonly failed: string;
}

function jobsOf(db: Db, config: Config, startedAt: number): Job[] {
  return [
    {
      everyMs: 60 * 60 * 1000,
      run: () => pruneEvents(db, config.eventRetentionDays),
      done: (count) => `Журнал событий: удалено старых событий — ${count}`,
      failed: "Журнал событий: не удалось удалить старые события",
    },
    {
      everyMs: leftoverAfterMs,
      run: () => sweepUploads(db, config.uploadDir),
      first: () => sweepUploads(db, config.uploadDir, atStart(config.redisUrl !== undefined, startedAt)),
      done: (count) => `Загрузки: удалено файлов, оставшихся после сбоев, — ${count}`,
      failed: "Загрузки: не удалось удалить файлы, оставшиеся после сбоев",
    },
  ];
}

/**
 * Deletes events past the retention and files left by crashes, now and periodically; `startedAt` is when
 * the process started, before it took its first request. Returns the stop, which waits for runs in
 * progress.
 */
export function scheduleHousekeeping(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  startedAt = Date.now(),
): () => Promise<void> {
  const stops = jobsOf(db, config, startedAt).map((job) => {
    let running: Promise<void> | undefined;
    const tick = (run = () => job.run()) => {
      running ??= run()
        .then(
          (count) => {
            if (count > 0) log.info(job.done(count));
          },
          (error: unknown) => log.warn({ err: error }, job.failed),
        )
        .finally(() => {
          running = undefined;
        });
    };
    tick(job.first);
    const timer = setInterval(() => tick(), job.everyMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  });
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
