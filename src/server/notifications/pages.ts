import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type { NotificationsFilter } from "../../api/endpoints/notifications";
import { type notificationsApi, notificationsPageSize } from "../../api/endpoints/notifications";
import type { NotificationsPage } from "../../api/schema/notification";
import type { Db } from "../db/connect";
import { preparedPerDb } from "../db/prepared";
import { notifications } from "../db/schema";
import type { Accounts } from "../http/accounts";
import type { Caller } from "../http/caller";
import type { NotificationCounts } from "./counts-cache";
import { actorCardsOf, notificationColumns, notificationOf } from "./view";

const filters: Record<NotificationsFilter, SQL | undefined> = {
  unread: isNull(notifications.checkedAt),
  read: isNotNull(notifications.checkedAt),
  all: undefined,
};

// One prepared query per filter, of every type or of one: a page is read on every visit and every
// scroll (db/prepared.ts).
const pageQueryOf = (filter: NotificationsFilter, typed: boolean) =>
  preparedPerDb((db) =>
    db
      .select(notificationColumns)
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, sql.placeholder("userId")),
          filters[filter],
          typed ? eq(notifications.type, sql.placeholder("type")) : undefined,
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`notifications_${filter}${typed ? "_typed" : ""}`),
  );
const pageQueries = Object.fromEntries(
  (["unread", "read", "all"] as const).flatMap((filter) => [
    [filter, pageQueryOf(filter, false)],
    [`${filter}_typed`, pageQueryOf(filter, true)],
  ]),
) as Record<string, ReturnType<typeof pageQueryOf>>;

/**
 * Page `page` of a member's notifications of one filter (and one type, when given), newest first, with
 * the unread counters.
 */
export async function notificationsPageOf(
  { db, accounts, counts }: { db: Db; accounts: Accounts; counts: NotificationCounts },
  { userId }: Caller,
  {
    checked: filter = "unread",
    type,
    page = 1,
    limit = notificationsPageSize,
  }: InputOf<typeof notificationsApi.listNotifications>,
): Promise<NotificationsPage> {
  const query = pageQueries[type ? `${filter}_typed` : filter];
  if (!query) throw new Error(`notificationsPageOf: нет запроса для ${filter}`);
  // The rows and the kept counts, as this process keeps them until the member's next event
  // (counts-cache.ts): the page's count comes from the counts, never from counting thousands of rows.
  const [rows, { counters, all, byType }] = await Promise.all([
    counts.pageRows(userId, `${filter}:${type ?? ""}:${page}:${limit}`, () =>
      query(db).execute({ userId, type, limit, offset: (page - 1) * limit }),
    ),
    counts.read(userId),
  ]);
  const total = type ? (byType[type]?.total ?? 0) : all;
  const unread = type ? counters.byType[type] : counters.total;
  const count = { unread, read: total - unread, all: total }[filter];
  const cards = await actorCardsOf(db, accounts, rows);
  return { notifications: { count, rows: rows.map((row) => notificationOf(row, cards)) }, counters };
}
