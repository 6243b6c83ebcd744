import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { NotificationsFilter } from "../../api/endpoints/notifications";
import type { NotificationsPage } from "../../api/schema/notification";
import type { Db } from "../db/connect";
import { preparedPerDb } from "../db/prepared";
import { notifications, users } from "../db/schema";
import { readCounts } from "./counters";
import { notificationColumns, notificationOf } from "./notify";

const filters: Record<NotificationsFilter, SQL | undefined> = {
  unread: isNull(notifications.checkedAt),
  read: isNotNull(notifications.checkedAt),
  all: undefined,
};

// One prepared query per filter: a page is read on every visit and every scroll (db/prepared.ts).
const pageQueryOf = (filter: NotificationsFilter) =>
  preparedPerDb((db) =>
    db
      .select(notificationColumns)
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(and(eq(notifications.userId, sql.placeholder("userId")), filters[filter]))
      .orderBy(desc(notifications.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`notifications_${filter}`),
  );
const pageQueries = { unread: pageQueryOf("unread"), read: pageQueryOf("read"), all: pageQueryOf("all") };

/** Page `page` of a member's notifications of one filter, newest first, with the unread counters. */
export async function notificationsPageOf(
  db: Db,
  userId: number,
  { filter, page, limit }: { filter: NotificationsFilter; page: number; limit: number },
): Promise<NotificationsPage> {
  const rows = await pageQueries[filter](db).execute({ userId, limit, offset: (page - 1) * limit });
  // The page's count from the kept counts: no count over thousands of rows.
  const { counters, all } = await readCounts(db, userId);
  const count = { unread: counters.total, read: all - counters.total, all }[filter];
  return { notifications: { count, rows: rows.map(notificationOf) }, counters };
}
