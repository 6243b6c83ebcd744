import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { notificationsApi } from "../../api/endpoints/notifications";
import type { NotificationCounters } from "../../api/schema/notification";
import { RoleId } from "../../api/schema/user";
import type { Tx } from "../db/connect";
import { notifications, users } from "../db/schema";
import type { RouteDeps } from "../http/deps";
import { forbidden, notFound } from "../http/http-error";
import { limits } from "../http/limits";
import { serveGroup } from "../http/serve-group";
import type { EventLog, Publish } from "../realtime/event-log";
import { trimArchive } from "./archive";
import { bumpCounters, type CountChange, countersOf } from "./counters";
import type { NotificationCounts } from "./counts-cache";
import { notify } from "./notify";
import { notificationsPageOf } from "./pages";
import { changeSetting, settingsOf } from "./settings";

const missing = () => notFound("Уведомление не найдено");

/** What deleting a notification takes from its type's counts. */
const removal = ({ type, checkedAt }: { type: string; checkedAt: Date | null }): CountChange => ({
  type,
  total: -1,
  unread: checkedAt === null ? -1 : 0,
});

/** The counters after a change, told to the member's other tabs (`notification`/`update`). */
async function changed(tx: Tx, publish: Publish, userId: number): Promise<NotificationCounters> {
  const counters = await countersOf(tx, userId);
  publish(userId, { type: "notification", action: "update", payload: { counters } });
  return counters;
}

/**
 * Marks read every unread notification of the member (of one type, with `which`), moves the counters by
 * what was read, keeps the archive bounded, and tells the member's tabs.
 */
async function readAllUnread(
  tx: Tx,
  publish: Publish,
  userId: number,
  which?: SQL,
): Promise<NotificationCounters> {
  const updated = await tx
    .update(notifications)
    .set({ checkedAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), which, isNull(notifications.checkedAt)))
    .returning({ type: notifications.type });
  await bumpCounters(
    tx,
    userId,
    updated.map(({ type }) => ({ type, total: 0, unread: -1 })),
  );
  await trimArchive(tx, userId);
  return changed(tx, publish, userId);
}

/** The member's notifications (src/api/endpoints/notifications.ts): their own only. */
export function notificationsRoutes(
  app: FastifyInstance,
  {
    db,
    events,
    accounts,
    counts,
  }: RouteDeps & { readonly events: EventLog; readonly counts: NotificationCounts },
): void {
  const own = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

  serveGroup(app, notificationsApi, {
    listNotifications: {
      access: "member",
      handler: ({ auth, input }) => notificationsPageOf({ db, accounts, counts }, auth, input),
    },
    notificationCounters: {
      access: "member",
      handler: async ({ auth }) => (await counts.read(auth.userId)).counters,
    },
    markNotification: {
      access: "member",
      handler: ({ auth, params, body }) =>
        events.transaction(async (tx, publish) => {
          const read = body.checked !== false;
          // Only a notification whose state changes is touched, so the counters move by what changed.
          const updated = await tx
            .update(notifications)
            .set({ checkedAt: read ? sql`now()` : null })
            .where(
              and(
                own(auth.userId, params.id),
                read ? isNull(notifications.checkedAt) : isNotNull(notifications.checkedAt),
              ),
            )
            .returning({ type: notifications.type });
          if (updated.length === 0) {
            const [exists] = await tx
              .select({ id: notifications.id })
              .from(notifications)
              .where(own(auth.userId, params.id));
            if (!exists) throw missing();
          }
          await bumpCounters(
            tx,
            auth.userId,
            updated.map(({ type }) => ({ type, total: 0, unread: read ? -1 : 1 })),
          );
          if (read) await trimArchive(tx, auth.userId);
          return changed(tx, publish, auth.userId);
        }),
    },
    markNotificationType: {
      access: "member",
      handler: ({ auth, params }) =>
        events.transaction((tx, publish) =>
          readAllUnread(tx, publish, auth.userId, eq(notifications.type, params.type)),
        ),
    },
    markAllNotifications: {
      access: "member",
      handler: ({ auth }) => events.transaction((tx, publish) => readAllUnread(tx, publish, auth.userId)),
    },
    deleteNotification: {
      access: "member",
      handler: ({ auth, params }) =>
        events.transaction(async (tx, publish) => {
          const deleted = await tx
            .delete(notifications)
            .where(own(auth.userId, params.id))
            .returning({ type: notifications.type, checkedAt: notifications.checkedAt });
          if (deleted.length === 0) throw missing();
          await bumpCounters(tx, auth.userId, deleted.map(removal));
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
          const deleted = await tx
            .delete(notifications)
            .where(and(eq(notifications.userId, params.x), isNotNull(notifications.checkedAt)))
            .returning({ type: notifications.type, checkedAt: notifications.checkedAt });
          await bumpCounters(tx, params.x, deleted.map(removal));
          return changed(tx, publish, params.x);
        });
      },
    },
    sendSystemNotification: {
      access: "admin",
      rateLimits: limits.systemNotification,
      handler: ({ params, body }) =>
        events.transaction(async (tx, publish) => {
          if (!(await isLiveMember(tx, params.id))) throw notFound("Пользователь не найден");
          const sent = await notify(tx, publish, {
            recipient: params.id,
            type: "system",
            title: body.title,
            text: body.text,
          });
          // The administration's messages cannot be hidden (settings.ts): this is our bug.
          if (!sent) throw new Error("Системное уведомление не принято");
          return sent;
        }),
    },
    notificationSettings: { access: "member", handler: ({ auth }) => settingsOf(db, auth.userId) },
    updateNotificationSetting: {
      access: "member",
      handler: ({ auth, input }) => changeSetting({ db }, auth, input),
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
