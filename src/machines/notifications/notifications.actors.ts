import { fromPromise } from "xstate";
import {
  clearNotificationArchive,
  deleteNotification,
  listNotifications,
  markAllNotifications,
  markNotification,
  markNotificationType,
  type NotificationsFilter,
  notificationSettings,
  updateNotificationSetting,
} from "../../api/endpoints/notifications";
import type {
  Notification,
  NotificationSetting,
  NotificationSettings,
  NotificationType,
} from "../../api/schema/notification";
import { api } from "../lib/api";
import { pagedListOf } from "../lib/paged-list.machine";
import { notificationSettingsMachine, type SettingChange } from "./notification-settings.machine";

/**
 * The member's notifications of one filter (new or the archive), of every type or of one (a tab), a page
 * (of `limit`, 10 by default) at a time, newest first.
 */
export const notificationsListOf = (checked: NotificationsFilter, type?: NotificationType, limit?: number) =>
  pagedListOf<Notification>(async ({ page }, signal) => {
    const query = { page, checked, ...(type ? { type } : {}), ...(limit ? { limit } : {}) };
    const answer = await api.call(listNotifications, { query, signal });
    return answer.notifications;
  });

/** The changes a notifications page makes; each answers the new counters (the bell hears them by socket). */
export const notificationCalls = {
  markRead: (id: number) => api.call(markNotification, { params: { id }, body: {} }),
  markTypeRead: (type: NotificationType) => api.call(markNotificationType, { params: { type } }),
  markAllRead: () => api.call(markAllNotifications, {}),
  remove: (id: number) => api.call(deleteNotification, { params: { id } }),
  clearArchive: (userId: number) => api.call(clearNotificationArchive, { params: { x: userId } }),
};

/** The member's choices per type (the settings page; the sound and the desktop alert of a new one). */
export const notificationSettingsCalls = {
  read: (signal?: AbortSignal) => api.call(notificationSettings, signal ? { signal } : {}),
  change: (type: NotificationType, change: Partial<NotificationSetting>) =>
    api.call(updateNotificationSetting, { body: { type, ...change } }),
};

/** The settings page's machine with its calls. */
export const liveNotificationSettings = notificationSettingsMachine.provide({
  actors: {
    load: fromPromise(({ signal }) => notificationSettingsCalls.read(signal)),
    save: fromPromise<NotificationSettings, SettingChange>(({ input }) =>
      notificationSettingsCalls.change(input.notificationType, input.change),
    ),
  },
});
