import {
  clearNotificationArchive,
  deleteNotification,
  listNotifications,
  markAllNotifications,
  markNotification,
  type NotificationsFilter,
} from "../../api/endpoints/notifications";
import type { Notification } from "../../api/schema/notification";
import { api } from "../lib/api";
import { pagedListOf } from "../lib/paged-list.machine";

/** The member's notifications of one filter (new or the archive), a page at a time, newest first. */
export const notificationsListOf = (checked: NotificationsFilter) =>
  pagedListOf<Notification>(async ({ page }, signal) => {
    const answer = await api.call(listNotifications, { query: { page, checked }, signal });
    return answer.notifications;
  });

/** The changes a notifications page makes; each answers the new counters (the bell hears them by socket). */
export const notificationCalls = {
  markRead: (id: number) => api.call(markNotification, { params: { id }, body: {} }),
  markAllRead: () => api.call(markAllNotifications, {}),
  remove: (id: number) => api.call(deleteNotification, { params: { id } }),
  clearArchive: (userId: number) => api.call(clearNotificationArchive, { params: { x: userId } }),
};
