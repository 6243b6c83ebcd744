import { type EventObject, fromCallback, fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
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
import { pagedListOf } from "../lib/paged-list.machine";
import { createPendingActions, type PendingActions } from "../lib/pending-actions";
import type {
  ChangeSent,
  HoldingReleased,
  NotificationChange,
  NotificationListEvent,
} from "./notification-list.machine";
import { notificationSettingsMachine, type SettingChange } from "./notification-settings.machine";

/**
 * The notifications' calls through `client`: the lists, what a page changes, the settings. Changes on
 * their way and deletions waiting out their undo time are `pending`'s (the app's one: flushed before the
 * session ends or the page goes away).
 */
export function notificationsActors(client: ApiClient, pending: PendingActions = createPendingActions()) {
  /** One change a list of notifications makes (spec §7 Notifications). */
  const send = (change: NotificationChange): Promise<unknown> => pending.track(call(change));
  const call = (change: NotificationChange): Promise<unknown> => {
    switch (change.kind) {
      case "read":
        return client.call(markNotification, { params: { id: change.id }, body: {} });
      case "readType":
        return client.call(markNotificationType, { params: { type: change.type } });
      case "readAll":
        return client.call(markAllNotifications, {});
      case "remove":
        // Kept alive: a deletion carried out as the page goes away still reaches the server.
        return client.call(deleteNotification, { params: { id: change.id }, keepalive: true });
      case "clearArchive":
        return client.call(clearNotificationArchive, { params: { x: change.userId } });
    }
  };
  /** The member's choices per type (the settings page; the sound and the desktop alert of a new one). */
  const settingsCalls = {
    read: (signal?: AbortSignal) => client.call(notificationSettings, signal ? { signal } : {}),
    change: (type: NotificationType, change: Partial<NotificationSetting>) =>
      client.call(updateNotificationSetting, { body: { type, ...change } }),
  };
  return {
    /**
     * The member's notifications of one filter (new or the archive), of every type or of one (a tab), a
     * page (of `limit`, 10 by default) at a time, newest first.
     */
    notificationsListOf: (checked: NotificationsFilter, type?: NotificationType, limit?: number) =>
      pagedListOf<Notification>(async ({ page }, signal) => {
        const query = { page, checked, ...(type ? { type } : {}), ...(limit ? { limit } : {}) };
        const answer = await client.call(listNotifications, { query, signal });
        return answer.notifications;
      }),

    /**
     * The notification list's `change`: sends it (each answers the new counters; the bell hears them by
     * socket) and tells the list only of a failure, with the rows to bring back. Not aborted when the
     * list closes: a change the member made is made.
     */
    changeNotifications: fromCallback<EventObject, ChangeSent>(({ input, sendBack }) => {
      send(input.change).catch(() =>
        sendBack({ type: "notifications.failed", rows: input.rows } satisfies NotificationListEvent),
      );
    }),

    /**
     * The notification list's `holding`: the row waiting for its undo time is deleted when the list
     * closes (the page left) — unless the list released it first, having deleted or put it back itself.
     * Until then it is one of `pending`'s actions: a flush (the session ending, the page going away) tells
     * the list to delete it now (`notifications.flush`), as if its time were up.
     */
    holdRemoval: fromCallback<HoldingReleased, { id: number }>(({ input, receive, sendBack }) => {
      let released = false;
      const settle = pending.hold(async () => {
        released = true;
        sendBack({ type: "notifications.flush" } satisfies NotificationListEvent);
      });
      receive(() => {
        released = true;
        settle();
      });
      return () => {
        settle();
        if (!released) void send({ kind: "remove", id: input.id }).catch(() => undefined);
      };
    }),

    notificationSettingsCalls: settingsCalls,

    /** The settings page's machine with its calls. */
    liveNotificationSettings: notificationSettingsMachine.provide({
      actors: {
        load: fromPromise(({ signal }) => settingsCalls.read(signal)),
        save: fromPromise<NotificationSettings, SettingChange>(({ input }) =>
          settingsCalls.change(input.notificationType, input.change),
        ),
      },
    }),
  };
}
