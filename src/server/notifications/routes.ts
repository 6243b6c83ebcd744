import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  type NotificationsFilter,
  notificationsApi,
  notificationsPageSize,
} from "../../api/endpoints/notifications";
import type { NotificationCounters } from "../../api/schema/notification";
import { RoleId } from "../../api/schema/user";
import type { Tx } from "../db/connect";
import { notifications, users } from "../db/schema";
import type { RouteDeps } from "../http/deps";
import { forbidden, notFound } from "../http/http-error";
import { serveGroup } from "../http/serve-group";
import type { EventLog, Publish } from "../realtime/event-log";
import { countersOf, notificationColumns, notificationOf, notify } from "./notify";

const filters: Record<NotificationsFilter, SQL | undefined> = {
  unread: isNull(notifications.checkedAt),
  read: isNotNull(notifications.checkedAt),
  all: undefined,
};

const missing = () => notFound("Уведомление не найдено");

/** The counters after a change, told to the member's other tabs (`notification`/`update`). */
async function changed(tx: Tx, publish: Publish, userId: number): Promise<NotificationCounters> {
  const counters = await countersOf(tx, userId);
  publish(userId, { type: "notification", action: "update", payload: { counters } });
  return counters;
}

/** The member's notifications (src/api/endpoints/notifications.ts): their own only. */
export function notificationsRoutes(
  app: FastifyInstance,
  { db, events }: RouteDeps & { readonly events: EventLog },
): void {
  const own = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

  serveGroup(app, notificationsApi, {
    listNotifications: {
      access: "member",
      handler: async ({ auth, query }) => {
        const limit = query.limit ?? notificationsPageSize;
        const page = query.page ?? 1;
        const where = and(eq(notifications.userId, auth.userId), filters[query.checked ?? "unread"]);
        const rows = await db
          .select(notificationColumns)
          .from(notifications)
          .leftJoin(users, eq(users.id, notifications.actorId))
          .where(where)
          .orderBy(desc(notifications.id))
          .limit(limit)
          .offset((page - 1) * limit);
        const [total] = await db.select({ n: count() }).from(notifications).where(where);
        return {
          notifications: { count: total?.n ?? 0, rows: rows.map(notificationOf) },
          counters: await countersOf(db, auth.userId),
        };
      },
    },
    notificationCounters: { access: "member", handler: ({ auth }) => countersOf(db, auth.userId) },
    markNotification: {
      access: "member",
      handler: ({ auth, params, body }) =>
        events.transaction(async (tx, publish) => {
          const checkedAt = body.checked === false ? null : sql`coalesce(${notifications.checkedAt}, now())`;
          const updated = await tx
            .update(notifications)
            .set({ checkedAt })
            .where(own(auth.userId, params.id))
            .returning({ id: notifications.id });
          if (updated.length === 0) throw missing();
          return changed(tx, publish, auth.userId);
        }),
    },
    markNotificationType: {
      access: "member",
      handler: ({ auth, params }) =>
        events.transaction(async (tx, publish) => {
          await tx
            .update(notifications)
            .set({ checkedAt: sql`now()` })
            .where(
              and(
                eq(notifications.userId, auth.userId),
                eq(notifications.type, params.type),
                isNull(notifications.checkedAt),
              ),
            );
          return changed(tx, publish, auth.userId);
        }),
    },
    markAllNotifications: {
      access: "member",
      handler: ({ auth }) =>
        events.transaction(async (tx, publish) => {
          await tx
            .update(notifications)
            .set({ checkedAt: sql`now()` })
            .where(and(eq(notifications.userId, auth.userId), isNull(notifications.checkedAt)));
          return changed(tx, publish, auth.userId);
        }),
    },
    deleteNotification: {
      access: "member",
      handler: ({ auth, params }) =>
        events.transaction(async (tx, publish) => {
          const deleted = await tx
            .delete(notifications)
            .where(own(auth.userId, params.id))
            .returning({ id: notifications.id });
          if (deleted.length === 0) throw missing();
          return changed(tx, publish, auth.userId);
        }),
    },
    clearNotificationArchive: {
      access: "member",
      handler: ({ auth, params }) => {
        const admin = auth.roleIds.includes(RoleId.admin);
        if (params.x !== auth.userId && !admin)
          throw forbidden("Можно очистить только свой архив уведомлений");
        return events.transaction(async (tx, publish) => {
          if (params.x !== auth.userId && !(await isLiveMember(tx, params.x))) {
            throw notFound("Пользователь не найден");
          }
          await tx
            .delete(notifications)
            .where(and(eq(notifications.userId, params.x), isNotNull(notifications.checkedAt)));
          return changed(tx, publish, params.x);
        });
      },
    },
    sendSystemNotification: {
      access: "admin",
      handler: ({ params, body }) =>
        events.transaction(async (tx, publish) => {
          if (!(await isLiveMember(tx, params.id))) throw notFound("Пользователь не найден");
          return notify(tx, publish, {
            recipient: params.id,
            type: "system",
            title: body.title,
            text: body.text,
          });
        }),
    },
  });
}

async function isLiveMember(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)));
  return row !== undefined;
}
