import type { FastifyInstance } from "fastify";
import { notificationsApi } from "../../api/endpoints/notifications";
import type { RouteDeps } from "../deps";
import { limits } from "../http/limits";
import { serveGroup } from "../http/serve-group";
import {
  clearNotificationArchive,
  deleteNotification,
  markAllNotifications,
  markNotification,
  markNotificationType,
  sendSystemNotification,
} from "./changes";
import type { NotificationCounts } from "./counts-cache";
import type { Notifier } from "./notifier";
import { notificationsPageOf } from "./pages";
import { changeSetting, settingsOf } from "./settings";

/** The member's notifications (src/api/endpoints/notifications.ts): their own only. */
export function notificationsRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { readonly notifier: Notifier; readonly counts: NotificationCounts },
): void {
  const { db, counts } = deps;
  serveGroup(app, notificationsApi, {
    listNotifications: {
      access: "member",
      handler: ({ auth, input }) => notificationsPageOf(deps, auth, input),
    },
    notificationCounters: {
      access: "member",
      handler: async ({ auth }) => (await counts.read(auth.userId)).counters,
    },
    markNotification: { access: "member", handler: ({ auth, input }) => markNotification(deps, auth, input) },
    markNotificationType: {
      access: "member",
      handler: ({ auth, input }) => markNotificationType(deps, auth, input),
    },
    markAllNotifications: { access: "member", handler: ({ auth }) => markAllNotifications(deps, auth) },
    deleteNotification: {
      access: "member",
      handler: ({ auth, input }) => deleteNotification(deps, auth, input),
    },
    clearNotificationArchive: {
      access: "member",
      handler: ({ auth, input }) => clearNotificationArchive(deps, auth, input),
    },
    sendSystemNotification: {
      access: "admin",
      rateLimits: limits.systemNotification,
      handler: ({ input }) => sendSystemNotification(deps, input),
    },
    notificationSettings: { access: "member", handler: ({ auth }) => settingsOf(db, auth.userId) },
    updateNotificationSetting: {
      access: "member",
      handler: ({ auth, input }) => changeSetting({ db }, auth, input),
    },
  });
}
